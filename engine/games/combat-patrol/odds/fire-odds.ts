/**
 * The odds a screen shows before a player commits to a shot: the number needed with every modifier
 * in words, the chance of a hit, the chance of each wound band, and the whole outcome of the fire
 * for each soldier it touches (a burst's target, everyone under a Spray, everyone in a machine-gun
 * arc: his chance to be hit at least once, and to end in each condition), exact by enumeration.
 * Built from the same plan the battle resolves.
 */
import type { GameError } from '../../../core/contract';
import type { Vec } from '../../../geometry';
import { isFirePlan, planFire, type FirePlan, type FireRequest } from '../battle/fire-plan';
import type { CombatPatrolState, Soldier } from '../battle/types';
import { findSoldier } from '../battle/world';
import { modifierWords, neededText, shotModifiers, successChance, neededToHit, type Modifier, type ShotSetup } from '../rules/shooting';
import { woundBandOdds, type WoundBand } from '../rules/wounds';
import { mix, point, reactionStep, shotStep, splitShot, summarise, total, type OutcomeSummary, type StatusDist } from './outcome';

export interface ShotChance {
  needed: number;
  /** "5+", "a natural 10". */
  neededText: string;
  chance: number;
  modifiers: Modifier[];
  /** "needs 5+ (accuracy 4+; wooden fence 1.0 in in front of the target: light cover -1): 60%". */
  words: string;
}

export interface ModelOdds extends OutcomeSummary {
  id: string;
  name: string;
  /**
   * The exact chance he is hit at least once. An aimed burst: by any of its shots (it stops once he
   * is down, and a miss that pins him leaves him prone, in light cover, for the rest). A
   * machine-gun arc: by its bullet (D2-1: half the time none). Spray: 0 (nobody is shot at).
   */
  hitAtLeastOnce: number;
  /** The to-hit chance of a bullet or shot at him (absent under Spray: no shots, only the test). */
  shot?: ShotChance;
}

export type FireOdds =
  | { ok: true; plan: FirePlan; models: ModelOdds[]; wounds: Record<WoundBand, number> }
  | { ok: false; error: GameError };

export function shotChance(setup: ShotSetup, targetPinned: boolean, s: CombatPatrolState): ShotChance {
  const modifiers = shotModifiers(setup, targetPinned, s.rules);
  const needed = neededToHit(setup.accuracy, modifiers);
  const chance = successChance(needed, s.rules);
  const text = neededText(needed, s.rules);
  return { needed, neededText: text, chance, modifiers, words: `needs ${text} (${modifierWords(setup.accuracy, modifiers)}): ${Math.round(chance * 100)}%` };
}

const statusOfSoldier = (m: Soldier) => ({ condition: m.condition, pinned: m.pinned, suppressed: m.suppressed });

function model(m: Soldier, d: StatusDist, hitAtLeastOnce: number, shot?: ShotChance): ModelOdds {
  return { id: m.id, name: m.name, ...summarise(d), hitAtLeastOnce, ...(shot ? { shot } : {}) };
}

/** The exact outcome of a plan for every soldier it touches (a grenade: as if it lands on its target point). */
export function planOdds(s: CombatPatrolState, plan: FirePlan): ModelOdds[] {
  const rules = s.rules;
  const soldier = (id: string) => findSoldier(s, id) as Soldier;
  switch (plan.kind) {
    case 'aimed': {
      const t = soldier(plan.target);
      let d = point(statusOfSoldier(t));
      // `unhit`: where he is after the shots so far with none of them a hit (misses may pin him).
      let unhit = d;
      for (let i = 0; i < plan.shots; i++) {
        d = shotStep(d, plan.setup, plan.reaction, rules);
        unhit = reactionStep(splitShot(unhit, plan.setup, rules, 'wasted').missed, plan.reaction, rules);
      }
      return [model(t, d, 1 - total(unhit), shotChance(plan.setup, t.pinned, s))];
    }
    case 'spray':
      return plan.affected.map((a) => {
        const m = soldier(a.id);
        return model(m, reactionStep(point(statusOfSoldier(m)), a.reaction, rules), 0);
      });
    case 'arc': {
      // Version 1 shot only at men still in the fight (battle/fire.ts resolveArc).
      const atTheDown = s.legacyAreaFire ? 'wasted' : 'shot';
      return plan.models.map((a) => {
        const m = soldier(a.id);
        const start = point(statusOfSoldier(m));
        const d = reactionStep(mix([[start, 0.5], [shotStep(start, a.setup, null, rules, atTheDown), 0.5]]), a.reaction, rules);
        return model(m, d, 0.5 * total(splitShot(start, a.setup, rules, atTheDown).hit), shotChance(a.setup, m.pinned, s));
      });
    }
    case 'grenade':
      return [];
  }
}

/** Odds of `req` fired by `shooterId` now (or as Snap Fire at `snapAt`). */
export function fireOdds(s: CombatPatrolState, shooterId: string, req: FireRequest, snapAt: Vec | null = null): FireOdds {
  const m = findSoldier(s, shooterId);
  if (!m) return { ok: false, error: { code: 'unknown-soldier', message: `No soldier ${shooterId}.` } };
  const plan = planFire(s, m, req, snapAt);
  if (!isFirePlan(plan)) return { ok: false, error: plan };
  return { ok: true, plan, models: planOdds(s, plan), wounds: woundBandOdds(plan.kind === 'grenade' && plan.weapon.special?.kind === 'grenade' ? plan.weapon.special.injuryBonus : 0) };
}

/** The chance of each band of the wound chart (2D10 + bonus): the screen's wound line. */
export { woundBandOdds };
