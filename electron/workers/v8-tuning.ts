/**
 * V8's flags for the engine, set once for the whole process before the first worker starts
 * (start-worker.ts): each worker compiles the engine afresh, and the first battle odds after the
 * workers start spend more of their time compiling than playing. V8's flags belong to the whole
 * process and are read as code is compiled, so setting them here reaches every worker started after
 * (Node and Electron both leave V8's flags open to `setFlagsFromString` after start-up; Node's
 * documents warn that a flag changed after start-up may act unpredictably or not at all, so
 * Electron's main process sets them first thing, before its own code has run hot, and logs them).
 *
 * - The inlining budget trimmed to 100 (every V8): measured with `npm run bench -- battle-odds`
 *   (Combat Patrol!'s sample at its start, +/-3% on two worker threads, December 2026) the first run
 *   1.6-1.75 s against 2.3 s, the warm run the same (0.8 s); the Endless Patrol odds' games some 7%
 *   slower on Node 20 (`npm run bench -- play-on`), a cost taken for the battle odds' first run.
 * - In Electron, whose V8 (12 and later) has Maglev, its mid-tier optimising compiler, on by
 *   default: no Turbofan and no inlining in Maglev, so the engine runs on Maglev's quicker-made
 *   code. On two cores the workers' Turbofan compiles (some 130 hot functions a worker, compiled on
 *   V8's helper threads) took the cores from the workers' own play. Measured in Chromium 156's V8
 *   (the nearest to Electron 45's that runs here; the app's own cannot), `npm run bench -- battle-
 *   odds-v8`, six runs alternated with the inlining budget alone (4 December 2026, load 3-3.6 with
 *   the bench's own): the battle odds asked the moment the workers start 2.0-3.1 s against 3.2-3.8 s
 *   (0.6-1.6 s shorter than the run before each), after the warm-up 0.44-0.71 against 0.74-0.92 s,
 *   half a second after the workers start 0.90-1.42 against 1.98-2.59 s, after a rest of 1.5 s on
 *   the game's card 0.92-1.58 against 1.84-2.27 s. THE COST: the Endless Patrol odds at an even
 *   position and every choice of its fire phase, once the workers are warm (`npm run bench --
 *   odds-v8`: twelve even positions to +/-1%, the engine's OddsRun in the page and the app's odds
 *   worker code on two Web Workers, each run alternating the two flag sets, load 1.7-3.5): the
 *   position's median 0.51-0.77 s against 0.58-0.65 s with Turbofan, over the 0.5 s budget either
 *   way in this V8 on nearly every run (Node 20, which keeps Turbofan: 0.41 s); every choice
 *   1.70-2.06 s against 1.34-1.70 s, over the 2 s budget in two runs of seven. Maglev with its
 *   inlining on gave the Endless Patrol odds the same within the noise (0.49-0.74 s, 1.63-2.02 s)
 *   and half the battle odds' gain back (half a second after the workers start 1.28-2.05 s against
 *   0.89-1.71 s, five runs alternated). The first even position on fresh workers (another seed)
 *   0.85-1.02 s against 1.75-1.87 s. Elsewhere, on one fresh Web Worker a run, three runs each
 *   alternated: a Patrol: Lost! hard computer turn 10-11 ms on average once warm against 6-10 ms,
 *   its slowest 74-119 ms against 146-183 ms (budget 200 ms); the veteran's worst activation 424-455
 *   ms against 647-786 ms (budget 1 s); six tactical battles of the sample 1.9-2.3 s against 2.6-2.9
 *   s fresh, the same once warm; a 115-sheet PDF of a 96 x 72 table with pdf-lib (the print worker)
 *   and 6,374 actions of 40 battles applied again (a save loaded) the same. Electron's main process
 *   sets them first thing (electron/main/index.ts), so its own code (the services, the store, the
 *   share host) runs on Maglev too: its work is the engine's rules and the store's, measured in the
 *   replay above. Not in Node (the browser host, tests, benches, sims), whose Turbofan stays: Node
 *   20's Maglev is off, and Node 22's was not measured. To go back to Turbofan everywhere, empty
 *   MAGLEV_ONLY.
 */
import { setFlagsFromString } from 'node:v8';

/** The inlining budget's flag, also checked against the running V8 by its test (an unknown flag would be ignored). */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=100';

/** Maglev as the top tier, without inlining: for Electron's V8, which has Maglev on by default. */
export const MAGLEV_ONLY = ['--no-turbofan', '--no-maglev-inlining'] as const;

/** The first V8 with Maglev on by default in Node and Electron (Node 22's 12.4; Chromium's since 11.7, Node 20's 11.3 without). */
const MAGLEV_FROM = 12;

/** The runtime, as `process.versions` gives it: V8's version ("11.3.244.8-node.38"), and Electron's when the app runs in Electron. */
export interface Runtime {
  v8: string;
  electron?: string;
}

/**
 * The engine's flags for a runtime: Maglev alone only in Electron (what was measured, in a V8 of its
 * generation); Node (the browser host, tests, benches and sims) keeps Turbofan, whatever its version.
 */
export function engineV8Flags(runtime: Runtime): string[] {
  const major = Number.parseInt(runtime.v8, 10);
  const maglev = runtime.electron !== undefined && Number.isFinite(major) && major >= MAGLEV_FROM;
  return maglev ? [INLINING_BUDGET, ...MAGLEV_ONLY] : [INLINING_BUDGET];
}

let tuned: string[] | null = null;

/**
 * Sets the engine's flags for this process's V8, once: first thing in Electron's main process (so
 * the process runs one way from its start), and before the first worker wherever it was not.
 */
export function tuneV8(runtime: Runtime = process.versions): void {
  if (tuned) return;
  const flags = engineV8Flags(runtime);
  for (const f of flags) setFlagsFromString(f);
  tuned = flags;
}

/** The flags set in this process, or null before they were (for tests and the diagnostics). */
export function v8Tuned(): readonly string[] | null {
  return tuned;
}
