/** Endless Patrol: one apply step's working copy of the state (copy-on-write, like core/draft.ts). */
import type { RngState } from '../../core/rng';
import type { EndlessPatrolEvent } from './events';
import type { EndlessPatrolState, EndlessPatrolStats } from './types';

/**
 * The state copied shallowly, field by field in setup's order (emptyState): one fixed shape, which
 * V8 copies several times faster than a spread. tx.test.ts checks that no field is left out.
 */
export function copyState(s: EndlessPatrolState): EndlessPatrolState {
  return {
    actionCount: s.actionCount,
    reveals: s.reveals,
    events: s.events,
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    turn: s.turn,
    squad: s.squad,
    hand: s.hand,
    giDeck: s.giDeck,
    giDiscard: s.giDiscard,
    patrolDeck: s.patrolDeck,
    patrolDiscard: s.patrolDiscard,
    inPlay: s.inPlay,
    casualtyQueue: s.casualtyQueue,
    pending: s.pending,
    owedDraws: s.owedDraws,
    peek: s.peek,
    known: s.known,
    stats: s.stats,
    outcome: s.outcome,
  };
}

function copyStats(t: EndlessPatrolStats): EndlessPatrolStats {
  return { turns: t.turns, casualties: t.casualties, negated: t.negated, defeated: t.defeated, giPlayed: t.giPlayed, looks: t.looks, reshuffles: t.reshuffles };
}

/** The state's fields an apply step changes in place: the piles and the small records. */
export type Pile = 'hand' | 'giDeck' | 'giDiscard' | 'patrolDeck' | 'patrolDiscard' | 'inPlay' | 'casualtyQueue';
type Owned = Pile | 'rng' | 'stats' | 'known' | 'events';

/**
 * One step's working copy: the state is copied shallowly, and a pile, the rng, the stats or the
 * known counts are copied the first time the step changes them (`own`), so apply() stays pure
 * without deep-copying everything. The step's log starts empty.
 *
 * Shaped for speed, as core/draft.ts's generic Draft is not: this is the inner loop of every
 * simulation, odds run and bench. One boolean per field says whether the step has copied it yet,
 * and each field has its own method, so every check and copy is a named property access of one
 * fixed shape. Draft's list of owned names and its copy by key were the largest self time of a
 * random game (with GC and the copies, about a quarter of it); this form made a random game
 * about 24% faster (A/B of bundled builds, 7 runs each, minimum and median; 26% fewer instructions).
 */
export class Tx {
  /** The new state. Read any field; change a pile or record only through its method (or `own`). */
  readonly s: EndlessPatrolState;
  private ownHand: boolean;
  private ownGiDeck: boolean;
  private ownGiDiscard: boolean;
  private ownPatrolDeck: boolean;
  private ownPatrolDiscard: boolean;
  private ownInPlay: boolean;
  private ownQueue: boolean;
  private ownRng: boolean;
  private ownStats: boolean;
  private ownKnown: boolean;

  /** `fresh`: `prev` is a new state nobody else holds (setup): every field is already this step's own. */
  constructor(prev: EndlessPatrolState, fresh = false) {
    this.s = fresh ? prev : copyState(prev);
    this.ownHand = fresh;
    this.ownGiDeck = fresh;
    this.ownGiDiscard = fresh;
    this.ownPatrolDeck = fresh;
    this.ownPatrolDiscard = fresh;
    this.ownInPlay = fresh;
    this.ownQueue = fresh;
    this.ownRng = fresh;
    this.ownStats = fresh;
    this.ownKnown = fresh;
    if (!fresh) this.s.events = [];
  }

  hand(): string[] {
    if (!this.ownHand) {
      this.ownHand = true;
      this.s.hand = this.s.hand.slice();
    }
    return this.s.hand;
  }

  giDeck(): string[] {
    if (!this.ownGiDeck) {
      this.ownGiDeck = true;
      this.s.giDeck = this.s.giDeck.slice();
    }
    return this.s.giDeck;
  }

  giDiscard(): string[] {
    if (!this.ownGiDiscard) {
      this.ownGiDiscard = true;
      this.s.giDiscard = this.s.giDiscard.slice();
    }
    return this.s.giDiscard;
  }

  patrolDeck(): string[] {
    if (!this.ownPatrolDeck) {
      this.ownPatrolDeck = true;
      this.s.patrolDeck = this.s.patrolDeck.slice();
    }
    return this.s.patrolDeck;
  }

  patrolDiscard(): string[] {
    if (!this.ownPatrolDiscard) {
      this.ownPatrolDiscard = true;
      this.s.patrolDiscard = this.s.patrolDiscard.slice();
    }
    return this.s.patrolDiscard;
  }

  inPlay(): string[] {
    if (!this.ownInPlay) {
      this.ownInPlay = true;
      this.s.inPlay = this.s.inPlay.slice();
    }
    return this.s.inPlay;
  }

  casualtyQueue(): string[] {
    if (!this.ownQueue) {
      this.ownQueue = true;
      this.s.casualtyQueue = this.s.casualtyQueue.slice();
    }
    return this.s.casualtyQueue;
  }

  rng(): RngState {
    if (!this.ownRng) {
      const r = this.s.rng;
      this.ownRng = true;
      this.s.rng = { a: r.a, b: r.b, c: r.c, d: r.d };
    }
    return this.s.rng;
  }

  stats(): EndlessPatrolStats {
    if (!this.ownStats) {
      this.ownStats = true;
      this.s.stats = copyStats(this.s.stats);
    }
    return this.s.stats;
  }

  /** How many top cards of each deck an L card showed (see EndlessPatrolState.known), ready to change. */
  known(): EndlessPatrolState['known'] {
    if (!this.ownKnown) {
      const k = this.s.known;
      this.ownKnown = true;
      this.s.known = { gi: k.gi, patrol: k.patrol };
    }
    return this.s.known;
  }

  /** Field `k`, ready to change: copied the first time this step asks, the same copy afterwards. */
  own<K extends Owned>(k: K): EndlessPatrolState[K] {
    return this.field(k) as EndlessPatrolState[K];
  }

  private field(k: Owned): EndlessPatrolState[Owned] {
    switch (k) {
      case 'hand':
        return this.hand();
      case 'giDeck':
        return this.giDeck();
      case 'giDiscard':
        return this.giDiscard();
      case 'patrolDeck':
        return this.patrolDeck();
      case 'patrolDiscard':
        return this.patrolDiscard();
      case 'inPlay':
        return this.inPlay();
      case 'casualtyQueue':
        return this.casualtyQueue();
      case 'rng':
        return this.rng();
      case 'stats':
        return this.stats();
      case 'known':
        return this.known();
      case 'events':
        return this.s.events; // new each step (the constructor)
    }
  }

  /** Replaces pile `k` with a list this step made (it is then this step's own). */
  set(k: 'giDeck' | 'giDiscard' | 'casualtyQueue', value: string[]): void {
    this.s[k] = value;
    if (k === 'giDeck') this.ownGiDeck = true;
    else if (k === 'giDiscard') this.ownGiDiscard = true;
    else this.ownQueue = true;
  }

  /** Tells what the step did (events.ts). */
  log(event: EndlessPatrolEvent): void {
    this.s.events.push(event);
  }

  /**
   * Takes the top card of a deck (which must not be empty); a card seen by an L look is then no
   * longer ahead. The first take of a step copies the deck without its top card (slice(1)), rather
   * than copying it whole and shifting: one copy, not two.
   */
  takeTop(deck: 'giDeck' | 'patrolDeck'): string {
    const s = this.s;
    if (deck === 'giDeck') {
      const id = s.giDeck[0] as string;
      if (this.ownGiDeck) s.giDeck.shift();
      else {
        this.ownGiDeck = true;
        s.giDeck = s.giDeck.slice(1);
      }
      if (s.known.gi > 0) this.known().gi--;
      return id;
    }
    const id = s.patrolDeck[0] as string;
    if (this.ownPatrolDeck) s.patrolDeck.shift();
    else {
      this.ownPatrolDeck = true;
      s.patrolDeck = s.patrolDeck.slice(1);
    }
    if (s.known.patrol > 0) this.known().patrol--;
    return id;
  }

  /**
   * Moves card `id` from pile `from` to the end of pile `to`. The card leaves its pile by a loop and
   * a pop, not splice, which also builds a list of what it removed: a card moves in most steps.
   */
  move(id: string, from: 'hand' | 'inPlay', to: 'giDiscard' | 'patrolDiscard'): void {
    const pile = from === 'hand' ? this.hand() : this.inPlay();
    const last = pile.length - 1;
    for (let i = pile.indexOf(id); i < last; i++) pile[i] = pile[i + 1] as string;
    pile.pop();
    (to === 'giDiscard' ? this.giDiscard() : this.patrolDiscard()).push(id);
  }
}
