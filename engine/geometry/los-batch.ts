/**
 * Line of sight for many models at once, as a Web Worker runs it: plain data in, a typed array
 * out (post `codes.buffer` back as a transferable). The worker builds its own terrain index from
 * the pieces; it is cheap (100 pieces: well under 0.1 ms) and a flatbush tree is not cloneable.
 */
import { losMatrix, losRow, type SightRules } from './los';
import { buildTerrainIndex, type TerrainShape } from './terrain-index';
import type { Vec } from './vec';

export interface LosBatchRequest {
  pieces: TerrainShape[];
  points: Vec[];
  rules: SightRules;
  /** Only this model's row (a dragged model against everyone); omit for the full matrix. */
  shooter?: number;
}

export interface LosBatchResult {
  /** Number of models. */
  size: number;
  /** Status codes (0 clear, 1 light, 2 heavy, 3 blocked): codes[j] for a row, codes[i * size + j] for a matrix. */
  codes: Uint8Array;
}

export function runLosBatch(req: LosBatchRequest): LosBatchResult {
  const index = buildTerrainIndex(req.pieces);
  if (req.shooter !== undefined) {
    const from = req.points[req.shooter];
    if (!from) throw new RangeError(`shooter ${req.shooter} is not one of the ${req.points.length} models`);
    const codes = losRow(index, from, req.points, req.rules);
    codes[req.shooter] = 0;
    return { size: req.points.length, codes };
  }
  return { size: req.points.length, codes: losMatrix(index, req.points, req.rules) };
}
