/**
 * The Endless Patrol odds' budgets at their hard case (a position whose chance is near 50%: to
 * +/-1% within 0.5 s; every choice of such a fire phase to +/-1% within 2 s) measured in the V8
 * the app runs, as `battle-odds-v8` does for the battle odds: `npm run bench -- odds` measures them
 * on Node 20's V8 11, which keeps Turbofan, where the app in Electron runs its engine on Maglev
 * alone (electron/workers/v8-tuning.ts engineV8Flags). Electron cannot run here; Debian's Chromium
 * carries a V8 of nearly the app's generation. The same twelve positions as `odds` (bench/odds.ts
 * evenPositions), each worked out by the engine's own OddsRun (engine/odds/run.ts, bundled for the
 * browser, in the page) handing its chunks to two Web Workers, two in hand a worker as
 * electron/odds/odds-pool.ts does, each worker playing them with playSampleTallies. Warm workers
 * (the app keeps them), after one run on them fresh (its time in the note). The figure is the wall
 * time from asking to the last figure settled, with Chromium started with the app's V8 flags; the
 * note gives the same with Turbofan kept (the flags any runtime but Electron gets: the inlining budget
 * alone, which the app had before Maglev alone), the load, and the first run. Every run's
 * tallies must equal the Node run's for the same seed (the same games in another V8), or the bench
 * fails.
 *
 * Measured (4 December 2026, Chromium 156, this two-core machine at load 1.4-3, eight runs with the
 * app's flags and four with each other set, alternated): the even position's median 0.61-0.81 s with
 * the app's flags (Maglev alone), 0.59-0.74 s with Turbofan kept, 0.58-0.78 s with Maglev alone but
 * its inlining on: over the 0.5 s budget whichever the flags (Node 20 gives 0.41 s for the same
 * games: `odds`); every choice of those fire phases 1.79-2.20 s with the app's flags (over the 2 s
 * budget in six runs of eight), 1.40-1.68 s with Turbofan, 1.68-2.05 s with Maglev's inlining on.
 * The battle odds with Maglev's inlining on (battle-odds-v8, three runs alternated with the app's
 * flags): asked the moment the workers start 2.69-3.21 s against 2.16-2.71 s, half a second after
 * 1.28-1.55 against 0.89-1.36 s. So Maglev alone costs this game's long runs a quarter of their
 * speed and buys the battle odds' first second; no flag set tried meets both.
 */
import { buildSync } from 'esbuild';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { engineV8Flags } from '../../electron/workers/v8-tuning';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';
import { evenPositions, type PositionsEngine } from './odds';

const root = join(__dirname, '..', '..');
const THREADS = 2;
const MARGIN = 0.01;
const SEED = 1000;

/** A run's figures: the position's tally, and each choice's in the order reported. */
interface Counts {
  games: number;
  wins: number;
  choices: [number, number][];
}

interface Here extends PositionsEngine {
  /** The Node run to +/-1% (engine/odds OddsRun, on this thread). */
  counts(state: unknown, seed: number, choices: boolean): Counts;
}

/** The worker: plays the chunk's samples of the position it was last given, for the chunk's choices. */
const WORKER = `
import { playSampleTallies } from './engine/odds';
import { endlessPatrolModule } from './engine/games/endless-patrol';
let state = null;
self.onmessage = (e) => {
  const m = e.data;
  if (m.state) { state = m.state; return; }
  const got = playSampleTallies({ module: endlessPatrolModule, state, seat: 0 }, m.choices, m.seed, m.chunk.from, m.chunk.to);
  self.postMessage({ run: m.run, index: m.chunk.index, got });
};`;

/** The page's part: the engine's OddsRun and the game, for the driver below. */
const PAGE = `
import { OddsRun } from './engine/odds';
import { endlessPatrolModule } from './engine/games/endless-patrol';
globalThis.__ep = { OddsRun, module: endlessPatrolModule };`;

function browserScript(source: string, name: string): string {
  const out = buildSync({ stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` }, bundle: true, platform: 'browser', format: 'iife', target: 'es2022', write: false, logLevel: 'silent' });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`esbuild returned no ${name} script.`);
  return file.text;
}

/**
 * Runs each position in turn on the page's workers (started once, kept): a run's chunks out two a
 * worker, each answer added in the run's order, the run over once every figure is settled (answers
 * still out are dropped, as the pool drops them). Its times and counts.
 */
const DRIVE = `async ({ worker, states, choices, seed, threads, first }) => {
  const g = globalThis;
  if (!g.__workers) {
    const url = URL.createObjectURL(new Blob([worker], { type: 'text/javascript' }));
    g.__workers = Array.from({ length: threads }, () => new Worker(url));
    g.__busy = new Map(g.__workers.map((w) => [w, 0]));
    g.__runId = 0;
  }
  const ws = g.__workers, busy = g.__busy;
  const { OddsRun, module } = g.__ep;
  const out = [];
  for (const [i, state] of states.entries()) {
    const id = ++g.__runId;
    for (const w of ws) w.postMessage({ state });
    const run = new OddsRun({ module, state, seat: 0 }, { seed: seed + first + i, margin: ${MARGIN}, choices });
    const t0 = performance.now();
    await new Promise((resolve) => {
      let over = false;
      const pump = (w) => {
        while (!over && busy.get(w) < 2) {
          const c = run.next();
          if (!c) return;
          busy.set(w, busy.get(w) + 1);
          w.postMessage({ run: id, chunk: c, choices: c.targets.map((t) => run.targets[t] ?? null), seed: seed + first + i });
        }
      };
      for (const w of ws) {
        w.onmessage = (e) => {
          busy.set(w, busy.get(w) - 1);
          if (over || e.data.run !== id) return;
          run.add(e.data.index, e.data.got);
          if (run.decided) { over = true; resolve(); return; }
          pump(w);
        };
      }
      for (const w of ws) pump(w);
    });
    const ms = performance.now() - t0;
    const r = run.report();
    out.push({ ms, games: r.tally.games, wins: r.tally.wins, choices: r.choices.map((c) => [c.tally.games, c.tally.wins]) });
  }
  return out;
}`;

function executablePath(): string | undefined {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The V8 version Chromium carries: Chromium M ships V8 (M / 10).(M % 10). */
async function chromiumV8(): Promise<string> {
  const browser = await chromium.launch({ executablePath: executablePath(), args: chromiumArgs });
  try {
    const major = Number.parseInt(browser.version(), 10);
    return `${Math.floor(major / 10)}.${major % 10}`;
  } finally {
    await browser.close();
  }
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
}

type Timed = Counts & { ms: number };

/** The twelve positions, then each of them with every choice, on fresh workers in a browser started with `flags`; the first run on fresh workers apart. */
async function measure(flags: readonly string[], worker: string, page: string, states: unknown[]): Promise<{ fresh: Timed; even: Timed[]; fire: Timed[]; version: string }> {
  const args = flags.length > 0 ? [...chromiumArgs, `--js-flags=${flags.join(' ')}`] : chromiumArgs;
  const browser = await chromium.launch({ executablePath: executablePath(), args });
  try {
    const tab = await browser.newPage();
    await tab.goto('about:blank');
    await tab.addScriptTag({ content: page });
    const drive = async (list: unknown[], choices: boolean, first: number): Promise<Timed[]> =>
      (await tab.evaluate(`(${DRIVE})(${JSON.stringify({ worker, states: list, choices, seed: SEED, threads: THREADS, first })})`)) as Timed[];
    const [fresh] = await drive([states[0]], false, 100);
    const even = await drive(states, false, 0);
    const fire = await drive(states, true, 0);
    return { fresh: fresh as Timed, even, fire, version: browser.version() };
  } finally {
    await browser.close();
  }
}

function sameCounts(what: string, got: Counts[], want: Counts[]): void {
  got.forEach((g, i) => {
    const w = want[i] as Counts;
    if (g.games !== w.games || g.wins !== w.wins || JSON.stringify(g.choices) !== JSON.stringify(w.choices)) {
      throw new Error(`Chromium's games differ from Node's (${what}, position ${i + 1}): ${JSON.stringify(g)} against ${JSON.stringify(w)}.`);
    }
  });
}

const bench: BenchModule = {
  title: `Live odds in the app's V8 generation (Endless Patrol, Chromium, ${THREADS} Web Workers, wall time)`,
  async run(): Promise<BenchFigure[]> {
    const here = loadBundled<Here>(
      `import { endlessPatrolModule } from './engine/games/endless-patrol';
       import { OddsRun, playOn } from './engine/odds';
       import { playBotGame } from './engine/bots/play';
       export { endlessPatrolModule, playOn, playBotGame };
       export function counts(state, seed, choices) {
         const r = new OddsRun({ module: endlessPatrolModule, state, seat: 0 }, { seed, margin: ${MARGIN}, choices }).runHere();
         return { games: r.tally.games, wins: r.tally.wins, choices: r.choices.map((c) => [c.tally.games, c.tally.wins]) };
       }`,
      'odds-v8',
    );
    const states = evenPositions(here, 12, 2);
    const nodeEven = states.map((s, i) => here.counts(s, SEED + i, false));
    const nodeFire = states.map((s, i) => here.counts(s, SEED + i, true));
    const worker = browserScript(WORKER, 'odds-v8-worker');
    const page = browserScript(PAGE, 'odds-v8-page');
    const v8 = await chromiumV8();
    const flags = engineV8Flags({ v8, electron: 'the app' });
    // The same V8 with Turbofan kept (the flags a runtime other than Electron gets: the inlining budget alone).
    const turbofan = engineV8Flags({ v8 });
    const app = await measure(flags, worker, page, states);
    const plain = await measure(turbofan, worker, page, states);
    for (const [name, m] of [['app flags', app], ['Turbofan', plain]] as const) {
      sameCounts(`${name}, even positions`, m.even, nodeEven);
      sameCounts(`${name}, every choice`, m.fire, nodeFire);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const games = (ts: Timed[]) => median(ts.map((t) => t.games + t.choices.reduce((n, c) => n + c[0], 0)));
    const load = loadavg().map((x) => x.toFixed(2)).join(' ');
    return [
      {
        name: `even position to +/-1%: median of ${states.length}`, value: median(app.even.map((t) => t.ms)) / 1000, unit: 's', budget: 0.5,
        note: `with Turbofan kept (${turbofan.join(' ')}) ${s(median(plain.even.map((t) => t.ms)))}; slowest ${s(Math.max(...app.even.map((t) => t.ms)))} (${s(Math.max(...plain.even.map((t) => t.ms)))}); ${median(app.even.map((t) => t.games))} games median, the same as Node's; the first run on fresh workers ${s(app.fresh.ms)} (${s(plain.fresh.ms)}); Chromium ${app.version}, V8 flags ${flags.join(' ')}; load ${load}`,
      },
      {
        name: `even fire phase, every choice to +/-1%: median of ${states.length}`, value: median(app.fire.map((t) => t.ms)) / 1000, unit: 's', budget: 2,
        note: `with Turbofan kept ${s(median(plain.fire.map((t) => t.ms)))}; slowest ${s(Math.max(...app.fire.map((t) => t.ms)))} (${s(Math.max(...plain.fire.map((t) => t.ms)))}); ${games(app.fire)} games counted median, the same as Node's`,
      },
    ];
  },
};

export default bench;
export const { title, run } = bench;
