/**
 * V8's flags for the engine, set once for the whole process before the first worker starts
 * (start-worker.ts): each worker compiles the engine afresh, and the first battle odds after the
 * workers start spend more of their time compiling than playing. V8's flags belong to the whole
 * process and are read as code is compiled, so setting them here reaches every worker started after
 * (Node and Electron both leave V8's flags open to `setFlagsFromString` after start-up).
 *
 * - The inlining budget trimmed to 100 (every V8): measured with `npm run bench -- battle-odds`
 *   (Combat Patrol!'s sample at its start, +/-3% on two worker threads, December 2026) the first run
 *   1.6-1.75 s against 2.3 s, the warm run the same (0.8 s); the Endless Patrol odds' games some 7%
 *   slower on Node 20 (`npm run bench -- play-on`), a cost taken for the battle odds' first run.
 * - Where V8 has Maglev, its mid-tier optimising compiler, on by default (V8 12 and later:
 *   Electron's, not Node 20's), no Turbofan and no inlining in Maglev: the engine's code runs on
 *   Maglev's quicker-made code. Measured in Chromium 156's V8 (the app's generation; Electron
 *   cannot run here) on two Web Workers, three runs alternated (`npm run bench -- battle-odds-v8`,
 *   December 2026): the battle odds asked the moment the workers start 2.03-2.17 s against
 *   3.23-3.70 s (1.98 and 2.51 s in two more runs), after the warm-up 0.44-0.49 against 0.74-0.82
 *   s, half a second after the workers start 0.90-0.93 against 1.98-2.16 s, played again on warm
 *   workers 0.77-0.83 against 1.28-1.44 s. On two cores the workers' Turbofan compiles (some 130
 *   hot functions a worker, each compiled on V8's helper threads) took the cores from the workers'
 *   own play. Its costs and gains elsewhere, measured the same way on one Web Worker, a fresh one a
 *   run, alternated: the Endless Patrol odds' games some 30% slower (12,000 greedy games from even
 *   positions 1.25-1.31 s against 0.91-0.99 s: at the two-core rate the budget's +/-1% at an even
 *   position about 0.3 s, within its 0.5 s); a Patrol: Lost! hard computer turn 10-11 ms on average
 *   once warm against 6-10 ms, its slowest 74-119 ms against 146-183 ms (budget 200 ms); the
 *   veteran's worst activation 424-455 ms against 647-786 ms (budget 1 s); six tactical battles of
 *   the sample (the balance check's work) 1.9-2.3 s against 2.6-2.9 s fresh, the same once warm.
 *   Not on Node 20, whose Maglev is off by default: there Turbofan is its only optimiser.
 */
import { setFlagsFromString } from 'node:v8';

/** The inlining budget's flag, also checked against the running V8 by its test (an unknown flag would be ignored). */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=100';

/** Maglev as the top tier, without inlining: for a V8 that has Maglev on by default. */
export const MAGLEV_ONLY = ['--no-turbofan', '--no-maglev-inlining'] as const;

/** The first V8 with Maglev on by default in Node and Electron (Node 22's 12.4; Chromium's since 11.7, Node 20's 11.3 without). */
const MAGLEV_FROM = 12;

/** The flags for a V8 of `version` (as `process.versions.v8` gives it: "11.3.244.8-node.38"). */
export function engineV8Flags(version: string): string[] {
  const major = Number.parseInt(version, 10);
  return Number.isFinite(major) && major >= MAGLEV_FROM ? [INLINING_BUDGET, ...MAGLEV_ONLY] : [INLINING_BUDGET];
}

let tuned: string[] | null = null;

/** Sets the engine's flags for this process's V8, once. */
export function tuneV8(): void {
  if (tuned) return;
  const flags = engineV8Flags(process.versions.v8);
  for (const f of flags) setFlagsFromString(f);
  tuned = flags;
}

/** The flags set in this process, or null before the first worker (for tests). */
export function v8Tuned(): readonly string[] | null {
  return tuned;
}
