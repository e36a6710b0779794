/**
 * A fork's new luck in Patrol: Lost!. Ruling: every tile on the map, the tile just drawn (waiting to
 * be turned) and every die already rolled are seen by both sides and stay; neither side knows the
 * pile's order, so it is dealt again, and the generator (the attack, hazard and fight dice still to
 * roll) starts afresh from `seed`.
 */
import { seedRng } from '../../core/rng';
import { redeal } from './hidden';
import type { PatrolLostState } from './types';

export function reseed(s: PatrolLostState, seed: number): PatrolLostState {
  return { ...redeal(s, 0, seedRng(seed)), events: s.events };
}
