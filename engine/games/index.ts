import type { Bot, CatalogText, GameDefinition, GameModule } from '../core/contract';
import type { CampaignHooks } from '../campaign/hooks';
import { combatPatrolModule } from './combat-patrol/module';
import { endlessPatrolModule } from './endless-patrol/module';
import { lostPatrolModule } from './lost-patrol/module';
import { patrolLostModule } from './patrol-lost/module';

/**
 * Every playable game, in the order the home screen shows them: THE list. The game registry,
 * the bot registry (below) and the services' catalog all derive from it. Adding a game is a folder
 * engine/games/<id>/ exporting its GameModule, and one line here (and the renderer's screen in
 * renderer/src/games/index.ts).
 */
export const gameModules: readonly GameModule[] = [endlessPatrolModule, lostPatrolModule, combatPatrolModule, patrolLostModule];

/** A game the home screen lists as "coming": catalog text only, until its module is in gameModules. */
export interface ComingGame extends CatalogText {
  id: string;
}

/**
 * Games not built yet. An entry whose game has a module is ignored (the module wins), so adding
 * a game's module is enough; remove its line here when convenient.
 */
export const comingGames: readonly ComingGame[] = [];

/** Every playable game's rules, by id (derived from gameModules). */
export const games: Readonly<Record<string, GameDefinition<any, any, any, any>>> = Object.fromEntries(gameModules.map((m) => [m.definition.id, m.definition]));

/** The module of game `id`, or undefined. */
export function getModule(id: string): GameModule | undefined {
  return gameModules.find((m) => m.definition.id === id);
}

/** The rules of game `id`, or undefined. */
export function getGame(id: string): GameDefinition<any, any, any, any> | undefined {
  return getModule(id)?.definition;
}

/** The bots game `id` offers (empty for an unknown game). */
export function botsFor(id: string): Bot<any, any>[] {
  return getModule(id)?.bots.slice() ?? [];
}

/** The bot called `name` of game `id`, or undefined. */
export function getBot(id: string, name: string): Bot<any, any> | undefined {
  return getModule(id)?.bots.find((b) => b.name === name);
}

/** The games a campaign can play (those whose module declares `campaign`), in the home screen's order. */
export const campaignGameIds: readonly string[] = gameModules.filter((m) => m.campaign !== undefined).map((m) => m.definition.id);

/** How game `id` is played from a campaign, or undefined when a campaign cannot play it. */
export function campaignHooks(id: string): CampaignHooks | undefined {
  return getModule(id)?.campaign;
}
