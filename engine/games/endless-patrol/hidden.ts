/**
 * What the player cannot know in Endless Patrol: the order of both decks, except the cards on top
 * that an L card showed (state.known) and they have not drawn yet.
 */
import { nextUint32, seedRng, shuffleInPlace, type RngState } from '../../core/rng';
import type { EndlessPatrolState } from './types';

/** The cards of a deck below the ones the player knows. */
function unknownPart(deck: readonly string[], known: number): string[] {
  return deck.slice(known);
}

/** The ids of every card whose place the player cannot know: none of them may reach the player. */
export function secrets(s: EndlessPatrolState): string[] {
  return [...unknownPart(s.giDeck, s.known.gi), ...unknownPart(s.patrolDeck, s.known.patrol)];
}

/** A deck with its unknown part dealt again from `rng`, starting from a fixed order (not the real one). */
function redealDeck(deck: readonly string[], known: number, rng: RngState): string[] {
  return [...deck.slice(0, known), ...shuffleInPlace(rng, unknownPart(deck, known).sort())];
}

/**
 * A state the player cannot tell from `s`: each deck's unknown part dealt again, and a fresh
 * generator (the real one would tell the future reshuffles). For bots and odds to sample from.
 */
export function redeal(s: EndlessPatrolState, rng: RngState): EndlessPatrolState {
  return {
    ...s,
    giDeck: redealDeck(s.giDeck, s.known.gi, rng),
    patrolDeck: redealDeck(s.patrolDeck, s.known.patrol, rng),
    rng: seedRng(nextUint32(rng)),
  };
}
