/**
 * Issue 22's test for Endless Patrol: over 1,000 seeded games (the house rule on in half, the squad
 * named in some), at every step, (a) the player's log words are exactly describe() of the events
 * they received, in order, and all of them typed; (b) the events explain the step: folded over the
 * table of the previous view (the small fold below), they give the next view's table: the hand in
 * order, the cards in play, both discard piles in order, both decks' counts, the squad, the turn,
 * the draws owed, the L card's look and the end.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { randomBot } from '../../bots/random';
import type { GameEvent, LogEntry } from '../../core/contract';
import { logEntries, seatPackage } from '../../core/gate';
import { GI_CARDS, PATROL_CARDS } from './cards';
import { endlessPatrol as ep } from './definition';
import { describe as describeEvent, type EndlessPatrolEvent } from './events';
import { gi, stacked } from './testing';
import type { EndlessPatrolOptions, EndlessPatrolState, EndlessPatrolView } from './types';

const GAMES = 1_000;
const NAMES = ['Able', 'Baker', 'Charlie', 'Dog', 'Easy', 'Fox', 'George', 'How', 'Item', 'Jig', 'King', 'Love', 'Mike', 'Nan', 'Oboe'];

/** What the table shows, by card names. */
interface Table {
  hand: string[];
  inPlay: string[];
  giDiscard: string[];
  patrolDiscard: string[];
  giDeck: number;
  patrolDeck: number;
  squad: number;
  turn: number;
  owedDraws: number;
  peek: { deck: string; cards: string[]; by: string; drew: string | null } | null;
  outcome: 'win' | 'loss' | null;
}

function tableOf(v: EndlessPatrolView): Table {
  const names = (cs: readonly { name: string }[]): string[] => cs.map((c) => c.name);
  return {
    hand: names(v.hand),
    inPlay: names(v.inPlay),
    giDiscard: names(v.giDiscard),
    patrolDiscard: names(v.patrolDiscard),
    giDeck: v.giDeckCount,
    patrolDeck: v.patrolDeckCount,
    squad: v.squad,
    turn: v.turn,
    owedDraws: v.owedDraws,
    peek: v.peek ? { deck: v.peek.deck, cards: names(v.peek.cards), by: v.peek.by.name, drew: v.peek.drew?.name ?? null } : null,
    outcome: v.outcome,
  };
}

/** The table before the deal: both decks whole. */
const blank = (): Table => ({ hand: [], inPlay: [], giDiscard: [], patrolDiscard: [], giDeck: GI_CARDS.length, patrolDeck: PATROL_CARDS.length, squad: 15, turn: 1, owedDraws: 0, peek: null, outcome: null });

const without = (pile: string[], card: string): string[] => {
  const i = pile.indexOf(card);
  if (i < 0) throw new Error(`${card} is not there to take`);
  return [...pile.slice(0, i), ...pile.slice(i + 1)];
};

/** The table after a step: its events folded over the table before it. */
function fold(before: Table, events: readonly GameEvent[]): Table {
  const t: Table = { ...before, peek: before.peek ? { ...before.peek } : null };
  const draw = (cards: readonly string[]) => {
    t.hand = [...t.hand, ...cards];
    t.giDeck -= cards.length;
  };
  for (const raw of events) {
    const e = raw as EndlessPatrolEvent;
    switch (e.type) {
      case 'dealt':
        draw(e.cards);
        break;
      case 'turn':
        t.turn = e.turn;
        t.owedDraws = 0;
        t.peek = null;
        draw(e.drew);
        break;
      case 'gi-reshuffled':
        t.giDeck += e.cards;
        t.giDiscard = [];
        if (t.peek?.deck === 'gi') t.peek = null;
        else if (t.peek) t.peek.drew = null;
        break;
      case 'contact':
        t.inPlay = [...t.inPlay, e.card];
        t.patrolDeck--;
        break;
      case 'discarded':
        for (const c of e.cards) t.hand = without(t.hand, c);
        t.giDiscard = [...t.giDiscard, ...e.cards];
        break;
      case 'defeated':
        for (const c of e.cards) t.hand = without(t.hand, c);
        t.giDiscard = [...t.giDiscard, ...e.cards];
        t.inPlay = without(t.inPlay, e.target);
        t.patrolDiscard = [...t.patrolDiscard, e.target];
        break;
      case 'owed':
        t.owedDraws += e.draws;
        break;
      case 'looked':
        t.hand = without(t.hand, e.card);
        if (e.into === 'discard') t.giDiscard = [...t.giDiscard, e.card];
        if (e.drew) draw([e.drew]);
        t.peek = { deck: e.deck, cards: e.seen, by: e.card, drew: e.drew };
        break;
      case 'negated':
        t.hand = without(t.hand, e.card);
        t.giDiscard = [...t.giDiscard, e.card];
        if (e.drew) draw([e.drew]);
        break;
      case 'casualty':
        t.squad = e.left;
        break;
      case 'struck-once':
        t.inPlay = without(t.inPlay, e.card);
        t.patrolDiscard = [...t.patrolDiscard, e.card];
        break;
      case 'last-falls':
        t.outcome = 'loss';
        break;
      case 'victory':
        t.outcome = 'win';
        break;
      default:
        break;
    }
  }
  return t;
}

/** Every kind of event the games told. */
const seen = new Set<string>();

/** Plays one game and checks every step; the first failure, in words, or null. */
function checkGame(seed: number, options: EndlessPatrolOptions): string | null {
  let before: Table | null = null;
  let failure: string | null = null;
  playBotGame(ep, seed, options, randomBot, {
    onState: (s: EndlessPatrolState) => {
      if (failure) return;
      const action = s.actionCount - 1; // -1: the deal
      const step: LogEntry[] = logEntries(ep, action, s.events);
      const pkg = seatPackage<EndlessPatrolState, unknown, EndlessPatrolView>(ep, s, 0, step);
      const where = `seed ${seed}, action ${action}`;
      for (const l of pkg.log) {
        seen.add(l.event.type);
        if (l.event.type === 'said' || l.text !== describeEvent(l.event as EndlessPatrolEvent)) failure = `${where}: "${l.text}" is not the words of ${JSON.stringify(l.event)}`;
      }
      const table = tableOf(pkg.view);
      let folded: Table;
      try {
        folded = fold(before ?? blank(), pkg.log.map((l) => l.event));
      } catch (err) {
        failure ??= `${where}: ${(err as Error).message}`;
        return;
      }
      if (JSON.stringify(folded) !== JSON.stringify(table)) failure ??= `${where}: the events ${JSON.stringify(pkg.log.map((l) => l.event))} do not explain the step:\nview ${JSON.stringify(table)}\nfold ${JSON.stringify(folded)}`;
      before = table;
    },
  });
  return failure;
}

describe('Endless Patrol: events are the log, and they explain every step', () => {
  it(`${GAMES} seeded games: the words are describe() of the events, and the events fold into the next view's table`, () => {
    const t0 = performance.now();
    for (let i = 0; i < GAMES; i++) {
      const options: EndlessPatrolOptions = { dCancelsMinefields: i % 2 === 1, ...(i % 10 === 0 ? { names: NAMES } : {}) };
      const failure = checkGame(1 + i, options);
      if (failure) expect.fail(failure);
    }
    // Every kind of event but 'no-draw' (both GI piles empty at once: every card in hand) was told and checked.
    expect([...seen].sort()).toEqual(['casualty', 'contact', 'dealt', 'defeated', 'discarded', 'gi-reshuffled', 'last-falls', 'looked', 'negated', 'no-contact', 'over-limit', 'owed', 'struck-once', 'turn', 'victory']);
    console.log(`endless-patrol events: ${GAMES} games in ${Math.round(performance.now() - t0)} ms`);
  });

  it('an L card played with the GI deck empty goes into the new deck with the discards, whichever deck it looks at: its event says so', () => {
    for (const deck of ['gi', 'patrol'] as const) {
      const s = stacked({ hand: ['tactics'], giDeck: [], restGi: 'discard', inPlay: [] });
      const n = ep.apply(s, { type: 'look', card: gi('tactics'), deck }, 0);
      expect(n.events).toContainEqual(expect.objectContaining({ type: 'looked', card: 'Tactics', deck, into: 'deck' }));
      expect(fold(tableOf(ep.view(s, 0)), n.events as GameEvent[])).toEqual(tableOf(ep.view(n, 0)));
    }
  });
});
