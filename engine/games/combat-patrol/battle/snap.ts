/**
 * Snap Fire (house rule): an enemy who has not yet activated this turn, or is on Hold, may shoot at
 * a soldier making a Run Move in his sight: standard method only, at the house modifier, and it
 * spends his activation. He picks the point of the run he shoots at (the runner's range and cover
 * are taken there); a runner wounded or pinned by it stops at that point.
 */
import { pointAlong } from '../rules/movement';
import { isLoaded } from '../rules/gun';
import { weapon as weaponById } from '../data';
import { isFirePlan, planFire } from './fire-plan';
import type { CombatPatrolState, SnapOption, Soldier } from './types';
import { canFight } from './world';
import type { Vec } from '../../../geometry';

/** Whether `m` may still Snap Fire this turn (not yet activated, or holding), with a weapon that can. */
export function canSnap(m: Soldier): boolean {
  if (!canFight(m) || (m.activated && !m.onHold)) return false;
  const w = weaponById(m.weaponId);
  return !!w?.standard && isLoaded(w, m.gun);
}

/** The whole inches along the run (and its end) up to `limit`. */
export function samplePoints(limit: number): number[] {
  const out: number[] = [];
  for (let d = 0; d <= limit + 1e-9; d++) out.push(d);
  if (limit - (out[out.length - 1] as number) > 1e-9) out.push(limit);
  return out;
}

/** Who may Snap Fire at `runner` on `points` up to `limit` inches, and at which points. */
export function snapOptions(s: CombatPatrolState, runner: Soldier, points: readonly Vec[], limit: number): SnapOption[] {
  const out: SnapOption[] = [];
  const marks = samplePoints(limit);
  for (const m of s.soldiers) {
    if (m.side === runner.side || !canSnap(m)) continue;
    const along = marks.filter((d) => isFirePlan(planFire(s, m, { weapon: m.weaponId, method: 'standard', target: runner.id }, pointAlong(points, d))));
    if (along.length > 0) out.push({ shooter: m.id, along });
  }
  return out;
}
