/**
 * The lanes a pool of long work (the battle odds, the balance check) hands its pieces to: one worker
 * thread each, started from its script (start-worker.ts) and kept; idle, a worker keeps no process
 * alive (unref'd), and the pool holds it (ref'd) only while work waits on it. When no worker can
 * start, there is one lane in this process instead: each message is handled after the current turn
 * of the event loop, in the order sent (still correct, only not off the main thread), said once in
 * the log. A worker's error goes to the pool (it fails what waits and starts new lanes next time).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

export interface Lane<Req> {
  send(msg: Req): void;
  /** True: the process stays alive while work waits on this lane (a worker's ref); false lets it go. */
  hold(on: boolean): void;
}

/** What plays the pieces in this process when no worker can start: the worker's own handler. */
export interface LanePlayer<Req, Reply> {
  handle(msg: Req): Reply | null | undefined;
}

export interface LaneOptions<Req, Reply> {
  /** The starting module's `__dirname` and the worker script's name (start-worker.ts). */
  here: string;
  script: string;
  threads: number;
  /** Lane `index` answered. */
  onReply(index: number, reply: Reply): void;
  /** A worker failed (its thread threw or could not load its script). */
  onError(e: unknown): void;
  /** The handler for the in-process lane, made only when no worker can start. */
  player(): LanePlayer<Req, Reply>;
  /** What the in-process lane does instead, for the log ("working out the odds"). */
  instead: string;
  /** How a worker is started (tests: one that cannot start). */
  start?: (here: string, script: string) => Worker;
}

export interface Lanes<Req> {
  lanes: Lane<Req>[];
  /** The worker threads (none when the lane is this process's), for closing. */
  workers: Worker[];
}

const warned = new Set<string>();

export function startLanes<Req, Reply>(o: LaneOptions<Req, Reply>): Lanes<Req> {
  const start = o.start ?? startWorker;
  const workers: Worker[] = [];
  try {
    const lanes = Array.from({ length: o.threads }, (_, i): Lane<Req> => {
      const w = start(o.here, o.script);
      workers.push(w);
      w.on('message', (r: Reply) => o.onReply(i, r));
      w.on('error', (e) => o.onError(e));
      // Unref'd after the listeners (adding a 'message' listener refs the worker again).
      w.unref();
      return { send: (m) => w.postMessage(m), hold: (on) => (on ? w.ref() : w.unref()) };
    });
    return { lanes, workers };
  } catch (e) {
    for (const w of workers) void w.terminate();
    if (!warned.has(o.script)) {
      warned.add(o.script);
      console.error(`Patrol HQ: no ${o.script} thread could be started; ${o.instead} in the main process instead.`, e);
    }
    const player = o.player();
    const lane: Lane<Req> = {
      send: (m) =>
        setImmediate(() => {
          const r = player.handle(m);
          if (r) o.onReply(0, r);
        }),
      hold: () => {},
    };
    return { lanes: [lane], workers: [] };
  }
}
