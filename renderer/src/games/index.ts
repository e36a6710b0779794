import type { GameUi } from './types';
import EndlessPatrolScreen from './endless-patrol/EndlessPatrolScreen.svelte';
import EndlessPatrolNewGame from './endless-patrol/NewGameOptions.svelte';
import LostPatrolScreen from './lost-patrol/LostPatrolScreen.svelte';
import LostPatrolNewGame from './lost-patrol/NewGameOptions.svelte';

/**
 * Game id -> its screens. Adding a game is adding a folder renderer/src/games/<id>/ and one line here.
 * Games without an entry are shown as "coming" on the home screen.
 */
export const gameUis: Record<string, GameUi> = {
  'endless-patrol': { Screen: EndlessPatrolScreen, NewGame: EndlessPatrolNewGame },
  'lost-patrol': { Screen: LostPatrolScreen, NewGame: LostPatrolNewGame },
};

export function gameUi(id: string): GameUi | undefined {
  return Object.prototype.hasOwnProperty.call(gameUis, id) ? gameUis[id] : undefined;
}
