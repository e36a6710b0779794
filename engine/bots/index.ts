export type { Bot } from './types';
export { randomBot } from './random';
export { greedyEndlessPatrolBot } from './endless-patrol-greedy';
export { gameBots, botsFor, getBot } from './registry';
export { playBotGame, type BotGame, type PlayOptions } from './play';
export { simulate, type SimSummary, type SimRequest } from './simulate';
