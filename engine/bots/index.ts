export type { Bot, BotContext } from '../core/contract';
export { randomBot } from './random';
export { botStep, type BotStepResult } from './step';
export { playBotGame, type BotGame, type PlayOptions } from './play';
export { simulate, type SimSummary, type SimRequest } from './simulate';
export { matchup, bothSides, winsOf, type MatchupSummary, type MatchupRequest } from './matchup';
export { simulateMatch, type MatchSummary, type MatchRequest } from './match';
