import { lostPatrolBots } from '../games/lost-patrol/bots';
import { greedyEndlessPatrolBot } from './endless-patrol-greedy';
import { randomBot } from './random';
import type { Bot } from './types';

/**
 * The bots each game offers, by game id. Adding a bot for a game is one line here
 * (the random bot works for every game: list it for each new game too).
 */
export const gameBots: Record<string, Bot<any, any>[]> = {
  'endless-patrol': [randomBot, greedyEndlessPatrolBot],
  'lost-patrol': Object.values(lostPatrolBots),
};

/** The bots offered for `gameId` (empty for an unknown game). */
export function botsFor(gameId: string): Bot<any, any>[] {
  return Object.prototype.hasOwnProperty.call(gameBots, gameId) ? (gameBots[gameId] as Bot<any, any>[]) : [];
}

/** The bot called `name` for `gameId`, or undefined. */
export function getBot(gameId: string, name: string): Bot<any, any> | undefined {
  return botsFor(gameId).find((b) => b.name === name);
}
