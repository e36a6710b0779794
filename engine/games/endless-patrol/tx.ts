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
    if (!fresh) this.set('events', []);
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
    const id = s[deck][0] as string;
    if (this.owns(deck)) s[deck].shift();
    else this.set(deck, s[deck].slice(1));
    if (deck === 'giDeck') {
      if (s.known.gi > 0) this.own('known').gi--;
    } else if (s.known.patrol > 0) this.own('known').patrol--;
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
