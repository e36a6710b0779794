import { describe, expect, it } from 'vitest';
import { applyAction, optionsFor, replay, type GameRecord } from '../../../core/pipeline';
import { recordV1 as record } from './fixtures/v1-area-fire';
import { battle, de, table, us } from '../testing';
import { combatPatrol } from './definition';
import type { CombatPatrolState } from './types';

/**
 * A battle saved under rules version 1 (the fixture was recorded with that version's code): a
 * rifleman seriously wounds w; the sergeant sprays jerry while hans, within 3 in of jerry, is
 * hidden from him by the barn; the MG42's arc takes in a, w (seriously wounded, D2 2: one bullet)
 * and hid, hidden from the gunner by the house.
 */
const v1: GameRecord = { game: record.game, version: record.version, seed: record.seed, options: record.options, actions: record.actions };

/** The log lines of the record's actions (after the opening step) played under rules `version`. */
function logOf(version: number): string[] {
  const opts = optionsFor(combatPatrol, version, record.options);
  if (!opts.ok) throw new Error(opts.error.message);
  let s = combatPatrol.setup(record.seed, opts.options);
  const lines: string[] = [];
  for (const a of record.actions) {
    const r = applyAction(combatPatrol, s, a.seat, a.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    lines.push(...s.events.map(String));
  }
  return lines;
}

describe('a version-1 save replays exactly', () => {
  it('through the pipeline, to the state it was saved in', () => {
    const r = replay(combatPatrol, v1);
    if (!r.ok) throw new Error(r.error.message);
    const state: Partial<CombatPatrolState> = JSON.parse(JSON.stringify(r.state));
    expect(state).toEqual(record.state);
  });

  it('with the same log, line for line', () => {
    expect(logOf(1)).toEqual(record.log);
  });
});

describe('upgrading version-1 options', () => {
  const doc = (houseRules = {}) => table({ models: [us('a', 10, 10), de('b', 20, 20)], houseRules });
  const houseRulesOf = (version: number, raw: unknown) => {
    const r = optionsFor(combatPatrol, version, raw);
    if (!r.ok) throw new Error(r.error.message);
    return r.options.houseRules;
  };

  it('version 1 limited arcs and Spray by sight unless the scenario or the options said otherwise', () => {
    expect(combatPatrol.version).toBe(2);
    expect(houseRulesOf(1, { scenario: doc() })).toEqual({ areaNeedsSight: true });
    expect(houseRulesOf(1, undefined)).toEqual({ areaNeedsSight: true });
    expect(houseRulesOf(1, { scenario: doc(), houseRules: { areaNeedsSight: false } })).toEqual({ areaNeedsSight: false });
    expect(houseRulesOf(1, { scenario: doc({ areaNeedsSight: false }) })).toEqual({});
    expect(houseRulesOf(1, { scenario: doc({ areaNeedsSight: true }), houseRules: { coverLight: -2 } })).toEqual({ coverLight: -2 });
  });

  it('version 2 plays the source: sight limits neither', () => {
    expect(houseRulesOf(2, { scenario: doc() })).toEqual({});
    expect(battle(doc()).rules.areaNeedsSight).toBe(false);
  });

  it('a version the app does not know is refused', () => {
    expect(optionsFor(combatPatrol, 3, { scenario: doc() })).toMatchObject({ ok: false, error: { code: 'wrong-version' } });
  });
});
