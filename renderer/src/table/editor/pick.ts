/**
 * What is under the pointer, and what a rubber band holds. Distances come from engine/geometry
 * (distance, distanceToPiece, pointInPolygon); the resolved terrain is cached per terrain array,
 * which commands only replace when the terrain changes.
 */
import { buildTerrainIndex, distanceToPiece, type TerrainIndex, type TerrainShape } from '../../../../engine/geometry/terrain-index';
import { pointInPolygon } from '../../../../engine/geometry/polygon';
import { distance, type Vec } from '../../../../engine/geometry/vec';
import { houseRulesOf, pieceWorldPoints, resolveTerrain } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario, TerrainPiece } from '../../../../engine/games/combat-patrol/types';

const shapesCache = new WeakMap<TerrainPiece[], TerrainShape[]>();
const indexCache = new WeakMap<TerrainPiece[], TerrainIndex>();

export function terrainShapes(doc: Scenario): TerrainShape[] {
  let s = shapesCache.get(doc.terrain);
  if (!s) {
    s = resolveTerrain(doc);
    shapesCache.set(doc.terrain, s);
  }
  return s;
}

/** The engine's terrain index for this document's terrain (built once per terrain change). */
export function terrainIndex(doc: Scenario): TerrainIndex {
  let i = indexCache.get(doc.terrain);
  if (!i) {
    i = buildTerrainIndex(terrainShapes(doc));
    indexCache.set(doc.terrain, i);
  }
  return i;
}

export type Hit =
  | { kind: 'vertex'; id: string; index: number }
  | { kind: 'model' | 'objective' | 'terrain' | 'zone'; id: string };

/**
 * The topmost item at `p` (inches): a vertex handle of a selected piece, then objectives, models,
 * terrain (the last placed first), deployment zones. `tol` is the grab tolerance in inches.
 */
export function pickAt(doc: Scenario, p: Vec, tol: number, selection: readonly string[] = []): Hit | null {
  if (selection.length === 1) {
    const piece = doc.terrain.find((t) => t.id === selection[0]);
    if (piece) {
      const pts = pieceWorldPoints(piece);
      const index = pts.findIndex((q) => distance(q, p) <= tol * 1.5);
      if (index >= 0) return { kind: 'vertex', id: piece.id, index };
    }
  }
  for (let i = doc.objectives.length - 1; i >= 0; i--) {
    const o = doc.objectives[i]!;
    if (distance(o, p) <= 0.75 + tol) return { kind: 'objective', id: o.id };
  }
  const r = houseRulesOf(doc).baseDiameter / 2;
  let best: { id: string; d: number } | null = null;
  for (const m of doc.models) {
    const d = distance(m, p);
    if (d <= r + tol && (!best || d < best.d)) best = { id: m.id, d };
  }
  if (best) return { kind: 'model', id: best.id };
  const shapes = terrainShapes(doc);
  for (let i = shapes.length - 1; i >= 0; i--) {
    const s = shapes[i]!;
    if (distanceToPiece(s, p) <= tol) return { kind: 'terrain', id: s.id };
  }
  for (let i = doc.deploymentZones.length - 1; i >= 0; i--) {
    const z = doc.deploymentZones[i]!;
    if (pointInPolygon(p, z.points)) return { kind: 'zone', id: z.id };
  }
  return null;
}

/** Ids of the models, objectives and terrain whose centre (a piece's origin) lies in the box a-b. */
export function idsInBox(doc: Scenario, a: Vec, b: Vec): string[] {
  const x0 = Math.min(a.x, b.x);
  const x1 = Math.max(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const y1 = Math.max(a.y, b.y);
  const inside = (q: Vec) => q.x >= x0 && q.x <= x1 && q.y >= y0 && q.y <= y1;
  return [...doc.models.filter(inside), ...doc.objectives.filter(inside), ...doc.terrain.filter(inside)].map((t) => t.id);
}
