/** Endless Patrol: the copy-on-write working copy of a state that one apply step changes. */
import type { RngState } from '../../core/rng';
import type { EndlessPatrolState, EndlessPatrolStats } from './types';

const HAND = 1;
const GI_DECK = 2;
const GI_DISCARD = 4;
const PATROL_DECK = 8;
const PATROL_DISCARD = 16;
const IN_PLAY = 32;
const QUEUE = 64;
const RNG_BIT = 128;
const STATS_BIT = 256;

/** A shallow copy with every field written out (much cheaper than a spread on the hot path). */
function copyState(p: EndlessPatrolState): EndlessPatrolState {
  return {
    actionCount: p.actionCount,
    reveals: p.reveals,
    events: [],
    options: p.options,
    rng: p.rng,
    phase: p.phase,
    turn: p.turn,
    squad: p.squad,
    hand: p.hand,
    giDeck: p.giDeck,
    giDiscard: p.giDiscard,
    patrolDeck: p.patrolDeck,
    patrolDiscard: p.patrolDiscard,
    inPlay: p.inPlay,
    casualtyQueue: p.casualtyQueue,
    pending: p.pending,
    owedDraws: p.owedDraws,
    peek: p.peek,
    stats: p.stats,
    outcome: p.outcome,
  };
}

/**
 * One step's working copy of the state, copy-on-write: a pile, the rng or the stats are copied
 * the first time the step changes them, so apply() stays pure without deep-copying everything.
 */
export class Tx {
  readonly s: EndlessPatrolState;
  private own = 0;

  constructor(prev: EndlessPatrolState, fresh = false) {
    this.s = copyState(prev);
    if (fresh) this.own = 0x1ff;
  }

  // Each pile accessor copies its array the first time this step changes it.
  hand(): string[] {
    if ((this.own & HAND) === 0) { this.s.hand = this.s.hand.slice(); this.own |= HAND; }
    return this.s.hand;
  }
  giDeck(): string[] {
    if ((this.own & GI_DECK) === 0) { this.s.giDeck = this.s.giDeck.slice(); this.own |= GI_DECK; }
    return this.s.giDeck;
  }
  giDiscard(): string[] {
    if ((this.own & GI_DISCARD) === 0) { this.s.giDiscard = this.s.giDiscard.slice(); this.own |= GI_DISCARD; }
    return this.s.giDiscard;
  }
  patrolDeck(): string[] {
    if ((this.own & PATROL_DECK) === 0) { this.s.patrolDeck = this.s.patrolDeck.slice(); this.own |= PATROL_DECK; }
    return this.s.patrolDeck;
  }
  patrolDiscard(): string[] {
    if ((this.own & PATROL_DISCARD) === 0) { this.s.patrolDiscard = this.s.patrolDiscard.slice(); this.own |= PATROL_DISCARD; }
    return this.s.patrolDiscard;
  }
  inPlay(): string[] {
    if ((this.own & IN_PLAY) === 0) { this.s.inPlay = this.s.inPlay.slice(); this.own |= IN_PLAY; }
    return this.s.inPlay;
  }
  queue(): string[] {
    if ((this.own & QUEUE) === 0) { this.s.casualtyQueue = this.s.casualtyQueue.slice(); this.own |= QUEUE; }
    return this.s.casualtyQueue;
  }
  // Moving one card: the first change this step copies the pile with the card added or taken
  // out (one exact-size copy); later changes in the same step work on that copy in place.
  addToHand(id: string): void {
    if ((this.own & HAND) !== 0) this.s.hand.push(id);
    else { this.s.hand = copyPlus(this.s.hand, id); this.own |= HAND; }
  }
  takeFromHand(id: string): void {
    if ((this.own & HAND) !== 0) remove(this.s.hand, id);
    else { this.s.hand = copyMinus(this.s.hand, id); this.own |= HAND; }
  }
  addToGiDiscard(id: string): void {
    if ((this.own & GI_DISCARD) !== 0) this.s.giDiscard.push(id);
    else { this.s.giDiscard = copyPlus(this.s.giDiscard, id); this.own |= GI_DISCARD; }
  }
  addToPatrolDiscard(id: string): void {
    if ((this.own & PATROL_DISCARD) !== 0) this.s.patrolDiscard.push(id);
    else { this.s.patrolDiscard = copyPlus(this.s.patrolDiscard, id); this.own |= PATROL_DISCARD; }
  }
  addToPlay(id: string): void {
    if ((this.own & IN_PLAY) !== 0) this.s.inPlay.push(id);
    else { this.s.inPlay = copyPlus(this.s.inPlay, id); this.own |= IN_PLAY; }
  }
  takeFromPlay(id: string): void {
    if ((this.own & IN_PLAY) !== 0) remove(this.s.inPlay, id);
    else { this.s.inPlay = copyMinus(this.s.inPlay, id); this.own |= IN_PLAY; }
  }

  /** Takes the top GI card (the deck must not be empty): one copy of the rest, not a copy then a shift. */
  takeGiTop(): string {
    const deck = this.s.giDeck;
    const id = deck[0] as string;
    if ((this.own & GI_DECK) !== 0) deck.shift();
    else { this.s.giDeck = deck.slice(1); this.own |= GI_DECK; }
    return id;
  }
  /** Takes the top Patrol card (the deck must not be empty). */
  takePatrolTop(): string {
    const deck = this.s.patrolDeck;
    const id = deck[0] as string;
    if ((this.own & PATROL_DECK) !== 0) deck.shift();
    else { this.s.patrolDeck = deck.slice(1); this.own |= PATROL_DECK; }
    return id;
  }
  /** The GI deck and discard were replaced by fresh arrays this step owns. */
  ownGiPiles(): void {
    this.own |= GI_DECK | GI_DISCARD;
  }
  ownQueue(): void {
    this.own |= QUEUE;
  }

  rng(): RngState {
    if ((this.own & RNG_BIT) === 0) {
      const r = this.s.rng;
      this.s.rng = { a: r.a, b: r.b, c: r.c, d: r.d };
      this.own |= RNG_BIT;
    }
    return this.s.rng;
  }

  stats(): EndlessPatrolStats {
    if ((this.own & STATS_BIT) === 0) {
      const t = this.s.stats;
      this.s.stats = { turns: t.turns, casualties: t.casualties, negated: t.negated, defeated: t.defeated, giPlayed: t.giPlayed, looks: t.looks, reshuffles: t.reshuffles };
      this.own |= STATS_BIT;
    }
    return this.s.stats;
  }

  log(line: string): void {
    this.s.events.push(line);
  }
}

/** A copy of `items` with `id` added at the end. */
function copyPlus(items: readonly string[], id: string): string[] {
  const n = items.length;
  const out = new Array<string>(n + 1);
  for (let i = 0; i < n; i++) out[i] = items[i] as string;
  out[n] = id;
  return out;
}

/** A copy of `items` without its first `id` (which must be there). */
function copyMinus(items: readonly string[], id: string): string[] {
  const n = items.length;
  const at = items.indexOf(id);
  const out = new Array<string>(n - 1);
  for (let i = 0; i < at; i++) out[i] = items[i] as string;
  for (let i = at + 1; i < n; i++) out[i - 1] = items[i] as string;
  return out;
}

function remove(items: string[], id: string): void {
  const last = items.length - 1;
  for (let i = items.indexOf(id); i < last; i++) items[i] = items[i + 1] as string;
  items.pop();
}
