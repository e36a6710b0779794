import type { GameError } from '../../core/contract';
import { findGiCard, findPatrolCard, HAND_LIMIT, patrolCard } from './cards';
import { judgeFire } from './fire';
import { negatable } from './flow';
import type { EndlessPatrolAction, EndlessPatrolState, GiCard } from './types';

function err(code: string, message: string): GameError {
  return { code, message };
}

/** The refusal for a card id that is not in the hand, naming the card as players know it. */
export function notInHand(id: string): GameError {
  return err('not-in-hand', `${findGiCard(id)?.name ?? 'That card'} is not in your hand.`);
}

function handCard(s: EndlessPatrolState, id: string): GiCard | undefined {
  return s.hand.includes(id) ? findGiCard(id) : undefined;
}

/** Legality of a well-formed action in this state: null when it may be applied, else why not. */
export function checkAction(s: EndlessPatrolState, a: EndlessPatrolAction): GameError | null {
  if (s.phase === 'over') return err('game-over', 'This game is over.');
  switch (a.type) {
    case 'discard': {
      if (s.phase !== 'discard') return err('wrong-phase', 'There is nothing to discard now: your hand is within the limit.');
      const excess = s.hand.length - HAND_LIMIT;
      if (a.cards.length !== excess) {
        return err('wrong-count', `Discard exactly ${excess} ${excess === 1 ? 'card' : 'cards'} to come down to ${HAND_LIMIT}.`);
      }
      for (let i = 0; i < a.cards.length; i++) {
        const id = a.cards[i] as string;
        if (!s.hand.includes(id)) return notInHand(id);
        if (a.cards.indexOf(id) !== i) return err('duplicate-card', 'Each card can be discarded only once.');
      }
      return null;
    }
    case 'fire': {
      if (s.phase !== 'fire') return err('wrong-phase', 'GI cards can be fired only in the Fire phase.');
      const target = s.inPlay.includes(a.target) ? findPatrolCard(a.target) : undefined;
      const cards = a.cards.map((id) => handCard(s, id));
      const j = judgeFire(target, cards, a.cards, a.mode);
      return j.legal ? null : err(j.code, j.message);
    }
    case 'end-fire':
      if (s.phase !== 'fire') return err('wrong-phase', 'It is not the Fire phase.');
      return null;
    case 'look': {
      const c = handCard(s, a.card);
      if (!c) return notInHand(a.card);
      if (!c.look) return err('not-look-card', `${c.name} is not an L card.`);
      if (a.deck === 'patrol' && s.patrolDeck.length === 0) return err('empty-deck', 'The Patrol deck is empty: there is nothing to look at.');
      return null;
    }
    case 'negate': {
      if (s.phase !== 'casualty' || !s.pending) return err('wrong-phase', 'There is no casualty to negate now.');
      const c = handCard(s, a.card);
      if (!c) return notInHand(a.card);
      if (!c.negate) return err('not-negate-card', `${c.name} is not a D card.`);
      const source = patrolCard(s.pending.source);
      if (!negatable(s, source)) {
        return err('unavoidable', `The casualty from ${source.name} cannot be avoided: a D card cannot cancel it (only under the house rule that lets it).`);
      }
      return null;
    }
    case 'accept':
      if (s.phase !== 'casualty' || !s.pending) return err('wrong-phase', 'There is no casualty to accept now.');
      return null;
  }
}
