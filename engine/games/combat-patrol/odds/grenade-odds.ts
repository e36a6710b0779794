/**
 * A grenade's odds before it is thrown: the chance it lands on the target point, the chance it is
 * dropped, and the spread of scatter distances (exact over the D10, and the second D10 of a drop).
 * Where it finally lands depends on the directions both sides choose, so the spread says how far
 * it can end from its start: at most every inch in one line; at least the opponent's inches less
 * the thrower's, when he pulls it straight back.
 */
import type { GameError } from '../../../core/contract';
import type { Vec } from '../../../geometry';
import { isFirePlan, planFire, type GrenadePlan } from '../battle/fire-plan';
import type { CombatPatrolState } from '../battle/types';
import { findSoldier } from '../battle/world';
import { HAND_GRENADE } from '../grenades';
import { DROP_ROLL, extraScatter, scatterFrom, scatterSteps } from '../rules/grenade';
import type { HouseRules } from '../types';

export interface ScatterSpread {
  inches: number;
  chance: number;
  /** Inches the opponent moves it, and the thrower. */
  opponentInches: number;
  throwerInches: number;
  /** How far from where it started scattering it can end: [nearest the thrower can hold it to, furthest]. */
  nearest: number;
  furthest: number;
}

export type GrenadeOdds =
  | { ok: true; plan: GrenadePlan; onTarget: number; dropped: number; spread: ScatterSpread[]; droppedSpread: ScatterSpread[]; words: string }
  | { ok: false; error: GameError };

function spread(inv: number, extra: number, rolls: number[]): ScatterSpread[] {
  const byInches = new Map<number, number>();
  for (const r of rolls) {
    const k = scatterFrom(r, inv, extra);
    byInches.set(k, (byInches.get(k) ?? 0) + 1 / rolls.length);
  }
  return [...byInches.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([inches, chance]) => {
      const steps = scatterSteps(inches);
      const opp = steps.filter((x) => x === 'opponent').length;
      const thr = steps.length - opp;
      return { inches, chance, opponentInches: opp, throwerInches: thr, nearest: Math.max(0, opp - thr), furthest: inches };
    });
}

/** Exact scatter odds for a throw with inverted accuracy `inv` and `extra` inches of penalties. */
export function scatterOdds(inv: number, extra: number, rules: Pick<HouseRules, 'droppedGrenadeRescatter'>): { onTarget: number; dropped: number; spread: ScatterSpread[]; droppedSpread: ScatterSpread[] } {
  const thrown = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter((r) => r !== DROP_ROLL);
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const dropped = 1 / 10;
  const onTarget = thrown.filter((r) => scatterFrom(r, inv, extra) === 0).length / 10;
  const s = spread(inv, extra, thrown).map((x) => ({ ...x, chance: x.chance * 0.9 }));
  const d = rules.droppedGrenadeRescatter ? spread(inv, extra, all) : [{ inches: 0, chance: 1, opponentInches: 0, throwerInches: 0, nearest: 0, furthest: 0 }];
  return { onTarget, dropped, spread: s, droppedSpread: d };
}

export function grenadeOdds(s: CombatPatrolState, throwerId: string, at: Vec, weaponId = HAND_GRENADE): GrenadeOdds {
  const m = findSoldier(s, throwerId);
  if (!m) return { ok: false, error: { code: 'unknown-soldier', message: `No soldier ${throwerId}.` } };
  const plan = planFire(s, m, { weapon: weaponId, method: 'special', at });
  if (!isFirePlan(plan)) return { ok: false, error: plan };
  if (plan.kind !== 'grenade') return { ok: false, error: { code: 'not-a-grenade', message: `${weaponId} is not a grenade.` } };
  const extra = extraScatter(plan.penalties);
  const o = scatterOdds(plan.inverted, extra, s.rules);
  const words = `${plan.inSight ? 'In sight' : 'Out of sight'}: inverted accuracy ${plan.inverted}${extra ? `, +${extra} in of scatter for ${plan.penalties.map((p) => p.reason).join(', ')}` : ''}. On target ${Math.round(o.onTarget * 100)}%, dropped ${Math.round(o.dropped * 100)}%.`;
  return { ok: true, plan, ...o, words };
}
