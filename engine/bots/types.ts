/** The bot interface lives with the game contract in engine/core; re-exported here for the bots. */
export type { Bot, BotContext } from '../core/contract';
