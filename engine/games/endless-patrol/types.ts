import type { BaseState, RngState } from '../../core';

/** One card of the GI deck, from resources/games/endless-patrol/cards.json. */
export interface GiCard {
  id: string; // stable slug, e.g. 'gi-thompson'
  name: string;
  bullets: number; // 0 when the card has no bullet number
  at: boolean; // carries the anti-tank symbol
  look: boolean; // L: look at the next 5 cards of a deck, then draw 1
  negate: boolean; // D: negate a casualty just incurred, then draw 1
}

/** One card of the Patrol deck. */
export interface PatrolCard {
  id: string; // e.g. 'pt-tiger-tank'
  name: string;
  bullets: number | null; // bullet number, or null when only AT (or nothing) defeats it
  at: boolean; // an AT GI card defeats it
  aa: boolean; // AA: no GI card with the AT symbol may be played against it at all
  instant: boolean; // I: attacks once, then is discarded
  draws: number; // N: cards drawn at the next Supply when defeated (0 when none); inflicts no casualties
  undefeatable: boolean; // Minefield, Shelling
}

export interface EndlessPatrolOptions {
  /**
   * House rule: a D card may cancel a Minefield or Shelling casualty. Off by default: the FAQ says
   * that casualty "cannot be avoided". (Rules version 1 called the opposite `strictMinefields`.)
   */
  dCancelsMinefields: boolean;
  /**
   * The squad's 15 names in the order they fall, when the game is played from a campaign (each
   * soldier a named GI); the log names each casualty. Absent: the soldiers are not named.
   */
  names?: string[];
}

export type Phase =
  | 'discard' // Supply: hand over 5, the player chooses what to discard
  | 'fire' // Fire: play GI cards against Patrol cards in play, then end the phase
  | 'casualty' // Casualty: a casualty was just incurred and a D card may negate it
  | 'over';

export type DeckName = 'gi' | 'patrol';

/** How one GI card is used in a fire action. */
export type FireMode = 'bullets' | 'at';

export type EndlessPatrolAction =
  /** Supply phase: discard these cards (by id) to come down to the hand limit of 5. */
  | { type: 'discard'; cards: string[] }
  /** Fire phase: GI cards against one Patrol card in play. `mode: 'at'` takes exactly one AT card. */
  | { type: 'fire'; target: string; cards: string[]; mode: FireMode }
  /** Fire phase done: go to the Casualty phase. */
  | { type: 'end-fire' }
  /** An L card, at any decision point: look at the next 5 cards of `deck`, then draw 1 GI card. */
  | { type: 'look'; card: string; deck: DeckName }
  /** Casualty phase: a D card negates the casualty just incurred, then draw 1 GI card. */
  | { type: 'negate'; card: string }
  /** Casualty phase: take the casualty. */
  | { type: 'accept' };

export interface PendingCasualty {
  /** The Patrol card that inflicted it. */
  source: string;
  /** True for Minefield / Shelling: a D card cannot cancel it unless `dCancelsMinefields`. */
  unavoidable: boolean;
}

export interface EndlessPatrolStats {
  turns: number;
  casualties: number;
  negated: number;
  defeated: number; // Patrol cards defeated
  giPlayed: number; // GI cards spent on fire
  looks: number;
  reshuffles: number;
}

export interface EndlessPatrolState extends BaseState {
  options: EndlessPatrolOptions;
  rng: RngState;
  phase: Phase;
  turn: number; // 1-based
  squad: number; // soldiers left, 0..15
  hand: string[]; // GI card ids
  giDeck: string[]; // top of deck is index 0
  giDiscard: string[];
  patrolDeck: string[]; // top of deck is index 0
  patrolDiscard: string[];
  inPlay: string[]; // Patrol cards face up, oldest first
  /** Patrol cards defeated this turn's Fire phase are gone; undefeated ones still to inflict casualties this Casualty phase. */
  casualtyQueue: string[];
  pending: PendingCasualty | null;
  owedDraws: number; // N draws owed at the next Supply
  /**
   * The most recent L look this turn, shown until the turn ends: the cards seen (top first), the L
   * card played and the GI card drawn after it (the first seen, when the GI deck was looked at).
   */
  peek: { deck: DeckName; cards: string[]; by: string; drew: string | null } | null;
  /**
   * How many cards on top of each deck the player has seen with an L card and not yet drawn: they
   * know those, so a redeal of the hidden cards (hidden.ts) leaves them where they are.
   */
  known: { gi: number; patrol: number };
  stats: EndlessPatrolStats;
  /** Set when phase is 'over'. */
  outcome: 'win' | 'loss' | null;
}

/** What the player sees: deck order hidden, counts shown; card data resolved for display. */
export interface EndlessPatrolView {
  phase: Phase;
  turn: number;
  squad: number;
  squadMax: number;
  handLimit: number;
  hand: GiCard[];
  giDeckCount: number;
  giDiscard: GiCard[]; // face up, newest last
  patrolDeckCount: number;
  patrolDiscard: PatrolCard[];
  inPlay: PatrolCard[];
  pending: (PendingCasualty & { card: PatrolCard; negatable: boolean }) | null;
  owedDraws: number;
  peek: {
    deck: DeckName;
    cards: (GiCard | PatrolCard)[];
    /** The L card played, by name only: it may be back in the deck after a reshuffle (its place is hidden). */
    by: Pick<GiCard, 'name'>;
    drew: GiCard | null;
  } | null;
  options: EndlessPatrolOptions;
  stats: EndlessPatrolStats;
  /** How many cards must be discarded in the 'discard' phase (0 otherwise). */
  mustDiscard: number;
  /** Set when phase is 'over'. */
  outcome: 'win' | 'loss' | null;
}

/** The preview the player sees before committing a fire action. */
export interface FirePreview {
  legal: boolean;
  defeats: boolean;
  /** Bullets counted (mode 'bullets') or 0. */
  bullets: number;
  /** In words: "11 bullets against 5: defeated", "AT cards may not be played against an AA card". */
  message: string;
}
