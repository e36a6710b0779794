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
import BattleReplay from './combat-patrol/BattleReplay.svelte';
import { combatPatrolInfo } from './combat-patrol/module';
import { endlessPatrolInfo } from './endless-patrol/module';
import { lostPatrolInfo } from './lost-patrol/module';
import { patrolLostInfo } from './patrol-lost/module';

/**
 * Game id -> its screens and what it tells the rest of the app (its module.ts: names, the saves
 * list's words, choice labels, campaign screens; and its own words, such as what its replay calls
 * the start): the renderer's one list, matching engine/games/index.ts. Adding a game is a folder
 * renderer/src/games/<id>/ and one line here. Games without an entry are shown as "coming" on
 * the home screen. Shared code asks gameUi(id); it never names a game (scripts/game-ids.mjs checks).
 */
export const gameUis: Record<string, GameUi> = {
  'endless-patrol': gameScreens<EndlessPatrolView, EndlessPatrolAction>({ ...endlessPatrolInfo, Screen: EndlessPatrolScreen, NewGame: EndlessPatrolNewGame, replayStart: 'the deal' }),
  'lost-patrol': gameScreens<LostPatrolView, LostPatrolAction>({ ...lostPatrolInfo, Screen: LostPatrolScreen, NewGame: LostPatrolNewGame, replayStart: 'the deal' }),
  'patrol-lost': gameScreens<PatrolLostView, PatrolLostAction>({ ...patrolLostInfo, Screen: PatrolLostScreen, NewGame: PatrolLostNewGame, replayStart: 'the Start tile', watches: true }),
  'combat-patrol': gameScreens<CombatPatrolView, CombatPatrolAction>({ ...combatPatrolInfo, Screen: BattleScreen, NewGame: CombatPatrolNewGame, Replay: BattleReplay, replayStart: 'the start of the battle' }),
};

export function gameUi(id: string): GameUi | undefined {
  return Object.prototype.hasOwnProperty.call(gameUis, id) ? gameUis[id] : undefined;
}

/** Every game's screens and words, in the list's order (the home screen's). */
export function allGameUis(): { id: string; ui: GameUi }[] {
  return Object.entries(gameUis).map(([id, ui]) => ({ id, ui }));
}
