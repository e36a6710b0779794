/**
 * Balance checks on worker threads: one worker per core (at most `threads`), started by the first
 * check and kept (unref'd, ref'd only while a check waits on them), as the odds workers are: both
 * start their lanes through electron/workers/worker-lanes.ts (`balance-worker`; when no worker can
 * start, one lane in this process plays a battle per turn of the event loop, said once in the log).
 * Battle i of a check is handed to the next free worker, one at a time (a battle takes about half a
 * second); the records are kept by index, so the figures are those of the same check on one thread.
 * A cancelled check hands out no more battles and ends with the battles already handed out (a prefix
 * of the check), so a cancelled check's figures are also the same however the work was spread.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startLanes, type Lane } from '../workers/worker-lanes';
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

/** A lane (a worker thread, or this process when none can start) and whether it plays a battle now. */
interface Held {
  lane: Lane<BalanceWorkerRequest>;
  busy: boolean;
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
  private lanes: Held[] | null = null;
  private readonly runs = new Map<number, Running>();
  private nextRun = 1;
  private readonly workers: Worker[] = [];

  /** `start`: how a worker is started (tests: one that cannot start). */
  constructor(
    private readonly threads = Math.max(1, Math.min(availableParallelism(), 4)),
    private readonly start?: (here: string, script: string) => Worker,
  ) {}

  private lanesNow(): Held[] {
    if (this.lanes) return this.lanes;
    const lanes: Held[] = [];
    const started = startLanes<BalanceWorkerRequest, BalanceWorkerReply>({
      here: __dirname, script: 'balance-worker', threads: this.threads, instead: 'playing the balance check',
      onReply: (i, r) => this.onReply(lanes[i] as Held, r), onError: (e) => this.laneFailed(e),
      player: () => new BalancePlayer(), start: this.start,
    });
    for (const lane of started.lanes) lanes.push({ lane, busy: false });
    this.workers.push(...started.workers);
    this.lanes = lanes;
    return lanes;
  }

  private laneFailed(e: unknown): void {
    this.lanes = null;
    for (const [id, r] of this.runs) {
      this.runs.delete(id);
      r.reject(e);
    }
  }

  private onReply(lane: Held, reply: BalanceWorkerReply): void {
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
    for (const h of this.lanes ?? []) h.lane.send({ type: 'forget', run: id });
    for (const h of this.lanes ?? []) h.lane.hold(this.runs.size > 0);
  }

  /** Hands each free lane the next battle of the runs in turn; ends the runs with nothing left to wait for. */
  private pump(): void {
    for (const lane of this.lanes ?? []) {
      if (lane.busy) continue;
      for (const [id, r] of this.runs) {
        if (r.isCancelled() || r.next >= r.req.games) continue;
        const b = battleOf(r.req, r.next);
        lane.busy = true;
        lane.lane.send({ type: 'battle', run: id, index: r.next, seed: b.seed, levels: b.levels });
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
      for (const h of lanes) h.lane.hold(true);
      for (const h of lanes) h.lane.send({ type: 'scenario', run: id, doc: req.doc });
      this.pump();
    });
  }

  /** Ends the worker threads (tests and benches). */
  async close(): Promise<void> {
    const lanes = this.lanes;
    this.lanes = null;
    for (const h of lanes ?? []) h.lane.hold(false);
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
