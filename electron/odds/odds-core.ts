/**
 * What an odds worker thread does, kept apart from the thread's wiring so the same code runs in
 * this process when no worker can start: it remembers the positions it is given (by run number)
 * and plays the chunks of sample games it is handed (engine/odds), answering their tallies.
 */
import type { BaseState } from '../../engine/core/contract';
import { getModule } from '../../engine/games';
import { playSampleTallies, type OddsChunk, type OddsPosition, type SampleTallies } from '../../engine/odds';

/** A position to play from: the game by id, the state, the seat, the choices (targets) and the seed. */
export interface OddsJobPosition {
  game: string;
  state: BaseState;
  seat: number;
  /** What each target plays first: null to play on as the bot would, else one of the seat's choices. */
  targets: unknown[];
  seed: number;
}

export type OddsWorkerRequest =
  | { type: 'position'; run: number; position: OddsJobPosition }
  | { type: 'chunk'; run: number; chunk: OddsChunk }
  | { type: 'forget'; run: number };

export type OddsWorkerReply = { run: number; index: number; got: SampleTallies } | { run: number; index: number; error: string };

export class OddsPlayer {
  private readonly positions = new Map<number, { pos: OddsPosition; job: OddsJobPosition }>();

  /** Handles one request; a chunk gets its reply, the others none. */
  handle(msg: OddsWorkerRequest): OddsWorkerReply | null {
    if (msg.type === 'position') {
      const module = getModule(msg.position.game);
      if (!module) {
        this.positions.delete(msg.run);
        return null;
      }
      this.positions.set(msg.run, { pos: { module, state: msg.position.state, seat: msg.position.seat }, job: msg.position });
      return null;
    }
    if (msg.type === 'forget') {
      this.positions.delete(msg.run);
      return null;
    }
    const known = this.positions.get(msg.run);
    if (!known) return { run: msg.run, index: msg.chunk.index, error: 'the odds worker does not know this position (an unknown game?)' };
    try {
      const targets = msg.chunk.targets.map((t) => known.job.targets[t] ?? null);
      return { run: msg.run, index: msg.chunk.index, got: playSampleTallies(known.pos, targets, known.job.seed, msg.chunk.from, msg.chunk.to) };
    } catch (e) {
      return { run: msg.run, index: msg.chunk.index, error: e instanceof Error ? e.message : String(e) };
    }
  }
}

/**
 * A worker's requests taken in turn, one chunk a turn of its event loop (`later`: setImmediate), so
 * that a run's end ('forget', sent when its figures are settled) is read before its chunks still
 * waiting: those are answered at once without being played (the pool drops their answers), and the
 * worker is free sooner for the next run. Positions and forgets are handled as they come.
 */
export class OddsQueue {
  private readonly waiting: Extract<OddsWorkerRequest, { type: 'chunk' }>[] = [];
  private scheduled = false;

  constructor(
    private readonly player: OddsPlayer,
    private readonly reply: (r: OddsWorkerReply) => void,
    private readonly later: (f: () => void) => void,
  ) {}

  take(msg: OddsWorkerRequest): void {
    if (msg.type !== 'chunk') {
      this.player.handle(msg);
      return;
    }
    this.waiting.push(msg);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      const msg = this.waiting.shift();
      const r = msg ? this.player.handle(msg) : null;
      if (r) this.reply(r);
      this.schedule();
    });
  }
}

