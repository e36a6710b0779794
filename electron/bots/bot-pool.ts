/**
 * Computer players think on worker threads (DESIGN: the main process answers any call within
 * 100 ms, a computer's turn included): `think` sends the position to a worker (bot-worker.ts) and
 * resolves with the bot's choice; the caller applies it through the rules (engine/bots/drive.ts).
 * The choice is the one the bot makes on the main thread: same state, same seed, pure bots; it comes
 * with the bot's reason as the action's `why` when the bot gives one (Bot.explain), for the game's log.
 *
 * Workers start on the first move and are kept (unref'd, ref'd only while a move waits on them),
 * like the odds workers (electron/odds/odds-pool.ts), whose script-finding this follows: built,
 * `bot-worker.js` beside the main bundle; from source, `bot-worker.ts` through tsx. A bot the
 * workers cannot know (not one of engine/games' modules: a test's fixture game) thinks here; so
 * does every bot when no worker can start (said once in the log).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import type { BaseState, Bot, GameDefinition } from '../../engine/core/contract';
import { seedRng } from '../../engine/core/rng';
import { botChoice, type BotChoice } from '../../engine/bots/step';
import { getModule } from '../../engine/games';
import type { BotThinkReply, BotThinkRequest } from './bot-core';

/** One computer move to think about: the game, its state, the seat and its bot, and the generator's seed. */
export interface BotThought {
  def: GameDefinition<any, any, any, any>;
  state: BaseState;
  seat: number;
  bot: Bot<any, any, any>;
  seed: number;
}

/** Works out a bot's choice, somewhere: the services' computer seats take one (default: the shared pool). */
export type BotThinker = (t: BotThought) => Promise<BotChoice>;

interface Lane {
  worker: Worker;
  waiting: Map<number, { resolve: (c: BotChoice) => void; reject: (e: unknown) => void }>;
}

/** True when the workers know this bot: it is one of engine/games' own modules' bots. */
function workerKnows(t: BotThought): boolean {
  return getModule(t.def.id)?.bots.includes(t.bot) === true;
}

export class BotPool {
  private lanes: Lane[] | null = null;
  private nextId = 1;
  private warned = false;

  /** `threads`: how many moves may be thought about at once (games of two windows). */
  constructor(private readonly threads = 2) {}

  private lanesNow(): Lane[] | null {
    if (this.lanes) return this.lanes;
    try {
      const lanes: Lane[] = [];
      for (let i = 0; i < this.threads; i++) {
        const worker = startWorker(__dirname, 'bot-worker');
        const lane: Lane = { worker, waiting: new Map() };
        worker.on('message', (r: BotThinkReply) => this.onReply(lane, r));
        worker.on('error', (e) => this.laneFailed(lane, e));
        worker.on('exit', (code) => this.laneFailed(lane, new Error(`the bot worker stopped (exit code ${code})`)));
        // Unref'd after the listeners (a 'message' listener refs it again): an idle worker keeps no process alive.
        worker.unref();
        lanes.push(lane);
      }
      this.lanes = lanes;
    } catch (e) {
      if (!this.warned) {
        this.warned = true;
        console.error('Patrol HQ: no bot worker could be started; the computer players think in the main process instead.', e);
      }
      return null;
    }
    return this.lanes;
  }

  private onReply(lane: Lane, reply: BotThinkReply): void {
    const w = lane.waiting.get(reply.id);
    if (!w) return;
    lane.waiting.delete(reply.id);
    if (lane.waiting.size === 0) lane.worker.unref();
    if ('error' in reply) w.reject(new Error(`A computer player failed while thinking: ${reply.error}`));
    else w.resolve(reply.choice);
  }

  /** A worker died: its waiting moves fail (the call says so; the game is saved up to there); the next move starts new workers (the others finish what they hold). */
  private laneFailed(lane: Lane, e: unknown): void {
    if (this.lanes?.includes(lane)) this.lanes = null;
    for (const w of lane.waiting.values()) w.reject(e);
    lane.waiting.clear();
  }

  /**
   * Starts the workers now (each loads the engine: seconds on a busy machine, from source), so the
   * first computer move of a game just opened does not wait for them. Idle, they keep no process alive.
   */
  warm(): void {
    this.lanesNow();
  }

  /** The bot's choice for this move, worked out on a worker thread (here for a bot the workers cannot know). */
  think = (t: BotThought): Promise<BotChoice> => {
    const lanes = workerKnows(t) ? this.lanesNow() : null;
    if (!lanes) return thinkHere(t);
    const lane = lanes.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
    const id = this.nextId++;
    const req: BotThinkRequest = { id, game: t.def.id, bot: t.bot.name, state: t.state, seat: t.seat, seed: t.seed };
    return new Promise<BotChoice>((resolve, reject) => {
      lane.waiting.set(id, { resolve, reject });
      lane.worker.ref();
      lane.worker.postMessage(req);
    });
  };

  /** Stops the workers (a test, or a host closing); the next move starts new ones. */
  async close(): Promise<void> {
    const lanes = this.lanes ?? [];
    this.lanes = null;
    await Promise.all(lanes.map((l) => l.worker.terminate()));
  }
}

/** The choice worked out on this thread, after the current turn of the event loop. */
export async function thinkHere(t: BotThought): Promise<BotChoice> {
  await new Promise<void>((r) => setImmediate(r));
  return botChoice(t.def, t.state, t.seat, t.bot, seedRng(t.seed), true);
}

let shared: BotPool | null = null;
/** The process's pool, started on the first computer move (or by warmBots). */
export const pooledThinker: BotThinker = (t) => (shared ??= new BotPool()).think(t);

/** Starts the process's pool's workers ahead of the first computer move. */
export function warmBots(): void {
  (shared ??= new BotPool()).warm();
}
