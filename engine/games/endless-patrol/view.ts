import { giCard, HAND_LIMIT, patrolCard, SQUAD_MAX } from './cards';
import { canNegate } from './flow';
import type { EndlessPatrolState, EndlessPatrolView, GiCard, PatrolCard } from './types';

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
    giDiscard: s.giDiscard.map(giCard),
    patrolDeckCount: s.patrolDeck.length,
    patrolDiscard: s.patrolDiscard.map(patrolCard),
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
