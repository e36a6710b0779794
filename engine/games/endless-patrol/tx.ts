/** Endless Patrol: one apply step's working copy of the state (core/draft.ts, the one copy-on-write style). */
import { Draft } from '../../core/draft';
import type { EndlessPatrolEvent } from './events';
import type { EndlessPatrolState } from './types';

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

/**
 * One step's working copy (core/draft.ts, the one copy-on-write style): the state copied by
 * `copyState` (this game's typed copyTop: the inner loop of every simulation and odds run), a pile,
 * the rng, the stats or the known counts copied the first time the step changes them (`own`).
 * The step's log starts empty. What Endless Patrol adds: taking a deck's top card and moving a
 * card between piles with one copy each.
 */
export class Tx extends Draft<EndlessPatrolState> {
  /** `fresh`: `prev` is a new state nobody else holds (setup): every field is already this step's own. */
  constructor(prev: EndlessPatrolState, fresh = false) {
    super(prev, fresh, copyState);
    if (!fresh) this.s.events = []; // a new list: the step's own (Draft's rule)
  }

  /**
   * Field `k`, ready to change (Draft's `own`, by the same rule: owned once it is no longer the
   * value the step started from), with each field this game changes named: one fixed property per
   * branch, where the generic `own` reads and writes a property by a key that varies.
   */
  override own<K extends keyof EndlessPatrolState>(k: K, copy?: (v: EndlessPatrolState[K]) => EndlessPatrolState[K]): EndlessPatrolState[K] {
    const s = this.s;
    const p = this.prev;
    if (p === null) return s[k];
    switch (k) {
      case 'hand':
        return (s.hand === p.hand ? (s.hand = s.hand.slice()) : s.hand) as EndlessPatrolState[K];
      case 'inPlay':
        return (s.inPlay === p.inPlay ? (s.inPlay = s.inPlay.slice()) : s.inPlay) as EndlessPatrolState[K];
      case 'giDiscard':
        return (s.giDiscard === p.giDiscard ? (s.giDiscard = s.giDiscard.slice()) : s.giDiscard) as EndlessPatrolState[K];
      case 'patrolDiscard':
        return (s.patrolDiscard === p.patrolDiscard ? (s.patrolDiscard = s.patrolDiscard.slice()) : s.patrolDiscard) as EndlessPatrolState[K];
      case 'casualtyQueue':
        return (s.casualtyQueue === p.casualtyQueue ? (s.casualtyQueue = s.casualtyQueue.slice()) : s.casualtyQueue) as EndlessPatrolState[K];
      case 'stats': {
        const t = s.stats;
        if (t === p.stats) s.stats = { turns: t.turns, casualties: t.casualties, negated: t.negated, defeated: t.defeated, giPlayed: t.giPlayed, looks: t.looks, reshuffles: t.reshuffles };
        return s.stats as EndlessPatrolState[K];
      }
      case 'known': {
        const n = s.known;
        if (n === p.known) s.known = { gi: n.gi, patrol: n.patrol };
        return s.known as EndlessPatrolState[K];
      }
      case 'rng': {
        const r = s.rng;
        if (r === p.rng) s.rng = { a: r.a, b: r.b, c: r.c, d: r.d };
        return s.rng as EndlessPatrolState[K];
      }
    }
    return super.own(k, copy);
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
    const p = this.prev;
    if (deck === 'giDeck') {
      const id = s.giDeck[0] as string;
      if (p !== null && s.giDeck === p.giDeck) s.giDeck = s.giDeck.slice(1);
      else s.giDeck.shift();
      if (s.known.gi > 0) this.own('known').gi--;
      return id;
    }
    const id = s.patrolDeck[0] as string;
    if (p !== null && s.patrolDeck === p.patrolDeck) s.patrolDeck = s.patrolDeck.slice(1);
    else s.patrolDeck.shift();
    if (s.known.patrol > 0) this.own('known').patrol--;
    return id;
  }

  /**
   * Moves card `id` from pile `from` to the end of pile `to`. The card leaves its pile by a loop and
   * a pop, not splice, which also builds a list of what it removed: a card moves in most steps.
   */
  move(id: string, from: 'hand' | 'inPlay', to: 'giDiscard' | 'patrolDiscard'): void {
    const pile = this.own(from);
    const last = pile.length - 1;
    for (let i = pile.indexOf(id); i < last; i++) pile[i] = pile[i + 1] as string;
    pile.pop();
    this.own(to).push(id);
  }
}
