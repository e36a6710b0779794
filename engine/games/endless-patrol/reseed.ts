/**
 * A fork's new luck in Endless Patrol. Ruling: the player has seen the cards in play and in the
 * discards, and the cards an L card showed on top of a deck (`known`, still to be drawn, in that
 * order): those stay. Everything else of both decks is dealt again, and the generator (the coming
 * reshuffles) starts afresh from `seed`. One seat: nothing is known to one seat and not another.
 */
import { seedRng } from '../../core/rng';
import { redeal } from './hidden';
import type { EndlessPatrolState } from './types';

export function reseed(s: EndlessPatrolState, seed: number): EndlessPatrolState {
  return { ...redeal(s, seedRng(seed)), events: s.events };
}
