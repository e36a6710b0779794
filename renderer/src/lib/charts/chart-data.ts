/**
 * Chart data in the shape the charting library (chartist) takes, and what a screen reader gets
 * instead of the picture: a table of the same numbers. Plain TypeScript, tested with vitest.
 */
export interface Series {
  name: string;
  values: number[];
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  labels: string[];
  series: Series[];
  /** Bars drawn sideways (long labels such as soldiers' names). */
  horizontal?: boolean;
}

/** At most `max` axis labels shown, evenly spaced (the rest blank), so 500 games stay readable. */
export function thinLabels(labels: readonly string[], max: number): string[] {
  if (labels.length <= max) return [...labels];
  const step = Math.ceil(labels.length / max);
  return labels.map((l, i) => (i % step === 0 || i === labels.length - 1 ? l : ''));
}

/** The highest value in any series (0 for none), for an axis that starts at zero and ends above it. */
export function highest(series: readonly Series[]): number {
  let top = 0;
  for (const s of series) for (const v of s.values) if (v > top) top = v;
  return top;
}

/** Rows of the accessible table: one per label, one column per series. */
export function tableRows(spec: ChartSpec): { label: string; cells: number[] }[] {
  return spec.labels.map((label, i) => ({ label, cells: spec.series.map((s) => s.values[i] ?? 0) }));
}
