/**
 * DESIGN.md: "The main process answers any call within 100 ms while long work runs, a computer's
 * turn included." Patrol: Lost! with the computer on both sides (issue 21), watched as the screen
 * watches it: created stepwise, then saves.watch until the end, each call timed (wall time, this
 * process: the services run here as in the main process). A call is one side's moves, cut short
 * after WATCH_SLICE_MS once a move is made, so the longest call is about that plus one move.
 * Beside it, the same game played out in the one call a computers-only game used to take. Times are
 * wall time, or the CPU time this process used when the machine's load stretched the wall time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameModules } from '../../engine/games';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import type { BenchFigure, BenchModule } from '../bench';

const app = { version: 'bench', host: 'browser' as const, dataPath: '' };

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

interface Env {
  save: { id: string; actionCount: number };
  result: unknown;
}

const mod: BenchModule = {
  title: 'Patrol: Lost! computer against computer, watched: each call of the main process',
  async run(): Promise<BenchFigure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bench-watch-'));
    const store = Store.open(join(dir, 'watch.db'));
    try {
      const api = createApiHandler(createServices({ store, modules: gameModules, app }));
      /** A call's wall time, or its CPU time when the machine's load stretched the wall time (as long-work.ts blames the main thread). */
      const call = async (channel: string, payload: unknown): Promise<{ env: Env; ms: number }> => {
        const t = performance.now();
        const c = process.cpuUsage();
        const r = await api.handle(channel, payload);
        const wall = performance.now() - t;
        const used = process.cpuUsage(c);
        if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
        return { env: r.value as Env, ms: Math.min(wall, (used.user + used.system) / 1000) };
      };
      // Warm up (first statements, first bot calls), as the app has by the time a second game starts.
      let warm = (await call('saves.create', { game: 'patrol-lost', seed: 1, seats: [{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }], stepwise: true })).env;
      for (let i = 0; i < 6 && warm.result === null; i++) warm = (await call('saves.watch', { id: warm.save.id })).env;
      const figures: BenchFigure[] = [];
      for (const [level, games] of [['easy', 4], ['medium', 2], ['hard', 1]] as const) {
        const seats = [{ kind: 'bot', bot: level }, { kind: 'bot', bot: level }];
        const times: number[] = [];
        /** Calls that made one move only: the slowest of them is the slowest single decision. */
        const single: number[] = [];
        let moves = 0;
        for (let g = 0; g < games; g++) {
          let { env, ms } = await call('saves.create', { game: 'patrol-lost', seed: 500 + g, seats, stepwise: true });
          times.push(ms);
          while (env.result === null) {
            const before = env.save.actionCount;
            ({ env, ms } = await call('saves.watch', { id: env.save.id, expectedCount: before }));
            times.push(ms);
            if (env.save.actionCount === before + 1) single.push(ms);
          }
          moves += env.save.actionCount;
        }
        const whole = await call('saves.create', { game: 'patrol-lost', seed: 500, seats });
        figures.push(
          { name: `${level} v ${level}: slowest call, watched (${games} game${games === 1 ? '' : 's'})`, value: Math.max(...times), unit: 'ms', budget: 100, note: `p99 ${pct(times, 99).toFixed(1)} ms, median ${pct(times, 50).toFixed(1)} ms; ${times.length} calls for ${moves} moves; slowest call of one move ${single.length ? Math.max(...single).toFixed(0) : '-'} ms` },
          { name: `${level} v ${level}: the whole game in one call, as before`, value: whole.ms, unit: 'ms', note: `${whole.env.save.actionCount} moves; what a computers-only game blocked for` },
        );
      }
      return figures;
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
export const { title, run } = mod;
