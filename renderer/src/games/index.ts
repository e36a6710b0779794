import type { CombatPatrolAction, CombatPatrolView } from '../../../engine/games/combat-patrol/battle/types';
import type { EndlessPatrolAction, EndlessPatrolView } from '../../../engine/games/endless-patrol/types';
import type { LostPatrolAction, LostPatrolView } from '../../../engine/games/lost-patrol/types';
import type { PatrolLostAction, PatrolLostView } from '../../../engine/games/patrol-lost/types';
import { gameScreens, type GameUi } from './types';
import BattleScreen from './combat-patrol/BattleScreen.svelte';
import CombatPatrolNewGame from './combat-patrol/NewGameOptions.svelte';
import EndlessPatrolScreen from './endless-patrol/EndlessPatrolScreen.svelte';
import EndlessPatrolNewGame from './endless-patrol/NewGameOptions.svelte';
import LostPatrolScreen from './lost-patrol/LostPatrolScreen.svelte';
import LostPatrolNewGame from './lost-patrol/NewGameOptions.svelte';
import PatrolLostScreen from './patrol-lost/PatrolLostScreen.svelte';
import PatrolLostNewGame from './patrol-lost/NewGameOptions.svelte';

/**
 * Game id -> its screens (and its own words, such as what its replay calls the start): the
 * renderer's one list, matching engine/games/index.ts. Adding a game is a folder
 * renderer/src/games/<id>/ and one line here. Games without an entry are shown as
 * "coming" on the home screen.
 */
export const gameUis: Record<string, GameUi> = {
  'endless-patrol': gameScreens<EndlessPatrolView, EndlessPatrolAction>({ Screen: EndlessPatrolScreen, NewGame: EndlessPatrolNewGame, replayStart: 'the deal' }),
  'lost-patrol': gameScreens<LostPatrolView, LostPatrolAction>({ Screen: LostPatrolScreen, NewGame: LostPatrolNewGame, replayStart: 'the deal' }),
  'patrol-lost': gameScreens<PatrolLostView, PatrolLostAction>({ Screen: PatrolLostScreen, NewGame: PatrolLostNewGame, replayStart: 'the Start tile', watches: true }),
  'combat-patrol': gameScreens<CombatPatrolView, CombatPatrolAction>({ Screen: BattleScreen, NewGame: CombatPatrolNewGame, replayStart: 'the start of the battle' }),
};

export function gameUi(id: string): GameUi | undefined {
  return Object.prototype.hasOwnProperty.call(gameUis, id) ? gameUis[id] : undefined;
}
