/**
 * Drawing geometry for The Lost Patrol's forest: where each cell, exit button and edge entry sits
 * in the SVG, and the road and arrows of a tile. Tiles are drawn heading north (entry arrow at the
 * bottom, pointing in) and rotated to their heading. No rules here: what is legal comes from the engine.
 */
import { DIR_DELTA, DIRS, SIZE } from '../../../../engine/games/lost-patrol/preview';
import type { CellView, Dir } from '../../../../engine/games/lost-patrol/types';

export interface Layout {
  /** Side of one tile, in SVG units. */
  tile: number;
  /** Room around the grid for edge entries and exits out of the forest. */
  margin: number;
  /** Side of the whole drawing. */
  size: number;
}

export function makeLayout(tile = 100, margin = 46): Layout {
  return { tile, margin, size: SIZE * tile + 2 * margin };
}

export interface Point {
  x: number;
  y: number;
}

export function dirIndex(d: Dir): number {
  return DIRS.indexOf(d);
}

/** Degrees to turn a north-heading drawing so that it heads `d` (clockwise, as SVG rotates). */
export function rotation(d: Dir): number {
  return dirIndex(d) * 90;
}

/** Top-left corner of the cell (row, col). */
export function cellOrigin(l: Layout, row: number, col: number): Point {
  return { x: l.margin + col * l.tile, y: l.margin + row * l.tile };
}

export function cellCentre(l: Layout, row: number, col: number): Point {
  const o = cellOrigin(l, row, col);
  return { x: o.x + l.tile / 2, y: o.y + l.tile / 2 };
}

/** The cell next to (row, col) through side `d`, or null off the grid. */
export function neighbour(row: number, col: number, d: Dir): { row: number; col: number } | null {
  const [dr, dc] = DIR_DELTA[d];
  const r = row + dr;
  const c = col + dc;
  return r < 0 || c < 0 || r >= SIZE || c >= SIZE ? null : { row: r, col: c };
}

/**
 * Where the exit button for leaving (row, col) by side `d` is drawn: just beyond that side (so the
 * tile's own arrows stay visible), pointing out. Off the grid it sits in the margin.
 */
export function exitSpot(l: Layout, row: number, col: number, d: Dir): Point & { rotate: number } {
  const c = cellCentre(l, row, col);
  const [dr, dc] = DIR_DELTA[d];
  const reach = l.tile / 2 + Math.min(l.tile * 0.2, l.margin / 2);
  return { x: c.x + dc * reach, y: c.y + dr * reach, rotate: rotation(d) };
}

export interface EntrySpot extends Point {
  row: number;
  col: number;
  /** The side of the grid the group comes in by. */
  edge: Dir;
  /** Degrees: the arrow points into the forest. */
  rotate: number;
}

/** Every way into the forest from outside: one spot beyond each edge cell's outer side (corners have two). */
export function entrySpots(l: Layout): EntrySpot[] {
  const out: EntrySpot[] = [];
  const inward: Record<Dir, Dir> = { N: 'S', E: 'W', S: 'N', W: 'E' };
  for (const edge of DIRS) {
    for (let i = 0; i < SIZE; i++) {
      const row = edge === 'N' ? 0 : edge === 'S' ? SIZE - 1 : i;
      const col = edge === 'W' ? 0 : edge === 'E' ? SIZE - 1 : i;
      const c = cellCentre(l, row, col);
      const [dr, dc] = DIR_DELTA[edge];
      const reach = l.tile / 2 + l.margin / 2;
      out.push({ row, col, edge, x: c.x + dc * reach, y: c.y + dr * reach, rotate: rotation(inward[edge]) });
    }
  }
  return out;
}

export type Arm = 'ahead' | 'right' | 'left';

/** The exits of a face-up tile relative to its heading, to draw it heading north and rotate it. */
export function arms(cell: Extract<CellView, { faceUp: true }>): Arm[] {
  const names: Arm[] = ['ahead', 'right', 'ahead', 'left'];
  return cell.exits.map((e) => names[(dirIndex(e) - dirIndex(cell.heading) + 4) % 4] as Arm);
}

/** The same tile as it would lie turned to `heading` (Trail of Breadcrumbs previews). */
export function turned(cell: Extract<CellView, { faceUp: true }>, heading: Dir): Extract<CellView, { faceUp: true }> {
  const t = (dirIndex(heading) - dirIndex(cell.heading) + 4) % 4;
  const turn = (d: Dir) => DIRS[(dirIndex(d) + t) % 4] as Dir;
  return { ...cell, heading, entry: turn(cell.entry), exits: cell.exits.map(turn) };
}

/** Road and arrows of a tile of side `s` heading north: the road from the bottom to the centre and out each arm. */
export function tileArt(a: Arm[], s: number): { road: string; arrows: string[]; deadEnd: boolean } {
  const m = s / 2;
  const ends: Record<Arm, Point> = { ahead: { x: m, y: 0 }, right: { x: s, y: m }, left: { x: 0, y: m } };
  let road = `M ${m} ${s} L ${m} ${m}`;
  for (const arm of a) road += ` M ${m} ${m} L ${ends[arm].x} ${ends[arm].y}`;
  const w = s * 0.13;
  const len = s * 0.16;
  // An arrow head whose tip is at (x, y), pointing along (dx, dy).
  const head = (x: number, y: number, dx: number, dy: number) =>
    [`${x},${y}`, `${x - dx * len - dy * w},${y - dy * len + dx * w}`, `${x - dx * len + dy * w},${y - dy * len - dx * w}`].join(' ');
  const inset = s * 0.04;
  const arrows = [head(m, s * 0.72, 0, -1)];
  for (const arm of a) {
    if (arm === 'ahead') arrows.push(head(m, inset, 0, -1));
    if (arm === 'right') arrows.push(head(s - inset, m, 1, 0));
    if (arm === 'left') arrows.push(head(inset, m, -1, 0));
  }
  return { road, arrows, deadEnd: a.length === 0 };
}

export interface PieceSpot extends Point {
  /** Radius of the marker, in SVG units. */
  r: number;
  /** Where its label (a group's number) sits, below the marker, from its centre. */
  labelDy: number;
}

/**
 * Where `n` pieces sharing a tile of side `tile` are drawn, from the tile's centre: one piece in the
 * middle at full size (`single` radius); several fanned out on a grid over the whole tile, each in
 * its own cell with room for its label under it, so none hides another.
 */
export function pieceSpots(n: number, tile: number, single = 21): PieceSpot[] {
  if (n <= 1) return [{ x: 0, y: 0, r: single, labelDy: single + 11 }];
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const inner = tile * 0.94;
  const cw = inner / cols;
  const ch = inner / rows;
  const label = 12;
  const r = Math.min(single - 3, (cw - 4) / 2, (ch - label - 6) / 2);
  const out: PieceSpot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    // The last row is centred when it is short.
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i - row * cols + (cols - inRow) / 2;
    const cx = -inner / 2 + cw * (col + 0.5);
    const cy = -inner / 2 + ch * (row + 0.5) - label / 2;
    out.push({ x: cx, y: cy, r, labelDy: r + label - 2 });
  }
  return out;
}
