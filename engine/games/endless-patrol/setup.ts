import * as rngMod from '../../core/rng';
import * as cardsMod from './cards';
import * as flowMod from './flow';
import type { EndlessPatrolOptions, EndlessPatrolState } from './types';

// Imported values taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { seedRng, shuffleInPlace } = rngMod;
const { GI_CARDS, PATROL_CARDS, SQUAD_MAX, START_HAND } = cardsMod;
const { drawGi, listNames, startTurn, Tx } = flowMod;

// The decks' ids in list order, worked out once (every game starts from copies of these).
const GI_IDS: readonly string[] = GI_CARDS.map((c) => c.id);
const PATROL_IDS: readonly string[] = PATROL_CARDS.map((c) => c.id);

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
    giDeck: GI_IDS.slice(),
    giDiscard: [],
    patrolDeck: PATROL_IDS.slice(),
    patrolDiscard: [],
    inPlay: [],
    casualtyQueue: [],
    pending: null,
    owedDraws: 0,
    peek: null,
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
  tx.log(`Both decks shuffled. Dealt ${listNames(dealt)}.`);
  startTurn(tx, true);
  return s;
}
