import { leadsToUnknown, maskOf } from '../board';
import { fightBonuses, fightOdds } from '../combat';
import { neighbour, opposite } from '../hex';
import { END_TILE, START_TILE } from '../tiles';
import type { PatrolLostState, PlacedTile } from '../types';

/**
 * What the computer players work out about a position before choosing: an index of the map, path
 * distances to where the Good Guys are heading, and how dangerous each tile is. Built from a state
 * the bot may see (a sample from BotContext), never from the real pile.
 */
export interface Sense {
  s: PatrolLostState;
  at: Map<number, PlacedTile>;
  /** Path distance (moves along joined paths) from each tile to the Good Guys' goal; absent = cut off. */
  dist: Map<number, number>;
  /** True when the goal is the End tile; false when it is the edge of the map (tiles leading into the unknown). */
  toEnd: boolean;
  endCell: number;
  /** Fight bonuses worked out so far for this position, by cell (filled as asked). */
  bonus: Map<number, number> | null;
}

const UNREACHABLE = 99;

export function indexBoard(s: PatrolLostState): Map<number, PlacedTile> {
  const at = new Map<number, PlacedTile>();
  for (const t of s.board) at.set(t.cell, t);
  return at;
}

/** The sides a Good Guy can move through from `cell`, using the index. */
export function pathSides(at: Map<number, PlacedTile>, cell: number): number[] {
  const here = at.get(cell);
  const out: number[] = [];
  if (!here) return out;
  const m = maskOf(here);
  for (let d = 0; d < 6; d++) {
    if (!(m & (1 << d))) continue;
    const t = at.get(neighbour(cell, d));
    if (t && maskOf(t) & (1 << opposite(d))) out.push(d);
  }
  return out;
}

type MapSense = Omit<Sense, 's' | 'bonus'>;
/**
 * The map's part of a Sense depends only on the tiles laid, not on the pieces: kept per board. A
 * board array is never reshuffled in place (tiles are pushed onto it, or it is replaced when tiles
 * are removed), so its identity and length name its contents.
 */
const cache = new WeakMap<PlacedTile[], { len: number; m: MapSense }>();

export function sense(s: PatrolLostState): Sense {
  const hit = cache.get(s.board);
  if (hit && hit.len === s.board.length) return { s, at: hit.m.at, dist: hit.m.dist, toEnd: hit.m.toEnd, endCell: hit.m.endCell, bonus: null };
  const m = senseMap(s);
  cache.set(s.board, { len: s.board.length, m });
  return { s, at: m.at, dist: m.dist, toEnd: m.toEnd, endCell: m.endCell, bonus: null };
}

function senseMap(s: PatrolLostState): MapSense {
  const at = indexBoard(s);
  const end = s.board.find((t) => t.tile === END_TILE);
  const goals: number[] = [];
  if (end) goals.push(end.cell);
  else for (const t of s.board) if (t.tile !== START_TILE && leadsToUnknown(s, t)) goals.push(t.cell);
  if (!end && goals.length === 0 && at.has(s.board[0]?.cell ?? -1)) goals.push((s.board[0] as PlacedTile).cell);
  const dist = new Map<number, number>();
  let edge = goals;
  for (const g of goals) dist.set(g, 0);
  for (let k = 1; edge.length > 0; k++) {
    const next: number[] = [];
    for (const c of edge) {
      for (const d of pathSides(at, c)) {
        const n = neighbour(c, d);
        if (dist.has(n)) continue;
        dist.set(n, k);
        next.push(n);
      }
    }
    edge = next;
  }
  return { at, dist, toEnd: end !== undefined, endCell: end?.cell ?? -1 };
}

export function distOf(k: Sense, cell: number): number {
  return k.dist.get(cell) ?? UNREACHABLE;
}

export function badAt(k: Sense, cell: number): number {
  return k.at.get(cell)?.bad ?? 0;
}

/** Bad Guys on the tiles next to `cell` that could move onto it (groups of 2 or more). */
export function badNear(k: Sense, cell: number): number {
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const b = k.at.get(neighbour(cell, d))?.bad ?? 0;
    if (b >= 2) n += b - 1;
  }
  return n;
}

export function goodsAt(s: PatrolLostState, cell: number): number {
  let n = 0;
  for (const c of s.goods) if (c === cell) n++;
  return n;
}

/** As badWinChance, remembering each cell's fight bonus for the rest of this decision. */
export function winChance(k: Sense, cell: number, n: number): number {
  if (n <= 0) return 0;
  if (!k.bonus) k.bonus = new Map();
  let bonus = k.bonus.get(cell);
  if (bonus === undefined) {
    const b = fightBonuses(k.s, cell);
    bonus = b.close + b.ranged;
    k.bonus.set(cell, bonus);
  }
  return fightOdds(n, bonus).bad;
}

/** The Bad Guys' chance of winning a fight with `n` of them on `cell` (bonuses as they stand). */
export function badWinChance(s: PatrolLostState, cell: number, n: number): number {
  if (n <= 0) return 0;
  const b = fightBonuses(s, cell);
  return fightOdds(n, b.close + b.ranged).bad;
}
