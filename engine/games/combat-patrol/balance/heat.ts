/**
 * The balance check's heat map: where men fell and where the shots that put them down came from,
 * counted in square cells over the table (inches, origin at the table's top left corner, as the
 * scenario document measures it). Plain numbers, so the result is small enough to keep with the
 * scenario and the editor only draws cells.
 */
import type { Vec } from '../../../geometry';
import type { Fall } from './battle';

export interface HeatGrid {
  /** A cell's side, inches. */
  cell: number;
  cols: number;
  rows: number;
  /** Men who fell in each cell, row by row (index row * cols + col). */
  fell: number[];
  /** Killing shots fired from each cell, row by row. */
  from: number[];
}

/** The side of a cell: about 24 cells across the longer edge, never under 2 in (whole inches). */
export function heatCell(width: number, height: number): number {
  return Math.max(2, Math.round(Math.max(width, height) / 24));
}

export function emptyHeat(width: number, height: number, cell = heatCell(width, height)): HeatGrid {
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  return { cell, cols, rows, fell: new Array<number>(cols * rows).fill(0), from: new Array<number>(cols * rows).fill(0) };
}

/** The cell index of a point, points on or past the table's edge counted in the edge's cells. */
export function cellOf(g: HeatGrid, p: Vec): number {
  const col = Math.min(g.cols - 1, Math.max(0, Math.floor(p.x / g.cell)));
  const row = Math.min(g.rows - 1, Math.max(0, Math.floor(p.y / g.cell)));
  return row * g.cols + col;
}

/** Adds falls into the grid (it changes) and returns it. */
export function addFalls(g: HeatGrid, falls: readonly Fall[]): HeatGrid {
  for (const f of falls) {
    g.fell[cellOf(g, f.at)]! += 1;
    if (f.from) g.from[cellOf(g, f.from)]! += 1;
  }
  return g;
}

/** One cell to draw: its corner and size in inches, its count and its share of the busiest cell (0..1). */
export interface HeatCell {
  x: number;
  y: number;
  size: number;
  count: number;
  share: number;
}

/** The cells of one layer ('fell' or 'from') that hold anything, with their share of the busiest. */
export function heatCells(g: HeatGrid, layer: 'fell' | 'from'): HeatCell[] {
  const counts = g[layer];
  const most = counts.reduce((a, b) => Math.max(a, b), 0);
  const out: HeatCell[] = [];
  counts.forEach((count, i) => {
    if (count === 0) return;
    out.push({ x: (i % g.cols) * g.cell, y: Math.floor(i / g.cols) * g.cell, size: g.cell, count, share: count / most });
  });
  return out;
}
