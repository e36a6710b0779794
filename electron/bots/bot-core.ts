/**
 * What a bot worker thread does, kept apart from the thread's wiring so the same code runs in this
 * process when no worker can start: a computer player's choice (engine/bots botChoice) for a
 * position it is sent, by game id and bot name, with a generator from the seed it is sent, and its
 * reason in words when the bot gives one (Bot.explain: the services log it with the move). It reads
 * what the bot reads when it thinks in the main process: the state through the seat's view, legal
 * actions and context (engine/core/gate botContext), never more.
 */
import type { BaseState } from '../../engine/core/contract';
import { seedRng } from '../../engine/core/rng';
import { botChoice, type BotChoice } from '../../engine/bots/step';
import { getModule } from '../../engine/games';

export interface BotThinkRequest {
  id: number;
  game: string;
  bot: string;
  state: BaseState;
  seat: number;
  /** The seed of the bot's generator for this move (electron/services/seats botSeed). */
  seed: number;
}

export type BotThinkReply = { id: number; choice: BotChoice } | { id: number; error: string };

/** The bot's choice for one request; an unknown game or bot, or a throw, is an error reply. */
export function thinkFor(req: BotThinkRequest): BotThinkReply {
  try {
    const module = getModule(req.game);
    const bot = module?.bots.find((b) => b.name === req.bot);
    if (!module || !bot) return { id: req.id, error: `the bot worker does not know "${req.bot}" of game "${req.game}"` };
    return { id: req.id, choice: botChoice(module.definition, req.state, req.seat, bot, seedRng(req.seed), true) };
  } catch (e) {
    return { id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}
