/**
 * Terrain pieces in world inches, indexed by bounding box with flatbush so a sight line tests
 * only the pieces whose boxes it could touch. Everything here is plain data except the tree;
 * in a Web Worker, post the `pieces` array and call `buildTerrainIndex` there (100 pieces: ~0.1 ms).
 */
import Flatbush from 'flatbush';
import { distanceToPolygonEdge, pointInPolygon } from './polygon';
import { distanceToPolyline, pointInThickLine } from './thick-line';
import { boundsOf, type Box, type Vec } from './vec';

export type CoverLevel = 'none' | 'light' | 'heavy';

export interface TerrainShape {
  id: string;
  /** What a player calls it, used in explanations: "stone wall". */
  name: string;
  /** true: `points` is a polygon (an area); false: `points` is the centre line of a thick line. */
  closed: boolean;
  points: Vec[];
  /** Thickness in inches of a line piece (ignored for areas). */
  width: number;
  cover: CoverLevel;
  blocksSight: boolean;
  difficult: boolean;
  obstacle: boolean;
}

export interface TerrainIndex {
  pieces: readonly TerrainShape[];
  boxes: readonly Box[];
  tree: Flatbush | null;
}

export function pieceBounds(p: TerrainShape): Box {
  return boundsOf(p.points, p.closed ? 0 : p.width / 2);
}

export function buildTerrainIndex(pieces: readonly TerrainShape[]): TerrainIndex {
  const boxes = pieces.map(pieceBounds);
  if (pieces.length === 0) return { pieces, boxes, tree: null };
  const tree = new Flatbush(pieces.length);
  for (const b of boxes) tree.add(b.minX, b.minY, b.maxX, b.maxY);
  tree.finish();
  return { pieces, boxes, tree };
}

function boxesTouch(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/** Piece numbers whose boxes touch `box`, ascending, through the tree. */
export function searchBox(index: TerrainIndex, box: Box): number[] {
  if (!index.tree) return [];
  return index.tree.search(box.minX, box.minY, box.maxX, box.maxY).sort((a, b) => a - b);
}

/** The same answer as `searchBox`, by testing every piece (kept for tests and as a reference). */
export function searchBoxBruteForce(index: TerrainIndex, box: Box): number[] {
  const out: number[] = [];
  index.boxes.forEach((b, i) => {
    if (boxesTouch(b, box)) out.push(i);
  });
  return out;
}

/** Whether segment a→b touches the box (slab test, edges count). */
export function segmentTouchesBox(a: Vec, b: Vec, box: Box): boolean {
  return segmentTouchesRect(a.x, a.y, b.x, b.y, box.minX, box.minY, box.maxX, box.maxY);
}

/** The slab test on plain numbers (no objects: it runs inside the index search). */
function segmentTouchesRect(ax: number, ay: number, bx: number, by: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const tol = 1e-9;
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  if (Math.abs(dx) < 1e-15) {
    if (ax < x0 - tol || ax > x1 + tol) return false;
  } else {
    let u0 = (x0 - tol - ax) / dx;
    let u1 = (x1 + tol - ax) / dx;
    if (u0 > u1) {
      const s = u0;
      u0 = u1;
      u1 = s;
    }
    if (u0 > t0) t0 = u0;
    if (u1 < t1) t1 = u1;
    if (t0 > t1) return false;
  }
  if (Math.abs(dy) < 1e-15) return ay >= y0 - tol && ay <= y1 + tol;
  let v0 = (y0 - tol - ay) / dy;
  let v1 = (y1 + tol - ay) / dy;
  if (v0 > v1) {
    const s = v0;
    v0 = v1;
    v1 = s;
  }
  if (v0 > t0) t0 = v0;
  if (v1 < t1) t1 = v1;
  return t0 <= t1;
}

/** Piece numbers a sight line a→b could meet (box touches the segment), in no set order. */
export function piecesAlongUnordered(index: TerrainIndex, a: Vec, b: Vec): number[] {
  if (!index.tree) return [];
  const ax = a.x;
  const ay = a.y;
  const bx = b.x;
  const by = b.y;
  return index.tree.search(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by), (_i, x0, y0, x1, y1) =>
    segmentTouchesRect(ax, ay, bx, by, x0, y0, x1, y1),
  );
}

/** Piece numbers a sight line a→b could meet (box touches the segment), ascending. */
export function piecesAlong(index: TerrainIndex, a: Vec, b: Vec): number[] {
  return piecesAlongUnordered(index, a, b).sort((x, y) => x - y);
}

/** Pieces whose footprint holds the point (areas: inside or on the edge; lines: within width/2). */
export function piecesAt(index: TerrainIndex, p: Vec): number[] {
  return searchBox(index, { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y }).filter((i) => {
    const piece = index.pieces[i] as TerrainShape;
    return piece.closed ? pointInPolygon(p, piece.points) : pointInThickLine(p, piece.points, piece.width);
  });
}

/** How far p is from the piece's footprint: 0 on or inside it (for picking a piece with a tolerance). */
export function distanceToPiece(piece: TerrainShape, p: Vec): number {
  if (piece.closed) return pointInPolygon(p, piece.points) ? 0 : distanceToPolygonEdge(p, piece.points);
  return Math.max(0, distanceToPolyline(p, piece.points) - piece.width / 2);
}
