/**
 * Movement over terrain, measured along a straight move from one point to another:
 * - obstacles crossed (fences, walls, hedges: where the move meets the piece's centre line; an
 *   obstacle area such as a building: each time the move goes in or out through its outline),
 *   in the order met, so a Run Move's "tripped after fence number N" can be placed on the line;
 * - inches spent inside difficult areas (ploughed fields, woods), which cost double;
 * - the cost in inches: length + the difficult inches again + `obstacleCost` per obstacle crossed.
 * A move that ends with its centre exactly on a fence line has crossed it (edges count).
 */
import { segmentInsideIntervals } from './polygon';
import { piecesAlong, type TerrainIndex, type TerrainShape } from './terrain-index';
import { segmentPolylineCrossings } from './thick-line';
import { distance, type Vec } from './vec';

export interface ObstacleCrossing {
  id: string;
  name: string;
  /** Where along the move, 0 at the start and 1 at the end. */
  t: number;
  at: Vec;
}

export interface MoveMeasure {
  length: number;
  difficultInches: number;
  obstacles: ObstacleCrossing[];
  /** Inches of movement the move uses up. */
  cost: number;
}

export function measureMove(index: TerrainIndex, from: Vec, to: Vec, obstacleCost = 1): MoveMeasure {
  const length = distance(from, to);
  const obstacles: ObstacleCrossing[] = [];
  let difficultInches = 0;
  if (length > 0) {
    for (const i of piecesAlong(index, from, to)) {
      const piece = index.pieces[i] as TerrainShape;
      const at = (t: number): ObstacleCrossing => ({ id: piece.id, name: piece.name, t, at: { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t } });
      if (piece.closed) {
        if (!piece.difficult && !piece.obstacle) continue;
        const intervals = segmentInsideIntervals(from, to, piece.points).filter(([t0, t1]) => t1 > t0);
        if (piece.difficult) for (const [t0, t1] of intervals) difficultInches += (t1 - t0) * length;
        if (piece.obstacle) {
          for (const [t0, t1] of intervals) {
            if (t0 > 0) obstacles.push(at(t0));
            if (t1 < 1) obstacles.push(at(t1));
          }
        }
      } else if (piece.obstacle) {
        for (const t of segmentPolylineCrossings(from, to, piece.points)) obstacles.push(at(t));
      }
    }
  }
  obstacles.sort((a, b) => a.t - b.t);
  return { length, difficultInches, obstacles, cost: length + difficultInches + obstacles.length * obstacleCost };
}
