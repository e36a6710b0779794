import type { GameDefinition } from '../../core/contract';
import { applyChecked } from './apply';
import { describe, type LostPatrolEvent } from './events';
import { redeal, secrets } from './hidden';
import { reseed } from './reseed';
import { checkAction, currentSeat, legalActions } from './legal';
import { parseAction, parseOptions, upgradeOptions } from './parse';
import { setupGame } from './setup';
import type { LostPatrolAction, LostPatrolOptions, LostPatrolState, LostPatrolView } from './types';
import { resultOf, viewOf } from './view';

/**
 * The Lost Patrol: a solitaire walk out of a 7x7 forest of tiles, with the Deserter variant for two
 * seats (0 the Deserter, 1 the Pursuers) and the mini variants Mapping the Forest and Trail of
 * Breadcrumbs. In the base game seat 0 is the patrol.
 * Rules version 2: the start tile is never a dead end (version 1 dealt whatever came; its saves
 * keep that through the `legacyStart` option upgradeOptions sets).
 */
export const lostPatrol: GameDefinition<LostPatrolState, LostPatrolAction, LostPatrolOptions, LostPatrolView> = {
  id: 'lost-patrol',
  name: 'The Lost Patrol',
  version: 2,
  // Seat 0 is the patrol alone, the Deserter in the two-player variant (its name there).
  seats: { min: 1, max: 2, names: ['Patrol (or Deserter)', 'Pursuers'], namesFor: (o: LostPatrolOptions) => [o.deserter ? 'Deserter' : 'Patrol', 'Pursuers'] },
  parseOptions,
  upgradeOptions,
  setup: (seed, options) => setupGame(seed, options),
  currentSeat,
  parseAction,
  legalActions,
  check: checkAction,
  apply: (s, a) => applyChecked(s, a),
  view: (s) => viewOf(s),
  describe: (e) => describe(e as LostPatrolEvent),
  result: resultOf,
  redeal: (s, _seat, rng) => redeal(s, rng),
  secrets: (s) => secrets(s),
  reseed,
};
