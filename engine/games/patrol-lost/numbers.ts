/**
 * Patrol: Lost!'s rule numbers, once: the order of a turn's phases, the Bad Guys' actions and
 * reinforcements, the hazard roll, a Good Guy's attack dice and what hits. The rules use them, and
 * the screen shows them (through preview.ts), so its words cannot drift from what is rolled.
 */
import { GOOD_GUYS } from './tiles';
import type { Phase } from './types';

/** The phases of a turn, in order (after the clear-up a new turn starts with the Good Guys). */
export const PHASES: readonly Exclude<Phase, 'over'>[] = ['good', 'removal', 'place', 'bad', 'attack', 'clear-up'];

/** The phase after `p` within a turn (the clear-up's is the next turn's first). */
export function nextPhase(p: Exclude<Phase, 'over'>): Exclude<Phase, 'over'> {
  return PHASES[(PHASES.indexOf(p) + 1) % PHASES.length] as Exclude<Phase, 'over'>;
}

/** The die every roll of the game uses. */
export const DIE_SIDES = 6;

/** Bad Guy actions per turn. */
export const BAD_ACTIONS = 3;

/** Bad Guys a place or add action brings: two, or the last one in the pool. */
export const REINFORCEMENT = 2;
export function reinforcementFrom(pool: number): number {
  return Math.min(REINFORCEMENT, pool);
}

/** A Good Guy leaving a hazard tile gets through on a roll of this or less; higher, his action is lost. */
export const HAZARD_PASS = 3;

/** A Good Guy's own attack hits on each die showing this. */
export const ATTACK_HIT = 6;

/** What each specialist adds to the Good Guys' score in an attack: the close-combat one on the tile, the ranged one in sight of it. */
export const SPECIALIST_BONUS = 1;

/** The dice of a Good Guy's own attack (his piece's data). */
export function attackDice(guy: number): number {
  return GOOD_GUYS[guy]?.attackDice ?? GOOD_GUYS[0]!.attackDice;
}
