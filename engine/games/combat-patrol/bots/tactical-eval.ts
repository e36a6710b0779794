/**
 * What the tactical bot weighs: the expected worth of a shot (from the exact odds, tactical-target.ts), how exposed a
 * spot is to the enemy and what it sees, and where the objectives and the wounded are. Sight lines
 * for candidate spots go through the geometry's fast status codes (no words needed).
 */
import { distance, rangeBand, type Vec } from '../../../geometry';
import { isFirePlan, planFire } from '../battle/fire-plan';
import type { CombatPatrolAction, CombatPatrolState, Soldier } from '../battle/types';
import { canFight, pos } from '../battle/world';
import { weapon as weaponById } from '../data';
import { coverModifier, successChance } from '../rules/shooting';
import { isAble } from '../rules/wounds';
import type { Side } from '../types';
import { sightCodes } from './sight-codes';
import { planValue, threatOf } from './tactical-target';

/** Expected worth of firing `a` from the exact odds: the enemies' fight it takes, weighted by their threat (friends against). */
export function fireValue(s: CombatPatrolState, shooter: Soldier, a: Extract<CombatPatrolAction, { type: 'fire' }>): number {
  const plan = planFire(s, shooter, a);
  if (!isFirePlan(plan)) return -Infinity;
  if (plan.kind === 'grenade') return grenadeValue(s, shooter, plan.at);
  return planValue(s, shooter, plan);
}

/** A rough worth of a grenade on a point: enemies near it against friends near it and the thrower's own risk. */
function grenadeValue(s: CombatPatrolState, thrower: Soldier, at: Vec): number {
  let v = 0;
  for (const m of s.soldiers) {
    if (!isAble(m.condition)) continue;
    const d = distance(pos(m), at);
    if (d > 3.5) continue;
    const w = d <= 1.5 ? 0.55 : 0.12; // +2 on the chart: serious or worse about half the time; scatter spreads it
    v += m.side === thrower.side ? -2.5 * w : w * threatOf(s, m).weight;
  }
  return v * 0.6 - 0.35; // on target well under half the time; a grenade is scarce
}

export interface Exposure {
  /** Sum over enemies who could shoot the spot: their chance to hit it. */
  threat: number;
  /** The best chance the man would have against an enemy from the spot. */
  reach: number;
}

/** Chance a shooter (accuracy, weapon) hits across `d` inches with cover code `code`. */
function chanceAcross(s: CombatPatrolState, shooter: Soldier, d: number, code: number): number {
  if (code === 3) return 0;
  const w = weaponById(shooter.weaponId);
  if (!w || !w.standard) return 0;
  const band = rangeBand(d, w.optimum, w.maximum);
  if (band === 'out') return 0;
  let needed = shooter.accuracy - w.standard.modifier;
  if (band === 'maximum') needed -= s.rules.overOptimumModifier;
  needed -= coverModifier(code === 2 ? 'heavy' : code === 1 ? 'light' : 'none', s.rules);
  if (shooter.condition === 'light') needed += 1;
  return successChance(needed, s.rules) * Math.min(2, w.standard.shots);
}

/** How exposed each spot would be for `m`, and what he could reach from it. */
export function exposures(s: CombatPatrolState, m: Soldier, spots: readonly Vec[]): Exposure[] {
  const enemies = s.soldiers.filter((e) => e.side !== m.side && canFight(e));
  const out: Exposure[] = spots.map(() => ({ threat: 0, reach: 0 }));
  for (const e of enemies) {
    const codes = sightCodes(s, pos(e), spots);
    for (let k = 0; k < spots.length; k++) {
      const d = distance(pos(e), spots[k] as Vec);
      (out[k] as Exposure).threat += chanceAcross(s, e, d, codes[k] as number);
    }
  }
  const targets = enemies.map(pos);
  for (let k = 0; k < spots.length; k++) {
    const codes = sightCodes(s, spots[k] as Vec, targets);
    let best = 0;
    for (let j = 0; j < enemies.length; j++) {
      const c = chanceAcross(s, m, distance(spots[k] as Vec, targets[j] as Vec), codes[j] as number);
      if (c > best) best = c;
    }
    (out[k] as Exposure).reach = best;
  }
  return out;
}

/** Inches to the nearest objective (0 when the scenario has none or they do not count). */
export function objectiveDistance(s: CombatPatrolState, p: Vec): number {
  if (!s.battle.objectives || s.scenario.objectives.length === 0) return 0;
  let best = Infinity;
  for (const o of s.scenario.objectives) best = Math.min(best, distance(p, o));
  return best;
}

export function enemySide(side: Side): Side {
  return side === 'US' ? 'German' : 'US';
}
