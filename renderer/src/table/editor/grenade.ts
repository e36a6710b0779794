/**
 * Throwing a hand grenade from a selected model: who can throw (the carrier rule below), and
 * whether a target point is in his throwing range, by the engine's weaponRange on the hand
 * grenade's data (6 in optimum, 10 in maximum). Plain data for the blast tool and the overlay.
 */
import type { RangeBand } from '../../../../engine/geometry/range';
import type { Vec } from '../../../../engine/geometry/vec';
import { weapon } from '../../../../engine/games/combat-patrol/data';
import { weaponRange } from '../../../../engine/games/combat-patrol/measure';
import { houseRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario, ScenarioModel } from '../../../../engine/games/combat-patrol/types';

export const GRENADE_ID = 'hand-grenade';

const inchesText = (d: number) => `${d.toFixed(1)} in`;

/**
 * Who carries grenades. The weapons data gives the hand grenade "limited ammo 2 per man" and the
 * squad lists name no carriers, so we read it as every soldier carrying two, except a medic.
 */
export function carriesGrenades(m: ScenarioModel): boolean {
  return !m.medic && !!weapon(GRENADE_ID);
}

/** The first selected model who carries grenades, or null (the blast tool then measures nothing). */
export function grenadeThrower(doc: Scenario, selection: readonly string[]): ScenarioModel | null {
  for (const id of selection) {
    const m = doc.models.find((x) => x.id === id);
    if (m && carriesGrenades(m)) return m;
  }
  return null;
}

export interface GrenadeThrow {
  throwerId: string;
  from: Vec;
  optimum: number;
  maximum: number;
  /** Grenades he carries (the weapon's limited ammo). */
  carried: number;
  /** The target point's range, when there is one. */
  target: { at: Vec; distance: number; band: RangeBand; ok: boolean; text: string } | null;
}

export function grenadeThrow(doc: Scenario, thrower: ScenarioModel, at: Vec | null): GrenadeThrow | null {
  const w = weapon(GRENADE_ID);
  if (!w) return null;
  const from = { x: thrower.x, y: thrower.y };
  let target: GrenadeThrow['target'] = null;
  if (at) {
    const r = weaponRange(w, from, at, houseRulesOf(doc));
    const text = r.band === 'optimum'
      ? `${inchesText(r.distance)} from ${thrower.name}: within optimum throwing range`
      : r.band === 'maximum'
        ? `${inchesText(r.distance)} from ${thrower.name}: beyond optimum, ${r.modifier}`
        : `Out of throwing range: ${inchesText(r.distance)} from ${thrower.name}, a grenade reaches ${w.maximum} in`;
    target = { at, distance: r.distance, band: r.band, ok: r.band !== 'out', text };
  }
  return { throwerId: thrower.id, from, optimum: w.optimum, maximum: w.maximum, carried: w.limitedAmmo ?? 0, target };
}
