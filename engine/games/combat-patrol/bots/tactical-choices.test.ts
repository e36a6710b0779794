import { describe, expect, it } from 'vitest';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import { isFirePlan, planFire } from '../battle/fire-plan';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { compassBearing } from '../compass';
import { fireOdds } from '../odds/fire-odds';
import { pointAlong } from '../rules/movement';
import { battle, de, soldier, step, table, us } from '../testing';
import { tacticalBot } from './tactical';

function choose(s: CombatPatrolState): CombatPatrolAction {
  const seat = combatPatrol.currentSeat(s)!;
  return tacticalBot.choose(combatPatrol.view(s, seat), combatPatrol.legalActions(s, seat), seedRng(1), botContext(combatPatrol, s, seat));
}

/** `s` with `id` lightly wounded and pinned (prone), as earlier fire would leave him. */
function proneWounded(s: CombatPatrolState, id: string): CombatPatrolState {
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === id ? { ...m, condition: 'light', pinned: true } : m)) };
}

/** A man `r` inches from `from` on compass bearing `b`. */
function at(from: { x: number; y: number }, b: number, r: number): { x: number; y: number } {
  const rad = (b * Math.PI) / 180;
  return { x: from.x + r * Math.sin(rad), y: from.y - r * Math.cos(rad) };
}

describe('the tactical bot picks targets by what a shot achieves', () => {
  it('shoots the unhurt rifleman in the open at 5+, not the prone, wounded one at 6+', () => {
    const s = proneWounded(battle(table({ models: [us('joe', 10, 20), de('hurt', 20, 18), de('fresh', 20, 24)] })), 'hurt');
    const need = (t: string) => {
      const o = fireOdds(s, 'joe', { weapon: 'm1-garand', method: 'standard', target: t });
      return o.ok ? o.models[0]!.shot!.neededText : o.error.message;
    };
    expect([need('hurt'), need('fresh')]).toEqual(['6+', '5+']);
    expect(choose(s)).toMatchObject({ type: 'fire', soldier: 'joe', target: 'fresh' });
  });

  it("lays the machine gun's arc over all four men of a spread group, between them", () => {
    const gun = { x: 10, y: 40 };
    const men = [69, 70, 110, 111].map((b, i) => ({ id: `u${i}`, ...at(gun, b, 18) }));
    const s = battle(table({ models: [de('gun', gun.x, gun.y, { weapon: 'mg42' }), ...men.map((m) => us(m.id, m.x, m.y))], battle: { firstMove: 'German' } }));
    expect(men.map((m) => compassBearing(gun, m))).toEqual([69, 70, 110, 111]);
    const a = choose(s);
    expect(a).toMatchObject({ type: 'fire', soldier: 'gun', method: 'special' });
    const plan = a.type === 'fire' ? planFire(s, soldier(s, 'gun'), a) : null;
    expect(plan && isFirePlan(plan) && plan.kind === 'arc' ? plan.models.map((m) => m.id).sort() : plan).toEqual(['u0', 'u1', 'u2', 'u3']);
  });
});

describe('the tactical bot snap-fires where the odds are best', () => {
  /** Joe (US) runs from (10, 30) to (10, 20) past Fritz, who has not activated, and Hans, who holds. */
  function crossing(from = { x: 10, y: 30 }): CombatPatrolState {
    let s = battle(table({ models: [us('joe', from.x, from.y), us('bob', 2, 2), de('fritz', 20, 25), de('hans', 20, 20), de('otto', 46, 46, { weapon: 'pistol' })] }));
    s = step(s, 0, { type: 'hold', soldier: 'bob' });
    s = step(s, 1, { type: 'hold', soldier: 'hans' });
    return step(s, 0, { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] });
  }

  it('never at 0.0 in (the runner still in his place), and at a point with the best chance of any', () => {
    const s = crossing();
    const q = s.pending!.question;
    if (q.kind !== 'snap-fire') throw new Error(`expected a snap-fire question, got ${q.kind}`);
    const a = choose(s);
    if (a.type !== 'snap-fire') throw new Error(`expected a snap shot, got ${a.type}`);
    expect(a.along).toBeGreaterThan(0);
    const chance = (shooter: string, along: number): number => {
      const o = fireOdds(s, shooter, { weapon: 'kar98k', method: 'standard', target: 'joe' }, pointAlong(q.path, along));
      return o.ok ? o.models[0]!.shot!.chance : 0;
    };
    const best = Math.max(...q.options.flatMap((o) => o.along.map((d) => chance(o.shooter, d))));
    expect(chance(a.shooter, a.along)).toBe(best);
  });
});
