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
import { combatPatrolInfo } from './combat-patrol/module';
import { endlessPatrolInfo } from './endless-patrol/module';
import { lostPatrolInfo } from './lost-patrol/module';
import { patrolLostInfo } from './patrol-lost/module';

/**
/**
 * Game id -> its screens and what it tells the rest of the app (its module.ts: names, the saves
 * list's words, choice labels, campaign screens; and its own words, such as what its replay calls
 * the start): the renderer's one list, matching engine/games/index.ts. Adding a game is a folder
 * renderer/src/games/<id>/ and one line here. Games without an entry are shown as "coming" on
 * the home screen. Shared code asks gameUi(id); it never names a game (scripts/game-ids.mjs checks).
 * The home card's options form is part of the home screen; the game's screen (and its replay
 * board) is its own chunk, fetched when first needed (screens.ts).
 */
export const gameUis: Record<string, GameUi> = {
  'endless-patrol': gameScreens<EndlessPatrolView, EndlessPatrolAction>({ ...endlessPatrolInfo, screen: () => import('./endless-patrol/EndlessPatrolScreen.svelte'), NewGame: EndlessPatrolNewGame, replayStart: 'the deal' }),
  'lost-patrol': gameScreens<LostPatrolView, LostPatrolAction>({ ...lostPatrolInfo, screen: () => import('./lost-patrol/LostPatrolScreen.svelte'), NewGame: LostPatrolNewGame, replayStart: 'the deal' }),
  'patrol-lost': gameScreens<PatrolLostView, PatrolLostAction>({ ...patrolLostInfo, screen: () => import('./patrol-lost/PatrolLostScreen.svelte'), NewGame: PatrolLostNewGame, replayStart: 'the Start tile', watches: true }),
  'combat-patrol': gameScreens<CombatPatrolView, CombatPatrolAction>({ ...combatPatrolInfo, screen: () => import('./combat-patrol/BattleScreen.svelte'), NewGame: CombatPatrolNewGame, replay: () => import('./combat-patrol/BattleReplay.svelte'), replayStart: 'the start of the battle' }),
};

export function gameUi(id: string): GameUi | undefined {
  return Object.prototype.hasOwnProperty.call(gameUis, id) ? gameUis[id] : undefined;
}

/** Every game's screens and words, in the list's order (the home screen's). */
export function allGameUis(): { id: string; ui: GameUi }[] {
  return Object.entries(gameUis).map(([id, ui]) => ({ id, ui }));
}

/** Each game's screen, loaded when first needed: see screens.ts. */
export const { loadScreen, screenNow, preloadScreen, warmOnIntent } = screenLoader(gameUi);
