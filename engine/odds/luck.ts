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
 * And at least this many games a measure: a fit of many measures (Endless Patrol's 30) on few games
 * would take some of the result's own chance for luck, and claim a margin narrower than it is.
 */
export const LUCK_GAMES_PER_MEASURE = 10;
/**
 * The most of a figure's spread its luck may be said to explain: the margin never falls below a
 * tenth of the margin the same games give without it (a battle decided by one known shot is
 * explained wholly; its figure is then exact, and its margin only says how many games were played).
 */
export const MOST_EXPLAINED = 0.99;

export function emptyLuck(k: number): LuckSums {
  return { x: new Array<number>(k).fill(0), xx: new Array<number>(k * k).fill(0), xWin: new Array<number>(k).fill(0), xLoss: new Array<number>(k).fill(0) };
}

/** Adds the figures of `b` into `a` (a changes): one move's luck into a game's running sums, or one sum into another. */
export function addInto(a: number[], b: readonly number[]): void {
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

/**
 * How little of a measure's own spread may be left once the measures before it are allowed for (its
 * part that they do not tell) for it still to be fitted: below this it is left out (at 0), as one
 * that never varies is. Two measures that always move together (say, two marks every card left in a
 * deck carries alike) would otherwise make the sums' system singular and the fit nonsense.
 */
const LEFT_OUT_BELOW = 1e-9;

/**
 * Solves a x = b for a covariance matrix `a` (symmetric, row by row) by elimination on its diagonal;
 * a measure that never varies, or that the measures before it tell wholly, is left at 0.
 */
function solve(a: number[][], b: number[]): { beta: number[]; fitted: number } {
  const k = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  const fitted = new Array<boolean>(k).fill(false);
  for (let i = 0; i < k; i++) {
    const own = (a[i] as number[])[i] as number;
    const pivot = (m[i] as number[])[i] as number;
    if (!(own > 1e-12) || !(pivot > LEFT_OUT_BELOW * own)) continue;
    fitted[i] = true;
    for (let r = 0; r < k; r++) {
      if (r === i) continue;
      const f = ((m[r] as number[])[i] as number) / pivot;
      if (f === 0) continue;
      for (let c = 0; c <= k; c++) (m[r] as number[])[c] = ((m[r] as number[])[c] as number) - f * ((m[i] as number[])[c] as number);
    }
  }
  // Each fitted row now holds its own measure alone among the fitted ones (the others' entries meet a 0).
  const beta = fitted.map((yes, i) => (yes ? ((m[i] as number[])[k] as number) / ((m[i] as number[])[i] as number) : 0));
  return { beta, fitted: fitted.filter(Boolean).length };
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
  if (k === 0 || games < Math.max(LUCK_MIN_GAMES, LUCK_GAMES_PER_MEASURE * k)) return null;
  const y = hits / games;
  const vy = y * (1 - y);
  if (vy <= 0) return null;
  const mean = s.x.map((v) => v / games);
  const sxx = Array.from({ length: k }, (_, j) => Array.from({ length: k }, (_, i) => (s.xx[j * k + i] as number) / games - (mean[j] as number) * (mean[i] as number)));
  const sxy = Array.from({ length: k }, (_, j) => (xHit[j] as number) / games - (mean[j] as number) * y);
  const { beta, fitted } = solve(sxx, sxy);
  if (fitted === 0) return null;
  let fit = 0;
  let shift = 0;
  for (let j = 0; j < k; j++) {
    fit += (beta[j] as number) * (sxy[j] as number);
    shift += (beta[j] as number) * (mean[j] as number);
  }
  const r2 = Math.min(1, Math.max(0, fit / vy));
  // Adjusted for the measures fitted (those left out tell nothing the others do not).
  const explained = Math.min(MOST_EXPLAINED, Math.max(0, 1 - ((1 - r2) * (games - 1)) / (games - fitted - 1)));
  return { chance: Math.min(1, Math.max(0, y - shift)), explained };
}
