import type { GameDefinition } from '../../core/contract';
import { applyChecked } from './apply';
import { checkAction, currentSeat, legalActions } from './legal';
import { parseAction, parseOptions } from './parse';
import { setupGame } from './setup';
import type { LostPatrolAction, LostPatrolOptions, LostPatrolState, LostPatrolView } from './types';
import { resultOf, viewOf } from './view';

/**
 * The Lost Patrol: a solitaire walk out of a 7x7 forest of tiles, with the Deserter variant for two
 * seats (0 the Deserter, 1 the Pursuers) and the mini variants Mapping the Forest and Trail of
 * Breadcrumbs. In the base game seat 0 is the patrol.
 */
export const lostPatrol: GameDefinition<LostPatrolState, LostPatrolAction, LostPatrolOptions, LostPatrolView> = {
  id: 'lost-patrol',
  name: 'The Lost Patrol',
  version: 1,
  seats: { min: 1, max: 2, names: ['Patrol (or Deserter)', 'Pursuers'] },
  parseOptions,
  setup: (seed, options) => setupGame(seed, options),
  currentSeat,
  parseAction,
  legalActions,
  check: checkAction,
  apply: (s, a) => applyChecked(s, a),
  view: (s) => viewOf(s),
  result: resultOf,
};
