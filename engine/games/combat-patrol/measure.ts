/**
 * Measuring for a model, as a player at the table would: weapon range band and its modifier,
 * the machine-gun arc, a grenade blast and Spray circle, line of sight and cover. All distances
 * centre to centre in inches; the inclusion rules and cover numbers come from the house rules.
 */
import {
  blastCircle, buildTerrainIndex, distance, lineOfSight, machineGunArc, modelsInCircle, modelsInSector, rangeBand, SPRAY_RADIUS,
  type Circle, type LosResult, type RangeBand, type Sector, type TerrainIndex, type Vec,
} from '../../geometry';
import { weapon as weaponById } from './data';
import { blastRadius } from './rules/areas';
import { houseRulesOf, resolveTerrain, sightRulesOf } from './scenario';
import type { HouseRules, Scenario, ScenarioModel, Weapon } from './types';

export interface WeaponRange {
  band: RangeBand;
  /** 0 within optimum, the over-optimum modifier beyond it, null out of range. */
  modifier: number | null;
  distance: number;
}

export function weaponRange(w: Weapon, from: Vec, to: Vec, rules: HouseRules): WeaponRange {
  const d = distance(from, to);
  const band = rangeBand(d, w.optimum, w.maximum);
  return { band, modifier: band === 'optimum' ? 0 : band === 'maximum' ? rules.overOptimumModifier : null, distance: d };
}

/** The machine-gun arc of a model carrying a machine gun (null for other weapons). */
export function arcOf(model: ScenarioModel, facing = model.facing): Sector | null {
  const w = weaponById(model.weaponId);
  if (!w || w.special?.kind !== 'machine-gun') return null;
  return machineGunArc(model, facing, w.optimum, w.special.arcDegrees);
}

export function modelsInArc(doc: Scenario, gunner: ScenarioModel, facing = gunner.facing): string[] {
  const arc = arcOf(gunner, facing);
  if (!arc) return [];
  const rules = houseRulesOf(doc);
  return modelsInSector(doc.models, arc, rules.baseDiameter / 2, rules.arcInclusion, gunner.id);
}

export function grenadeBlastAt(at: Vec): Circle {
  const w = weaponById('hand-grenade');
  return blastCircle(at, blastRadius(w));
}

export function modelsInBlast(doc: Scenario, at: Vec): string[] {
  const rules = houseRulesOf(doc);
  return modelsInCircle(doc.models, grenadeBlastAt(at), rules.baseDiameter / 2, rules.blastInclusion);
}

/** Models that must test under Spray aimed at `target` (the target included). */
export function modelsUnderSpray(doc: Scenario, target: ScenarioModel, radius = SPRAY_RADIUS): string[] {
  const rules = houseRulesOf(doc);
  return modelsInCircle(doc.models, { centre: target, radius }, rules.baseDiameter / 2, rules.sprayInclusion);
}

/** The scenario's terrain, indexed for line of sight (rebuild it after an edit; 100 pieces take ~0.1 ms). */
export function terrainIndexOf(doc: Scenario): TerrainIndex {
  return buildTerrainIndex(resolveTerrain(doc));
}

export function losBetween(doc: Scenario, index: TerrainIndex, shooter: Vec, target: Vec, targetProne = false): LosResult {
  const rules = houseRulesOf(doc);
  return lineOfSight(index, shooter, target, sightRulesOf(rules), { targetProne: targetProne && rules.proneIsLightCover });
}
