import { botStep } from '../../engine/bots';
import { seedRng, type BaseState, type GameResult } from '../../engine/core';
import { ApiFailure } from './failure';
import type { LiveGame } from './live-game';
import { botAt, botSeed, type BotSource } from './seats';

/** The most bot actions one call plays before giving up with an error (a runaway bot or game). */
export const BOT_STEP_LIMIT = 10_000;
/** The most computer moves an envelope shows one at a time (the last ones of a long run). */
export const COMPUTER_FRAMES = 200;

/**
 * How long one call may go on playing a game no person plays, once it has made a move, before it
 * hands the moves to the screen and waits to be asked again (DESIGN: the main process answers any
 * call within 100 ms, a computer's turn included).
 */
export const WATCH_SLICE_MS = 40;

/** A game no person plays, played a slice at a time: one side's moves (or either side's, `bothSides`), stopped early after `ms` by `now`. */
export interface Slice {
  ms: number;
  now: () => number;
  bothSides?: boolean;
}

/** A computer move just played: its action number, its seat and the state after it. */
export interface BotMove {
  action: number;
  seat: number;
  state: BaseState;
}

/** One applied step as the services commit it. */
export interface Step {
  state: BaseState;
  action: unknown;
  result: GameResult | null;
}

/**
 * The computer seats' turns: while the game goes on and the seat to act is a bot's, one botStep
 * (engine/bots, the driver the simulations use) with a generator seeded from the save's seed and
 * the action index, handed to `commit` like a player's step. Returns the moves played (the last
 * COMPUTER_FRAMES of them), oldest first. With a `slice` (a game no person plays, watched), it stops
 * sooner: when the turn passes to the other side (unless `bothSides`), or `slice.ms` after it began,
 * once it has moved.
 */
export function playBotTurns(live: LiveGame, bots: BotSource, commit: (seat: number, step: Step) => void, limit = BOT_STEP_LIMIT, slice?: Slice): BotMove[] {
  const { def } = live;
  const moves: BotMove[] = [];
  const began = slice?.now() ?? 0;
  for (let steps = 0; ; steps++) {
    const seat = def.currentSeat(live.state);
    if (seat === null) return moves;
    const bot = botAt(live.seats, seat, def, bots);
    if (!bot) return moves;
    if (slice && moves.length > 0 && ((!slice.bothSides && seat !== moves[0]!.seat) || slice.now() - began >= slice.ms)) return moves;
    if (steps >= limit) {
      throw new ApiFailure('internal', `The computer players made ${limit.toLocaleString('en-US')} moves in a row without the game reaching a person's turn or its end, so Patrol HQ stopped them. The game is saved up to there.`, 'bot-step-limit');
    }
    const index = live.save.actionCount;
    // After a fork's new luck, the computer's own choices draw from it too (the original's seed would repeat them).
    const luck = (live.save.reseeds ?? []).reduce((seed, p) => (p.at <= index ? p.seed : seed), live.save.seed);
    const step = botStep(def, live.state, seat, bot, seedRng(botSeed(luck, index)));
    if (!step.ok) throw new ApiFailure('internal', `At move ${index + 1}: ${step.error.message}`, step.error.code);
    commit(seat, step);
    moves.push({ action: index, seat, state: step.state });
    if (moves.length > COMPUTER_FRAMES) moves.shift();
  }
}
