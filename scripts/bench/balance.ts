/**
 * The balance check's budget (issue 25): 100 battles of the sample scenario at the tactical level
 * within 60 s on two cores, played as the app plays them (electron/balance/balance-pool.ts with its
 * worker script bundled beside it, two workers, started and warm first as the app keeps them). The
 * figure is the CPU time of all the process's threads over the two cores (what the wall time is on
 * an idle two-core machine: this one is shared, as the odds bench counts); the wall time and the
 * load average are in the note.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BalancePool as Pool } from '../../electron/balance/balance-pool';
import type { BenchFigure, BenchModule } from '../bench';
import { bundleScript } from '../bundle-engine';

function load(): { BalancePool: typeof Pool } {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-balance-bench-'));
  writeFileSync(join(dir, 'balance-worker.js'), bundleScript(`import './electron/balance/balance-worker';`, 'balance-worker'));
  const main = join(dir, 'balance-bench.cjs');
  writeFileSync(main, bundleScript(`export { BalancePool } from './electron/balance/balance-pool';`, 'balance-bench'));
  return createRequire(__filename)(main) as { BalancePool: typeof Pool };
}

const bench: BenchModule = {
  title: 'Balance check (Combat Patrol!)',
  async run(): Promise<BenchFigure[]> {
    const { BalancePool } = load();
    const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', 'resources', 'games', 'combat-patrol', 'sample-scenario.json'), 'utf8')) as unknown;
    const pool = new BalancePool(2);
    try {
      // Warm: the workers load the engine (the app starts them once and keeps them).
      await pool.run({ doc, games: 2, seed: 1, levels: ['random', 'random'] });
      const load0 = loadavg()[0]!;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const out = await pool.run({ doc, games: 100, seed: 0x62616c61, levels: ['tactical', 'tactical'] });
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const wins = out.records.filter((r) => r.winner === 'US').length;
      return [
        {
          name: '100 tactical battles of the sample, 2 workers',
          value: (cpu.user + cpu.system) / 1e6 / 2,
          unit: 's',
          budget: 60,
          note: `US won ${wins}; wall ${(ms / 1000).toFixed(1)} s; CPU of all threads ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${load0.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
        },
      ];
    } finally {
      await pool.close();
    }
  },
};

export default bench;
export const { title, run } = bench;
