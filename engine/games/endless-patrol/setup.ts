import { seedRng, shuffleInPlace } from '../../core/rng';
import { GI_CARDS, PATROL_CARDS, SQUAD_MAX, START_HAND } from './cards';
import { drawGi, startTurn } from './flow';
import { Tx } from './tx';
import type { EndlessPatrolOptions, EndlessPatrolState } from './types';

/** An empty table before anything is dealt (decks in list order, unshuffled). */
export function emptyState(seed: number, options: EndlessPatrolOptions): EndlessPatrolState {
  return {
    actionCount: 0,
    reveals: 0,
    events: [],
    options: { ...options },
    rng: seedRng(seed),
    phase: 'fire',
    turn: 1,
    squad: SQUAD_MAX,
    hand: [],
    giDeck: GI_CARDS.map((c) => c.id),
    giDiscard: [],
    patrolDeck: PATROL_CARDS.map((c) => c.id),
    patrolDiscard: [],
    inPlay: [],
    casualtyQueue: [],
    pending: null,
    owedDraws: 0,
    peek: null,
    known: { gi: 0, patrol: 0 },
    stats: { turns: 1, casualties: 0, negated: 0, defeated: 0, giPlayed: 0, looks: 0, reshuffles: 0 },
    outcome: null,
  };
}

/** Shuffles both decks, deals 4 GI cards, then plays turn 1's Supply and Contact. */
export function setupGame(seed: number, options: EndlessPatrolOptions): EndlessPatrolState {
  const tx = new Tx(emptyState(seed, options), true);
  const s = tx.s;
  shuffleInPlace(s.rng, s.giDeck);
  shuffleInPlace(s.rng, s.patrolDeck);
  s.reveals++;
  const dealt = drawGi(tx, START_HAND);
  tx.log({ type: 'dealt', cards: dealt });
  startTurn(tx, true);
  return s;
}
