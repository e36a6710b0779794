/**
 * Areas laid on the table: the machine gun's arc, a grenade's blast, the Spray circle.
 * Which models an area holds depends on an inclusion rule (a house rule, stored with the
 * scenario): 'centre' counts a model when the centre of its base is in the area (edges count);
 * 'touch' counts it when any part of its base touches or overlaps the area.
 */
import { type Circle, type Sector, circleOverlapsSector, circlesOverlap, pointInCircle, pointInSector } from './circle-sector';
import type { Vec } from './vec';

export type AreaInclusion = 'centre' | 'touch';

export interface PlacedModel {
  id: string;
  x: number;
  y: number;
}

/** The source's machine-gun arc: 45 degrees in all, centred on the gun's facing, out to optimum range. */
export const MG_ARC_DEGREES = 45;
/** The source's hand-grenade blast radius, in inches. */
export const GRENADE_BLAST_RADIUS = 1;
/** The source's Spray area: every model within 3 inches of the target, the target included. */
export const SPRAY_RADIUS = 3;

export function machineGunArc(apex: Vec, facingDeg: number, optimumRange: number, spanDeg = MG_ARC_DEGREES): Sector {
  return { apex: { x: apex.x, y: apex.y }, facingDeg, spanDeg, radius: optimumRange };
}

export function blastCircle(at: Vec, radius = GRENADE_BLAST_RADIUS): Circle {
  return { centre: { x: at.x, y: at.y }, radius };
}

/** Ids of the models inside a circle (blast, spray), in the order given. */
export function modelsInCircle(models: readonly PlacedModel[], area: Circle, baseRadius: number, inclusion: AreaInclusion): string[] {
  return models
    .filter((m) =>
      inclusion === 'centre' ? pointInCircle(m, area) : circlesOverlap({ centre: m, radius: baseRadius }, area),
    )
    .map((m) => m.id);
}

/** Ids of the models inside a sector (machine-gun arc), in the order given. `exceptId` leaves out the gunner. */
export function modelsInSector(
  models: readonly PlacedModel[],
  area: Sector,
  baseRadius: number,
  inclusion: AreaInclusion,
  exceptId?: string,
): string[] {
  return models
    .filter((m) => m.id !== exceptId)
    .filter((m) =>
      inclusion === 'centre' ? pointInSector(m, area) : circleOverlapsSector({ centre: m, radius: baseRadius }, area),
    )
    .map((m) => m.id);
}
