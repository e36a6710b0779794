import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { applyAction, optionsFor, replay, type GameRecord } from '../../../core/pipeline';
import { recordV1 as record } from './fixtures/v1-area-fire';
import { area, battle, de, play, rect, soldier, table, us } from '../testing';
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
    lines.push(...stepText(combatPatrol, s.events));
  }
  return lines;
}

/**
 * The battle as the fixture saved it, but for `reveals`: that count only says what undo may take
 * back, and since typed dice stopped counting as reveals until a decision follows them (a mistyped
 * die can be corrected) an entered-dice battle counts fewer. Nothing the rules play reads it.
 */
const played = <T extends { reveals?: unknown; events?: unknown }>(s: T): Omit<T, 'reveals'> => {
  const { reveals: _, ...rest } = s;
  // The save kept its last step's words as plain lines; a step now keeps typed events: the same words.
  return { ...rest, events: stepText(combatPatrol, rest.events as never) };
};

describe('a version-1 save replays exactly', () => {
  it('through the pipeline, to the state it was saved in (marked as playing version 1\'s area fire)', () => {
    const r = replay(combatPatrol, v1);
    if (!r.ok) throw new Error(r.error.message);
    const { legacyAreaFire, ...state }: Partial<CombatPatrolState> = JSON.parse(JSON.stringify(r.state));
    expect(legacyAreaFire).toBe(true);
    expect(played(state)).toEqual(played(record.state));
  });

  it('the upgraded options are options of this version that replay it the same (a copy of the save, an import)', () => {
    const up = optionsFor(combatPatrol, 1, record.options);
    if (!up.ok) throw new Error(up.error.message);
    expect(up.options).toMatchObject({ legacyAreaFire: true, houseRules: { areaNeedsSight: true } });
    const copy = replay(combatPatrol, { ...v1, version: 2, options: JSON.parse(JSON.stringify(up.options)) });
    if (!copy.ok) throw new Error(copy.error.message);
    const { legacyAreaFire: _, ...state }: Partial<CombatPatrolState> = JSON.parse(JSON.stringify(copy.state));
    expect(played(state)).toEqual(played(record.state));
  });

  it('with the same log, line for line', () => {
    expect(logOf(1)).toEqual(record.log);
  });
});

describe('the same battle under version 2 plays the source', () => {
  it('the version-1 actions replayed as version 2 part ways at the Spray: hans, unseen, must test', () => {
    const r = replay(combatPatrol, { ...v1, version: 2 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(6);
    expect(r.state.pending?.question).toMatchObject({ kind: 'dice', label: expect.stringMatching(/^Reaction Test for hans/) });
  });

  it('the same decisions with the dice version 2 asks for: the unseen are caught, in cover, and the seriously wounded man is shot at', () => {
    const opts = combatPatrol.parseOptions(record.options);
    if (!opts.ok) throw new Error(opts.error.message);
    const decisions = record.actions.filter((a) => a.action.type !== 'dice').map((a) => a.action as never);
    const log: string[] = [];
    let s = combatPatrol.setup(record.seed, opts.options);
    s = play(s, decisions[0]!, [7, [8, 7]], log);
    s = play(s, decisions[1]!, [], log);
    s = play(s, decisions[2]!, [8, 4], log);
    expect(soldier(s, 'hans').pinned).toBe(true);
    s = play(s, decisions[3]!, [], log);
    // The arc, nearest first: a (a miss, a test), hid (hidden by the house: heavy cover), w (seriously wounded).
    s = play(s, decisions[4]!, [2, 3, 6, 2, 7, [5, 5], 5, 2, 6, [9, 9]], log);
    s = play(s, decisions[5]!, [], log);
    const text = log.join('\n');
    expect(text).toMatch(/in a 45-degree arc on bearing 90: 3 in it/);
    expect(text).toMatch(/hid, 10\.6 in: D2 2, 1 bullet\.\nThe bullet: needs 7\+ \(accuracy 5\+; out of sight, hidden by building: heavy cover -2\); rolled 7, a hit\./);
    expect(text).toMatch(/hid takes a Reaction Test: needs 5\+ \(accuracy 5\+; machine-gun fire -1; in cover \+1\); rolled 5, passes/);
    expect(text).toMatch(/w, 14\.1 in: D2 2, 1 bullet\.\nThe bullet: needs 5\+ \(accuracy 5\+\); rolled 6, a hit\.\nWound roll 9 \+ 9 = 18: critical wound\. w: will die without aid/);
    expect(text).toMatch(/w is out of the fight: he takes no Reaction Test\./);
    expect(text).not.toMatch(/w takes a Reaction Test/);
    expect(soldier(s, 'hid').condition).toBe('light');
    expect(soldier(s, 'w').condition).toBe('critical');
    expect(s.pending).toBeNull();
  });
});

describe('version 1 with areaNeedsSight off', () => {
  it('an unseen man in the arc had no cover from the gunner, and still has none when such a battle replays', () => {
    const doc = table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('hid', 20, 23.5), us('far', 45, 45)], terrain: [area('building', 'house', rect(14, 21, 18, 25))], battle: { firstMove: 'German' } });
    const arc = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 } as const;
    const words = (version: number): string => {
      const o = optionsFor(combatPatrol, version, { scenario: doc, diceMode: 'entered', houseRules: { areaNeedsSight: false } });
      if (!o.ok) throw new Error(o.error.message);
      const log: string[] = [];
      play(combatPatrol.setup(1, o.options), arc, [2, 4, 9], log);
      return log.join('\n');
    };
    expect(words(1)).toMatch(/The bullet: needs 5\+ \(accuracy 5\+\); rolled 4, a miss\.\nhid takes a Reaction Test: needs 6\+ \(accuracy 5\+; machine-gun fire -1\)/);
    expect(words(2)).toMatch(/The bullet: needs 7\+ \(accuracy 5\+; out of sight, hidden by building: heavy cover -2\); rolled 4, a miss\.\nhid takes a Reaction Test: needs 5\+/);
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

  it('a version the app does not know is refused, and a version-1 battle never had legacyAreaFire', () => {
    expect(optionsFor(combatPatrol, combatPatrol.version + 1, { scenario: doc() })).toMatchObject({ ok: false, error: { code: 'wrong-version' } });
    expect(optionsFor(combatPatrol, 1, { scenario: doc(), legacyAreaFire: true })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it('legacyAreaFire is kept by this version\'s options (a save\'s copies) and is only ever true', () => {
    const ok = combatPatrol.parseOptions({ scenario: doc(), legacyAreaFire: true });
    expect(ok.ok && ok.options.legacyAreaFire).toBe(true);
    expect(ok.ok && combatPatrol.setup(1, ok.options).legacyAreaFire).toBe(true);
    expect(combatPatrol.parseOptions({ scenario: doc(), legacyAreaFire: false }).ok).toBe(false);
    const plain = combatPatrol.parseOptions({ scenario: doc() });
    expect(plain.ok && 'legacyAreaFire' in plain.options).toBe(false);
    expect(plain.ok && 'legacyAreaFire' in combatPatrol.setup(1, plain.options)).toBe(false);
  });
});
