/**
 * A fork's new luck cut into a Combat Patrol! step that waits for a decision (reseed.ts): the dice
 * the step has already shown stay as they were when the answer re-runs it, and the new generator
 * takes over after them.
 */
import { describe, expect, it } from 'vitest';
import { reseedState } from '../../../core';
import { battle, de, step, table, us } from '../testing';
import { combatPatrol, applyChecked } from './definition';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/**
 * Grenades thrown with the app rolling, each stopped after its scatter roll to ask the Germans the
 * first inch's direction (seeds where the grenade scatters), with that answer.
 */
function waitingSteps(): { s: CombatPatrolState; answer: CombatPatrolAction }[] {
  const toss: CombatPatrolAction = { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 20 } };
  const out: { s: CombatPatrolState; answer: CombatPatrolAction }[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const yard = table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16.4, 20), de('otto', 16.9, 20)] });
    const s = step(battle(yard, 'rolled', seed), 0, toss);
    if (s.pending && s.pending.shownRolls > 0) out.push({ s, answer: { type: 'scatter', bearing: 90 } as CombatPatrolAction });
  }
  return out;
}

/** The step answered the same way to its end: every roll it made (the ones shown before the fork too) and the state after it. */
function finish(s: CombatPatrolState, answer: CombatPatrolAction): { rolls: number[][]; end: CombatPatrolState } {
  for (let cur = s; ; ) {
    const p = cur.pending!;
    const next = applyChecked(cur, answer, p.seat);
    if (!next.pending) {
      const all = applyChecked({ ...cur, pending: { ...p, shownRolls: 0, shownLines: 0 } }, answer, p.seat);
      return { rolls: all.rolls.map((r) => r.values), end: next };
    }
    cur = next;
  }
}

describe('a fork in the middle of a Combat Patrol! step', () => {
  const spots = waitingSteps();

  it('finds waiting steps that have shown dice (the case at stake)', () => {
    expect(spots.length).toBeGreaterThan(3);
  });

  it('keeps the dice already shown, and hands the rest of the step and after to the new generator', () => {
    for (const { s, answer } of spots) {
      const shown = s.pending!.shownRolls;
      const a = finish(s, answer);
      const b = finish(reseedState(combatPatrol, s, 99), answer);
      expect(b.rolls.slice(0, shown)).toEqual(a.rolls.slice(0, shown));
      // The step is over: the generator is the new luck's, not the original's.
      expect(b.end.rng).not.toEqual(a.end.rng);
      expect(b.end.pending).toBeNull();
    }
  });

  it('changes nothing when the dice are typed in from a real table (the app rolls none)', () => {
    const opts = combatPatrol.parseOptions({ diceMode: 'entered' });
    if (!opts.ok) throw new Error(opts.error.message);
    const s = combatPatrol.setup(3, opts.options);
    expect(combatPatrol.reseed!(s, 7)).toBe(s);
  });
});
