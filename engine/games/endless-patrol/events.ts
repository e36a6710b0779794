/**
 * Endless Patrol's events: what each step did, as data (issue 22), and `describe`, the only place
 * the log's words are made. Cards are named by their card names (unique in each deck), not by
 * their ids: a GI card shuffled back into the deck is secret again by id (hidden.ts), while the
 * log keeps, for good, which cards were dealt, drawn and played. The game has one seat, which
 * knows all its events: no event has `seats`.
 */
import type { DeckName, FireMode } from './types';

/** Both decks shuffled and the opening hand dealt. */
export interface DealtEvent {
  type: 'dealt';
  cards: string[];
}

/** A new turn's Supply: the GI cards drawn (1 plus any owed). */
export interface TurnEvent {
  type: 'turn';
  turn: number;
  drew: string[];
}

/** A draw found both the GI deck and its discard pile empty. */
export interface NoDrawEvent {
  type: 'no-draw';
}

/** The GI discard pile (`cards` of them, any card just played among them) became the new GI deck. */
export interface GiReshuffledEvent {
  type: 'gi-reshuffled';
  cards: number;
}

/** Over the hand limit at Supply: `discard` cards must go. */
export interface OverLimitEvent {
  type: 'over-limit';
  discard: number;
}

/** Contact: the top Patrol card is turned up and joins those in play. */
export interface ContactEvent {
  type: 'contact';
  card: string;
}

/** Contact with the Patrol deck spent. */
export interface NoContactEvent {
  type: 'no-contact';
}

/** GI cards discarded from the hand at Supply. */
export interface DiscardedEvent {
  type: 'discarded';
  cards: string[];
}

/** GI cards played (to the discard pile) defeat a Patrol card in play (to its discard pile). */
export interface DefeatedEvent {
  type: 'defeated';
  target: string;
  cards: string[];
  mode: FireMode;
}

/** A defeated N card: `draws` more GI cards at the next Supply. */
export interface OwedEvent {
  type: 'owed';
  draws: number;
}

/**
 * An L card: the next cards of `deck` seen, then one GI card drawn (null: none left). `into` is
 * where the L card went: the discard pile, or (the GI deck having run out before the look or for its
 * draw) the new GI deck the discard pile, the L card in it, was shuffled into.
 */
export interface LookedEvent {
  type: 'looked';
  card: string;
  deck: DeckName;
  seen: string[];
  drew: string | null;
  into: 'discard' | 'deck';
}

/** A D card (to the discard pile) cancels the casualty from `source`; one GI card drawn (null: none). */
export interface NegatedEvent {
  type: 'negated';
  card: string;
  source: string;
  drew: string | null;
}

/** A casualty lands: one soldier (named in a campaign) lost, `left` remain. */
export interface CasualtyEvent {
  type: 'casualty';
  source: string;
  soldier?: string;
  left: number;
}

/** The squad is gone: the game is lost. */
export interface LastFallsEvent {
  type: 'last-falls';
}

/** An I card has attacked once and goes to the Patrol discard pile. */
export interface StruckOnceEvent {
  type: 'struck-once';
  card: string;
}

/** The whole Patrol deck beaten: the game is won. */
export interface VictoryEvent {
  type: 'victory';
  soldiers: number;
}

export type EndlessPatrolEvent =
  | DealtEvent
  | TurnEvent
  | NoDrawEvent
  | GiReshuffledEvent
  | OverLimitEvent
  | ContactEvent
  | NoContactEvent
  | DiscardedEvent
  | DefeatedEvent
  | OwedEvent
  | LookedEvent
  | NegatedEvent
  | CasualtyEvent
  | LastFallsEvent
  | StruckOnceEvent
  | VictoryEvent;

/** "A", "A and B", "A, B and C". */
export function listNames(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const soldiers = (n: number): string => `${n} ${n === 1 ? 'soldier' : 'soldiers'}`;

/** The log line of one event. */
export function describe(e: EndlessPatrolEvent): string {
  switch (e.type) {
    case 'dealt':
      return `Both decks shuffled. Dealt ${listNames(e.cards)}.`;
    case 'turn':
      return `Turn ${e.turn}. Drew ${e.drew.length ? listNames(e.drew) : 'nothing'}.`;
    case 'no-draw':
      return 'The GI deck and its discard pile are empty: no card to draw.';
    case 'gi-reshuffled':
      return 'The GI discard pile is shuffled to make a new GI deck.';
    case 'over-limit':
      return `Over the hand limit: discard ${e.discard}.`;
    case 'contact':
      return `${e.card} appears.`;
    case 'no-contact':
      return 'The Patrol deck is empty: no new contact.';
    case 'discarded':
      return `Discarded ${listNames(e.cards)}.`;
    case 'defeated':
      return e.mode === 'at' ? `${listNames(e.cards)} (AT) defeats ${e.target}.` : `${listNames(e.cards)} defeat${e.cards.length === 1 ? 's' : ''} ${e.target}.`;
    case 'owed':
      return `${e.draws} extra GI cards are owed at the next Supply.`;
    case 'looked':
      return `${e.card}: looked at the next ${e.seen.length} ${e.deck === 'gi' ? 'GI' : 'Patrol'} cards (${e.seen.join(', ') || 'none'}); drew ${e.drew ?? 'nothing'}.`;
    case 'negated':
      return `${e.card} negates the casualty from ${e.source}; drew ${e.drew ?? 'nothing'}.`;
    case 'casualty':
      return e.soldier ? `${e.source} inflicts a casualty: ${e.soldier} is hit; ${soldiers(e.left)} left.` : `${e.source} inflicts a casualty: ${soldiers(e.left)} left.`;
    case 'last-falls':
      return 'The last soldier falls: the patrol is lost.';
    case 'struck-once':
      return `${e.card} has struck once and is discarded.`;
    case 'victory':
      return `Victory: the whole Patrol deck is beaten with ${soldiers(e.soldiers)} left.`;
  }
}
