/**
 * Line of sight and cover budgets (DESIGN.md): one model against 200 targets with 100 terrain
 * pieces under 2 ms; the full 200 x 200 matrix under 100 ms. Seeded generated table.
 */
import { buildTerrainIndex, lineOfSight, losMatrix, losRow } from '../../engine/geometry';
import { seededTable } from '../../engine/geometry/random-terrain';
import { availableParallelism, loadavg } from 'node:os';
import type { BenchFigure, BenchModule } from '../bench';

/**
 * Wall-clock median and p95, and the median CPU time of this process per run. On a shared, busy
 * machine wall time includes waiting for a core; CPU time is what the work itself costs (the
 * computation is single-threaded, so on an idle machine the two agree).
 */
function timeIt(runs: number, fn: () => void): { median: number; p95: number; cpu: number } {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, p95: times[Math.floor(runs * 0.95)] ?? 0, cpu: cpus[Math.floor(runs / 2)] ?? 0 };
}

const bench: BenchModule = {
  title: 'Geometry: line of sight and cover (seed 1411, 100 pieces, 200 models, 48 x 48 in)',
  async run(): Promise<BenchFigure[]> {
    const { terrain, models } = seededTable(1411, 100, 200);
    const build = timeIt(200, () => buildTerrainIndex(terrain));
    const index = buildTerrainIndex(terrain);
    const shooters = models.slice(0, 50);
    let k = 0;
    // Warm up the JIT, as a dragged model would after its first frames.
    for (let i = 0; i < 200; i++) losRow(index, models[i % 200]!, models);
    const row = timeIt(500, () => losRow(index, shooters[k++ % shooters.length]!, models));
    k = 0;
    const rowWords = timeIt(300, () => {
      const s = shooters[k++ % shooters.length]!;
      for (const t of models) lineOfSight(index, s, t);
    });
    const matrix = timeIt(25, () => losMatrix(index, models));
    const codes = losMatrix(index, models);
    const counts = [0, 0, 0, 0];
    codes.forEach((c) => counts[c]!++);
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    return [
      { name: 'terrain index build (100 pieces)', value: build.median, unit: 'ms' },
      { name: 'one model vs 200 targets, status codes (median)', value: row.median, unit: 'ms', budget: 2, note: `p95 ${row.p95.toFixed(2)} ms` },
      { name: 'one model vs 200 targets, with words (median)', value: rowWords.median, unit: 'ms', budget: 2, note: `p95 ${rowWords.p95.toFixed(2)} ms` },
      { name: '200 x 200 matrix (median)', value: matrix.median, unit: 'ms', budget: 100, note: `p95 ${matrix.p95.toFixed(1)} ms; clear/light/heavy/blocked ${counts.join('/')}` },
      { name: 'one model vs 200 targets, codes, CPU time', value: row.cpu, unit: 'ms', budget: 2, note: load },
      { name: '200 x 200 matrix, CPU time', value: matrix.cpu, unit: 'ms', budget: 100, note: load },
    ];
  },
};
export default bench;
export const { title, run } = bench;
