import data from '../../../resources/games/lost-patrol/tiles.json';
import type { Dir, TileKind } from './types';

/**
 * Tiles and grid geometry. Directions are numbers inside the engine (0 N, 1 E, 2 S, 3 W) and
 * letters in actions and views. A face-up tile has a heading: the way a patrol walks that came in
 * by its entry arrow. Its entry arrow sits on the opposite side, and its exits are the heading
 * turned by each relative exit (ahead 0, right +1, left +3). A tile turned up on entry takes
 * the heading of the move that entered it, so its entry arrow lines up with the exit used.
 */
export const SIZE = 7;
export const CELLS = SIZE * SIZE;
export const CENTRE = 3 * SIZE + 3;
export const SQUAD = 10;
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
/** The step (rows, columns) each direction takes on the grid: north is the top row. */
export const DIR_DELTA: Readonly<Record<Dir, readonly [number, number]>> = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

export const TILE_KINDS: readonly TileKind[] = data.kinds as TileKind[];

const REL = { ahead: 0, right: 1, left: 3 } as const;

/** Kind index of each of the 100 tile ids, in the order of the tile list. */
export const TILE_KIND_OF: readonly number[] = TILE_KINDS.flatMap((k, i) => Array<number>(k.count).fill(i));
export const TILE_COUNT = TILE_KIND_OF.length;

/** Relative exit turns of each kind, by kind index. */
const KIND_TURNS: readonly (readonly number[])[] = TILE_KINDS.map((k) => k.exits.map((e) => REL[e]));

export function kindOf(tile: number): TileKind {
  return TILE_KINDS[TILE_KIND_OF[tile] as number] as TileKind;
}

/** Exit sides (0..3) of `tile` turned to `heading`. */
export function exitsOf(tile: number, heading: number): number[] {
  const turns = KIND_TURNS[TILE_KIND_OF[tile] as number] as readonly number[];
  const out: number[] = [];
  for (const t of turns) out.push((heading + t) & 3);
  return out;
}

export function isDeadEnd(tile: number): boolean {
  return (KIND_TURNS[TILE_KIND_OF[tile] as number] as readonly number[]).length === 0;
}

export function opposite(d: number): number {
  return (d + 2) & 3;
}

export function dirName(d: number): Dir {
  return DIRS[d & 3] as Dir;
}

export function dirIndex(d: Dir): number {
  return DIRS.indexOf(d);
}

export const DIR_WORDS = ['north', 'east', 'south', 'west'] as const;

/** The cell one step from `cell` through side `d`, or -1 off the grid. */
export function step(cell: number, d: number): number {
  const r = (cell / SIZE) | 0;
  const c = cell % SIZE;
  if (d === 0) return r === 0 ? -1 : cell - SIZE;
  if (d === 2) return r === SIZE - 1 ? -1 : cell + SIZE;
  if (d === 1) return c === SIZE - 1 ? -1 : cell + 1;
  return c === 0 ? -1 : cell - 1;
}

export function rowOf(cell: number): number {
  return (cell / SIZE) | 0;
}

export function colOf(cell: number): number {
  return cell % SIZE;
}

/** Steps from `cell` to the nearest edge, counting the step off the grid: 1 on an edge cell. */
export function edgeDistance(cell: number): number {
  const r = rowOf(cell);
  const c = colOf(cell);
  return 1 + Math.min(r, c, SIZE - 1 - r, SIZE - 1 - c);
}

/** True when `cell` lies on the grid's edge across side `d` (so a group may enter it from there). */
export function onEdge(cell: number, d: number): boolean {
  return step(cell, d) === -1;
}
