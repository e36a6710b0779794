import { giCard, LOOK_COUNT, patrolCard } from './cards';
import { afterAttack, checkVictory, contact, discardGi, discardPatrol, drawGi, listGiNames, reshuffleGi, runCasualties, startCasualties, takeCasualty } from './flow';
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
      tx.log(`Discarded ${listGiNames(a.cards)}.`);
      contact(tx);
      break;
    }
    case 'fire': {
      for (const id of a.cards) discardGi(tx, id);
      discardPatrol(tx, a.target);
      const t = patrolCard(a.target);
      const st = tx.stats();
      st.defeated++;
      st.giPlayed += a.cards.length;
      const used = listGiNames(a.cards);
      tx.log(a.mode === 'at' ? `${used} (AT) defeats ${t.name}.` : `${used} defeat${a.cards.length === 1 ? 's' : ''} ${t.name}.`);
      if (t.draws > 0) {
        s.owedDraws += t.draws;
        tx.log(`${t.draws} extra GI cards are owed at the next Supply.`);
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
      tx.known()[a.deck] = seen.length;
      s.reveals++;
      tx.stats().looks++;
      const drawn = drawGi(tx, 1);
      // Shown until the turn ends (startTurn clears it); the log keeps what was seen for good.
      s.peek = { deck: a.deck, cards: seen, by: a.card, drew: drawn.length ? (s.hand[s.hand.length - 1] as string) : null };
      const names = seen.map((id) => (a.deck === 'gi' ? giCard(id) : patrolCard(id)).name);
      tx.log(`${giCard(a.card).name}: looked at the next ${seen.length} ${a.deck === 'gi' ? 'GI' : 'Patrol'} cards (${names.join(', ') || 'none'}); drew ${drawn[0] ?? 'nothing'}.`);
      break;
    }
    case 'negate': {
      const source = s.pending?.source as string;
      s.pending = null;
      discardGi(tx, a.card);
      tx.stats().negated++;
      const at = s.events.length;
      s.events.push(''); // this line goes before any reshuffle line the draw writes
      const drawn = drawGi(tx, 1);
      s.events[at] = `${giCard(a.card).name} negates the casualty from ${patrolCard(source).name}; drew ${drawn[0] ?? 'nothing'}.`;
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
