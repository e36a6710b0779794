import type { BaseState, Bot, GameDefinition, GameError, GameResult, Seat } from '../core/contract';
import { applyBotChoice, botChoice, type BotChoice } from './step';
import type { RngState } from '../core/rng';

/** A bot to ask: the state, its seat, and `step`, the number of moves this drive has made so far. */
export interface BotTurn<S extends BaseState = BaseState> {
  state: S;
  seat: Seat;
  bot: Bot<any, any, any>;
  step: number;
}

/** A move the driver applied: who moved, from which state to which, the action as parsed and the result. */
export interface DrivenMove<S extends BaseState = BaseState> {
  seat: Seat;
  before: S;
  state: S;
  action: unknown;
  result: GameResult | null;
  step: number;
}

/**
 * Why a drive stopped: the game is `over`; a `person` (a seat with no bot) is to act; `stopped`
 * by the caller's `stopBefore`; `capped` at `maxSteps`; or `refused`: the bot had no move or
 * chose one the rules refused (`error`).
 */
export type DriveEnd<S extends BaseState = BaseState> =
  | { why: 'over' | 'person' | 'stopped' | 'capped'; state: S; steps: number }
  | { why: 'refused'; state: S; steps: number; seat: Seat; error: GameError };

export interface DriveOptions<S extends BaseState = BaseState> {
  /** The bot playing `seat`, or null for a seat a person plays. */
  botAt(seat: Seat): Bot<any, any, any> | null;
  /** The most moves this drive makes (default 100,000). */
  maxSteps?: number;
  /** Asked before each move with the seat to act and the moves made so far: true stops the drive there. */
  stopBefore?(seat: Seat, steps: number): boolean;
  /** Told each move as it is applied (a throw stops the drive and reaches its caller). */
  onMove?(move: DrivenMove<S>): void;
}

/**
 * THE match driver: plays the bots' moves from `start` until the game ends, a person is to act,
 * the caller stops it or the cap. It yields each bot's turn and is sent back the bot's choice, so
 * the thinking may happen anywhere (here, `driveBots`; a worker thread, the services' computer
 * seats); every choice goes through the rules (applyAction) here. Simulations, matchups, the
 * bench and the services' computer seats all play through it.
 */
export function* botDriver<S extends BaseState>(def: GameDefinition<S, any, any, any>, start: S, opts: DriveOptions<S>): Generator<BotTurn<S>, DriveEnd<S>, BotChoice> {
  const maxSteps = opts.maxSteps ?? 100_000;
  let state = start;
  let over = def.result(start) !== null;
  for (let step = 0; ; step++) {
    const seat = over ? null : def.currentSeat(state);
    if (seat === null) return { why: 'over', state, steps: step };
    const bot = opts.botAt(seat);
    if (!bot) return { why: 'person', state, steps: step };
    if (opts.stopBefore?.(seat, step)) return { why: 'stopped', state, steps: step };
    if (step >= maxSteps) return { why: 'capped', state, steps: step };
    const choice = yield { state, seat, bot, step };
    const res = applyBotChoice(def, state, seat, bot, choice);
    if (!res.ok) return { why: 'refused', state, steps: step, seat, error: res.error };
    const before = state;
    state = res.state;
    over = res.result !== null;
    opts.onMove?.({ seat, before, state, action: res.action, result: res.result, step });
  }
}

/** Runs the driver with each bot thinking here, on this thread, with the generator `rngAt(turn)` gives. */
export function driveBots<S extends BaseState>(def: GameDefinition<S, any, any, any>, start: S, opts: DriveOptions<S>, rngAt: (turn: BotTurn<S>) => RngState): DriveEnd<S> {
  const drive = botDriver(def, start, opts);
  for (let r = drive.next(); ; ) {
    if (r.done) return r.value;
    const t = r.value;
    r = drive.next(botChoice(def, t.state, t.seat, t.bot, rngAt(t)));
  }
}

/** Runs the driver with each choice awaited from `think` (a worker thread): other work goes on meanwhile. */
export async function driveBotsAsync<S extends BaseState>(def: GameDefinition<S, any, any, any>, start: S, opts: DriveOptions<S>, think: (turn: BotTurn<S>) => Promise<BotChoice>): Promise<DriveEnd<S>> {
  const drive = botDriver(def, start, opts);
  for (let r = drive.next(); ; ) {
    if (r.done) return r.value;
    r = drive.next(await think(r.value));
  }
}
