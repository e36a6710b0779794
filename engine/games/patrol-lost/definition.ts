import type { GameDefinition } from '../../core/contract';
import { step } from './apply';
import { describe } from './events';
import { redeal, secrets } from './hidden';
import { reseed } from './reseed';
import { checkAction, currentSeat, legalActions } from './legal';
import { parseAction, parseOptions } from './parse';
import { runOn } from './run';
import { setupGame } from './setup';
import type { PatrolLostAction, PatrolLostOptions, PatrolLostState, PatrolLostView } from './types';
import { resultOf, viewOf } from './view';

/** Applies a checked action to a working copy (run.ts `runOn`): the log holds only this step's lines. */
export function applyChecked(s: PatrolLostState, a: PatrolLostAction): PatrolLostState {
  const run = runOn(s, true);
  step(run, a);
  return run.s;
}

/**
 * Patrol: Lost!: two players, seat 0 the Good Guys and seat 1 the Bad Guys, on a map of hex tiles
 * laid as the Good Guys explore. Both seats see the same table; the pile's order is hidden from both,
 * so neither seat knows what the other may not (no `seatSecrets`): two people at one screen need no
 * cover between their turns (the gate's seatsKeepSecrets finds nothing to cover).
 */
export const patrolLost: GameDefinition<PatrolLostState, PatrolLostAction, PatrolLostOptions, PatrolLostView> = {
  id: 'patrol-lost',
  name: 'Patrol: Lost!',
  version: 1,
  seats: { min: 2, max: 2, names: ['Good Guys', 'Bad Guys'] },
  parseOptions,
  setup: (seed, options) => setupGame(seed, options),
  currentSeat,
  parseAction,
  legalActions,
  check: checkAction,
  apply: (s, a) => applyChecked(s, a),
  view: (s) => viewOf(s),
  result: resultOf,
  redeal,
  secrets: (s) => secrets(s),
  reseed,
  describe,
};
