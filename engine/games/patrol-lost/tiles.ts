import tileData from '../../../resources/games/patrol-lost/tiles.json';
import pieceData from '../../../resources/games/patrol-lost/pieces.json';
import type { GoodGuyKind, TileKind } from './types';

/**
 * The 30 tiles and the pieces, from resources/games/patrol-lost/. Tile ids are 0..29 in the order of
 * the tile list (0 Start, 1 End, then the 28 that are shuffled into the pile). A tile's exits are a
 * 6-bit mask (bit d set = a path leaves by side d); turning a tile by `rot` sixths rotates the mask.
 */
export const TILE_KINDS: readonly TileKind[] = tileData.kinds as TileKind[];
export const GOOD_GUYS: readonly GoodGuyKind[] = pieceData.goodGuys as GoodGuyKind[];
export const BAD_GUYS: number = pieceData.badGuys;
export const BAD_LIMIT: number = pieceData.limits.badGuysPerTile;
export const GOOD_LIMIT: number = pieceData.limits.goodGuysPerTile;

/** Kind index of each tile id. */
export const KIND_OF: readonly number[] = TILE_KINDS.flatMap((k, i) => Array<number>(k.count).fill(i));
export const TILE_COUNT = KIND_OF.length;
export const START_TILE = KIND_OF.indexOf(TILE_KINDS.findIndex((k) => k.id === 'start'));
export const END_TILE = KIND_OF.indexOf(TILE_KINDS.findIndex((k) => k.id === 'end'));

/** Ids of the tiles shuffled into the pile: every tile but Start and End. */
export const PILE_TILES: readonly number[] = KIND_OF.map((_, i) => i).filter((i) => i !== START_TILE && i !== END_TILE);

const BASE_MASK: readonly number[] = TILE_KINDS.map((k) => k.exits.reduce((m, e) => m | (1 << e), 0));
const HAZARD: readonly boolean[] = KIND_OF.map((k) => (TILE_KINDS[k] as TileKind).hazard);

/** Good Guy indexes by role. */
export const CLOSE_GUY = GOOD_GUYS.findIndex((g) => g.role === 'close');
export const RANGED_GUY = GOOD_GUYS.findIndex((g) => g.role === 'ranged');

export function kindOf(tile: number): TileKind {
  return TILE_KINDS[KIND_OF[tile] as number] as TileKind;
}

export function isHazard(tile: number): boolean {
  return HAZARD[tile] as boolean;
}

/** `mask` turned clockwise by `rot` sixths. */
export function rotateMask(mask: number, rot: number): number {
  return ((mask << rot) | (mask >> (6 - rot))) & 63;
}

/** The exit mask of `tile` turned by `rot`. */
export function exitMask(tile: number, rot: number): number {
  return rotateMask(BASE_MASK[KIND_OF[tile] as number] as number, rot);
}

/** The sides set in `mask`, in order. */
export function sidesOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Number of exits of `tile`. */
export function exitCount(tile: number): number {
  return sidesOf(exitMask(tile, 0)).length;
}

/**
 * The distinct ways to lay `tile` so that a path leaves it by side `entry`: one turn per distinct
 * set of exits (a straight has one, a curve or a corner two, a three-way one), smallest turn first.
 */
export function connectingRots(tile: number, entry: number): number[] {
  const masks: number[] = [];
  const rots: number[] = [];
  for (let rot = 0; rot < 6; rot++) {
    const m = exitMask(tile, rot);
    if (!(m & (1 << entry)) || masks.includes(m)) continue;
    masks.push(m);
    rots.push(rot);
  }
  return rots;
}

/** 'the curve', 'the hazard straight', 'Start', 'the End'. */
export function tileWords(tile: number): string {
  const k = kindOf(tile);
  if (k.id === 'start') return 'Start';
  return `the ${k.short}`;
}
