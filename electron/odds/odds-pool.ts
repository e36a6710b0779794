/**
 * Live odds on worker threads: one worker per core, started when first wanted (a run, `warm`,
 * `prepare`) and kept (unref'd) for the next. A run (engine/odds OddsRun) hands out chunks of
 * sample numbers; each worker keeps two chunks in hand, and the tallies are added back in chunk
 * order, so the figures are those of the same run on one thread whatever the timing. Each added chunk refines the run; `onUpdate`
 * hands out a way to build its report, built only when someone looks (a report per run per chunk
 * is work nobody reads). A run ends as soon as every figure is settled, without waiting for the
 * chunks still out (they could change nothing). A cancelled run stops handing out chunks and ends
 * with what it has.
 * Lanes are filled from the runs in turn, starting after the run served last, so a quick run
 * started behind long ones gets its share at once instead of waiting for them.
 *
 * The workers (`odds-worker`) and, when none can start, the one lane in this process that plays the
 * chunks between other work: electron/workers/worker-lanes.ts, as the balance check's.
 *
 * A warm-up (`warm` with a position of a game whose odds ask for one: OddsSupport.warmUp): freshly
 * started workers run the engine unoptimised until V8 has compiled it in each of them, so a first run
 * of long sample games (a whole battle) takes half again as long as the next. Shown a position of
 * such a game, the pool plays that many of its sample games for each worker ahead (handed to
 * whichever is free), once for as long as its workers live, holding the workers meanwhile as a run
 * does. They are the position's own first chunks, with the seed its run will be asked with: a run
 * of the very same position (game, seat, seed, state) takes them over, those back as they are and
 * those still out as they come, so the warm-up's games count towards its figures (which are the same as without the warm-up), and only
 * one run takes them. The warm-up keeps one chunk in hand a lane and stops handing out chunks the
 * moment a run is asked for (a run of another position waits at most for that one chunk a worker).
 *
 * Before any position is shown, `prepare` plays the same number of games of a game's own position
 * (the player resting on its card: a battle is coming), so V8 has compiled the engine by the time
 * the battle appears; those games are thrown away (the battle's position is not known yet), and the
 * battle's own warm-up, any run, or `settle` (a game being made: the cores go to drawing its screen)
 * stops them, two games a chunk so the workers are free at once.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startLanes, type Lane } from '../workers/worker-lanes';
import type { BaseState, GameModule } from '../../engine/core/contract';
import { OddsRun, type OddsChunk, type OddsOptions, type OddsPosition, type OddsReport, type SampleTallies } from '../../engine/odds';
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

/** Something that plays chunks (a worker thread, or this process when none can start) and the chunks it holds. */
interface Held {
  lane: Lane<OddsWorkerRequest>;
  busy: number;
}

/** Chunks each lane keeps in hand: one playing, one waiting, so a lane never idles between chunks. */
export const IN_HAND = 2;

/** Sample games a chunk while preparing for a game (`prepare`): few, so `settle` frees the workers at once. */
const PREPARE_CHUNK = 2;

/** The warm-up's seed when not told the seed its position's run will be asked with. */
const WARM_SEED = 0x7761726d;

/** A warm-up's count: the games it is to play and those it has handed out. */
interface Ahead {
  games: number;
  handed: number;
}

/**
 * A warm-up's games, kept for the run of the same position that takes them over: what it played
 * (game, seat, seed and the state as JSON: a run must match them all), the chunks it handed out (by
 * index; one that failed is dropped, and a run plays it itself), the tallies back, and, once taken
 * over, the run that took them and the chunks that run still waits for.
 */
interface HeadStart extends Ahead {
  game: string;
  seat: number;
  seed: number;
  state: string;
  chunks: Map<number, OddsChunk>;
  done: Map<number, SampleTallies>;
  takenBy: number | null;
  waiting: Set<number>;
}

/** Whether `req` is the very position and seed warm-up `hs` played (the state's JSON compared last: the dear part). */
function sameAs(hs: HeadStart, req: OddsRequest): boolean {
  return hs.game === req.module.definition.id && hs.seat === req.seat && hs.seed === req.options.seed && hs.state === JSON.stringify(req.state);
}

interface Running {
  run: OddsRun;
  onUpdate: (latest: () => OddsReport) => void;
  isCancelled: () => boolean;
  resolve: (o: OddsOutcome) => void;
  reject: (e: unknown) => void;
  /** A warm-up's count (it keeps one chunk in hand a lane; any other run stops it). */
  ahead?: Ahead;
  /** A warm-up's own record of its games, for a run to take over (the same object as `ahead`; none for a game prepared for). */
  head?: HeadStart;
  /** The warm-up this run took over. */
  takes?: HeadStart;
}

/** Starts something that plays chunks in place of a worker thread (tests): `onReply` takes its answers. */
export type LaneStarter = (onReply: (reply: OddsWorkerReply) => void) => { send(msg: OddsWorkerRequest): void };

export class OddsPool {
  private lanes: Held[] | null = null;
  /** The worker threads behind the lanes (none when the one lane is this process's or a test's). */
  private workers: Worker[] = [];
  private readonly runs = new Map<number, Running>();
  private nextRun = 1;
  /** The run a lane was last filled from: the next fill starts after it (round robin). */
  private lastServed = 0;
  /** False when the one lane is this process's (no worker could start): nothing to warm up there. */
  private threaded = true;
  /** Games whose warm-up these workers have had (or are having); cleared when new workers start. */
  private readonly warmedFor = new Set<string>();
  /** Games prepared for (`prepare`) on these workers; cleared when new workers start. */
  private readonly preparedFor = new Set<string>();
  /** Runs asked for so far: a warm-up stops handing out chunks once this moves. */
  private asked = 0;
  /** Positions' warm-ups started and `settle` calls so far: a game's preparing stops once this moves. */
  private preparingStops = 0;
  /** The last warm-up's games, for a run of its position to take over (one run at most; let go once that run ends). */
  private head: HeadStart | null = null;

  constructor(
    private readonly threads = Math.max(1, availableParallelism()),
    private readonly startLane?: LaneStarter,
  ) {}

  private lanesNow(): Held[] {
    if (this.lanes) return this.lanes;
    const lanes: Held[] = [];
    const onReply = (i: number, r: OddsWorkerReply): void => this.onReply(lanes[i] as Held, r);
    if (this.startLane) {
      for (let i = 0; i < this.threads; i++) lanes.push({ lane: { ...this.startLane((r) => onReply(i, r)), hold: () => {} }, busy: 0 });
    } else {
      const started = startLanes<OddsWorkerRequest, OddsWorkerReply>({
        here: __dirname, script: 'odds-worker', threads: this.threads, instead: 'working out the odds',
        onReply, onError: (e) => this.laneFailed(e), player: () => new OddsPlayer(),
      });
      for (const lane of started.lanes) lanes.push({ lane, busy: 0 });
      this.threaded = started.workers.length > 0;
      this.workers = started.workers;
    }
    this.lanes = lanes;
    return lanes;
  }

  /** A worker died: every run fails (the service says so); the next run starts new workers. */
  private laneFailed(e: unknown): void {
    this.lanes = null;
    this.warmedFor.clear();
    this.preparedFor.clear();
    this.head = null;
    for (const [id, r] of this.runs) {
      this.runs.delete(id);
      r.reject(e);
    }
  }

  private onReply(lane: Held, reply: OddsWorkerReply): void {
    lane.busy = Math.max(0, lane.busy - 1);
    this.headReply(reply);
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

  /** A warm-up chunk back: kept, and handed to the run that took the warm-up over when it waits for it. */
  private headReply(reply: OddsWorkerReply): void {
    const hs = this.runs.get(reply.run)?.head;
    if (!hs) return;
    const taker = hs.takenBy === null ? undefined : this.runs.get(hs.takenBy);
    if ('error' in reply) {
      // The warm-up ends here (onReply fails it): its chunks not back will not come. A run plays them
      // itself later; one already waiting for one of them fails, as it would have playing it.
      for (const index of hs.chunks.keys()) if (!hs.done.has(index)) hs.chunks.delete(index);
      const waited = hs.waiting.size > 0;
      hs.waiting.clear();
      if (taker && waited && hs.takenBy !== null) {
        this.finish(hs.takenBy);
        taker.reject(new Error(reply.error));
      }
      return;
    }
    hs.done.set(reply.index, reply.got);
    if (!taker || !hs.waiting.delete(reply.index)) return;
    taker.run.add(reply.index, reply.got);
    taker.onUpdate(() => taker.run.report());
  }

  /**
   * The next chunk of run `r` to send to a lane, or null. A warm-up writes down each chunk it hands
   * out; a run that took one over plays none of its chunks again: those back are added here, those
   * still out awaited (each only when it is the very chunk the run would play: same samples, same targets).
   */
  private nextChunk(r: Running): OddsChunk | null {
    for (;;) {
      const chunk = r.run.next();
      if (!chunk) return null;
      if (r.ahead) {
        r.head?.chunks.set(chunk.index, chunk);
        r.ahead.handed += chunk.to - chunk.from;
        return chunk;
      }
      const hs = r.takes;
      const had = hs?.chunks.get(chunk.index);
      if (!hs || !had || had.from !== chunk.from || had.to !== chunk.to || had.targets.join() !== chunk.targets.join()) return chunk;
      const got = hs.done.get(chunk.index);
      if (got) {
        r.run.add(chunk.index, got);
        r.onUpdate(() => r.run.report());
      } else hs.waiting.add(chunk.index);
    }
  }

  private finish(id: number): void {
    const r = this.runs.get(id);
    // The run that took the warm-up over is done with it: let it go (only one run takes it).
    if (r?.takes && this.head === r.takes) this.head = null;
    this.runs.delete(id);
    for (const h of this.lanes ?? []) h.lane.send({ type: 'forget', run: id });
    this.hold();
  }

  /** Workers ref'd while any run waits on them, unref'd when none does. */
  private hold(): void {
    for (const h of this.lanes ?? []) h.lane.hold(this.runs.size > 0);
  }

  /**
   * Fills `lane` up to IN_HAND with chunks, one from each run in turn (starting after the run served
   * last), and ends every run that has nothing left to hand out or wait for (settled, or cancelled).
   */
  private pump(lane: Held): void {
    const all = [...this.runs];
    const from = all.findIndex(([id]) => id > this.lastServed);
    const order = from < 0 ? all : [...all.slice(from), ...all.slice(0, from)];
    let gave = true;
    while (lane.busy < IN_HAND && gave) {
      gave = false;
      for (const [id, r] of order) {
        if (lane.busy >= IN_HAND) break;
        if (r.isCancelled() || (r.ahead && lane.busy > 0)) continue;
        const chunk = this.nextChunk(r);
        if (!chunk) continue;
        lane.busy++;
        lane.lane.send({ type: 'chunk', run: id, chunk });
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
   * first run's first figure does not wait for them. They stay idle, unref'd, until a run. Given a
   * position of a game whose odds ask for a warm-up (OddsSupport.warmUp, games a worker), the workers
   * also play that many of its sample games each (see above), once, with `seed`: the seed its run will
   * be asked with, so that run takes them over. Resolves when the warm-up ends (at once without one),
   * and never rejects: a warm-up that fails has only failed to save time.
   */
  async warm(ahead?: OddsPosition, seed = WARM_SEED): Promise<void> {
    try {
      const lanes = this.lanesNow();
      const each = ahead?.module.odds?.warmUp;
      if (!ahead || !each || !this.threaded) return;
      const id = ahead.module.definition.id;
      if (this.warmedFor.has(id)) return;
      this.warmedFor.add(id);
      this.preparingStops++;
      const at = this.asked;
      const hs: HeadStart = {
        game: id, seat: ahead.seat, seed, state: JSON.stringify(ahead.state), games: each * lanes.length, handed: 0,
        chunks: new Map(), done: new Map(), takenBy: null, waiting: new Set(),
      };
      // Its run's own chunks (the game's chunk sizes), never settled: it ends when the games are out and back, or a run is asked for.
      const options = { seed, margin: 0, minGames: Infinity, maxGames: Infinity };
      await this.start(this.nextRun++, { ...ahead, options }, () => {}, () => this.asked !== at || hs.handed >= hs.games, { ahead: hs, head: hs });
    } catch {
      // Nothing to do: the first run pays for the compiling, as it did before warm-ups.
    }
  }

  /**
   * Gets the workers ready for a game whose position is not known yet (the player on their way to a
   * battle): plays as many games of `like` (a position of that game) a worker as a warm-up, so V8 has
   * compiled the engine by the time a position of it is shown. Its games are thrown away. Once for as
   * long as the workers live, and not after that game's warm-up; stopped by the warm-up of a
   * position shown, by a run asked for after it started (one already going shares the workers with
   * it), or by `settle`. Null when there is nothing to do; else resolves when it ends, and never rejects.
   */
  prepare(like: OddsPosition): Promise<void> | null {
    const each = like.module.odds?.warmUp;
    const id = like.module.definition.id;
    if (!each || this.warmedFor.has(id) || this.preparedFor.has(id)) return null;
    try {
      const lanes = this.lanesNow();
      if (!this.threaded) return null;
      this.preparedFor.add(id);
      const asked = this.asked;
      const stops = this.preparingStops;
      const count: Ahead = { games: each * lanes.length, handed: 0 };
      // Two games a chunk: when the player starts the game, the workers are free within a couple of games.
      const options = { seed: WARM_SEED, margin: 0, minGames: Infinity, maxGames: Infinity, chunk: PREPARE_CHUNK, firstChunk: PREPARE_CHUNK };
      const stop = (): boolean => this.asked !== asked || this.preparingStops !== stops || count.handed >= count.games;
      return this.start(this.nextRun++, { ...like, options }, () => {}, stop, { ahead: count }).then(
        () => {},
        () => {},
      );
    } catch {
      // Nothing to do: the battle's own warm-up compiles the engine, as before.
      return null;
    }
  }

  /** Stops preparing for a game (`prepare`): the player has chosen, and the battle's screen is being drawn; its own warm-up follows. */
  settle(): void {
    this.preparingStops++;
  }

  /** Ends the worker threads (tests and benches): a run still going fails, saying so; the next run starts new workers. */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    this.laneFailed(new Error('The odds workers were closed.'));
    await Promise.all(workers.map((w) => w.terminate()));
  }

  /** Works out the odds of a position, refining as chunks come back; `isCancelled` is asked before each new chunk. */
  run(req: OddsRequest, onUpdate: (latest: () => OddsReport) => void = () => {}, isCancelled: () => boolean = () => false): Promise<OddsOutcome> {
    this.asked++;
    const hs = this.head;
    const takes = hs && hs.takenBy === null && sameAs(hs, req) ? hs : undefined;
    return this.start(this.nextRun++, req, onUpdate, isCancelled, takes ? { takes } : {});
  }

  /** Starts run `id` (a number never given before); a warm-up becomes the one a later run may take over once its run is made. */
  private start(id: number, req: OddsRequest, onUpdate: (latest: () => OddsReport) => void, isCancelled: () => boolean, as: Pick<Running, 'ahead' | 'head' | 'takes'>): Promise<OddsOutcome> {
    const run = new OddsRun({ module: req.module, state: req.state, seat: req.seat }, req.options);
    if (as.head) this.head = as.head;
    if (as.takes) as.takes.takenBy = id;
    return new Promise<OddsOutcome>((resolve, reject) => {
      const r: Running = { run, onUpdate, isCancelled, resolve, reject, ...as };
      this.runs.set(id, r);
      const lanes = this.lanesNow();
      this.hold();
      const position = { game: req.module.definition.id, state: req.state, seat: req.seat, targets: run.targets, seed: req.options.seed };
      for (const h of lanes) h.lane.send({ type: 'position', run: id, position });
      for (const lane of lanes) this.pump(lane);
    });
  }
}
