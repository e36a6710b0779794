import type { Bot } from '../../core/contract';
import { nextInt, type RngState } from '../../core/rng';
import { randomBot } from '../../bots/random';
import { attackChance, holdChance, loseChance, RETREAT_CHANCE } from './odds';
import { DIR_DELTA, DIRS, SIZE, SQUAD } from './tiles';
import type { Dir, LostPatrolAction, LostPatrolState, LostPatrolView, PieceView } from './types';

/** A Lost Patrol bot: it sees only its seat's view and legal actions, and draws randomness from its own rng. */
export type LostPatrolBot = Bot<LostPatrolView, LostPatrolAction, LostPatrolState>;

type Spot = { row: number; col: number } | null;

function pieceOf(view: LostPatrolView, group: number | undefined): PieceView {
  return group === undefined ? view.patrol : (view.groups[group] as PieceView);
}

/** Where a move or entry lands, or null when it leaves the grid. */
function target(view: LostPatrolView, a: LostPatrolAction): Spot {
  if (a.type === 'enter') return { row: a.row, col: a.col };
  if (a.type !== 'move') return null;
  const p = pieceOf(view, a.group);
  const [dr, dc] = DIR_DELTA[a.dir];
  const row = (p.row ?? 0) + dr;
  const col = (p.col ?? 0) + dc;
  return row < 0 || col < 0 || row >= SIZE || col >= SIZE ? null : { row, col };
}

/** Steps to leave the grid from a spot: 0 once off it. */
function edgeSteps(t: Spot): number {
  return t === null ? 0 : 1 + Math.min(t.row, t.col, SIZE - 1 - t.row, SIZE - 1 - t.col);
}

function manhattan(a: Spot, row: number, col: number): number {
  return a === null ? 99 : Math.abs(a.row - row) + Math.abs(a.col - col);
}

/** The candidates with the lowest score, one of them picked with `rng`. */
function best(cands: LostPatrolAction[], score: (a: LostPatrolAction) => number, rng: RngState): LostPatrolAction {
  let top: LostPatrolAction[] = [];
  let low = Infinity;
  for (const a of cands) {
    const v = score(a);
    if (v < low) {
      low = v;
      top = [a];
    } else if (v === low) top.push(a);
  }
  return top[nextInt(rng, top.length)] as LostPatrolAction;
}

const TURN: Record<Dir, number> = { N: 0, E: 1, S: 2, W: 3 };

/**
 * Trail of Breadcrumbs: of the ways to turn the tile left behind, keep those whose arrows lead
 * nearest the edge without pointing straight back at the tile being entered (which would send a
 * patrol turning back from a dead end into it again). Without orient choices, `moves` as they are.
 */
function bestOrients(view: LostPatrolView, moves: LostPatrolAction[]): LostPatrolAction[] {
  const bestFor = new Map<string, { score: number; list: LostPatrolAction[] }>();
  for (const a of moves) {
    if (a.type !== 'move' || a.orient === undefined) return moves;
    const score = orientScore(view, a);
    const key = `${a.group ?? -1}:${a.dir}`;
    const cur = bestFor.get(key);
    if (!cur || score < cur.score) bestFor.set(key, { score, list: [a] });
    else if (score === cur.score) cur.list.push(a);
  }
  return [...bestFor.values()].flatMap((b) => b.list);
}

/** How good a way to leave the breadcrumb tile: steps to the edge along its best arrow, 20 if it points at the tile entered. */
function orientScore(view: LostPatrolView, a: LostPatrolAction & { type: 'move' }): number {
  const p = pieceOf(view, a.group);
  const row = p.row ?? 0;
  const col = p.col ?? 0;
  const cell = view.grid[row * SIZE + col];
  if (!cell || !cell.faceUp || a.orient === undefined) return 0;
  const turn = TURN[a.orient] - TURN[cell.heading] + 4;
  let score = 50;
  for (const e of cell.exits) {
    const d = DIRS[(TURN[e] + turn) % 4] as Dir;
    const [dr, dc] = DIR_DELTA[d];
    const r = row + dr;
    const c = col + dc;
    const t: Spot = r < 0 || c < 0 || r >= SIZE || c >= SIZE ? null : { row: r, col: c };
    score = Math.min(score, d === a.dir ? 20 : edgeSteps(t));
  }
  return score;
}

/** The model's chances of getting out, by soldiers left: walking on (v) and at the start of a fight. */
interface Survival {
  v: number[];
  fight: number[];
}

/**
 * The model below for each (attack, escape) pair asked so far. A memo of a pure function, not
 * state: the bots ask for at most eight pairs (two attack chances, four distances to the edge),
 * and working one out takes a few thousand steps, so each is worked out once.
 */
const survivals = new Map<string, Survival>();

function survival(attack: number, escape: number): Survival {
  const key = `${attack}:${escape}`;
  const known = survivals.get(key);
  if (known) return known;
  const v = [0];
  const fight = [0];
  for (let n = 1; n <= SQUAD; n++) {
    let walk = 1;
    let a = 0;
    for (let it = 0; it < 80; it++) {
      a = fightValue(n, walk, v, fight).value;
      walk = escape + (1 - escape) * ((1 - attack) * walk + attack * a);
    }
    v[n] = walk;
    fight[n] = a;
  }
  const made = { v, fight };
  survivals.set(key, made);
  return made;
}

/**
 * The bid that gives the best chance of getting out alive, from a small model of the game: each tile
 * entered is attacked with chance `attack`, and the way out is found before the next tile with chance
 * `escape`. A bid is seen off, lost, and followed by a retreat with the rules' own odds (./odds.ts).
 * High bids are safer per round but cost more when they fail; the model weighs both.
 */
export function bestBid(soldiers: number, lo: number, hi: number, attack: number, escape: number): number {
  const { v, fight } = survival(attack, escape);
  return fightValue(soldiers, v[soldiers] ?? 0, v, fight, lo, hi).bid;
}

function fightValue(n: number, walk: number, v: number[], fight: number[], lo = n < 2 ? n : 2, hi = Math.min(5, n)): { value: number; bid: number } {
  let value = -1;
  let bid = lo;
  for (let b = lo; b <= hi; b++) {
    const rest = n - b;
    const after = rest > 0 ? RETREAT_CHANCE * (v[rest] ?? 0) + (1 - RETREAT_CHANCE) * (fight[rest] ?? 0) : 0;
    const x = holdChance(b) * walk + loseChance(b) * after;
    if (x > value + 1e-12) {
      value = x;
      bid = b;
    }
  }
  return { value, bid };
}

function chooseBid(view: LostPatrolView, legal: LostPatrolAction[]): LostPatrolAction {
  const at = view.attack;
  if (!at) return legal[0] as LostPatrolAction;
  const p = at.target < 0 ? view.patrol : (view.groups[at.target] as PieceView);
  const dist = edgeSteps(p.row === null || p.col === null ? null : { row: p.row, col: p.col });
  const chance = attackChance(at.target < 0 ? 'patrol' : 'pursuers');
  const b = bestBid(at.soldiers, at.minBid, at.maxBid, chance, 1 / (1 + 2 * dist));
  return legal.find((a) => a.type === 'bid' && a.soldiers === b) ?? (legal[0] as LostPatrolAction);
}

/** The moves of the first piece (lowest group number) that has any. */
function firstPieceMoves(legal: LostPatrolAction[]): LostPatrolAction[] {
  const first = legal[0];
  if (!first || first.type === 'bid') return legal;
  const g = first.group;
  return legal.filter((a) => a.type !== 'bid' && a.group === g);
}

const bidder: LostPatrolBot = {
  name: 'bidder',
  description: 'Bids for the best odds of getting out alive and heads for the nearest edge.',
  choose(view, legal, rng) {
    if (legal[0]?.type === 'bid') return chooseBid(view, legal);
    return best(bestOrients(view, firstPieceMoves(legal)), (a) => edgeSteps(target(view, a)), rng);
  },
};

/** The source's solo Deserter: away from the pursuers first, closest to the edge second. Leaving is best of all. */
const deserterAi: LostPatrolBot = {
  name: 'deserter-ai',
  description: 'The rules\' solo Deserter: moves away from the pursuers first, toward the edge second.',
  choose(view, legal, rng) {
    if (legal[0]?.type === 'bid') return chooseBid(view, legal);
    const hunters = view.groups.filter((g) => g.soldiers > 0 && g.row !== null);
    return best(bestOrients(view, legal), (a) => {
      const t = target(view, a);
      if (t === null) return -1e6;
      let away = 99;
      for (const g of hunters) away = Math.min(away, manhattan(t, g.row as number, g.col as number));
      return -away * 100 + edgeSteps(t);
    }, rng);
  },
};

/** The source's solo Pursuers: every group heads for the tile nearest the Deserter; captors head out. */
const pursuersAi: LostPatrolBot = {
  name: 'pursuers-ai',
  description: 'The rules\' solo Pursuers: every group heads for the tile nearest the Deserter.',
  choose(view, legal, rng) {
    if (legal[0]?.type === 'bid') return chooseBid(view, legal);
    const moves = bestOrients(view, firstPieceMoves(legal));
    const first = moves[0];
    const group = first && first.type !== 'bid' ? first.group : undefined;
    const d = view.patrol;
    if (group !== undefined && view.capturedBy === group) return best(moves, (a) => edgeSteps(target(view, a)), rng);
    if (d.row === null || d.col === null) return best(moves, () => 0, rng);
    return best(moves, (a) => manhattan(target(view, a), d.row as number, d.col as number), rng);
  },
};

/** The bots The Lost Patrol offers, in the order `npm run sim` and the app list them. */
export const lostPatrolBots: LostPatrolBot[] = [randomBot, bidder, deserterAi, pursuersAi];
