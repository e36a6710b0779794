/**
 * Combat Patrol! as a game of the common contract: seat 0 the US side, seat 1 the Germans. A battle
 * is {seed, options: {scenario, houseRules, diceMode}, actions[]} and replays exactly.
 */
import type { GameDefinition } from '../../../core/contract';
import { check } from './check';
import { currentSeat, legalActions, templates } from './legal';
import { parseAction } from './parse';
import { performStep } from './perform';
import { runStep } from './runtime';
import { reseed } from './reseed';
import { parseOptions, setupBattle, upgradeOptions } from './setup';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView, Input } from './types';
import { resultOf, viewOf } from './view';

export const COMBAT_PATROL_ID = 'combat-patrol';

/** Applies a checked action: a new step, or the answer the waiting step needed (it runs again from its start). */
export function applyChecked(s: CombatPatrolState, a: CombatPatrolAction, seat: number): CombatPatrolState {
  const p = s.pending;
  if (p) return runStep(performStep, p.base, p.action, p.seat, [...p.tape, a as Input], s);
  return runStep(performStep, s, a, seat, [], s);
}

/**
 * Combat Patrol!: seat 0 the US, seat 1 the Germans. Rules version 2 plays the source's machine-gun
 * arcs and Spray: sight limits neither (the house rule `areaNeedsSight` is off by default).
 * Version 1 saves keep the rules they were played under (upgradeOptions).
 */
export const combatPatrol: GameDefinition<CombatPatrolState, CombatPatrolAction, CombatPatrolOptions, CombatPatrolView> = {
  id: COMBAT_PATROL_ID,
  name: 'Combat Patrol!',
  version: 2,
  seats: { min: 2, max: 2, names: ['US', 'German'] },
  seatSecrets: false,
  parseOptions,
  upgradeOptions,
  setup: setupBattle,
  currentSeat,
  parseAction,
  legalActions,
  templates,
  check,
  apply: applyChecked,
  view: viewOf,
  result: resultOf,
  reseed,
};
