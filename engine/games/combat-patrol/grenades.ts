/**
 * Hand grenades from a model on the table: how many he carries (his own record, set from his
 * squad's data when placed; else the scenario's grenadesPerMan house rule), who among a selection
 * can throw, and how far a target point is for him on the hand grenade's 6 / 10 in ranges. The
 * blast at a point that is out of his reach catches no one: the grenade is not thrown.
 */
import type { RangeBand, Vec } from '../../geometry';
import { weapon } from './data';
import { weaponRange } from './measure';
import { houseRulesOf } from './scenario';
import type { HouseRules, Scenario, ScenarioModel, Weapon } from './types';

export const HAND_GRENADE = 'hand-grenade';

export function handGrenade(): Weapon | undefined {
  return weapon(HAND_GRENADE);
}

/** Grenades this soldier carries under these house rules. */
export function grenadesCarried(model: Pick<ScenarioModel, 'grenades'>, rules: Pick<HouseRules, 'grenadesPerMan'>): number {
  return model.grenades ?? rules.grenadesPerMan;
}

/** The first model of `selection` (in its order) who carries a grenade, or null. */
export function grenadeThrower(doc: Scenario, selection: readonly string[]): ScenarioModel | null {
  const rules = houseRulesOf(doc);
  for (const id of selection) {
    const m = doc.models.find((x) => x.id === id);
    if (m && grenadesCarried(m, rules) > 0) return m;
  }
  return null;
}

export interface GrenadeReach {
  at: Vec;
  distance: number;
  band: RangeBand;
  /** The throw's range modifier (0 within optimum), null when out of reach. */
  modifier: number | null;
  /** Within his maximum throwing range: the grenade can be thrown there. */
  ok: boolean;
}

export interface GrenadeThrow {
  throwerId: string;
  from: Vec;
  optimum: number;
  maximum: number;
  carried: number;
  target: GrenadeReach | null;
}

/** The throw from `thrower` toward `at` (null: the weapons table has no hand grenade). */
export function grenadeThrow(doc: Scenario, thrower: ScenarioModel, at: Vec | null): GrenadeThrow | null {
  const w = handGrenade();
  if (!w) return null;
  const rules = houseRulesOf(doc);
  const from = { x: thrower.x, y: thrower.y };
  let target: GrenadeReach | null = null;
  if (at) {
    const r = weaponRange(w, from, at, rules);
    target = { at, distance: r.distance, band: r.band, modifier: r.modifier, ok: r.band !== 'out' };
  }
  return { throwerId: thrower.id, from, optimum: w.optimum, maximum: w.maximum, carried: grenadesCarried(thrower, rules), target };
}
