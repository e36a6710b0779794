import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../core/pipeline';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { keyOf } from './outcome';
import { battle, de, line, play, step, table, us } from '../testing';
import { fireOdds } from './fire-odds';
import { criticalOdds } from './critical-odds';
import { grenadeOdds } from './grenade-odds';
import { newCritical } from '../rules/critical';
import type { Condition } from '../rules/wounds';

/**
 * Every way the engine's dice can fall from `s` until nothing more is asked, each with its chance
 * (2D10 taken by its total, each total once with its weight), and `leaf` of each end state summed.
 */
function enumerate(s: CombatPatrolState, weight: number, leaf: (s: CombatPatrolState, w: number) => void, stop: (s: CombatPatrolState) => boolean): void {
  const q = s.pending?.question;
  if (!q || q.kind !== 'dice' || stop(s)) {
    leaf(s, weight);
    return;
  }
  const faces: Array<[number[], number]> = [];
  if (q.die === '2D10') {
    for (let total = 2; total <= 20; total++) {
      const ways = 10 - Math.abs(total - 11);
      const a = Math.min(10, total - 1);
      faces.push([[a, total - a], ways / 100]);
    }
  } else {
    const sides = q.die === 'D10' ? 10 : q.die === 'D6' ? 6 : 2;
    for (let v = 1; v <= sides; v++) faces.push([[v], 1 / sides]);
  }
  for (const [values, p] of faces) {
    const r = applyAction(combatPatrol, s, q.seat, { type: 'dice', values });
    if (!r.ok) throw new Error(r.error.message);
    enumerate(r.state, weight * p, leaf, stop);
  }
}

function tally(start: CombatPatrolState, action: CombatPatrolAction, id: string, stop: (s: CombatPatrolState) => boolean = () => false): Record<string, number> {
  const out: Record<string, number> = {};
  const first = applyAction(combatPatrol, start, combatPatrol.currentSeat(start)!, action);
  if (!first.ok) throw new Error(first.error.message);
  enumerate(first.state, 1, (s, w) => {
    const m = s.soldiers.find((x) => x.id === id)!;
    const k = keyOf({ condition: m.condition, pinned: m.pinned, suppressed: m.suppressed });
    out[k] = (out[k] ?? 0) + w;
  }, stop);
  return out;
}

/** The exact chance, over every die the engine rolls for `action`, that the end state passes `test`. */
function chanceOf(start: CombatPatrolState, action: CombatPatrolAction, test: (s: CombatPatrolState) => boolean): number {
  const first = applyAction(combatPatrol, start, combatPatrol.currentSeat(start)!, action);
  if (!first.ok) throw new Error(first.error.message);
  let p = 0;
  enumerate(first.state, 1, (s, w) => {
    if (test(s)) p += w;
  }, () => false);
  return p;
}

/** `s` with `id` already wounded so (as earlier fire would leave him), and pinned if asked. */
function hurt(s: CombatPatrolState, id: string, condition: Condition, pinned = false): CombatPatrolState {
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === id ? { ...m, condition, pinned, critical: condition === 'critical' ? newCritical() : null } : m)) };
}

/** Hit at least once by this fire: every hit rolls on the wound chart, and each roll is kept. */
const wasHit = (id: string) => (s: CombatPatrolState): boolean => s.soldiers.find((m) => m.id === id)!.wounds.length > 0;

function expectSame(a: Record<string, number>, b: Record<string, number>): void {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) expect(a[k] ?? 0, k).toBeCloseTo(b[k] ?? 0, 12);
}

describe('odds by enumeration agree with the battle, die for die', () => {
  it('one aimed shot behind a fence: the odds are the engine played out over every die', () => {
    const s = battle(table({ models: [us('para', 10, 20, { accuracy: 4 }), de('jerry', 20, 20), de('sarge', 22, 20, { nco: true })], terrain: [line('wooden-fence', 'f', { x: 19, y: 10 }, { x: 19, y: 30 })] }));
    const shot: CombatPatrolAction = { type: 'fire', soldier: 'para', weapon: 'm1-garand', method: 'standard', target: 'jerry' };
    const odds = fireOdds(s, 'para', shot as never);
    if (!odds.ok) throw new Error(odds.error.message);
    expectSame(odds.models[0]!.states, tally(s, shot, 'jerry'));
    const total = Object.values(odds.models[0]!.states).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('a machine-gun arc, per model: D2-1 bullets, the shot, the wound, the test at -1', () => {
    const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 20, 20), us('far', 45, 45)], battle: { firstMove: 'German' } }));
    const arc: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 };
    const odds = fireOdds(s, 'gun', arc as never);
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.models.map((m) => m.id)).toEqual(['a']);
    expectSame(odds.models[0]!.states, tally(s, arc, 'a'));
    expect(odds.models[0]!.shot!.needed).toBe(5);
  });

  it('a machine-gun arc at the seriously and critically wounded: the bullet and the wound chart, no test; the odds are the engine over every die', () => {
    const arc: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 };
    const nest = (condition: Condition, pinned: boolean) => {
      const doc = table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('w', 15, 19), us('far', 45, 45)], battle: { firstMove: 'German' } });
      return hurt(battle(doc), 'w', condition, pinned);
    };
    // Seriously wounded and lying pinned (prone: light cover, 6+): a bullet half the time, a hit half of those.
    // Critically wounded, in the open: 5+.
    for (const [condition, pinned, hit] of [['serious', true, 0.25], ['critical', false, 0.3]] as const) {
      const s = nest(condition, pinned);
      const odds = fireOdds(s, 'gun', arc as never);
      if (!odds.ok) throw new Error(odds.error.message);
      const w = odds.models[0]!;
      expect(w.id).toBe('w');
      expectSame(w.states, tally(s, arc, 'w'));
      expect(w.condition[condition]).toBeLessThan(1);
      expect(w.hitAtLeastOnce).toBeCloseTo(hit, 12);
      expect(w.hitAtLeastOnce).toBeCloseTo(chanceOf(s, arc, wasHit('w')), 10);
    }
  });

  it('a battle saved under version 1 (legacyAreaFire): the odds still match its arc, which spared the wounded', () => {
    const doc = table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('w', 15, 19), us('a', 24, 21), us('far', 45, 45)], battle: { firstMove: 'German' } });
    const parsed = combatPatrol.parseOptions({ scenario: doc, diceMode: 'entered', legacyAreaFire: true });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const s = hurt(combatPatrol.setup(1, parsed.options), 'w', 'serious');
    const arc: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 };
    const odds = fireOdds(s, 'gun', arc as never);
    if (!odds.ok) throw new Error(odds.error.message);
    for (const m of odds.models) expectSame(m.states, tally(s, arc, m.id));
    expect(odds.models[0]).toMatchObject({ id: 'w', hitAtLeastOnce: 0, condition: { serious: 1 } });
  });

  it('a critically wounded man with a friend in contact: the survival odds are the engine over every Medic and death roll', () => {
    let s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), de('fritz', 21, 20)] }));
    s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
    s = step(s, 0, { type: 'end-activation' });
    const o = criticalOdds(s, 'jerry', 1)!;
    const byEngine = tally(s, { type: 'activate', soldier: 'jerry' }, 'jerry');
    const alive = Object.entries(byEngine).filter(([k]) => !k.startsWith('dead')).reduce((a, [, p]) => a + p, 0);
    expect(o.curves.find((c) => c.helper === 'friend')!.alive[0]).toBeCloseTo(alive, 12);
    expect(o.curves.find((c) => c.helper === 'friend')!.stabilised[0]).toBeCloseTo(byEngine['serious|0|0'] ?? 0, 12);
  });

  it('a grenade: on target when the D10 less the inverted accuracy is 0 or less, and not a 1', () => {
    const s = battle(table({ models: [us('joe', 10, 20), de('jerry', 14, 20), de('far', 45, 45)] }));
    const o = grenadeOdds(s, 'joe', { x: 14, y: 20 });
    if (!o.ok) throw new Error(o.error.message);
    let onTarget = 0;
    const first = applyAction(combatPatrol, s, 0, { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 14, y: 20 } });
    if (!first.ok) throw new Error(first.error.message);
    const q = first.state.pending!.question;
    for (let v = 1; v <= 10; v++) {
      const r = applyAction(combatPatrol, first.state, q.seat, { type: 'dice', values: [v] });
      if (r.ok && /on the target point/.test(stepText(combatPatrol, r.state.events).join(' '))) onTarget += 0.1;
    }
    expect(o.onTarget).toBeCloseTo(onTarget, 12);
  });
});

describe('the chance he is hit at least once', () => {
  it('an aimed burst: the BAR, 3 shots at -2 (7+), at a man in the open; a miss that pins him makes the rest 8+ (prone)', () => {
    const s = battle(table({ models: [us('bar', 10, 20, { weapon: 'bar' }), de('jerry', 25, 20), de('far', 45, 45)] }));
    const odds = fireOdds(s, 'bar', { weapon: 'bar', method: 'special', target: 'jerry' });
    if (!odds.ok) throw new Error(odds.error.message);
    // By hand: a shot hits on 7-10 (0.4), or on 8-10 (0.3) once he is pinned; a miss pins him on a
    // test of 1-4 (0.4). Unhit after each shot, steady and pinned: (0.36, 0.24), (0.1296, 0.2544), then
    // 0.1296 * 0.6 + 0.2544 * 0.7 = 0.25584 never hit (not 0.6 ** 3: pinning matters).
    expect(odds.models[0]!.hitAtLeastOnce).toBeCloseTo(1 - 0.25584, 12);
  });

  it('a burst of two against the engine over every die: the Garand (2 shots at -1, 6+) at a man in the open', () => {
    const s = battle(table({ models: [us('para', 10, 20), de('jerry', 20, 20), de('far', 45, 45)] }));
    const burst: CombatPatrolAction = { type: 'fire', soldier: 'para', weapon: 'm1-garand', method: 'special', target: 'jerry' };
    const odds = fireOdds(s, 'para', burst as never);
    if (!odds.ok) throw new Error(odds.error.message);
    // 0.5 to hit; a miss pins him on 1-4 (0.4), then 7+ (0.4): 1 - 0.5 * (0.6 * 0.5 + 0.4 * 0.6) = 0.73.
    expect(odds.models[0]!.hitAtLeastOnce).toBeCloseTo(0.73, 12);
    expect(odds.models[0]!.hitAtLeastOnce).toBeCloseTo(chanceOf(s, burst, wasHit('jerry')), 10);
  });

  it('one shot: the chance to hit; a burst at a man already pinned: every shot at prone cover', () => {
    const s = battle(table({ models: [us('para', 10, 20, { accuracy: 4 }), de('jerry', 20, 20), de('far', 45, 45)] }));
    const one: CombatPatrolAction = { type: 'fire', soldier: 'para', weapon: 'm1-garand', method: 'standard', target: 'jerry' };
    const odds = fireOdds(s, 'para', one as never);
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.models[0]!.hitAtLeastOnce).toBeCloseTo(0.7, 12);
    const down = hurt(s, 'jerry', 'ok', true);
    const two: CombatPatrolAction = { ...one, method: 'special' } as CombatPatrolAction;
    const o2 = fireOdds(down, 'para', two as never);
    if (!o2.ok) throw new Error(o2.error.message);
    // 2 shots at -1 and prone -1: 6+, 0.5 each.
    expect(o2.models[0]!.hitAtLeastOnce).toBeCloseTo(0.75, 12);
    expect(o2.models[0]!.hitAtLeastOnce).toBeCloseTo(chanceOf(down, two, wasHit('jerry')), 10);
  });

  it('Spray: nobody is shot at', () => {
    const s = battle(table({ models: [us('sarge', 10, 20, { weapon: 'thompson' }), de('jerry', 20, 20), de('hans', 21, 21)] }));
    const odds = fireOdds(s, 'sarge', { weapon: 'thompson', method: 'special', target: 'jerry' });
    expect(odds.ok && odds.models.map((m) => m.hitAtLeastOnce)).toEqual([0, 0]);
  });
});

describe('a burst of several shots: exact odds against many seeded battles', () => {
  it('the BAR (3 shots at -2) at a man behind a hedge', () => {
    const doc = table({ models: [us('bar', 10, 20, { weapon: 'bar' }), de('jerry', 25, 20), de('far', 45, 45)], terrain: [line('hedge', 'h', { x: 24, y: 10 }, { x: 24, y: 30 })] });
    const shot: CombatPatrolAction = { type: 'fire', soldier: 'bar', weapon: 'bar', method: 'special', target: 'jerry' };
    const odds = fireOdds(battle(doc, 'rolled', 1), 'bar', shot as never);
    if (!odds.ok) throw new Error(odds.error.message);
    const n = 3000;
    const seen: Record<string, number> = {};
    for (let seed = 1; seed <= n; seed++) {
      const s = play(battle(doc, 'rolled', seed), shot);
      const m = s.soldiers.find((x) => x.id === 'jerry')!;
      const k = keyOf({ condition: m.condition, pinned: m.pinned, suppressed: m.suppressed });
      seen[k] = (seen[k] ?? 0) + 1 / n;
    }
    for (const [k, p] of Object.entries(odds.models[0]!.states)) expect(Math.abs((seen[k] ?? 0) - p), k).toBeLessThan(0.035);
  }, 120_000);
});
