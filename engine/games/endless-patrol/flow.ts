import { shuffleInPlace } from '../../core/rng';
import { giCard, HAND_LIMIT, patrolCard } from './cards';
import type { TurnEvent } from './events';
import type { Tx } from './tx';
import type { EndlessPatrolState, PatrolCard } from './types';

/** A GI card goes from the hand to the GI discard pile. */
export function discardGi(tx: Tx, id: string): void {
  tx.move(id, 'hand', 'giDiscard');
}

/** A Patrol card goes from play to the Patrol discard pile. */
export function discardPatrol(tx: Tx, id: string): void {
  tx.move(id, 'inPlay', 'patrolDiscard');
}

/** The names of the GI cards with these ids (events name cards by name: events.ts). */
export function giNames(ids: readonly string[]): string[] {
  return ids.map((id) => giCard(id).name);
}

/** Draws up to `count` GI cards, reshuffling the discard pile into the deck when it runs out. */
export function drawGi(tx: Tx, count: number): string[] {
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (tx.s.giDeck.length === 0) {
      if (tx.s.giDiscard.length === 0) {
        tx.log({ type: 'no-draw' });
        break;
      }
      reshuffleGi(tx);
    }
    const id = tx.takeTop('giDeck');
    tx.own('hand').push(id);
    tx.s.reveals++;
    drawn.push(giCard(id).name);
  }
  return drawn;
}

/** The GI discard pile, shuffled, becomes the GI deck. */
export function reshuffleGi(tx: Tx): void {
  const cards = tx.s.giDiscard.length;
  tx.set('giDeck', shuffleInPlace(tx.own('rng'), tx.s.giDiscard.slice()));
  tx.set('giDiscard', []);
  tx.own('stats').reshuffles++;
  tx.s.reveals++;
  tx.log({ type: 'gi-reshuffled', cards });
  // A look at the old GI deck no longer describes any deck: the cards it showed may be anywhere in
  // the new one. It goes from the screen (the log keeps what was seen). A look at the Patrol deck
  // stays, but the GI card drawn after it may now be back in the deck: it is no longer named.
  if (tx.s.peek?.deck === 'gi') tx.s.peek = null;
  else if (tx.s.peek) tx.s.peek = { ...tx.s.peek, drew: null };
}

/** Supply: draw 1 plus any owed N draws; over the hand limit, the player chooses discards. */
export function startTurn(tx: Tx, first: boolean): void {
  const s = tx.s;
  if (!first) s.turn++;
  s.peek = null; // an L card's look is shown until its turn ends
  tx.own('stats').turns = s.turn;
  const owed = s.owedDraws;
  s.owedDraws = 0;
  // The turn's event goes first, before any reshuffle the draw tells of; the draw fills it in.
  const turn: TurnEvent = { type: 'turn', turn: s.turn, drew: [] };
  tx.log(turn);
  turn.drew = drawGi(tx, 1 + owed);
  // Ruling: the hand limit of 5 is checked at the Supply phase only; L and D draws at other
  // times may leave more than 5 cards in hand until the next Supply.
  if (s.hand.length > HAND_LIMIT) {
    s.phase = 'discard';
    tx.log({ type: 'over-limit', discard: s.hand.length - HAND_LIMIT });
    return;
  }
  contact(tx);
}

/** Contact: turn the top Patrol card face up; it joins any still in play. */
export function contact(tx: Tx): void {
  if (tx.s.patrolDeck.length > 0) {
    const id = tx.takeTop('patrolDeck');
    tx.own('inPlay').push(id);
    tx.s.reveals++;
    tx.log({ type: 'contact', card: patrolCard(id).name });
  } else {
    tx.log({ type: 'no-contact' });
  }
  tx.s.phase = 'fire';
}

/** Victory: the Patrol deck is spent and no Patrol card is left in play. */
export function checkVictory(tx: Tx): boolean {
  const s = tx.s;
  if (s.patrolDeck.length > 0 || s.inPlay.length > 0) return false;
  s.phase = 'over';
  s.outcome = 'win';
  s.casualtyQueue = [];
  s.pending = null;
  tx.log({ type: 'victory', soldiers: s.squad });
  return true;
}

/**
 * May a D card cancel the casualty just incurred from `source`? Ruling (the FAQ: a Minefield or
 * Shelling casualty "cannot be avoided"): not from those two, unless the game uses the house rule
 * that lets it (option `dCancelsMinefields`).
 */
export function negatable(s: EndlessPatrolState, source: PatrolCard): boolean {
  return !source.undefeatable || s.options.dCancelsMinefields;
}

/** True when the player holds a D card that may cancel a casualty from `source`. */
export function canNegate(s: EndlessPatrolState, source: string): boolean {
  return s.hand.some((id) => giCard(id).negate) && negatable(s, patrolCard(source));
}

/** End of Fire: every undefeated Patrol card in play that inflicts casualties queues one. */
export function startCasualties(tx: Tx): void {
  tx.set('casualtyQueue', tx.s.inPlay.filter((id) => patrolCard(id).draws === 0)); // N cards inflict none
  tx.s.phase = 'casualty';
  runCasualties(tx);
}

/** Resolves queued casualties one at a time, pausing when a D card could cancel one. */
export function runCasualties(tx: Tx): void {
  const s = tx.s;
  while (s.casualtyQueue.length > 0) {
    const source = tx.own('casualtyQueue').shift() as string;
    if (canNegate(s, source)) {
      s.pending = { source, unavoidable: patrolCard(source).undefeatable };
      s.phase = 'casualty';
      return;
    }
    takeCasualty(tx, source);
    if (s.phase === 'over') return;
  }
  if (checkVictory(tx)) return;
  startTurn(tx, false);
}

/** The casualty from `source` lands: one soldier lost; the game is lost at 0. */
export function takeCasualty(tx: Tx, source: string): void {
  const s = tx.s;
  const card = patrolCard(source);
  s.squad--;
  tx.own('stats').casualties++;
  const who = s.options.names?.[tx.s.stats.casualties - 1];
  tx.log(who ? { type: 'casualty', source: card.name, soldier: who, left: s.squad } : { type: 'casualty', source: card.name, left: s.squad });
  afterAttack(tx, source);
  if (s.squad <= 0) {
    s.squad = 0;
    s.phase = 'over';
    s.outcome = 'loss';
    s.casualtyQueue = [];
    s.pending = null;
    tx.log({ type: 'last-falls' });
  }
}

/** An I card attacks once and is then discarded, whether its casualty landed or was cancelled. */
export function afterAttack(tx: Tx, source: string): void {
  const c = patrolCard(source);
  if (!c.instant) return;
  discardPatrol(tx, source);
  tx.log({ type: 'struck-once', card: c.name });
}
