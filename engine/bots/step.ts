import type { BaseState, Bot, GameDefinition, GameError, GameResult, Seat } from '../core/contract';
import { botContext } from '../core/gate';
import { applyAction } from '../core/pipeline';
import type { RngState } from '../core/rng';

/** One computer move: the new state, the action as the game parsed it and the result, or why there is none. */
export type BotStepResult<S, A> =
  | { ok: true; state: S; action: A; result: GameResult | null }
  /** `bot-stuck`: the seat has no legal action. `bot-illegal`: the rules refused the bot's choice. */
  | { ok: false; error: GameError };

/** What a bot chose (raw, not yet through the rules), or `bot-stuck` when its seat has no move. */
export type BotChoice = { ok: true; action: unknown } | { ok: false; error: GameError };

function seatName(def: GameDefinition<any, any, any, any>, seat: Seat): string {
  return def.seats.names[seat] ?? `seat ${seat + 1}`;
}

/**
 * The thinking half of a computer move, pure: gives the bot at `seat` what that seat may see (its
 * view, unless the bot reads none; its legal actions, unless it draws its own; a context that
 * samples hidden parts, never the real order) and asks for its choice with `rng`. The services run
 * it on a worker thread, with `explain`: a bot that can say why (Bot.explain) sends its words with
 * the action, as its `why`.
 */
export function botChoice<S extends BaseState>(def: GameDefinition<S, any, any, any>, state: S, seat: Seat, bot: Bot<any, any, any>, rng: RngState, explain = false): BotChoice {
  const listed = bot.readsLegal !== false;
  const legal = listed ? def.legalActions(state, seat) : [];
  const ctx = botContext(def, state, seat);
  const stuck: BotChoice = { ok: false, error: { code: 'bot-stuck', message: `The computer player "${bot.name}" (${seatName(def, seat)}) has no legal move.` } };
  if (listed && legal.length === 0 && ctx.templates.length === 0) return stuck;
  const view = bot.readsView === false ? undefined : def.view(state, seat);
  const action: unknown = bot.choose(view, legal, rng, ctx);
  // A bot that lists nothing itself answers undefined when it finds no move.
  if (action === undefined) return stuck;
  return { ok: true, action: explain && bot.explain ? withWhy(action, bot.explain(action, ctx)) : action };
}

/** `action` with the bot's reason as its `why` (a plain object's copy), or as it is when there is none to add. */
function withWhy(action: unknown, why: string | null): unknown {
  if (!why || typeof action !== 'object' || action === null || Array.isArray(action) || 'why' in action) return action;
  return { ...action, why };
}

/** The other half: the bot's choice through applyAction like a player's action, or `bot-illegal`. */
export function applyBotChoice<S extends BaseState, A>(def: GameDefinition<S, A, any, any>, state: S, seat: Seat, bot: Bot<any, any, any>, choice: BotChoice): BotStepResult<S, A> {
  if (!choice.ok) return choice;
  const res = applyAction(def, state, seat, choice.action);
  if (!res.ok) {
    return { ok: false, error: { code: 'bot-illegal', message: `The computer player "${bot.name}" (${seatName(def, seat)}) chose a move the rules refused (${res.error.message})` } };
  }
  return res;
}

/**
 * One computer move in one go (botChoice then applyBotChoice), used by the match driver
 * (bots/drive.ts) and the odds' sample games.
 */
export function botStep<S extends BaseState, A>(def: GameDefinition<S, A, any, any>, state: S, seat: Seat, bot: Bot<any, any, any>, rng: RngState): BotStepResult<S, A> {
  return applyBotChoice(def, state, seat, bot, botChoice(def, state, seat, bot, rng));
}
