/** The bots the sim can play: each game's own (engine/games) and the kept old versions (scripts/baselines). */
import type { Bot } from '../engine/core/contract';
import { botsFor, getBot } from '../engine/games';
import { baselineBots } from './baselines';

export function simBot(game: string, name: string): Bot<any, any, any> | undefined {
  return getBot(game, name) ?? baselineBots[game]?.find((b) => b.name === name);
}

/** Every name the sim knows for a game, its own bots first. */
export function simBotNames(game: string): string[] {
  return [...botsFor(game).map((b) => b.name), ...(baselineBots[game] ?? []).map((b) => b.name)];
}
