/**
 * Allowing for luck (control variates, as backgammon rollouts reduce their variance): a game whose
 * odds tell the luck of the dice in each sample game (its `odds.luck`: for each measure, what the
 * dice gave less what they were expected to give, a sum whose mean is nil whatever the players
 * chose) lets the figures take out the part of each game's result that its luck explains. The
 * chance is the share of games won less the regression of the result on the luck times the luck's
 * mean (whose true value is nil), and the spread left is the part the luck does not explain: the
 * same chance, known as well from fewer games. Sums only, so games played anywhere add up.
 */

export interface LuckSums {
  /** For each measure j, its sum over the games. */
  x: number[];
  /** x_j times x_k summed over the games, row by row (k by k). */
  xx: number[];
  /** x_j summed over the games won. */
  xWin: number[];
  /** x_j summed over the games another seat won. */
  xLoss: number[];
}

/** Games a figure is played on before its luck is allowed for (the regression needs a few dozen). */
export const LUCK_MIN_GAMES = 40;
/**
 * The most of a figure's spread its luck may be said to explain: the margin never falls below a
 * tenth of the margin the same games give without it (a battle decided by one known shot is
 * explained wholly; its figure is then exact, and its margin only says how many games were played).
 */
export const MOST_EXPLAINED = 0.99;

export function emptyLuck(k: number): LuckSums {
  return { x: new Array<number>(k).fill(0), xx: new Array<number>(k * k).fill(0), xWin: new Array<number>(k).fill(0), xLoss: new Array<number>(k).fill(0) };
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + (b[i] as number);
}

/** Adds `b` into `a` (a changes) and returns it. */
export function addLuck(a: LuckSums, b: LuckSums): LuckSums {
  addInto(a.x, b.x);
  addInto(a.xx, b.xx);
  addInto(a.xWin, b.xWin);
  addInto(a.xLoss, b.xLoss);
  return a;
}

/** Counts one game's luck `x` (one figure per measure) and how it ended. */
export function countLuck(s: LuckSums, x: readonly number[], won: boolean, lost: boolean): void {
  const k = x.length;
  for (let j = 0; j < k; j++) {
    const xj = x[j] as number;
    s.x[j] = (s.x[j] as number) + xj;
    if (won) s.xWin[j] = (s.xWin[j] as number) + xj;
    if (lost) s.xLoss[j] = (s.xLoss[j] as number) + xj;
    for (let i = 0; i < k; i++) s.xx[j * k + i] = (s.xx[j * k + i] as number) + xj * (x[i] as number);
  }
}

/** Solves a x = b (a small square system, row by row) by elimination; measures that never vary are left at 0. */
function solve(a: number[][], b: number[]): number[] {
  const k = b.length;
  const live = Array.from({ length: k }, (_, j) => j).filter((j) => ((a[j] as number[])[j] as number) > 1e-12);
  const m = live.map((r) => [...live.map((c) => (a[r] as number[])[c] as number), b[r] as number]);
  const n = live.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs((m[r] as number[])[i] as number) > Math.abs((m[p] as number[])[i] as number)) p = r;
    [m[i], m[p]] = [m[p] as number[], m[i] as number[]];
    const pivot = (m[i] as number[])[i] as number;
    if (Math.abs(pivot) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = ((m[r] as number[])[i] as number) / pivot;
      if (f === 0) continue;
      for (let c = i; c <= n; c++) (m[r] as number[])[c] = ((m[r] as number[])[c] as number) - f * ((m[i] as number[])[c] as number);
    }
  }
  const beta = new Array<number>(k).fill(0);
  live.forEach((j, i) => {
    const pivot = (m[i] as number[])[i] as number;
    beta[j] = Math.abs(pivot) < 1e-12 ? 0 : ((m[i] as number[])[n] as number) / pivot;
  });
  return beta;
}

export interface LuckAdjusted {
  /** The chance, luck allowed for (0..1). */
  chance: number;
  /** The share of the result's spread the luck explains, adjusted for the measures fitted (0..MOST_EXPLAINED). */
  explained: number;
}

/**
 * The chance of an outcome that happened in `hits` of `games` games, whose luck summed over those
 * games is `xHit`, allowed for the luck `s` of all the games; null when it cannot be (too few games,
 * an outcome that always or never happened, no measure that varies).
 */
export function luckAdjusted(games: number, hits: number, xHit: readonly number[], s: LuckSums): LuckAdjusted | null {
  const k = s.x.length;
  if (k === 0 || games < LUCK_MIN_GAMES || games <= k + 2) return null;
  const y = hits / games;
  const vy = y * (1 - y);
  if (vy <= 0) return null;
  const mean = s.x.map((v) => v / games);
  const sxx = Array.from({ length: k }, (_, j) => Array.from({ length: k }, (_, i) => (s.xx[j * k + i] as number) / games - (mean[j] as number) * (mean[i] as number)));
  const sxy = Array.from({ length: k }, (_, j) => (xHit[j] as number) / games - (mean[j] as number) * y);
  const beta = solve(sxx, sxy);
  let fit = 0;
  let shift = 0;
  for (let j = 0; j < k; j++) {
    fit += (beta[j] as number) * (sxy[j] as number);
    shift += (beta[j] as number) * (mean[j] as number);
  }
  const r2 = Math.min(1, Math.max(0, fit / vy));
  const explained = Math.min(MOST_EXPLAINED, Math.max(0, 1 - ((1 - r2) * (games - 1)) / (games - k - 1)));
  return { chance: Math.min(1, Math.max(0, y - shift)), explained };
}
