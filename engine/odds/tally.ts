/**
 * What a batch of played-on games adds up to, and the chance with its margin. Tallies are sums, so
 * games played in any order, on any thread, add up to the same figures. A game that tells the luck
 * of its dice (`odds.luck`) has it summed too, and its figures allow for it (luck.ts).
 */
import { addLuck, emptyLuck, luckAdjusted, type LuckSums } from './luck';

export interface OddsTally {
  games: number;
  wins: number;
  /** Games that hit the step cap without ending (counted as not won). */
  unfinished: number;
  /**
   * Games another seat won (the rest of the finished games, not won, are draws). Optional: a tally
   * made before it was counted has none; in a two-sided game it is the other side's chance.
   */
  losses?: number;
  /** Casualties at the end (soldiers lost in the whole game) -> games. */
  casualties: Record<number, number>;
  /** Turns still played after the position -> games. */
  turnsLeft: Record<number, number>;
  /** The luck of the dice in these games, for a game that tells it (luck.ts); absent otherwise. */
  luck?: LuckSums;
}

export function emptyTally(): OddsTally {
  return { games: 0, wins: 0, unfinished: 0, losses: 0, casualties: {}, turnsLeft: {} };
}

function addCounts(into: Record<number, number>, from: Record<number, number>): void {
  for (const k of Object.keys(from)) {
    const n = Number(k);
    into[n] = (into[n] ?? 0) + (from[n] as number);
  }
}

/** Adds `b` into `a` (a changes) and returns it. */
export function addTally(a: OddsTally, b: OddsTally): OddsTally {
  a.games += b.games;
  a.wins += b.wins;
  a.unfinished += b.unfinished;
  a.losses = (a.losses ?? 0) + (b.losses ?? 0);
  addCounts(a.casualties, b.casualties);
  addCounts(a.turnsLeft, b.turnsLeft);
  if (b.luck) a.luck = addLuck(a.luck ?? emptyLuck(b.luck.x.length), b.luck);
  return a;
}

/** The normal quantile for 95%. */
export const Z95 = 1.959963984540054;

export interface Chance {
  /** Games won over games played (0 before any game). */
  chance: number;
  /**
   * Half the width of the 95% interval (Agresti–Coull: two wins and two losses added before the
   * normal interval is taken), so a run of all wins still says how sure it is. 1 before any game.
   */
  margin: number;
  games: number;
}

/** The games, the games won and, for a game that tells it, their luck: what a chance is worked out from. */
export type ChanceTally = Pick<OddsTally, 'games' | 'wins' | 'luck'>;

/** Agresti–Coull's centre and margin for `hits` of `games`, the margin shrunk to the share of the spread the luck leaves. */
function figure(games: number, hits: number, xHit: readonly number[] | undefined, luck: LuckSums | undefined): Chance {
  if (games === 0) return { chance: 0, margin: 1, games: 0 };
  const n = games + Z95 * Z95;
  const p = (hits + (Z95 * Z95) / 2) / n;
  const margin = Z95 * Math.sqrt((p * (1 - p)) / n);
  const adjusted = luck && xHit ? luckAdjusted(games, hits, xHit, luck) : null;
  if (!adjusted) return { chance: hits / games, margin, games };
  return { chance: adjusted.chance, margin: margin * Math.sqrt(1 - adjusted.explained), games };
}

/** The seat's chance: games won over games played, the luck allowed for when the tally has it. */
export function chanceOf(t: ChanceTally): Chance {
  return figure(t.games, t.wins, t.luck?.xWin, t.luck);
}

/** The games another seat won, as a tally of its own (their luck with them): a two-sided game's other side. */
export function lossSide(t: Pick<OddsTally, 'games' | 'losses' | 'luck'>): ChanceTally {
  const luck = t.luck ? { ...t.luck, xWin: t.luck.xLoss, xLoss: t.luck.xWin } : undefined;
  return { games: t.games, wins: t.losses ?? 0, ...(luck ? { luck } : {}) };
}

/** The chance that another seat wins (a two-sided game: the other side's), the luck allowed for when the tally has it. */
export function lossChanceOf(t: Pick<OddsTally, 'games' | 'losses' | 'luck'>): Chance {
  return chanceOf(lossSide(t));
}

/** Games needed for the margin to come down to `target`, judged from what has been played so far (and how much of it the luck explains). */
export function gamesNeeded(t: ChanceTally, target: number): number {
  const c = chanceOf(t);
  if (c.margin <= target) return t.games;
  const p = t.games === 0 ? 0.5 : Math.min(0.99, Math.max(0.01, (t.wins + 2) / (t.games + 4)));
  const left = t.luck ? 1 - (luckAdjusted(t.games, t.wins, t.luck.xWin, t.luck)?.explained ?? 0) : 1;
  return Math.ceil((Z95 * Z95 * p * (1 - p) * left) / (target * target));
}

/**
 * Two choices played on the same deals: the games both were played on, and those only one of them
 * won. Their difference is known far better than either chance alone when most deals end the same
 * way both times (common random numbers).
 */
export interface PairTally {
  games: number;
  /** Games the first choice won and the second lost. */
  firstOnly: number;
  /** Games the second choice won and the first lost. */
  secondOnly: number;
}

export function emptyPair(): PairTally {
  return { games: 0, firstOnly: 0, secondOnly: 0 };
}

/** How much more often the first choice wins than the second, on the same deals, with its 95% margin. */
export interface Lead {
  /** Chance of the first minus chance of the second (-1..1). */
  lead: number;
  margin: number;
  games: number;
}

/**
 * The lead of the first choice over the second and its 95% margin (Agresti and Min's interval for
 * matched pairs: half a game added to each cell of the two-by-two table, so that a few games that
 * all ended alike still leave a margin). 1 before any game.
 */
export function leadOf(p: PairTally): Lead {
  if (p.games === 0) return { lead: 0, margin: 1, games: 0 };
  const n = p.games + 2;
  const b = p.firstOnly + 0.5;
  const c = p.secondOnly + 0.5;
  const d = (b - c) / n;
  const variance = Math.max(0, (b + c) / n - d * d) / n;
  return { lead: (p.firstOnly - p.secondOnly) / p.games, margin: Z95 * Math.sqrt(variance), games: p.games };
}

/** "62% +/- 1%": the chance and its margin in whole percent (one decimal where whole percent would hide it). */
export function chanceText(c: Chance): string {
  const chance = 100 * c.chance;
  const shown = chance > 0 && chance < 1 ? chance.toFixed(1) : chance > 99 && chance < 100 ? Math.min(99.9, chance).toFixed(1) : Math.round(chance).toFixed(0);
  const margin = 100 * c.margin;
  return `${shown}% +/- ${margin < 0.95 ? margin.toFixed(1) : Math.round(margin).toFixed(0)}%`;
}

/** The mean and the lowest and highest value of a spread. */
export function spreadSummary(counts: Record<number, number>): { mean: number; min: number; max: number } | null {
  let n = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const k of Object.keys(counts)) {
    const v = Number(k);
    const c = counts[v] as number;
    n += c;
    sum += v * c;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return n === 0 ? null : { mean: sum / n, min, max };
}
