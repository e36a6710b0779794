import { driveBotsAsync } from '../../engine/bots';
import { seatFrames, type BaseState, type GameResult, type Seat } from '../../engine/core';
import type { BotThinker } from '../bots/bot-pool';
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

/**
 * A computer move just played: its action number, its seat and the state after it; `frame`, the
 * view a seat has just after it (the gate's seatFrames), when the call knew then who is looking.
 */
export interface BotMove {
  action: number;
  seat: number;
  state: BaseState;
  frame?: { seat: Seat; view: unknown };
}

/** One applied step as the services commit it. */
export interface Step {
  state: BaseState;
  action: unknown;
  result: GameResult | null;
}

/**
 * The computer seats' turns, through the engine's match driver (engine/bots/drive.ts): while the
 * game goes on and the seat to act is a bot's, the bot thinks with a generator seeded from the
 * save's seed and the action index, by `think` (a worker thread: this process answers other calls
 * meanwhile), and its choice goes through the rules and to `commit` like a player's step. Returns
 * the moves played (the last COMPUTER_FRAMES of them), oldest first. With a `slice` (a game no person
 * plays, watched), it stops sooner: when the turn passes to the other side (unless `bothSides`), or
 * `slice.ms` after it began, once it has moved. The caller keeps other calls on this game waiting
 * until it ends (SavesService.exclusive). Given `frameSeat`, each move's view for that seat is built
 * as the move is made, not all at once at the end (up to COMPUTER_FRAMES views in one go).
 */
/** The seed the luck at action `index` comes from: the save's, or the latest fork's new luck before it. */
function luckAt(live: LiveGame, index: number): number {
  return (live.save.reseeds ?? []).reduce((seed, p) => (p.at <= index ? p.seed : seed), live.save.seed);
}

export async function playBotTurns(live: LiveGame, bots: BotSource, think: BotThinker, commit: (seat: number, step: Step) => void, limit = BOT_STEP_LIMIT, slice?: Slice, frameSeat?: Seat): Promise<BotMove[]> {
  const { def } = live;
  const moves: BotMove[] = [];
  const began = slice?.now() ?? 0;
  const end = await driveBotsAsync(
    def,
    live.state,
    {
      botAt: (seat) => botAt(live.seats, seat, def, bots),
      maxSteps: limit,
      stopBefore: (seat) => slice !== undefined && moves.length > 0 && ((!slice.bothSides && seat !== moves[0]!.seat) || slice.now() - began >= slice.ms),
      onMove: (m) => {
        const index = live.save.actionCount;
        commit(m.seat, m);
        const move: BotMove = { action: index, seat: m.seat, state: m.state };
        if (frameSeat !== undefined) move.frame = { seat: frameSeat, view: seatFrames(def, [move], frameSeat)[0]!.view };
        moves.push(move);
        if (moves.length > COMPUTER_FRAMES) moves.shift();
      },
    },
    // After a fork's new luck, the computer's own choices draw from it too (the original's seed would repeat them).
    (turn) => think({ def, state: turn.state, seat: turn.seat, bot: turn.bot, seed: botSeed(luckAt(live, live.save.actionCount), live.save.actionCount) }),
  );
  if (end.why === 'capped') {
    throw new ApiFailure('internal', `The computer players made ${limit.toLocaleString('en-US')} moves in a row without the game reaching a person's turn or its end, so Patrol HQ stopped them. The game is saved up to there.`, 'bot-step-limit');
  }
  if (end.why === 'refused') throw new ApiFailure('internal', `At move ${live.save.actionCount + 1}: ${end.error.message}`, end.error.code);
  return moves;
}
