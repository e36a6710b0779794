import { describe, expect, it } from 'vitest';
import { highest, tableRows, thinLabels } from './chart-data';

describe('chart data', () => {
  it('thins long label lists to evenly spaced ones, keeping the last', () => {
    expect(thinLabels(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
    const labels = Array.from({ length: 501 }, (_, i) => `${i}`);
    const shown = thinLabels(labels, 20).filter((l) => l !== '');
    expect(shown.length).toBeLessThanOrEqual(21);
    expect(shown[0]).toBe('0');
    expect(shown.at(-1)).toBe('500');
  });

  it('finds the top of the axis and builds the table a screen reader reads', () => {
    const spec = { kind: 'bar' as const, labels: ['Endless Patrol', 'The Lost Patrol'], series: [{ name: 'Took part', values: [15, 10] }, { name: 'Came through', values: [11] }] };
    expect(highest(spec.series)).toBe(15);
    expect(tableRows(spec)).toEqual([
      { label: 'Endless Patrol', cells: [15, 11] },
      { label: 'The Lost Patrol', cells: [10, 0] },
    ]);
  });
});
