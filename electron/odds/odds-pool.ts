/**
 * Live odds on worker threads: one worker per core, started on the first run and kept (unref'd)
 * for the next. A run (engine/odds OddsRun) hands out chunks of sample numbers; each worker keeps
 * two chunks in hand, and the tallies are added back in chunk order, so the figures are those of
 * the same run on one thread whatever the timing. Each added chunk refines the run; `onUpdate`
 * hands out a way to build its report, built only when someone looks (a report per run per chunk
 * is work nobody reads). A run ends as soon as every figure is settled, without waiting for the
 * chunks still out (they could change nothing). A cancelled run stops handing out chunks and ends
 * with what it has.
 * Lanes are filled from the runs in turn, starting after the run served last, so a quick run
 * started behind long ones gets its share at once instead of waiting for them.
 *
 * The worker script: in the built app `odds-worker.js` beside the main bundle (an entry of
 * electron.vite.config.ts); from source (the browser host and tests run TypeScript through tsx)
 * `odds-worker.ts` with tsx's require hook. If no worker can start, the chunks are played in this
 * process between other work (still correct, only not off the main thread), said once in the log.
 */
import { availableParallelism } from 'node:os';
import { startWorker } from '../workers/start-worker';
import type { BaseState, GameModule } from '../../engine/core/contract';
import { OddsRun, type OddsChunk, type OddsOptions, type OddsReport } from '../../engine/odds';
import { OddsPlayer, type OddsWorkerReply, type OddsWorkerRequest } from './odds-core';

export interface OddsRequest {
  module: GameModule;
  state: BaseState;
  seat: number;
  options: OddsOptions;
}

export interface OddsOutcome {
  report: OddsReport;
  cancelled: boolean;
}

/** Something that plays chunks: a worker thread, or this process (OddsPlayer) when none can start. */
interface Lane {
  send(msg: OddsWorkerRequest): void;
  busy: number;
  /** A worker keeps the process alive only while a run waits on it (a host or a bench can exit). */
  hold?(on: boolean): void;
}

/** Chunks each lane keeps in hand: one playing, one waiting, so a lane never idles between chunks. */
const IN_HAND = 2;

interface Running {
  run: OddsRun;
  onUpdate: (latest: () => OddsReport) => void;
  isCancelled: () => boolean;
  resolve: (o: OddsOutcome) => void;
  reject: (e: unknown) => void;
}

/** Starts something that plays chunks in place of a worker thread (tests): `onReply` takes its answers. */
export type LaneStarter = (onReply: (reply: OddsWorkerReply) => void) => { send(msg: OddsWorkerRequest): void };

export class OddsPool {
  private lanes: Lane[] | null = null;
  private readonly runs = new Map<number, Running>();
  private nextRun = 1;
  private warned = false;
  /** The run a lane was last filled from: the next fill starts after it (round robin). */
  private lastServed = 0;

  constructor(
    private readonly threads = Math.max(1, availableParallelism()),
    private readonly startLane?: LaneStarter,
  ) {}

  private lanesNow(): Lane[] {
    if (this.lanes) return this.lanes;
    const lanes: Lane[] = [];
    if (this.startLane) {
      for (let i = 0; i < this.threads; i++) {
        const lane: Lane = { busy: 0, send: () => {} };
        lane.send = this.startLane((r) => this.onReply(lane, r)).send;
        lanes.push(lane);
      }
      this.lanes = lanes;
      return lanes;
    }
    try {
      for (let i = 0; i < this.threads; i++) {
        const w = startWorker(__dirname, 'odds-worker');
        const lane: Lane = { send: (m) => w.postMessage(m), busy: 0, hold: (on) => (on ? w.ref() : w.unref()) };
        w.on('message', (r: OddsWorkerReply) => this.onReply(lane, r));
        w.on('error', (e) => this.laneFailed(e));
        // Unref'd after the listeners (adding a 'message' listener refs the worker again): a kept,
        // idle worker must not keep the process alive. A run refs the workers while it waits (hold).
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

  /** Plays chunks in this process, one per turn of the event loop. */
  private inProcessLane(why: unknown): Lane {
    if (!this.warned) {
      this.warned = true;
      console.error('Patrol HQ: no odds worker could be started; working out the odds in the main process instead.', why);
    }
    const player = new OddsPlayer();
    const lane: Lane = {
      busy: 0,
      send: (m) => {
        setImmediate(() => {
          const r = player.handle(m);
          if (r) this.onReply(lane, r);
        });
      },
    };
    return lane;
  }

  /** A worker died: every run fails (the service says so); the next run starts new workers. */
  private laneFailed(e: unknown): void {
    this.lanes = null;
    for (const [id, r] of this.runs) {
      this.runs.delete(id);
      r.reject(e);
    }
  }

  private onReply(lane: Lane, reply: OddsWorkerReply): void {
    lane.busy = Math.max(0, lane.busy - 1);
    const r = this.runs.get(reply.run);
    if (r && 'error' in reply) {
      this.finish(reply.run);
      r.reject(new Error(reply.error));
    } else if (r && 'got' in reply) {
      r.run.add(reply.index, reply.got);
      r.onUpdate(() => r.run.report());
    }
    this.pump(lane);
  }

  private finish(id: number): void {
    this.runs.delete(id);
    for (const lane of this.lanes ?? []) lane.send({ type: 'forget', run: id });
    this.hold();
  }

  /** Workers ref'd while any run waits on them, unref'd when none does. */
  private hold(): void {
    for (const lane of this.lanes ?? []) lane.hold?.(this.runs.size > 0);
  }

  /**
   * Fills `lane` up to IN_HAND with chunks, one from each run in turn (starting after the run served
   * last), and ends every run that has nothing left to hand out or wait for (settled, or cancelled).
   */
  private pump(lane: Lane): void {
    const all = [...this.runs];
    const from = all.findIndex(([id]) => id > this.lastServed);
    const order = from < 0 ? all : [...all.slice(from), ...all.slice(0, from)];
    let gave = true;
    while (lane.busy < IN_HAND && gave) {
      gave = false;
      for (const [id, r] of order) {
        if (lane.busy >= IN_HAND) break;
        if (r.isCancelled()) continue;
        const chunk: OddsChunk | null = r.run.next();
        if (!chunk) continue;
        lane.busy++;
        lane.send({ type: 'chunk', run: id, chunk });
        this.lastServed = id;
        gave = true;
      }
    }
    for (const [id, r] of all) {
      // Chunks out: the run ends only once its figures are all settled (the chunks still out could
      // change none of them: a settled figure takes no more games), else it waits for them (and its
      // report is not built for nothing). Their answers, when they come, find no run and are dropped.
      if (!r.run.idle && !r.run.decided) continue;
      const cancelled = r.isCancelled();
      const report = r.run.report();
      if (cancelled || report.done) {
        this.finish(id);
        r.resolve({ report, cancelled: cancelled && !report.done });
      }
    }
  }

  /**
   * Starts the worker threads now (they load the engine: seconds on a busy machine), so that the
   * first run's first figure does not wait for them. They stay idle, unref'd, until a run.
   */
  warm(): void {
    this.lanesNow();
  }

  /** Works out the odds of a position, refining as chunks come back; `isCancelled` is asked before each new chunk. */
  run(req: OddsRequest, onUpdate: (latest: () => OddsReport) => void = () => {}, isCancelled: () => boolean = () => false): Promise<OddsOutcome> {
    const run = new OddsRun({ module: req.module, state: req.state, seat: req.seat }, req.options);
    return new Promise<OddsOutcome>((resolve, reject) => {
      const id = this.nextRun++;
      const r: Running = { run, onUpdate, isCancelled, resolve, reject };
      this.runs.set(id, r);
      const lanes = this.lanesNow();
      this.hold();
      const position = { game: req.module.definition.id, state: req.state, seat: req.seat, targets: run.targets, seed: req.options.seed };
      for (const lane of lanes) lane.send({ type: 'position', run: id, position });
      for (const lane of lanes) this.pump(lane);
    });
  }
}
