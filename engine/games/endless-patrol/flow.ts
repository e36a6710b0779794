import * as rngMod from '../../core/rng';
import * as cardsMod from './cards';
import * as txMod from './tx';
import type { Tx as TxType } from './tx';
import type { EndlessPatrolState, GiCard, PatrolCard } from './types';

// Imported values taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { shuffleInPlace } = rngMod;
const { GI_BY_ID, HAND_LIMIT, PATROL_BY_ID } = cardsMod;

const GI = GI_BY_ID;
const PT = PATROL_BY_ID;
const gi = (id: string): GiCard => GI[id] as GiCard;
const pt = (id: string): PatrolCard => PT[id] as PatrolCard;

/** One step's copy-on-write working copy of the state (see tx.ts); re-exported for apply and setup. */
export const Tx = txMod.Tx;
export type Tx = TxType;

/** A GI card goes from the hand to the GI discard pile. */
export function discardGi(tx: Tx, id: string): void {
  tx.takeFromHand(id);
  tx.addToGiDiscard(id);
}

/** A Patrol card goes from play to the Patrol discard pile. */
export function discardPatrol(tx: Tx, id: string): void {
  tx.takeFromPlay(id);
  tx.addToPatrolDiscard(id);
}

/** "A", "A and B", "A, B and C". */
export function listNames(items: readonly string[]): string {
  const n = items.length;
  if (n <= 1) return items[0] ?? '';
  let out = items[0] as string;
  for (let i = 1; i < n - 1; i++) out += `, ${items[i] as string}`;
  return `${out} and ${items[n - 1] as string}`;
}

/** listNames of the GI cards with these ids, without an array of names in between. */
export function listGiNames(ids: readonly string[]): string {
  const n = ids.length;
  if (n === 0) return '';
  let out = gi(ids[0] as string).name;
  if (n === 1) return out;
  for (let i = 1; i < n - 1; i++) out += `, ${gi(ids[i] as string).name}`;
  return `${out} and ${gi(ids[n - 1] as string).name}`;
}

/** Draws up to `count` GI cards, reshuffling the discard pile into the deck when it runs out. */
export function drawGi(tx: Tx, count: number): string[] {
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (tx.s.giDeck.length === 0) {
      if (tx.s.giDiscard.length === 0) {
        tx.log('The GI deck and its discard pile are empty: no card to draw.');
        break;
      }
      reshuffleGi(tx);
    }
    const id = tx.takeGiTop();
    tx.addToHand(id);
    tx.s.reveals++;
    drawn.push(gi(id).name);
  }
  return drawn;
}

/** The GI discard pile, shuffled, becomes the GI deck. */
export function reshuffleGi(tx: Tx): void {
  const deck = shuffleInPlace(tx.rng(), tx.s.giDiscard.slice());
  tx.s.giDeck = deck;
  tx.s.giDiscard = [];
  tx.ownGiPiles();
  tx.stats().reshuffles++;
  tx.s.reveals++;
  tx.log('The GI discard pile is shuffled to make a new GI deck.');
}

/** Supply: draw 1 plus any owed N draws; over the hand limit, the player chooses discards. */
export function startTurn(tx: Tx, first: boolean): void {
  const s = tx.s;
  if (!first) s.turn++;
  s.peek = null; // an L card's look is shown until its turn ends
  tx.stats().turns = s.turn;
  const owed = s.owedDraws;
  s.owedDraws = 0;
  const at = s.events.length;
  s.events.push(''); // the turn's line goes first, before any reshuffle line the draw writes
  const drawn = drawGi(tx, 1 + owed);
  s.events[at] = `Turn ${s.turn}. Drew ${drawn.length ? listNames(drawn) : 'nothing'}.`;
  // Ruling: the hand limit of 5 is checked at the Supply phase only; L and D draws at other
  // times may leave more than 5 cards in hand until the next Supply.
  if (s.hand.length > HAND_LIMIT) {
    s.phase = 'discard';
    tx.log(`Over the hand limit: discard ${s.hand.length - HAND_LIMIT}.`);
    return;
  }
  contact(tx);
}

/** Contact: turn the top Patrol card face up; it joins any still in play. */
export function contact(tx: Tx): void {
  if (tx.s.patrolDeck.length > 0) {
    const id = tx.takePatrolTop();
    tx.addToPlay(id);
    tx.s.reveals++;
    tx.log(`${pt(id).name} appears.`);
  } else {
    tx.log('The Patrol deck is empty: no new contact.');
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
  tx.log(`Victory: the whole Patrol deck is beaten with ${s.squad} soldiers left.`);
  return true;
}

/** True when the player holds a D card that may negate a casualty from `source`. */
export function canNegate(s: EndlessPatrolState, source: string): boolean {
  return holdsNegate(s.hand) && !(s.options.strictMinefields && pt(source).undefeatable);
}

function holdsNegate(hand: string[]): boolean {
  for (let i = 0; i < hand.length; i++) if (gi(hand[i] as string).negate) return true;
  return false;
}

/** End of Fire: every undefeated Patrol card in play that inflicts casualties queues one. */
export function startCasualties(tx: Tx): void {
  const q: string[] = [];
  const inPlay = tx.s.inPlay;
  for (let i = 0; i < inPlay.length; i++) {
    const id = inPlay[i] as string;
    if (pt(id).draws === 0) q.push(id); // N cards inflict none
  }
  tx.s.casualtyQueue = q;
  tx.ownQueue();
  tx.s.phase = 'casualty';
  runCasualties(tx);
}

/** Resolves queued casualties one at a time, pausing when a D card could negate one. */
export function runCasualties(tx: Tx): void {
  const s = tx.s;
  const hasD = holdsNegate(s.hand); // the hand does not change while casualties land
  while (s.casualtyQueue.length > 0) {
    const source = tx.queue().shift() as string;
    const card = pt(source);
    if (hasD && !(s.options.strictMinefields && card.undefeatable)) {
      s.pending = { source, unavoidable: card.undefeatable };
      s.phase = 'casualty';
      return;
    }
    takeCasualty(tx, source, card);
    if (s.phase === 'over') return;
  }
  if (checkVictory(tx)) return;
  startTurn(tx, false);
}

/** The casualty from `source` lands: one soldier lost; the game is lost at 0. */
export function takeCasualty(tx: Tx, source: string, card: PatrolCard = pt(source)): void {
  const s = tx.s;
  s.squad--;
  tx.stats().casualties++;
  tx.log(`${card.name} inflicts a casualty: ${s.squad} ${s.squad === 1 ? 'soldier' : 'soldiers'} left.`);
  afterAttack(tx, source, card);
  if (s.squad <= 0) {
    s.squad = 0;
    s.phase = 'over';
    s.outcome = 'loss';
    s.casualtyQueue = [];
    s.pending = null;
    tx.log('The last soldier falls: the patrol is lost.');
  }
}

/** An I card attacks once and is then discarded, whether its casualty landed or was negated. */
export function afterAttack(tx: Tx, source: string, c: PatrolCard = pt(source)): void {
  if (!c.instant) return;
  discardPatrol(tx, source);
  tx.log(`${c.name} has struck once and is discarded.`);
}
