import type { GameDefinition } from '../core/contract';
import { endlessPatrol } from './endless-patrol';
import { lostPatrol } from './lost-patrol';

/**
 * Every playable game, by id. Adding a game is adding a folder in engine/games/ and one line here.
 * Games not yet built appear in the catalog (electron/services) as "coming".
 */
export const games: Record<string, GameDefinition<any, any, any, any>> = {
  [endlessPatrol.id]: endlessPatrol,
  [lostPatrol.id]: lostPatrol,
};

export function getGame(id: string): GameDefinition<any, any, any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}
