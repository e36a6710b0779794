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
import { isPlan, planMove, planWords, type MoveKind } from './battle/moves';
import type { CombatPatrolState, CombatPatrolView } from './battle/types';
import { findSoldier } from './battle/world';
import { fireOdds, type FireOdds } from './odds/fire-odds';
import { criticalOdds, type CriticalOdds } from './odds/critical-odds';
import { grenadeOdds, type GrenadeOdds } from './odds/grenade-odds';
import { diceError, DIE_SPEC, type DieKind } from './rules/dice';
import { CONDITION_WORDS, type WoundBand } from './rules/wounds';
import { gunWords, isLoaded, machineGunOf, type GunState } from './rules/gun';
import { weapons } from './data';

export { facingToBearing, bearingToFacing, CONDITION_WORDS, DIE_SPEC };
export type { FireOdds, GrenadeOdds, CriticalOdds, FireRequest, MoveKind };

/** The battle as the view shows it, for the odds functions (nothing hidden on a skirmish table). */
export function battleOfView(v: CombatPatrolView): CombatPatrolState {
  return {
    actionCount: 0, reveals: 0, events: [],
    diceMode: v.diceMode, scenario: v.scenario, rules: v.rules, battle: v.battle, rng: { a: 0, b: 0, c: 0, d: 0 },
    phase: v.phase, deploying: v.deploying, turn: v.turn, toAct: v.toAct, initiative: v.initiative, soldiers: v.soldiers, activation: v.activation,
    pending: null, rolls: v.rolls, outcome: v.outcome, strength: { US: 0, German: 0 },
  };
}

export type MovePreview =
  | { ok: true; cost: number; allowance: number; left: number; words: string }
  | { ok: false; allowance: number; message: string };

/** What a move along `path` (the points after the soldier) costs, or the engine's refusal. */
export function previewMove(v: CombatPatrolView, soldierId: string, path: readonly Vec[], kind: MoveKind, opts: { drag?: string } = {}): MovePreview {
  const s = battleOfView(v);
  const allowance = kind === 'run' ? s.rules.runMove : s.rules.combatMove;
  const m = findSoldier(s, soldierId);
  if (!m) return { ok: false, allowance, message: `No soldier ${soldierId}.` };
  const plan = planMove(s, m, path, kind, opts);
  if (!isPlan(plan)) return { ok: false, allowance, message: plan.message };
  return { ok: true, cost: plan.cost, allowance: plan.allowance, left: Math.max(0, plan.allowance - plan.cost), words: planWords(plan) };
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
