import { look, maskOf, tileAt } from './board';
import { dirName, neighbour, opposite, qOf, rOf } from './hex';
import { boardToChange, tell, type Run } from './run';
import { connectingRots, END_TILE, exitMask } from './tiles';
import type { PatrolLostState } from './types';
import { guyRef } from './words';

/**
 * Placing paths: every path a Good Guy can see is extended as far as he can see, one path at a time,
 * with tiles drawn from the pile. Ruling: the paths are taken in a fixed order (Good Guys in their
 * order, each one's paths clockwise from north), so nobody has to choose which comes next. The End
 * tile is drawn only once the pile is empty.
 */

export interface Gap {
  cell: number;
  /** The side of the empty place the path comes in by. */
  entry: number;
  /** The Good Guy whose sight needs the tile. */
  guy: number;
}

/** True while a tile can still be drawn (the pile, or else the End not yet laid). */
export function canDraw(s: PatrolLostState): boolean {
  return s.pile.length > 0 || !s.endPlaced;
}

/** The first empty place a Good Guy can see down a path, or null. */
export function firstGap(s: PatrolLostState): Gap | null {
  for (let g = 0; g < s.goods.length; g++) {
    const cell = s.goods[g] as number;
    if (cell < 0) continue;
    const found: Gap[] = [];
    look(s, cell, () => undefined, (c, entry) => {
      if (found.length === 0) found.push({ cell: c, entry, guy: g });
    });
    if (found.length > 0) return found[0] as Gap;
  }
  return null;
}

/**
 * True when laying `tile` turned by `rot` on `cell` runs a path into a tile where the paths do not
 * line up: a path of the new tile meets a tile with no path on that side, or a tile's path meets the
 * new tile where it has none.
 */
export function blocks(s: PatrolLostState, tile: number, cell: number, rot: number): boolean {
  const m = exitMask(tile, rot);
  for (let d = 0; d < 6; d++) {
    const t = tileAt(s, neighbour(cell, d));
    if (!t) continue;
    const mine = (m & (1 << d)) !== 0;
    const theirs = (maskOf(t) & (1 << opposite(d))) !== 0;
    if (mine !== theirs) return true;
  }
  return false;
}

/**
 * The turns the Bad Guy player may give `tile` on `cell`: those joining the path it extends and
 * blocking nothing; if every one blocks a path, any that joins (`forced`).
 */
export function allowedRots(s: PatrolLostState, tile: number, cell: number, entry: number): { rots: number[]; forced: boolean } {
  const all = connectingRots(tile, entry);
  const clear = all.filter((rot) => !blocks(s, tile, cell, rot));
  return clear.length > 0 ? { rots: clear, forced: false } : { rots: all, forced: true };
}

/** Lays a tile on the map. */
export function lay(run: Run, tile: number, cell: number, rot: number, forced: boolean): void {
  const s = run.s;
  boardToChange(run).push({ tile, cell, rot, bad: 0 });
  const stats = run.d.own('stats');
  stats.tilesPlaced++;
  if (forced) stats.forcedBlocks++;
  if (tile === END_TILE) s.endPlaced = true;
  tell(run, { type: 'laid', tile, q: qOf(cell), r: rOf(cell), rot, forced });
}

/**
 * Draws the tile for the next empty place a Good Guy can see. Lays it at once when there is only
 * one way to turn it; otherwise leaves it pending for the Bad Guy player. False when no place needs
 * a tile, or no tile is left to draw.
 */
export function drawNext(run: Run): boolean {
  const s = run.s;
  if (!canDraw(s)) return false;
  const gap = firstGap(s);
  if (!gap) return false;
  const tile = s.pile.length > 0 ? (run.d.own('pile').pop() as number) : END_TILE;
  s.reveals++;
  if (run.talk) tell(run, { type: 'drawn', tile, end: tile === END_TILE, by: guyRef(gap.guy, s), toward: dirName(opposite(gap.entry)) });
  const { rots, forced } = allowedRots(s, tile, gap.cell, gap.entry);
  if (rots.length === 1) lay(run, tile, gap.cell, rots[0] as number, forced);
  else s.pending = { kind: 'orient', tile, cell: gap.cell, entry: gap.entry, rots, forced };
  return true;
}
