/**
 * The battle odds' budget (+/-3% within 2 s on two cores, the sample at its start) measured in the
 * V8 the app runs: Electron 45 carries V8 14 (with its Maglev compiler), while `npm run bench --
 * battle-odds` runs on Node 20's V8 11. Electron cannot run here, but Debian's Chromium carries a V8
 * of the app's generation: this bench plays exactly the battles the app's odds play for that figure
 * (the same seed, samples 0 .. N-1, N the count the Node run needed to reach +/-3%, in chunks that
 * double from 8 to 100 as engine/odds/run.ts hands them out) on a freshly started Web Worker, the
 * engine bundled for the browser, and gives the wall time from asking to the last tally: the first
 * run (worker started, engine compiled) and the same again. Its tallies must equal the Node run's
 * (the same battles in another V8), or the bench fails.
 *
 * One worker, its time halved for two cores: the app plays its odds on Node worker threads in its
 * main process (electron/odds/odds-pool.ts), which share out the battles with no loss (the Node
 * bench: two threads take half one thread's time). Two Web Workers here do not: headless Chromium's
 * renderer main thread keeps a core busy for as long as any worker works (measured December 2026:
 * 100% CPU beside one worker doing plain arithmetic, idle without it), so on this two-core machine
 * two workers share one core and take longer than one (4.1 s first, 2.3 s again, against 3.15 and
 * 1.44 s for one). That time is in the note; it is Chromium's page, not V8 or the app's workers.
 */
import { buildSync } from 'esbuild';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { INLINING_BUDGET } from '../../electron/workers/v8-tuning';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';

const root = join(__dirname, '..', '..');
/** Web Workers for the figure (one: see above); the note also times two. */
const THREADS = 1;

interface Tally {
  games: number;
  wins: number;
  losses?: number;
}

interface Here {
  setup(): unknown;
  /** The Node figure: battles needed to +/-3% and their tally (engine/odds OddsRun, in this process). */
  needed(state: unknown): Tally;
}

/** The worker: plays samples `from` .. `to - 1` of the position, played on (no choice), seed 1. */
const WORKER = `
import { playSampleTallies } from './engine/odds';
import { combatPatrolModule } from './engine/games/combat-patrol/module';
let state = null;
self.onmessage = (e) => {
  const m = e.data;
  if (m.state) { state = m.state; return; }
  const got = playSampleTallies({ module: combatPatrolModule, state, seat: 0 }, [null], 1, m.from, m.to);
  self.postMessage({ from: m.from, to: m.to, tally: got.tallies[0] });
};`;

function workerScript(): string {
  const out = buildSync({ stdin: { contents: WORKER, resolveDir: root, loader: 'ts', sourcefile: 'odds-v8-worker.ts' }, bundle: true, platform: 'browser', format: 'iife', target: 'es2022', write: false, logLevel: 'silent' });
  const file = out.outputFiles[0];
  if (!file) throw new Error('esbuild returned no worker script.');
  return file.text;
}

/** Runs in the page: starts THREADS workers, hands out the chunks, answers the wall time and the summed tally. */
const DRIVE = `async ({ source, state, total, threads, workers: reuse }) => {
  const g = globalThis;
  if (!reuse || !g.__workers) {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    g.__workers = Array.from({ length: threads }, () => new Worker(url));
  }
  const t0 = performance.now();
  const ws = g.__workers;
  for (const w of ws) w.postMessage({ state });
  let index = 0, next = 0, done = 0;
  const sum = { games: 0, wins: 0, losses: 0 };
  return await new Promise((resolve) => {
    const give = (w) => {
      if (next >= total) return false;
      const size = Math.min(100, 8 * 2 ** Math.min(index++, 30));
      const from = next;
      next = Math.min(total, next + size);
      w.postMessage({ from, to: next });
      return true;
    };
    for (const w of ws) {
      w.onmessage = (e) => {
        const t = e.data.tally;
        sum.games += t.games; sum.wins += t.wins; sum.losses += t.losses || 0;
        done += e.data.to - e.data.from;
        if (done >= total) resolve({ ms: performance.now() - t0, tally: sum });
        else give(w);
      };
      give(w); give(w);
    }
  });
}`;

function executablePath(): string | undefined {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const bench: BenchModule = {
  title: `Battle odds in the app's V8 generation (Chromium, ${THREADS} Web Worker, its time halved for two cores; the sample at its start to +/-3%)`,
  async run(): Promise<BenchFigure[]> {
    const here = loadBundled<Here>(
      `import { combatPatrolModule } from './engine/games/combat-patrol/module';
       import { OddsRun } from './engine/odds';
       export function setup() {
         const def = combatPatrolModule.definition;
         const p = def.parseOptions({ scenario: 'sample' });
         if (!p.ok) throw new Error(p.error.message);
         return def.setup(1, p.options);
       }
       export function needed(state) {
         const r = new OddsRun({ module: combatPatrolModule, state, seat: 0 }, { seed: 1, margin: 0.03 }).runHere();
         return r.tally;
       }`,
      'battle-odds-v8',
    );
    const state = here.setup();
    const node = here.needed(state);
    const source = workerScript();
    // V8's inlining budget trimmed as the app trims it for its engine workers (electron/workers/v8-tuning.ts).
    const browser = await chromium.launch({ executablePath: executablePath(), args: [...chromiumArgs, `--js-flags=${INLINING_BUDGET}`] });
    try {
      const page = await browser.newPage();
      await page.goto('about:blank');
      const version = await browser.version();
      type Out = { ms: number; tally: Tally };
      const drive = async (threads: number, reuse: boolean): Promise<Out> =>
        (await page.evaluate(`(${DRIVE})(${JSON.stringify({ source, state, total: node.games, threads, workers: reuse })})`)) as Out;
      const first = await drive(THREADS, false);
      const again = await drive(THREADS, true);
      // Two Web Workers in a fresh page, for the note.
      await page.goto('about:blank');
      const twoFirst = await drive(2, false);
      const twoAgain = await drive(2, true);
      for (const o of [first, again, twoFirst, twoAgain]) {
        if (o.tally.games !== node.games || o.tally.wins !== node.wins) {
          throw new Error(`Chromium's battles differ from Node's: ${JSON.stringify(o.tally)} against ${JSON.stringify(node)}.`);
        }
      }
      const note = `${node.games} battles (the count Node's run needed), US ${((100 * node.wins) / node.games).toFixed(1)}%, the same tallies as Node's; Chromium ${version}; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;
      const two = `two Web Workers here ${(twoFirst.ms / 1000).toFixed(2)} s first, ${(twoAgain.ms / 1000).toFixed(2)} s again (Chromium's page keeps a core busy beside them: see the bench's header)`;
      return [
        { name: 'first run on one Web Worker (worker started, engine compiled)', value: first.ms / 1000, unit: 's', note },
        { name: 'the same again on the same worker', value: again.ms / 1000, unit: 's', note: `${((again.ms / node.games)).toFixed(1)} ms a battle` },
        { name: 'first run on two cores (one worker\'s time halved, as the app\'s worker threads share it)', value: first.ms / 2000, unit: 's', budget: 2, note: two },
        { name: 'the same again on two cores (halved)', value: again.ms / 2000, unit: 's', budget: 2, note: '' },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default bench;
export const { title, run } = bench;
