import { describe, expect, it } from 'vitest';
import { woundBand, woundBandOdds } from '../rules/wounds';
import { battle, de, play, soldier, step, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

const shoot = (target = 'jerry', by = 'joe'): CombatPatrolAction => ({ type: 'fire', soldier: by, weapon: 'm1-garand', method: 'standard', target });
const end = (s: CombatPatrolState): CombatPatrolState => step(s, 0, { type: 'end-activation' });

/** Joe hits Jerry (open ground, 10 in) with the given wound roll. */
function woundedBy(a: number, b: number): { s: CombatPatrolState; log: string[] } {
  const log: string[] = [];
  const s = play(battle(table({ models: [us('joe', 10, 20), us('bob', 10, 30), de('jerry', 20, 20), de('fritz', 40, 40)] })), shoot(), [9, [a, b]], log);
  return { s: end(s), log };
}

describe('the wound chart (2D10)', () => {
  it.each([
    [1, 1, 'ok', 'no effect'], [2, 2, 'ok', 'no effect'], [2, 3, 'flesh', 'flesh wound'], [4, 4, 'flesh', 'flesh wound'], [4, 5, 'light', 'light wound'],
    [6, 7, 'light', 'light wound'], [7, 7, 'serious', 'serious wound'], [8, 9, 'serious', 'serious wound'], [9, 9, 'critical', 'critical wound'],
    [9, 10, 'dead', 'killed'], [10, 10, 'dead', 'killed'],
  ])('%i + %i: %s (%s)', (a, b, condition, words) => {
    const { s, log } = woundedBy(a, b);
    expect(soldier(s, 'jerry').condition).toBe(condition);
    expect(log.join('\n')).toContain(`Wound roll ${a} + ${b} = ${a + b}: ${words}`);
  });

  it('bands: 2-4, 5-8, 9-13, 14-17, 18, 19-20; a grenade total above 20 is still death', () => {
    expect([2, 4, 5, 8, 9, 13, 14, 17, 18, 19, 20, 22].map(woundBand)).toEqual(['none', 'none', 'flesh', 'flesh', 'light', 'light', 'serious', 'serious', 'critical', 'dead', 'dead', 'dead']);
    expect(woundBandOdds(0).critical).toBeCloseTo(0.03, 12);
    expect(woundBandOdds(0).dead).toBeCloseTo(0.03, 12);
    expect(woundBandOdds(2).dead).toBeCloseTo(0.1, 12);
  });

  it('a second, lesser wound leaves the worse one', () => {
    let { s } = woundedBy(6, 7); // light
    s = step(s, 1, { type: 'hold', soldier: 'fritz' });
    s = play(s, shoot('jerry', 'bob'), [9, [3, 3]]); // flesh
    expect(soldier(s, 'jerry').condition).toBe('light');
    expect(soldier(s, 'jerry').wounds.map((w) => w.band)).toEqual(['light', 'flesh']);
  });

  it('a kill counts for the shooter; a man put out of action counts as a casualty he caused', () => {
    const { s } = woundedBy(10, 10);
    expect(soldier(s, 'joe').stats).toEqual({ shots: 1, hits: 1, kills: 1, casualties: 1 });
    expect(soldier(s, 'jerry').diedTurn).toBe(1);
  });
});

describe('what each wound does', () => {
  it('flesh: no Run Moves; Combat Moves still allowed', () => {
    let { s } = woundedBy(3, 3);
    expect(() => step(s, 1, { type: 'run', soldier: 'jerry', path: [{ x: 28, y: 20 }] })).toThrow(/flesh wound and may not make Run Moves/);
    s = step(s, 1, { type: 'move', soldier: 'jerry', path: [{ x: 24, y: 20 }] });
    expect(soldier(s, 'jerry').x).toBe(24);
  });

  it('light: no Combat Moves, -1 to his shooting', () => {
    const { s } = woundedBy(5, 5);
    expect(() => step(s, 1, { type: 'move', soldier: 'jerry', path: [{ x: 24, y: 20 }] })).toThrow(/lightly wounded and may not make Combat Moves/);
    const log: string[] = [];
    play(s, { type: 'fire', soldier: 'jerry', weapon: 'kar98k', method: 'standard', target: 'joe' }, [5, 9], log);
    expect(log.join('\n')).toMatch(/needs 6\+ \(accuracy 5\+; shooter lightly wounded -1\); rolled 5, a miss/);
  });

  it('serious: no further action this game (never activated again)', () => {
    const { s } = woundedBy(8, 8);
    expect(soldier(s, 'jerry').condition).toBe('serious');
    expect(() => step(s, 1, { type: 'hold', soldier: 'jerry' })).toThrow(/cannot act/);
  });

  it('dead: off the table, he blocks nobody; a living man does', () => {
    const s0 = battle(table({ models: [us('joe', 10, 20), de('jerry', 13, 20), de('fritz', 40, 40)] }));
    const through = { type: 'move', soldier: 'joe', path: [{ x: 15, y: 20 }] } as const;
    expect(() => step(s0, 0, through)).toThrow(/runs through jerry/);
    const s = play(s0, shoot(), [9, [10, 10]]);
    expect(soldier(s, 'jerry').condition).toBe('dead');
    expect(soldier(step(s, 0, through), 'joe').x).toBe(15);
  });
});
