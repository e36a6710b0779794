/**
 * What the overlay layer shows, worked out by engine/ functions only: range rings of the selected
 * models' weapons, a machine gun's arc and the models in it, a grenade blast and the models it
 * catches, the line of sight of the probe with its reason in words, the ruler's inches.
 * Pure: (document, session) in, plain data out.
 */
import type { Circle, Sector } from '../../../../engine/geometry/circle-sector';
import type { LosResult } from '../../../../engine/geometry/los';
import { distance, type Vec } from '../../../../engine/geometry/vec';
import { weapon } from '../../../../engine/games/combat-patrol/data';
import { arcOf, grenadeBlastAt, losBetween, modelsInArc, modelsInBlast, weaponRange } from '../../../../engine/games/combat-patrol/measure';
import { houseRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { grenadeThrow, grenadeThrower, type GrenadeThrow } from '../../../../engine/games/combat-patrol/grenades';
import { terrainIndex } from './pick';
import type { Session } from './session';

export interface RangeRings {
  modelId: string;
  centre: Vec;
  optimum: number;
  maximum: number;
  weaponName: string;
}

export interface LosOverlay {
  from: Vec;
  to: Vec;
  result: LosResult;
  shooterName: string;
  targetName: string | null;
  /** The shooter's weapon range to the target, in words: "12.0 in: optimum range". */
  rangeText: string;
}

/** A grenade throw with the target's range in words. */
export interface GrenadeOverlay extends GrenadeThrow {
  /** "4.6 in from Rifleman Adams: within optimum throwing range" (null without a target). */
  targetText: string | null;
}

export interface Overlays {
  rings: RangeRings[];
  arcs: Array<{ modelId: string; sector: Sector; inside: string[] }>;
  /** The blast template; `outOfReach` when the selected thrower cannot throw that far (it then catches no one). */
  blast: { circle: Circle; inside: string[]; outOfReach: boolean } | null;
  /** The grenade tool with a thrower selected: his throwing range bands and the target's range. */
  grenade: GrenadeOverlay | null;
  los: LosOverlay | null;
  ruler: { from: Vec; to: Vec; inches: number } | null;
  /** Models an arc or a blast contains. */
  highlighted: Set<string>;
}

/** Rings are drawn for up to this many selected models (a whole squad selected stays readable). */
export const MAX_RINGS = 3;

export function inchesText(d: number): string {
  return `${d.toFixed(1)} in`;
}

export function losRangeText(doc: Scenario, shooter: ScenarioModel, to: Vec): string {
  const w = weapon(shooter.weaponId);
  if (!w) return inchesText(distance(shooter, to));
  const r = weaponRange(w, shooter, to, houseRulesOf(doc));
  const band = r.band === 'optimum' ? 'optimum range' : r.band === 'maximum' ? `beyond optimum, ${r.modifier}` : 'out of range';
  return `${inchesText(r.distance)}: ${w.name} at ${band}`;
}

function throwText(name: string, g: GrenadeThrow): string {
  const t = g.target;
  if (!t) return '';
  if (t.band === 'optimum') return `${inchesText(t.distance)} from ${name}: within optimum throwing range`;
  if (t.band === 'maximum') return `${inchesText(t.distance)} from ${name}: beyond optimum, ${t.modifier}`;
  return `Out of throwing range: ${inchesText(t.distance)} from ${name}, a grenade reaches ${g.maximum} in`;
}

/** `arcs`: false in play, where a machine gun's arc is the one the player turns (its play overlay), not his facing. */
export function computeOverlays(doc: Scenario, s: Session, opts: { arcs?: boolean } = {}): Overlays {
  const byId = new Map(doc.models.map((m) => [m.id, m]));
  const selected = s.selection.map((id) => byId.get(id)).filter((m): m is ScenarioModel => !!m);
  const highlighted = new Set<string>();

  const thrower = s.tool === 'blast' ? grenadeThrower(doc, s.selection) : null;
  const thrown = thrower ? grenadeThrow(doc, thrower, s.blast) : null;
  const grenade = thrower && thrown ? { ...thrown, targetText: thrown.target ? throwText(thrower.name, thrown) : null } : null;

  const rings: RangeRings[] = [];
  for (const m of selected.slice(0, MAX_RINGS)) {
    if (m.id === thrower?.id) continue;
    const w = weapon(m.weaponId);
    if (w) rings.push({ modelId: m.id, centre: { x: m.x, y: m.y }, optimum: w.optimum, maximum: w.maximum, weaponName: w.name });
  }

  const arcs: Overlays['arcs'] = [];
  for (const m of opts.arcs === false ? [] : selected) {
    const sector = arcOf(m);
    if (!sector) continue;
    const inside = modelsInArc(doc, m);
    inside.forEach((id) => highlighted.add(id));
    arcs.push({ modelId: m.id, sector, inside });
  }

  let blast: Overlays['blast'] = null;
  if (s.blast) {
    // A throw refused for range lands nowhere: it catches no one.
    const outOfReach = grenade?.target?.ok === false;
    const inside = outOfReach ? [] : modelsInBlast(doc, s.blast);
    inside.forEach((id) => highlighted.add(id));
    blast = { circle: grenadeBlastAt(s.blast), inside, outOfReach };
  }

  let los: LosOverlay | null = null;
  const probe = s.los;
  const shooter = probe ? byId.get(probe.shooterId) : undefined;
  if (probe && shooter && distance(shooter, probe.target) > 1e-6) {
    const target = probe.targetId ? byId.get(probe.targetId) : undefined;
    const to = target ? { x: target.x, y: target.y } : probe.target;
    los = {
      from: { x: shooter.x, y: shooter.y },
      to,
      result: losBetween(doc, terrainIndex(doc), shooter, to),
      shooterName: shooter.name,
      targetName: target?.name ?? null,
      rangeText: losRangeText(doc, shooter, to),
    };
  }

  const ruler = s.ruler ? { ...s.ruler, inches: distance(s.ruler.from, s.ruler.to) } : null;
  return { rings, arcs, blast, grenade, los, ruler, highlighted };
}

export const LOS_LABELS: Record<LosResult['status'], string> = {
  clear: 'Clear',
  light: 'Light cover',
  heavy: 'Heavy cover',
  blocked: 'Blocked',
};
