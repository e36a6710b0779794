/**
 * Where the tactical bot snap-fires at a runner: of every shooter who may and every point of the run
 * he sees (never 0.0 in, before the runner has left his place), the shot that takes most of the
 * runner's fight by the exact odds; between equal shots, the point where the rest of the side would
 * have him most in sight if he goes down there, then the earliest (the least ground gained). A man
 * not yet activated spends his activation on it, so he fires only at a fair chance.
 */
import { isFirePlan, planFire } from '../battle/fire-plan';
import type { CombatPatrolState, Question, Soldier } from '../battle/types';
import { findSoldier } from '../battle/world';
import { shotChance } from '../odds/fire-odds';
import { pointAlong } from '../rules/movement';
import { exposures } from './tactical-eval';
import { effectsOf } from './tactical-target';

const SNAP_MIN_HOLDING = 0.2;
const SNAP_MIN_FRESH = 0.35;
/** Shorter than this along the run is the runner's own place: no snap there. */
const START = 0.05;

export interface SnapPick {
  shooter: string;
  along: number;
  /** The to-hit chance there. */
  chance: number;
  /** The expected share of the runner's fight it takes. */
  taken: number;
}

type SnapQuestion = Extract<Question, { kind: 'snap-fire' }>;

/** The best snap shot at the runner, or null (let him run). */
export function bestSnap(s: CombatPatrolState, q: SnapQuestion): SnapPick | null {
  const runner = findSoldier(s, q.runner) as Soldier;
  const marks = [...new Set(q.options.flatMap((o) => o.along))].filter((d) => d >= START).sort((a, b) => a - b);
  if (marks.length === 0) return null;
  const seen = exposures(s, runner, marks.map((d) => pointAlong(q.path, d)));
  const seenAt = new Map(marks.map((d, k) => [d, seen[k]?.threat ?? 0]));
  let pick: (SnapPick & { seen: number }) | null = null;
  for (const o of q.options) {
    const m = findSoldier(s, o.shooter) as Soldier;
    const min = m.onHold ? SNAP_MIN_HOLDING : SNAP_MIN_FRESH;
    for (const along of o.along) {
      if (along < START) continue;
      const plan = planFire(s, m, { weapon: m.weaponId, method: 'standard', target: runner.id }, pointAlong(q.path, along));
      if (!isFirePlan(plan) || plan.kind !== 'aimed') continue;
      const chance = shotChance(plan.setup, runner.pinned, s).chance;
      if (chance < min) continue;
      const taken = effectsOf(s, m, plan)[0]?.taken ?? 0;
      const at = seenAt.get(along) ?? 0;
      const better = !pick || taken > pick.taken + 1e-9 || (taken > pick.taken - 1e-9 && (at > pick.seen + 1e-9 || (at > pick.seen - 1e-9 && along < pick.along)));
      if (better) pick = { shooter: m.id, along, chance, taken, seen: at };
    }
  }
  return pick ? { shooter: pick.shooter, along: pick.along, chance: pick.chance, taken: pick.taken } : null;
}
