import type { BaseState, Bot, GameDefinition, GameError, GameResult, Seat } from '../core/contract';
import { botContext } from '../core/gate';
import { applyAction } from '../core/pipeline';
import type { RngState } from '../core/rng';

/** One computer move: the new state, the action as the game parsed it and the result, or why there is none. */
export type BotStepResult<S, A> =
  | { ok: true; state: S; action: A; result: GameResult | null }
  /** `bot-stuck`: the seat has no legal action. `bot-illegal`: the rules refused the bot's choice. */
  | { ok: false; error: GameError };

/**
 * The one bot driver, used by the simulations (bots/play.ts), the bench and the services'
 * computer seats: gives the bot at `seat` what that seat may see (its view, unless the bot reads
 * none; its legal actions; a context that samples hidden parts, never the real order), asks for
 * its choice with `rng`, and applies it through applyAction like a player's action.
 */
export function botStep<S extends BaseState, A>(def: GameDefinition<S, A, any, any>, state: S, seat: Seat, bot: Bot<any, any, any>, rng: RngState): BotStepResult<S, A> {
  const seatName = def.seats.names[seat] ?? `seat ${seat + 1}`;
  const legal = def.legalActions(state, seat);
  const ctx = botContext(def, state, seat);
  if (legal.length === 0 && ctx.templates.length === 0) {
    return { ok: false, error: { code: 'bot-stuck', message: `The computer player "${bot.name}" (${seatName}) has no legal move.` } };
  }
  const view = bot.readsView === false ? undefined : def.view(state, seat);
  const action: unknown = bot.choose(view, legal, rng, ctx);
  const res = applyAction(def, state, seat, action);
  if (!res.ok) {
    return { ok: false, error: { code: 'bot-illegal', message: `The computer player "${bot.name}" (${seatName}) chose a move the rules refused (${res.error.message})` } };
  }
  return res;
}
