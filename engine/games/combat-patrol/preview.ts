/**
 * What the Combat Patrol! play screen may take from the engine besides types: the odds and checks a
 * player sees before committing (a move's cost and what is left of the allowance, a shot's chance
 * with every modifier in words, the wound bands, everyone in a machine-gun arc or under a Spray),
 * computed by the rules' own functions on the seat's view, so screen and rules cannot disagree. The
 * main process still judges every action; these only show what it will say.
 */
import type { Vec } from '../../geometry';
import { facingToBearing, bearingToFacing } from './battle/fire-plan';
import type { FireRequest } from './battle/fire-plan';
import { snapToContact, type ContactDrop } from './battle/contact';
import { isPlan, planMove, planWords, type MoveKind } from './battle/moves';
import { legCost, measurePath, pointAlong } from './rules/movement';
import { terrainOf } from './battle/runtime';
import type { CombatPatrolAction, CombatPatrolState, CombatPatrolView } from './battle/types';
import { choicesOf } from './battle/legal';
import type { ActionTemplate } from '../../core/contract';
import { findSoldier, sight } from './battle/world';
import { fireOdds, type FireOdds, type ModelOdds } from './odds/fire-odds';
import { criticalOdds, type CriticalOdds } from './odds/critical-odds';
import { grenadeOdds, type GrenadeOdds } from './odds/grenade-odds';
import { diceError, DIE_SPEC, type DieKind } from './rules/dice';
import { CONDITION_WORDS, STARTING_CONDITIONS, WOUND_CHART, type WoundBand } from './rules/wounds';
import { gunWords, isLoaded, machineGunOf, type GunState } from './rules/gun';
import { weapons } from './data';
import { reactionModifiers, reactionNeeded, type ReactionSetup } from './rules/reaction';
import { modifierWords, neededText } from './rules/shooting';

export { facingToBearing, bearingToFacing, CONDITION_WORDS, DIE_SPEC, STARTING_CONDITIONS };

/** What a wound does to a man, in the wound chart's words ('' for none): the editor's "Starts" choice tells it. */
export function woundEffect(band: WoundBand): string {
  return band === 'none' ? '' : (WOUND_CHART.find((r) => r.band === band)?.effect ?? '');
}
export type { FireOdds, ModelOdds, GrenadeOdds, CriticalOdds, FireRequest, MoveKind, ContactDrop };
export { alongPath, pointAlong } from './rules/movement';
export { ARC_BULLETS, arcDegrees, arcOnBearing, blastRadius, scatterInch, sprayRadius } from './rules/areas';

/** The battle as the view shows it, for the odds functions (nothing hidden on a skirmish table). */
export function battleOfView(v: CombatPatrolView): CombatPatrolState {
  return {
    actionCount: 0, reveals: 0, events: [],
    diceMode: v.diceMode, scenario: v.scenario, rules: v.rules, battle: v.battle, rng: { a: 0, b: 0, c: 0, d: 0 },
    phase: v.phase, deploying: v.deploying, turn: v.turn, toAct: v.toAct, initiative: v.initiative, soldiers: v.soldiers, activation: v.activation,
    pending: null, rolls: v.rolls, last: v.last, outcome: v.outcome, strength: { US: 0, German: 0 },
    ...(v.legacyAreaFire ? { legacyAreaFire: true as const } : {}),
  };
}

/**
 * Every choice of soldier `soldierId` the host leaves to be asked for (battle/legal choicesOf,
 * worked out on the view, which hides nothing): while the looking seat picks a soldier to
 * activate, his shots at each enemy, his moves, throws and arcs, his holding, reloading...; in the
 * middle of his activation, what is left of it. Empty at any other time (a question, deployment:
 * then the host sends everything) or for a soldier who may not act.
 */
export function soldierOptions(v: CombatPatrolView, soldierId: string): { legal: CombatPatrolAction[]; templates: ActionTemplate[] } {
  if (v.question) return { legal: [], templates: [] };
  return choicesOf(battleOfView(v), v.seat, soldierId);
}

/** One leg of a move as the screen shows it growing: its inches, what it costs, and the cost so far. */
export interface LegPreview {
  from: Vec;
  to: Vec;
  length: number;
  /** Inches of the leg in difficult ground (counted double). */
  difficult: number;
  /** Fences, walls and hedges the leg crosses (an inch each). */
  obstacles: number;
  cost: number;
  /** The cost of the path up to the end of this leg. */
  total: number;
}

export type MovePreview =
  | { ok: true; cost: number; allowance: number; left: number; words: string; legs: LegPreview[] }
  | { ok: false; allowance: number; message: string; legs: LegPreview[] };

export interface MoveChoice {
  drag?: string;
  gamble?: number;
}

/** The legs of a move along `path` from the soldier, each with its cost (dragging doubles it). */
export function moveLegs(v: CombatPatrolView, soldierId: string, path: readonly Vec[], opts: MoveChoice = {}): LegPreview[] {
  const s = battleOfView(v);
  const m = findSoldier(s, soldierId);
  if (!m || path.length === 0) return [];
  const points = [{ x: m.x, y: m.y }, ...path];
  const measure = measurePath(terrainOf(s), points);
  let total = 0;
  return measure.legs.map((leg, i) => {
    const cost = legCost(leg, { dragging: opts.drag !== undefined });
    total += cost;
    return { from: points[i] as Vec, to: points[i + 1] as Vec, length: leg.length, difficult: leg.difficult, obstacles: leg.obstacles, cost, total };
  });
}

/** What a move along `path` (the points after the soldier) costs, or the engine's refusal; with its legs either way. */
export function previewMove(v: CombatPatrolView, soldierId: string, path: readonly Vec[], kind: MoveKind, opts: MoveChoice = {}): MovePreview {
  const s = battleOfView(v);
  const allowance = kind === 'run' ? s.rules.runMove : s.rules.combatMove;
  const m = findSoldier(s, soldierId);
  if (!m) return { ok: false, allowance, message: `No soldier ${soldierId}.`, legs: [] };
  const legs = path.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) ? moveLegs(v, soldierId, path, opts) : [];
  const plan = planMove(s, m, path, kind, opts);
  if (!isPlan(plan)) return { ok: false, allowance, message: plan.message, legs };
  return { ok: true, cost: plan.cost, allowance: plan.allowance, left: Math.max(0, plan.allowance - plan.cost), words: planWords(plan), legs };
}

/**
 * A drop onto another man moved to base contact with him (when there is room), or null when the
 * path's end overlaps nobody or no point of contact can be reached.
 */
export function previewContact(v: CombatPatrolView, soldierId: string, path: readonly Vec[], kind: MoveKind, opts: MoveChoice = {}): ContactDrop | null {
  const s = battleOfView(v);
  const m = findSoldier(s, soldierId);
  return m ? snapToContact(s, m, path, kind, opts) : null;
}

/** The Run Move gamble that would make a run too long for open ground fit: its inches and chance. */
export interface GambleOffer {
  /** Whole inches of difficult ground declared as open (the least that makes the run fit). */
  inches: number;
  /** The chance the D10 rolls above it. */
  chance: number;
  /** How far he runs if the gamble comes off, and what it costs. */
  words: string;
}

/**
 * When a Run Move along `path` is refused only for its length and declaring some of its difficult
 * ground as open would let him make it: the least such gamble (the best chance) and its odds.
 */
export function gambleOffer(v: CombatPatrolView, soldierId: string, path: readonly Vec[]): GambleOffer | null {
  const s = battleOfView(v);
  const m = findSoldier(s, soldierId);
  if (!m || path.length === 0) return null;
  if (isPlan(planMove(s, m, path, 'run'))) return null;
  for (let x = 1; x <= 9; x++) {
    const plan = planMove(s, m, path, 'run', { gamble: x });
    if (isPlan(plan)) return { inches: x, chance: (10 - x) / 10, words: planWords(plan) };
  }
  return null;
}

/** Distance and line of sight between two points of the table, as the battle judges a shot (no acting). */
export interface SightCheck {
  distance: number;
  status: 'clear' | 'light' | 'heavy' | 'blocked';
  /** In words: "clear", "stone wall 1.0 in in front of the target: heavy cover, -2", "blocked by ...". */
  reason: string;
}

export function previewSight(v: CombatPatrolView, from: Vec, to: Vec, targetProne = false): SightCheck {
  const los = sight(battleOfView(v), from, to, targetProne);
  return { distance: los.distance, status: los.status, reason: los.reason };
}

/** The odds of a Snap Fire by `shooterId` at the runner of the question in hand, at `along` inches of his run. */
export function previewSnap(v: CombatPatrolView, shooterId: string, along: number): FireOdds {
  const q = v.question;
  if (!q || q.kind !== 'snap-fire') return { ok: false, error: { code: 'no-run', message: 'Nobody is running.' } };
  const shooter = v.soldiers.find((m) => m.id === shooterId);
  if (!shooter) return { ok: false, error: { code: 'unknown-soldier', message: `No soldier ${shooterId}.` } };
  return fireOdds(battleOfView(v), shooterId, { weapon: shooter.weaponId, method: 'standard', target: q.runner }, pointAlong(q.path, along));
}

/** The odds of a shot, burst, Spray or machine-gun arc fired by `shooterId` now. */
export function previewFire(v: CombatPatrolView, shooterId: string, req: FireRequest): FireOdds {
  return fireOdds(battleOfView(v), shooterId, req);
}

export function previewGrenade(v: CombatPatrolView, throwerId: string, at: Vec, weaponId?: string): GrenadeOdds {
  return grenadeOdds(battleOfView(v), throwerId, at, weaponId);
}

export function previewCritical(v: CombatPatrolView, soldierId: string): CriticalOdds | null {
  return criticalOdds(battleOfView(v), soldierId);
}

/** A Reaction Test as the fire in hand would set it: the number needed with every modifier in words. */
export interface ReactionNeed {
  needed: number;
  /** "6+", "a natural 10". */
  neededText: string;
  /** "needs 6+ (accuracy 5+; machine-gun fire -1; in cover +1)". */
  words: string;
}

export function reactionNeed(v: CombatPatrolView, setup: ReactionSetup, pinned: boolean): ReactionNeed {
  const mods = reactionModifiers(setup, pinned, v.rules);
  const needed = reactionNeeded(setup, pinned, v.rules);
  const text = neededText(needed, v.rules);
  return { needed, neededText: text, words: `needs ${text} (${modifierWords(setup.accuracy, mods)})` };
}

/** Why values typed in for a die are impossible ("a D6 shows 1 to 6"), or null. */
export function enteredDiceError(die: DieKind, values: readonly number[]): string | null {
  return diceError(die, values);
}

export const WOUND_BAND_WORDS: Readonly<Record<WoundBand, string>> = {
  none: 'no effect', flesh: 'flesh wound', light: 'light wound', serious: 'serious wound', critical: 'critical wound', dead: 'killed',
};

/** "optimum range (8.2 in of 12 in)" or "beyond optimum range (-1)". */
export function rangeBand(distance: number, optimum: number, maximum: number): string {
  const d = `${(Math.round(distance * 10) / 10).toFixed(1)} in`;
  if (distance <= optimum + 1e-9) return `optimum range: ${d} (up to ${optimum} in)`;
  if (distance <= maximum + 1e-9) return `long range: ${d} (optimum ${optimum} in, maximum ${maximum} in)`;
  return `out of range: ${d} (maximum ${maximum} in)`;
}

/** A machine gun's bursts left or reload progress in words ("2 of 3 bursts left", "reloading: 1 of 2 actions"), or null for other weapons. */
export function gunStatus(weaponId: string, gun: GunState | null): string | null {
  const w = weapons.find((x) => x.id === weaponId);
  return w && gun && machineGunOf(w) ? gunWords(w, gun) : null;
}

/** Whether his own weapon is ready to fire (a machine gun with bursts left, or any other weapon). */
export function gunLoaded(weaponId: string, gun: GunState | null): boolean {
  return isLoaded(weapons.find((x) => x.id === weaponId), gun);
}
