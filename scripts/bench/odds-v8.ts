/**
 * The Endless Patrol odds' budgets at their hard case (a position whose chance is near 50%: to +/-1%
 * within 0.5 s; every choice of such a fire phase to +/-1% within 2 s) measured in the V8 the app
 * runs, as `battle-odds-v8` does for the battle odds: `npm run bench -- odds` measures them on Node
 * 20's V8 11, which keeps Turbofan, where the app in Electron runs its engine on Maglev alone
 * (electron/workers/v8-tuning.ts engineV8Flags). Electron cannot run here; Debian's Chromium carries
 * a V8 of nearly the app's generation. The same twelve positions as `odds` (bench/odds.ts
 * evenPositions), each worked out by the engine's own OddsRun (engine/odds/run.ts, bundled for the
 * browser, in the page) handing its chunks to two Web Workers as electron/odds/odds-pool.ts does:
 * IN_HAND (two) in hand a worker, each answer (a late one of an earlier run too) followed by more,
 * the run over once every figure is settled, its end told to the workers ('forget'). Each worker
 * runs the app's own odds worker code (electron/odds/odds-core.ts OddsPlayer and OddsQueue: one
 * chunk a turn of its event loop, so a forgotten run's waiting chunks are answered unplayed). Warm
 * workers (the app keeps them), after one run on them fresh (another seed: its time in the note).
 * The figure is the wall time from asking to the last figure settled, with Chromium started with the
 * app's V8 flags; the note gives the same with Turbofan kept (the flags any runtime but Electron
 * gets: the inlining budget alone, which the app had before Maglev alone), the load, and the first
 * run. Every run's tallies must equal the Node run's for the same seed (the same games in another
 * V8), or the bench fails.
 *
 * Measured (4 December 2026, Chromium 156, this two-core machine at load 1.7-3.5 with the bench's
 * own; each run gives both flag sets, alternated, and a scratch copy swapped in a third set): the even
 * position's median 0.51-0.77 s with the app's flags (Maglev alone, seven runs), 0.58-0.65 s with
 * Turbofan kept (three runs), 0.49-0.74 s with Maglev alone but its inlining on (four runs): over the
 * 0.5 s budget whichever the flags on nearly every run (Node 20's `odds`: 0.41 s of CPU over the two
 * cores, 0.43 s wall, for the same games); every choice of those fire phases 1.70-2.06 s with the
 * app's flags (over the 2 s budget in two runs of seven), 1.34-1.70 s with Turbofan, 1.63-2.02 s with
 * Maglev's inlining on. Run by run, Maglev's inlining was 20% quicker than the app's flags twice and
 * no quicker twice: within the noise. It costs the battle odds (battle-odds-v8, five runs alternated
 * with the app's flags): half a second after the workers start 1.28-2.05 s against 0.89-1.71 s (over
 * 2 s in two runs), asked at once 2.69-3.78 against 2.16-3.55 s. So Maglev alone costs this game's
 * long runs some 15-25% against Turbofan and buys the battle odds' first second; no flag set tried
 * meets every budget. (A first version of this bench left one worker idle for a run after each run
 * it ended, and played the chunks of a finished run the app's workers skip: 0.61-0.81 s and 1.79-2.20
 * s with the app's flags, too slow.)
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumArgs } from '../../playwright.config';
import { IN_HAND } from '../../electron/odds/odds-pool';
import { engineV8Flags } from '../../electron/workers/v8-tuning';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';
import { evenPositions, type PositionsEngine } from './odds';
import { browserScript, chromiumPath, chromiumV8, settleBrowser } from './v8/chromium';

const THREADS = 2;
const MARGIN = 0.01;
const SEED = 1000;

/** A run's figures: the position's tally, and each choice's in the order reported (each whole: games, wins, casualties, turns, luck). */
interface Counts {
  games: number;
  wins: number;
  choices: number[];
  /** The tallies as JSON, the position's first: the same games give the very same. */
  tallies: string;
}

interface Here extends PositionsEngine {
  /** The Node run to +/-1% (engine/odds OddsRun, on this thread). */
  counts(state: unknown, seed: number, choices: boolean): Counts;
}

/**
 * The worker: the app's odds worker (electron/odds/odds-worker.ts) with a Web Worker's wiring: its
 * requests to the app's OddsQueue, whose turns of the event loop are a MessageChannel's (setImmediate's
 * stand-in: setTimeout would wait 4 ms a turn).
 */
const WORKER = `
import { OddsPlayer, OddsQueue } from './electron/odds/odds-core';
const turns = new MessageChannel();
const waiting = [];
turns.port1.onmessage = () => waiting.shift()();
const queue = new OddsQueue(new OddsPlayer(), (r) => self.postMessage(r), (f) => { waiting.push(f); turns.port2.postMessage(0); });
self.onmessage = (e) => queue.take(e.data);`;

/** The page's part: the engine's OddsRun and the game, for the driver below. */
const PAGE = `
import { OddsRun } from './engine/odds';
import { endlessPatrolModule } from './engine/games/endless-patrol';
globalThis.__ep = { OddsRun, module: endlessPatrolModule };`;

/**
 * Runs each position in turn on the page's workers (started once, kept), as the app's pool does
 * (odds-pool.ts `pump`, `onReply`, `finish`): the position to each worker, then chunks two in hand
 * a worker; each answer, a late one of an earlier run too, frees its place and the worker gets more;
 * an answer of the run is added in the run's order; the run over once every figure is settled, when
 * the workers are told to forget it (answers still out are dropped). A worker's error, or a run
 * longer than a minute, fails the bench. Its times and counts.
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
    const t0 = performance.now();
    const run = new OddsRun({ module, state, seat: 0 }, { seed: seed + first + i, margin: ${MARGIN}, choices });
    for (const w of ws) w.postMessage({ type: 'position', run: id, position: { game: 'endless-patrol', state, seat: 0, targets: run.targets, seed: seed + first + i } });
    await new Promise((resolve, reject) => {
      let over = false;
      const timer = setTimeout(() => reject(new Error('a run took over a minute')), 60000);
      const pump = (w) => {
        while (!over && busy.get(w) < ${IN_HAND}) {
          const c = run.next();
          if (!c) return;
          busy.set(w, busy.get(w) + 1);
          w.postMessage({ type: 'chunk', run: id, chunk: c });
        }
      };
      for (const w of ws) {
        w.onerror = (e) => reject(new Error('an odds worker failed: ' + (e.message || e)));
        w.onmessageerror = () => reject(new Error('an odds worker sent what could not be read'));
        w.onmessage = (e) => {
          busy.set(w, busy.get(w) - 1);
          const r = e.data;
          if (!over && r.run === id) {
            if ('error' in r) { reject(new Error(r.error)); return; }
            run.add(r.index, r.got);
            if (run.decided) {
              over = true;
              clearTimeout(timer);
              for (const x of ws) x.postMessage({ type: 'forget', run: id });
              resolve();
              return;
            }
          }
          pump(w);
        };
      }
      for (const w of ws) pump(w);
    });
    const ms = performance.now() - t0;
    const r = run.report();
    out.push({ ms, games: r.tally.games, wins: r.tally.wins, choices: r.choices.map((c) => c.tally.games), tallies: JSON.stringify([r.tally, ...r.choices.map((c) => c.tally)]) });
  }
  return out;
}`;

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
}

type Timed = Counts & { ms: number };

/** In a browser started with `flags`: one run on its workers fresh (another seed), then on them kept the twelve positions, then each of them with every choice. */
async function measure(flags: readonly string[], worker: string, page: string, states: unknown[]): Promise<{ fresh: Timed; even: Timed[]; fire: Timed[]; version: string }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, `--js-flags=${flags.join(' ')}`] });
  try {
    const tab = await browser.newPage();
    await tab.goto('about:blank');
    await tab.addScriptTag({ content: page });
    // Chromium's own starting up over first (v8/chromium.ts settleBrowser): the app's odds do not run beside a browser launching.
    await settleBrowser();
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
  if (got.length !== want.length) throw new Error(`Chromium ran ${got.length} positions (${what}) where Node ran ${want.length}.`);
  got.forEach((g, i) => {
    const w = want[i] as Counts;
    if (g.tallies !== w.tallies) {
      throw new Error(`Chromium's games differ from Node's (${what}, position ${i + 1}): ${g.games} games, ${g.wins} won, choices ${g.choices.join('/')}, against ${w.games}, ${w.wins}, ${w.choices.join('/')}.`);
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
         return { games: r.tally.games, wins: r.tally.wins, choices: r.choices.map((c) => c.tally.games), tallies: JSON.stringify([r.tally, ...r.choices.map((c) => c.tally)]) };
       }`,
      'odds-v8',
    );
    const states = evenPositions(here, 12, 2);
    const nodeEven = states.map((s, i) => here.counts(s, SEED + i, false));
    const nodeFire = states.map((s, i) => here.counts(s, SEED + i, true));
    const worker = browserScript(WORKER, 'endless-odds-v8-worker');
    const page = browserScript(PAGE, 'endless-odds-v8-page');
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
    const games = (ts: Timed[]) => median(ts.map((t) => t.games + t.choices.reduce((n, c) => n + c, 0)));
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
