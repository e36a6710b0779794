import { neighbour, opposite } from './hex';
import { END_TILE, exitMask, kindOf } from './tiles';
import type { PatrolLostState, PlacedTile } from './types';

/**
 * Questions about the map: what is where, which paths join, what a Good Guy can see. The map holds
 * at most 30 tiles, so a plain scan of the board is as quick as any index.
 */

/** Index in `s.board` of the tile on `cell`, or -1 when the place is empty. */
export function tileIndexAt(s: PatrolLostState, cell: number): number {
  const b = s.board;
  for (let i = 0; i < b.length; i++) if ((b[i] as PlacedTile).cell === cell) return i;
  return -1;
}

export function tileAt(s: PatrolLostState, cell: number): PlacedTile | undefined {
  const i = tileIndexAt(s, cell);
  return i < 0 ? undefined : s.board[i];
}

/** Exit mask of a placed tile. */
export function maskOf(t: PlacedTile): number {
  return exitMask(t.tile, t.rot);
}

/** True when a path leaves `cell` by side `d` and the tile there has a path coming back: they join. */
export function joins(s: PatrolLostState, cell: number, d: number): boolean {
  const here = tileAt(s, cell);
  if (!here || !(maskOf(here) & (1 << d))) return false;
  const there = tileAt(s, neighbour(cell, d));
  return there !== undefined && (maskOf(there) & (1 << opposite(d))) !== 0;
}

/** The sides a Good Guy on `cell` can move through (paths that join the next tile), in side order. */
export function moveSides(s: PatrolLostState, cell: number): number[] {
  const out: number[] = [];
  const here = tileAt(s, cell);
  if (!here) return out;
  const m = maskOf(here);
  for (let d = 0; d < 6; d++) {
    if (!(m & (1 << d))) continue;
    const there = tileAt(s, neighbour(cell, d));
    if (there !== undefined && (maskOf(there) & (1 << opposite(d))) !== 0) out.push(d);
  }
  return out;
}

/** The tiles next to `cell`, whatever the paths (Bad Guys move that way): sides with a tile. */
export function tileSides(s: PatrolLostState, cell: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) if (tileIndexAt(s, neighbour(cell, d)) >= 0) out.push(d);
  return out;
}

/**
 * Line of sight from a Good Guy on `cell` (our ruling, RULES-NOTES): along each path leaving his tile,
 * through every tile whose path goes straight across (exactly two exits, opposite each other), up to
 * and including the first tile where the path bends, branches or ends. A path that runs into a tile
 * with no path on that side shows that tile and stops. A path that runs into an empty place stops
 * there: `gap(cell, entry)` is told of it (the place, and the side of it the path comes in by).
 */
export function look(
  s: PatrolLostState,
  cell: number,
  seen: (cell: number) => void,
  gap?: (cell: number, entry: number) => void,
): void {
  const from = tileAt(s, cell);
  if (!from) return;
  const m0 = maskOf(from);
  for (let d = 0; d < 6; d++) {
    if (!(m0 & (1 << d))) continue;
    const straight = (1 << d) | (1 << opposite(d));
    let cur = cell;
    for (;;) {
      const n = neighbour(cur, d);
      const t = tileAt(s, n);
      if (!t) {
        gap?.(n, opposite(d));
        break;
      }
      seen(n);
      if (maskOf(t) !== straight) break;
      cur = n;
    }
  }
}

/** Every cell a Good Guy on `cell` sees, his own included. */
export function sightFrom(s: PatrolLostState, cell: number): Set<number> {
  const out = new Set<number>([cell]);
  look(s, cell, (c) => out.add(c));
  return out;
}

/** True when a Good Guy on `from` can see the tile on `to` (his own tile included). */
export function canSee(s: PatrolLostState, from: number, to: number): boolean {
  if (from === to) return true;
  let found = false;
  look(s, from, (c) => {
    if (c === to) found = true;
  });
  return found;
}

/** The cells a Good Guy on `cell` could stand on after up to `steps` moves along joined paths. */
export function reach(s: PatrolLostState, cell: number, steps: number): Set<number> {
  const out = new Set<number>([cell]);
  let edge = [cell];
  for (let k = 0; k < steps; k++) {
    const next: number[] = [];
    for (const c of edge) {
      for (const d of moveSides(s, c)) {
        const n = neighbour(c, d);
        if (!out.has(n)) {
          out.add(n);
          next.push(n);
        }
      }
    }
    edge = next;
  }
  return out;
}

/**
 * The tiles that may not be removed: what any Good Guy sees now or could see after moving one or
 * two tiles along the paths (hazards ignored: he could move).
 */
export function protectedCells(s: PatrolLostState): Set<number> {
  const starts = new Set<number>();
  for (const c of s.goods) if (c >= 0) for (const r of reach(s, c, 2)) starts.add(r);
  const out = new Set<number>();
  for (const c of starts) {
    out.add(c);
    look(s, c, (x) => out.add(x));
  }
  return out;
}

/** True when a path on `t` leads off into the unknown (a side with a path and no tile beyond). */
export function leadsToUnknown(s: PatrolLostState, t: PlacedTile): boolean {
  const m = maskOf(t);
  for (let d = 0; d < 6; d++) if (m & (1 << d) && tileIndexAt(s, neighbour(t.cell, d)) < 0) return true;
  return false;
}

/** Where new Bad Guys may be placed: a tile leading into the unknown that is not a dead end or the End. */
export function isEntryTile(s: PatrolLostState, t: PlacedTile): boolean {
  if (t.tile === END_TILE || kindOf(t.tile).id === 'dead-end') return false;
  return leadsToUnknown(s, t);
}

/** The Good Guys (indexes) standing on `cell`. */
export function goodsOn(s: PatrolLostState, cell: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.goods.length; i++) if (s.goods[i] === cell) out.push(i);
  return out;
}

export function goodCount(s: PatrolLostState, cell: number): number {
  let n = 0;
  for (const c of s.goods) if (c === cell) n++;
  return n;
}

export function aliveCount(s: PatrolLostState): number {
  let n = 0;
  for (const c of s.goods) if (c >= 0) n++;
  return n;
}

export function badOnMap(s: PatrolLostState): number {
  let n = 0;
  for (const t of s.board) n += t.bad;
  return n;
}
