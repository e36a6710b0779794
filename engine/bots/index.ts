export type { Bot, BotContext } from '../core/contract';
export { randomBot } from './random';
export { botStep, botChoice, applyBotChoice, type BotStepResult, type BotChoice } from './step';
export { botDriver, driveBots, driveBotsAsync, type BotTurn, type DrivenMove, type DriveEnd, type DriveOptions } from './drive';
export { playBotGame, type BotGame, type PlayOptions } from './play';
export { simulate, type SimSummary, type SimRequest } from './simulate';
export { matchup, bothSides, winsOf, luckAllowedWins, plainWins, type MatchupSummary, type MatchupRequest } from './matchup';
export { simulateMatch, type MatchSummary, type MatchRequest } from './match';
