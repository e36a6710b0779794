import { giCard, HAND_LIMIT, patrolCard, SQUAD_MAX } from './cards';
import { canNegate } from './flow';
import type { EndlessPatrolState, EndlessPatrolView, GiCard, PatrolCard } from './types';

/** The last pile shown and its cards (see `pileCards`). */
interface Shown<T> {
  ids: readonly string[] | null;
  cards: readonly T[];
}

const lastGi: Shown<GiCard> = { ids: null, cards: [] };
const lastPatrol: Shown<PatrolCard> = { ids: null, cards: [] };

/**
 * A discard pile's cards, kept from the last view when the pile is the very same array: a state's
 * arrays are never changed once the state is made (each step copies the piles it changes, tx.ts),
 * so from one step to the next an unchanged pile is the same array with the same cards. The odds'
 * sample games build a view at every step (the greedy bot reads it), and mapping both discard piles
 * afresh took a fifth of a game's time; kept, a greedy game is some 7% quicker (0.108 against 0.115
 * ms, December 2026). Frozen: a view is only read. A length that no longer matches is mapped again.
 */
function pileCards<T>(ids: readonly string[], last: Shown<T>, card: (id: string) => T): T[] {
  if (last.ids !== ids || last.cards.length !== ids.length) {
    last.ids = ids;
    last.cards = Object.freeze(ids.map(card));
  }
  return last.cards as T[];
}

/** What the player sees: deck order hidden (counts only), card ids resolved to card data. */
export function viewOf(s: EndlessPatrolState): EndlessPatrolView {
  const pending = s.pending;
  const negatable = pending !== null && canNegate(s, pending.source);
  return {
    phase: s.phase,
    turn: s.turn,
    squad: s.squad,
    squadMax: SQUAD_MAX,
    handLimit: HAND_LIMIT,
    hand: s.hand.map(giCard),
    giDeckCount: s.giDeck.length,
    giDiscard: pileCards(s.giDiscard, lastGi, giCard),
    patrolDeckCount: s.patrolDeck.length,
    patrolDiscard: pileCards(s.patrolDiscard, lastPatrol, patrolCard),
    inPlay: s.inPlay.map(patrolCard),
    pending: pending ? { ...pending, card: patrolCard(pending.source), negatable } : null,
    owedDraws: s.owedDraws,
    peek: s.peek
      ? {
          deck: s.peek.deck,
          cards: s.peek.cards.map((id): GiCard | PatrolCard => (s.peek?.deck === 'gi' ? giCard(id) : patrolCard(id))),
          by: { name: giCard(s.peek.by).name },
          drew: s.peek.drew ? giCard(s.peek.drew) : null,
        }
      : null,
    options: { ...s.options },
    stats: { ...s.stats },
    mustDiscard: s.phase === 'discard' ? Math.max(0, s.hand.length - HAND_LIMIT) : 0,
    outcome: s.outcome,
  };
}
