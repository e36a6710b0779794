import { applyAction, botContext, seedRng, type BaseState } from '../../engine/core';
import { ApiFailure } from './failure';
import type { LiveGame } from './live-game';
import { botAt, botSeed, type BotSource } from './seats';

/** The most bot actions one call plays before giving up with an error (a runaway bot or game). */
export const BOT_STEP_LIMIT = 10_000;

/**
 * While the game is not over and the seat to act is a bot's, asks that bot for its action
 * (its view, the legal actions and a generator seeded from the save's seed and the action
 * index) and hands it to `commit`, which applies and stores it like a player's action, each in
 * its own transaction. Returns how many bot actions were played.
 */
export function playBotTurns(
  live: LiveGame,
  bots: BotSource,
  commit: (seat: number, action: unknown, next: BaseState) => void,
  limit = BOT_STEP_LIMIT,
): number {
  const { def } = live;
  for (let steps = 0; ; steps++) {
    if (def.result(live.state) !== null) return steps;
    const seat = def.currentSeat(live.state);
    if (seat === null) return steps;
    const bot = botAt(live.seats, seat, def, bots);
    if (!bot) return steps;
    if (steps >= limit) {
      throw new ApiFailure('internal', `The computer players made ${limit.toLocaleString('en-US')} moves in a row without the game reaching a person's turn or its end, so Patrol HQ stopped them. The game is saved up to there.`, 'bot-step-limit');
    }
    const legal = def.legalActions(live.state, seat) as unknown[];
    const index = live.save.actionCount;
    const seatName = def.seats.names[seat] ?? `seat ${seat + 1}`;
    if (legal.length === 0) {
      throw new ApiFailure('internal', `The computer player "${bot.name}" (${seatName}) has no legal move at move ${index + 1}.`, 'bot-stuck');
    }
    const view = bot.readsView === false ? undefined : def.view(live.state, seat);
    const action = bot.choose(view, legal, seedRng(botSeed(live.save.seed, index)), botContext(def, live.state, seat));
    const res = applyAction(def, live.state, seat, action);
    if (!res.ok) {
      throw new ApiFailure('internal', `The computer player "${bot.name}" (${seatName}) chose a move the rules refused at move ${index + 1}: ${res.error.message}`, 'bot-illegal');
    }
    const parsed = def.parseAction(action);
    commit(seat, parsed.ok ? parsed.action : action, res.state as BaseState);
  }
}
