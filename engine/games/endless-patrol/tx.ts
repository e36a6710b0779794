/** Endless Patrol: one apply step's working copy of the state (copy-on-write, core/draft.ts). */
import { Draft } from '../../core/draft';
import type { RngState } from '../../core/rng';
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

/**
 * One step's working copy: the state is copied shallowly, and a pile, the rng, the stats or the
 * known counts are copied the first time the step changes them (`own`), so apply() stays pure
 * without deep-copying everything. The step's log starts empty.
 */
export class Tx extends Draft<EndlessPatrolState> {
  constructor(prev: EndlessPatrolState, fresh = false) {
    super(prev, fresh, copyState);
    if (!fresh) this.set('events', []);
  }

  log(line: string): void {
    this.s.events.push(line);
  }

  rng(): RngState {
    return this.own('rng', (r) => ({ a: r.a, b: r.b, c: r.c, d: r.d }));
  }

  stats(): EndlessPatrolStats {
    return this.own('stats', copyStats);
  }

  /** How many top cards of each deck an L card showed (see EndlessPatrolState.known), ready to change. */
  known(): EndlessPatrolState['known'] {
    return this.own('known', (k) => ({ gi: k.gi, patrol: k.patrol }));
  }

  /** Takes the top card of a deck (which must not be empty); a card seen by an L look is then no longer ahead. */
  takeTop(deck: 'giDeck' | 'patrolDeck'): string {
    const id = this.own(deck).shift() as string;
    const which = deck === 'giDeck' ? 'gi' : 'patrol';
    if (this.s.known[which] > 0) this.known()[which]--;
    return id;
  }

  /** Moves card `id` from pile `from` to the end of pile `to`. */
  move(id: string, from: 'hand' | 'inPlay', to: 'giDiscard' | 'patrolDiscard'): void {
    const pile = this.own(from);
    pile.splice(pile.indexOf(id), 1);
    this.own(to).push(id);
  }
}
