/**
 * What a batch of played-on games adds up to, and the chance with its margin. Tallies are sums, so
 * games played in any order, on any thread, add up to the same figures.
 */

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

export function chanceOf(t: Pick<OddsTally, 'games' | 'wins'>): Chance {
  if (t.games === 0) return { chance: 0, margin: 1, games: 0 };
  const n = t.games + Z95 * Z95;
  const p = (t.wins + (Z95 * Z95) / 2) / n;
  return { chance: t.wins / t.games, margin: Z95 * Math.sqrt((p * (1 - p)) / n), games: t.games };
}

/** Games needed for the margin to come down to `target`, judged from what has been played so far. */
export function gamesNeeded(t: Pick<OddsTally, 'games' | 'wins'>, target: number): number {
  const c = chanceOf(t);
  if (c.margin <= target) return t.games;
  const p = t.games === 0 ? 0.5 : Math.min(0.99, Math.max(0.01, (t.wins + 2) / (t.games + 4)));
  return Math.ceil((Z95 * Z95 * p * (1 - p)) / (target * target));
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
