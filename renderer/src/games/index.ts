import type { CombatPatrolAction, CombatPatrolView } from '../../../engine/games/combat-patrol/battle/types';
import type { EndlessPatrolAction, EndlessPatrolView } from '../../../engine/games/endless-patrol/types';
import type { LostPatrolAction, LostPatrolView } from '../../../engine/games/lost-patrol/types';
import type { PatrolLostAction, PatrolLostView } from '../../../engine/games/patrol-lost/types';
import { gameScreens, type GameUi } from './types';
import { screenLoader } from './screens';
import CombatPatrolNewGame from './combat-patrol/NewGameOptions.svelte';
import EndlessPatrolNewGame from './endless-patrol/NewGameOptions.svelte';
import LostPatrolNewGame from './lost-patrol/NewGameOptions.svelte';
import PatrolLostNewGame from './patrol-lost/NewGameOptions.svelte';

/**
 * Game id -> its screens (and its own words, such as what its replay calls the start): the
 * renderer's one list, matching engine/games/index.ts. Adding a game is a folder
 * renderer/src/games/<id>/ and one line here. Games without an entry are shown as
 * "coming" on the home screen. The home card's options form is part of the home screen; the
 * game's screen is its own chunk, fetched when a game of that kind is first opened (screens.ts).
 */
export const gameUis: Record<string, GameUi> = {
  'endless-patrol': gameScreens<EndlessPatrolView, EndlessPatrolAction>({ screen: () => import('./endless-patrol/EndlessPatrolScreen.svelte'), NewGame: EndlessPatrolNewGame, replayStart: 'the deal' }),
  'lost-patrol': gameScreens<LostPatrolView, LostPatrolAction>({ screen: () => import('./lost-patrol/LostPatrolScreen.svelte'), NewGame: LostPatrolNewGame, replayStart: 'the deal' }),
  'patrol-lost': gameScreens<PatrolLostView, PatrolLostAction>({ screen: () => import('./patrol-lost/PatrolLostScreen.svelte'), NewGame: PatrolLostNewGame, replayStart: 'the Start tile', watches: true }),
  'combat-patrol': gameScreens<CombatPatrolView, CombatPatrolAction>({ screen: () => import('./combat-patrol/BattleScreen.svelte'), NewGame: CombatPatrolNewGame, replayStart: 'the start of the battle' }),
};

export function gameUi(id: string): GameUi | undefined {
  return Object.prototype.hasOwnProperty.call(gameUis, id) ? gameUis[id] : undefined;
}

/** Each game's screen, loaded when first needed: see screens.ts. */
export const { loadScreen, screenNow, preloadScreen, warmOnIntent } = screenLoader(gameUi);
