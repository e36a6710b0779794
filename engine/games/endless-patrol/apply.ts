import { giCard, LOOK_COUNT, patrolCard } from './cards';
import { afterAttack, checkVictory, contact, discardGi, discardPatrol, drawGi, giNames, reshuffleGi, runCasualties, startCasualties, takeCasualty } from './flow';
import type { NegatedEvent } from './events';
import { Tx } from './tx';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

/** Applies a checked action; returns a new state and never changes `prev`. */
export function applyChecked(prev: EndlessPatrolState, a: EndlessPatrolAction): EndlessPatrolState {
  const tx = new Tx(prev);
  const s = tx.s;
  s.actionCount++;
  switch (a.type) {
    case 'discard': {
      for (const id of a.cards) discardGi(tx, id);
      tx.log({ type: 'discarded', cards: giNames(a.cards) });
      contact(tx);
      break;
    }
    case 'fire': {
      for (const id of a.cards) discardGi(tx, id);
      discardPatrol(tx, a.target);
      const t = patrolCard(a.target);
      const st = tx.own('stats');
      st.defeated++;
      st.giPlayed += a.cards.length;
      tx.log({ type: 'defeated', target: t.name, cards: giNames(a.cards), mode: a.mode });
      if (t.draws > 0) {
        s.owedDraws += t.draws;
        tx.log({ type: 'owed', draws: t.draws });
      }
      checkVictory(tx);
      break;
    }
    case 'end-fire':
      startCasualties(tx);
      break;
    case 'look': {
      discardGi(tx, a.card);
      if (a.deck === 'gi' && s.giDeck.length === 0 && s.giDiscard.length > 0) reshuffleGi(tx);
      const seen = (a.deck === 'gi' ? s.giDeck : s.patrolDeck).slice(0, LOOK_COUNT);
      tx.own('known')[a.deck] = seen.length;
      s.reveals++;
      tx.own('stats').looks++;
      const drawn = drawGi(tx, 1);
      // Shown until the turn ends (startTurn clears it); the log keeps what was seen for good.
      s.peek = { deck: a.deck, cards: seen, by: a.card, drew: drawn.length ? (s.hand[s.hand.length - 1] as string) : null };
      const names = seen.map((id) => (a.deck === 'gi' ? giCard(id) : patrolCard(id)).name);
      // The L card went to the discard pile, unless the GI deck ran out during the look and the pile (the L card in it) became the new deck.
      const into = s.giDiscard.includes(a.card) ? 'discard' : 'deck';
      tx.log({ type: 'looked', card: giCard(a.card).name, deck: a.deck, seen: names, drew: drawn[0] ?? null, into });
      break;
    }
    case 'negate': {
      const source = s.pending?.source as string;
      s.pending = null;
      discardGi(tx, a.card);
      tx.own('stats').negated++;
      // This event goes before any reshuffle the draw tells of; the draw fills it in.
      const negated: NegatedEvent = { type: 'negated', card: giCard(a.card).name, source: patrolCard(source).name, drew: null };
      tx.log(negated);
      negated.drew = drawGi(tx, 1)[0] ?? null;
      afterAttack(tx, source);
      runCasualties(tx);
      break;
    }
    case 'accept': {
      const source = s.pending?.source as string;
      s.pending = null;
      takeCasualty(tx, source);
      if (s.phase !== 'over') runCasualties(tx);
      break;
    }
  }
  return s;
}
