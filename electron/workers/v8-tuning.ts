/**
 * V8's inlining budget, trimmed once for the whole process before the first engine worker starts
 * (start-worker.ts): each worker compiles the engine afresh, and with V8's default budget the first
 * battle odds after the workers start spend more time compiling big inlined functions than playing.
 * Measured with `npm run bench -- battle-odds` (Combat Patrol!'s sample at its start, +/-3% on two
 * worker threads, December 2026): the first run 1.6-1.75 s with the budget trimmed to 100 against
 * 2.3 s without, the warm run the same (0.8 s); in Chromium 150's V8 (the app's generation, the
 * battle-odds-v8 bench with --js-flags) the first run 15-18% shorter. The veteran's, the balance
 * check's and the share's benches unchanged by it; the Endless Patrol odds' games some 7% slower
 * (`npm run bench -- play-on`, one thread, back to back: 0.090-0.092 ms a game best of three against
 * 0.097 ms), a cost taken for the battle odds' first run. V8's flags belong to the whole process and are read at each compile, so setting
 * it here, before the workers start, reaches every worker (Node and Electron both leave V8's flags
 * open to `setFlagsFromString` after start-up).
 */
import { setFlagsFromString } from 'node:v8';

/** The flag, also checked against the running V8 by its test (an unknown flag would be ignored). */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=100';

let tuned = false;

/** Trims V8's inlining budget, once. */
export function tuneV8(): void {
  if (tuned) return;
  setFlagsFromString(INLINING_BUDGET);
  tuned = true;
}

/** Whether the budget has been trimmed in this process (for tests). */
export function v8Tuned(): boolean {
  return tuned;
}
