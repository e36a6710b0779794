/**
 * Words for the odds panel: each choice as a player would say it, a chance in words for hints
 * ("about 2 in 3"), and the bars of an outcome spread scaled for the chart. Plain, tested TS.
 */
import type { SpreadBar } from '../../../../electron/api/contract';
import type { GameInfo } from '../types';

/** One choice in words, as the game on screen says it (`game`: its GameInfo; view: its envelope's view); else the action as JSON. */
export function choiceLabel(game: Pick<GameInfo, 'choiceLabel'> | undefined, action: unknown, view: unknown): string {
  return game?.choiceLabel?.(action, view) ?? JSON.stringify(action);
}

const WORDS: [number, string][] = [
  [0.995, 'almost certain'],
  [0.9, 'about 9 in 10'],
  [0.8, 'about 4 in 5'],
  [0.75, 'about 3 in 4'],
  [0.66, 'about 2 in 3'],
  [0.6, 'about 3 in 5'],
  [0.5, 'about even'],
  [0.4, 'about 2 in 5'],
  [0.33, 'about 1 in 3'],
  [0.25, 'about 1 in 4'],
  [0.2, 'about 1 in 5'],
  [0.1, 'about 1 in 10'],
  [0.005, 'slim'],
  [0, 'almost none'],
];

/** A chance in words: 0.64 -> "about 2 in 3" (the nearest of a few plain fractions). */
export function chanceWords(p: number): string {
  if (p >= 0.995) return 'almost certain';
  if (p < 0.005) return 'almost none';
  let best = WORDS[0] as [number, string];
  for (const w of WORDS) if (Math.abs(w[0] - p) < Math.abs(best[0] - p)) best = w;
  return best[1];
}

/** A chance as the panel shows it: 0.6234 -> "62%" (one decimal under 1% and over 99%). */
export function pct(p: number): string {
  const x = 100 * p;
  if ((x > 0 && x < 1) || (x > 99 && x < 100)) return `${Math.min(99.9, x).toFixed(1)}%`;
  return `${Math.round(x)}%`;
}

export interface ChartBar {
  /** The value, or the range of values of a bin: "3", "40–44". */
  label: string;
  games: number;
  /** Share of all games, 0..1. */
  share: number;
  /** Length relative to the longest bar, 0..1. */
  length: number;
}

/** At most this many bars: a wider spread is put in bins of equal width. */
export const MAX_BARS = 8;

/** The bars of a spread (values in bins when there are more than MAX_BARS), each with its share and its length against the longest. */
export function chartBars(bars: readonly SpreadBar[]): ChartBar[] {
  const sorted = [...bars].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((n, b) => n + b.games, 0);
  let bins: { label: string; games: number }[] = sorted.map((b) => ({ label: String(b.value), games: b.games }));
  if (sorted.length > MAX_BARS) {
    const lo = sorted[0]!.value;
    const width = Math.ceil((sorted[sorted.length - 1]!.value - lo + 1) / MAX_BARS);
    const byBin = new Map<number, number>();
    for (const b of sorted) {
      const k = Math.floor((b.value - lo) / width);
      byBin.set(k, (byBin.get(k) ?? 0) + b.games);
    }
    bins = [...byBin.entries()].map(([k, games]) => ({ label: width === 1 ? String(lo + k) : `${lo + k * width}–${lo + k * width + width - 1}`, games }));
  }
  const most = bins.reduce((n, b) => Math.max(n, b.games), 0);
  return bins.map((b) => ({ label: b.label, games: b.games, share: total ? b.games / total : 0, length: most ? b.games / most : 0 }));
}

/** One sentence for screen readers: "Most often 3 (41%); from 0 to 7." (a bin when the bars are binned). */
export function spreadSummary(bars: readonly SpreadBar[]): string {
  const c = chartBars(bars);
  if (c.length === 0) return 'No games yet.';
  const top = c.reduce((a, b) => (b.games > a.games ? b : a));
  const lo = Math.min(...bars.map((b) => b.value));
  const hi = Math.max(...bars.map((b) => b.value));
  return `Most often ${top.label} (${pct(top.share)}); from ${lo} to ${hi}.`;
}

/** A spread in the shape the charting library (chartist) draws: one bar per row, its share of games in percent. */
export interface SpreadChartData {
  labels: string[];
  /** One series: each row's share of all games, 0..100. */
  series: number[][];
  /** Each row's share as the screen readers' table says it ("1.0%"), written at the end of its bar. */
  shares: string[];
  /** The axis end: the largest share rounded up to a tenth (so the longest bar nearly fills the width), at least 10. */
  high: number;
}

export function spreadChartData(bars: readonly SpreadBar[]): SpreadChartData {
  const rows = chartBars(bars);
  const shares = rows.map((r) => Math.round(r.share * 1000) / 10);
  const top = shares.reduce((n, v) => Math.max(n, v), 0);
  return { labels: rows.map((r) => r.label), series: [shares], shares: rows.map((r) => pct(r.share)), high: Math.max(10, Math.ceil(top / 10) * 10) };
}
