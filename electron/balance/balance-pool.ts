/**
 * Balance checks on worker threads: one worker per core (at most `threads`), started by the first
 * check and kept (unref'd, ref'd only while a check waits on them), as the odds workers are
 * (electron/odds/odds-pool.ts, whose script-finding this follows: built, `balance-worker.js` beside
 * the main bundle; from source, `balance-worker.ts` through tsx). Battle i of a check is handed to
 * the next free worker, one at a time (a battle takes about half a second); the records are kept
 * by index, so the figures are those of the same check on one thread. A cancelled check hands out
 * no more battles and ends with the battles already handed out (a prefix of the check), so a
 * cancelled check's figures are also the same however the work was spread. No worker: the battles
 * are played in this process, one per turn of the event loop, said once in the log.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import type { BattleRecord } from '../../engine/games/combat-patrol/balance/battle';
import { battleOf, type BalanceRequest } from '../../engine/games/combat-patrol/balance/summary';
import { BalancePlayer, type BalanceWorkerReply, type BalanceWorkerRequest } from './balance-core';

export interface BalanceRun extends BalanceRequest {
  /** The scenario document (checked by the scenarios service). */
  doc: unknown;
}

export interface BalanceOutcome {
  /** The records of battles 0..k-1 (all of them unless cancelled). */
  records: BattleRecord[];
  cancelled: boolean;
}

interface Lane {
  send(msg: BalanceWorkerRequest): void;
  busy: boolean;
  hold?(on: boolean): void;
}

interface Running {
  req: BalanceRun;
  next: number;
  out: number;
  records: (BattleRecord | undefined)[];
  done: number;
  onProgress: (done: number, total: number) => void;
  isCancelled: () => boolean;
  resolve: (o: BalanceOutcome) => void;
  reject: (e: unknown) => void;
}

export class BalancePool {
  private lanes: Lane[] | null = null;
  private readonly runs = new Map<number, Running>();
  private nextRun = 1;
  private warned = false;
  private readonly workers: Worker[] = [];

  constructor(private readonly threads = Math.max(1, Math.min(availableParallelism(), 4))) {}

  private lanesNow(): Lane[] {
    if (this.lanes) return this.lanes;
    const lanes: Lane[] = [];
    try {
      for (let i = 0; i < this.threads; i++) {
        const w = startWorker(__dirname, 'balance-worker');
        this.workers.push(w);
        const lane: Lane = { send: (m) => w.postMessage(m), busy: false, hold: (on) => (on ? w.ref() : w.unref()) };
        w.on('message', (r: BalanceWorkerReply) => this.onReply(lane, r));
        w.on('error', (e) => this.laneFailed(e));
        w.unref();
        lanes.push(lane);
      }
    } catch (e) {
      lanes.length = 0;
      lanes.push(this.inProcessLane(e));
    }
    this.lanes = lanes;
    return lanes;
  }

  private inProcessLane(why: unknown): Lane {
    if (!this.warned) {
      this.warned = true;
      console.error('Patrol HQ: no balance worker could be started; playing the balance check in the main process instead.', why);
    }
    const player = new BalancePlayer();
    const lane: Lane = {
      busy: false,
      send: (m) => {
        if (m.type !== 'battle') {
          player.handle(m);
          return;
        }
        setImmediate(() => {
          const r = player.handle(m);
          if (r) this.onReply(lane, r);
        });
      },
    };
    return lane;
  }

  private laneFailed(e: unknown): void {
    this.lanes = null;
    for (const [id, r] of this.runs) {
      this.runs.delete(id);
      r.reject(e);
    }
  }

  private onReply(lane: Lane, reply: BalanceWorkerReply): void {
    lane.busy = false;
    const r = this.runs.get(reply.run);
    if (r) {
      r.out--;
      if ('error' in reply) {
        this.finish(reply.run);
        r.reject(new Error(reply.error));
      } else {
        r.records[reply.index] = reply.record;
        r.done++;
        r.onProgress(r.done, r.req.games);
      }
    }
    this.pump();
  }

  private finish(id: number): void {
    this.runs.delete(id);
    for (const lane of this.lanes ?? []) lane.send({ type: 'forget', run: id });
    for (const lane of this.lanes ?? []) lane.hold?.(this.runs.size > 0);
  }

  /** Hands each free lane the next battle of the runs in turn; ends the runs with nothing left to wait for. */
  private pump(): void {
    for (const lane of this.lanes ?? []) {
      if (lane.busy) continue;
      for (const [id, r] of this.runs) {
        if (r.isCancelled() || r.next >= r.req.games) continue;
        const b = battleOf(r.req, r.next);
        lane.busy = true;
        lane.send({ type: 'battle', run: id, index: r.next, seed: b.seed, levels: b.levels });
        r.next++;
        r.out++;
        break;
      }
    }
    for (const [id, r] of [...this.runs]) {
      if (r.out > 0) continue;
      const cancelled = r.isCancelled() && r.next < r.req.games;
      if (!cancelled && r.next < r.req.games) continue;
      this.finish(id);
      r.resolve({ records: r.records.slice(0, r.next) as BattleRecord[], cancelled });
    }
  }

  /** Plays a check; `onProgress` after each battle; `isCancelled` asked before each new battle is handed out. */
  run(req: BalanceRun, onProgress: (done: number, total: number) => void = () => {}, isCancelled: () => boolean = () => false): Promise<BalanceOutcome> {
    return new Promise<BalanceOutcome>((resolve, reject) => {
      const id = this.nextRun++;
      this.runs.set(id, { req, next: 0, out: 0, records: [], done: 0, onProgress, isCancelled, resolve, reject });
      const lanes = this.lanesNow();
      for (const lane of lanes) lane.hold?.(true);
      for (const lane of lanes) lane.send({ type: 'scenario', run: id, doc: req.doc });
      this.pump();
    });
  }

  /** Ends the worker threads (tests and benches). */
  async close(): Promise<void> {
    const lanes = this.lanes;
    this.lanes = null;
    for (const lane of lanes ?? []) lane.hold?.(false);
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
