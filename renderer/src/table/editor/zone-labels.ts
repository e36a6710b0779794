/**
 * Where a deployment zone's label goes: inside the zone, clear of soldiers' bases and of terrain
 * (a road, a wall, a wood) wherever the zone leaves room, as near its middle as that allows.
 * Plain geometry through engine/geometry; the stage measures the text and draws the result.
 */
import { pointInPolygon, polygonCentroid } from '../../../../engine/geometry/polygon';
import { segmentTouchesBox, type TerrainShape } from '../../../../engine/geometry/terrain-index';
import { boundsOf, distance, type Box, type Vec } from '../../../../engine/geometry/vec';
import type { DeploymentZone } from '../../../../engine/games/combat-patrol/types';

export interface LabelBox {
  zoneId: string;
  text: string;
  /** The label's box in table inches. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Blank space kept round a label, inches. */
const PAD = 0.25;
/** Candidate spots tried per zone, at most. */
const MAX_SPOTS = 600;

export function zoneLabelText(z: DeploymentZone): string {
  return z.label || `${z.side} deployment`;
}

function boxAround(c: Vec, w: number, h: number, pad = 0): Box {
  return { minX: c.x - w / 2 - pad, minY: c.y - h / 2 - pad, maxX: c.x + w / 2 + pad, maxY: c.y + h / 2 + pad };
}

function baseTouches(m: Vec, r: number, b: Box): boolean {
  const dx = Math.max(b.minX - m.x, 0, m.x - b.maxX);
  const dy = Math.max(b.minY - m.y, 0, m.y - b.maxY);
  return dx * dx + dy * dy <= r * r;
}

function pieceTouches(s: TerrainShape, b: Box): boolean {
  const pts = s.points;
  if (!s.closed) {
    const half = s.width / 2;
    const grown = { minX: b.minX - half, minY: b.minY - half, maxX: b.maxX + half, maxY: b.maxY + half };
    for (let i = 0; i + 1 < pts.length; i++) if (segmentTouchesBox(pts[i]!, pts[i + 1]!, grown)) return true;
    return false;
  }
  for (let i = 0; i < pts.length; i++) if (segmentTouchesBox(pts[i]!, pts[(i + 1) % pts.length]!, b)) return true;
  return pointInPolygon({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 }, pts);
}

/**
 * The label box of each zone, `size(text)` giving the text's width and height in inches. A spot
 * whose box lies inside the zone is chosen for the fewest bases and other labels (`avoid`: the
 * terrain names drawn, in inches) under it, then the fewest terrain pieces, then the nearest to
 * the zone's middle; a zone too small for its label keeps it centred.
 */
export function placeZoneLabels(
  zones: readonly DeploymentZone[],
  models: readonly Vec[],
  baseRadius: number,
  shapes: readonly TerrainShape[],
  size: (text: string) => { w: number; h: number },
  avoid: readonly Box[] = [],
): LabelBox[] {
  return zones.map((z) => {
    const text = zoneLabelText(z);
    const { w, h } = size(text);
    const mid = polygonCentroid(z.points);
    const zb = boundsOf(z.points);
    const step = Math.max(0.25, Math.sqrt(((zb.maxX - zb.minX) * (zb.maxY - zb.minY)) / MAX_SPOTS));
    // Only what lies over the zone can be under its label.
    const near = { minX: zb.minX - PAD - baseRadius, minY: zb.minY - PAD - baseRadius, maxX: zb.maxX + PAD + baseRadius, maxY: zb.maxY + PAD + baseRadius };
    const bases = models.filter((m) => baseTouches(m, baseRadius, near));
    const pieces = shapes.filter((sh) => pieceTouches(sh, near));
    let best: { c: Vec; score: number } | null = null;
    for (let x = zb.minX + w / 2; x <= zb.maxX - w / 2 + 1e-9; x += step) {
      for (let y = zb.minY + h / 2; y <= zb.maxY - h / 2 + 1e-9; y += step) {
        const c = { x, y };
        const b = boxAround(c, w, h);
        const corners = [{ x: b.minX, y: b.minY }, { x: b.maxX, y: b.minY }, { x: b.maxX, y: b.maxY }, { x: b.minX, y: b.maxY }];
        if (!corners.every((p) => pointInPolygon(p, z.points))) continue;
        const room = boxAround(c, w, h, PAD);
        let score = distance(c, mid);
        for (const m of bases) if (baseTouches(m, baseRadius, room)) score += 10_000;
        for (const a of avoid) if (a.minX < room.maxX && room.minX < a.maxX && a.minY < room.maxY && room.minY < a.maxY) score += 10_000;
        for (const sh of pieces) if (pieceTouches(sh, room)) score += 1_000;
        if (!best || score < best.score) best = { c, score };
      }
    }
    const c = best?.c ?? mid;
    return { zoneId: z.id, text, x0: c.x - w / 2, y0: c.y - h / 2, x1: c.x + w / 2, y1: c.y + h / 2 };
  });
}
