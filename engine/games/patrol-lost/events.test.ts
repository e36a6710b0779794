import { describe as suite, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import type { GameEvent } from '../../core/contract';
import { logEntries, readableBy } from '../../core/gate';
import { patrolLostBots } from './bots/index';
import { patrolLost } from './definition';
import { describe, type PatrolLostEvent } from './events';
import { sceneOf } from './scene';
import type { DiceView, PatrolLostState, PatrolLostView } from './types';

/**
 * The events explain every step: over 1,000 seeded games between the fastest bots (the random
 * players: a game in a few milliseconds, and every kind of action tried), at every step and for each
 * seat, (a) the seat's log words are its events' words, in order, and (b) folding the events it
 * received over the facts of its previous view (through scene.ts, what the map draws) gives exactly
 * the facts of its next view: where each Good Guy stands or that he is lost, every tile with its turn
 * and Bad Guys, the pool, the pile, the tiles removed, the dice, the turn and the outcome.
 */

interface Facts {
  tiles: Map<number, { q: number; r: number; rot: number; bad: number }>;
  goods: ({ q: number; r: number } | null)[];
  pool: number;
  pile: number;
  removed: number;
  dice: string;
  turn: number;
  over: string | null;
}

/** The dice in one spelling, whatever order their fields were written in. */
function diceKey(d: DiceView | null): string {
  if (!d) return 'none';
  if (d.kind === 'hazard') return `hazard ${d.guy} ${d.die} ${d.moved}`;
  if (d.kind === 'attack') return `attack ${d.guy} ${d.dice.join(',')} ${d.hits}`;
  const f = d.fight;
  return `fight ${f.q},${f.r} ${f.bad} ${f.badDie} ${f.badScore} ${f.goodDice.join(',')} ${f.closeBonus} ${f.rangedBonus} ${f.goodScore} ${f.winner}`;
}

function factsOf(v: PatrolLostView): Facts {
  return {
    tiles: new Map(v.tiles.map((t) => [t.id, { q: t.q, r: t.r, rot: t.rot, bad: t.bad }])),
    goods: v.goods.map((g) => (g.alive && g.q !== null && g.r !== null ? { q: g.q, r: g.r } : null)),
    pool: v.pool,
    pile: v.pileCount,
    removed: v.removedCount,
    dice: diceKey(v.dice),
    turn: v.turn,
    over: v.outcome ? v.outcome.summary : null,
  };
}

/**
 * The facts in one string, to compare: the tiles in the order they were laid (the map keeps that
 * order: a tile laid goes last, a tile removed leaves the others as they were), each Good Guy's place.
 */
function spell(f: Facts): string {
  let out = '';
  for (const [id, t] of f.tiles) out += `${id}@${t.q},${t.r}/${t.rot}:${t.bad} `;
  for (const g of f.goods) out += g ? `${g.q},${g.r} ` : 'lost ';
  return `${out}|${f.pool} ${f.pile} ${f.removed} ${f.turn}|${f.dice}|${f.over}`;
}

/** The facts after a step, from the facts before it and the step's events alone. */
function fold(before: Facts, events: readonly GameEvent[]): Facts {
  const f: Facts = { ...before, tiles: new Map([...before.tiles].map(([id, t]) => [id, { ...t }])), goods: before.goods.slice() };
  const c = sceneOf(events);
  for (const t of c.removed) {
    const was = f.tiles.get(t.id);
    if (!was || was.q !== t.q || was.r !== t.r || was.bad !== t.bad) throw new Error(`removed tile ${t.id} was not there as told`);
    f.tiles.delete(t.id);
  }
  for (const t of c.laid) f.tiles.set(t.id, { q: t.q, r: t.r, rot: t.rot, bad: 0 });
  for (const b of c.bad) {
    const t = [...f.tiles.values()].find((x) => x.q === b.q && x.r === b.r);
    if (!t) throw new Error(`a stack changed at ${b.q},${b.r} where no tile lies`);
    t.bad = b.now;
  }
  for (const m of c.moved) f.goods[m.guy] = m.to;
  for (const l of c.lost) f.goods[l.guy] = null;
  if (c.rolled) f.dice = diceKey(c.rolled.dice);
  for (const raw of events) {
    const e = raw as PatrolLostEvent;
    if (e.type === 'bad-in') f.pool -= e.n;
    else if (e.type === 'bad-advance' || e.type === 'fight-won') f.pool += 1;
    else if (e.type === 'attack') f.pool += e.killed;
    else if (e.type === 'over-limit') f.pool += e.over;
    else if (e.type === 'removed') {
      for (const t of e.tiles) f.pool += t.bad;
      f.removed += e.tiles.length;
    } else if (e.type === 'drawn' && !e.end) f.pile--;
    else if (e.type === 'turn') f.turn = e.turn;
    else if (e.type === 'over') f.over = describe(e);
  }
  return f;
}

const GAMES = Number(process.env.PL_GAMES ?? 1000);
const SEATS = [0, 1];
/**
 * Turns before a draw (the house rule's option): random players rarely win, so a full game runs to
 * 60 turns and 300 steps, and 1,000 of them with two views a step take about a minute on a loaded
 * machine. Most games stop at 10 turns (the opening, the fights, the removals all happen by then);
 * every 25th runs to the full 60, so the pile runs out, the End comes out and games are won.
 */
const SHORT = 10;
const FULL = 60;

suite('Patrol: Lost! events', () => {
  it(`explain every step of ${GAMES} seeded games, for each seat, and are the log's words`, () => {
    const random = patrolLostBots.random;
    if (!random) throw new Error('no random bot');
    let steps = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= GAMES; seed++) {
      let action = -1;
      let before: Facts[] | null = null;
      const check = (s: PatrolLostState) => {
        const log = logEntries(patrolLost, action, s.events);
        // Each event's words are checked once (both seats are told the same event object).
        const checked = new Set<GameEvent>();
        const now: Facts[] = [];
        const spelledNow: string[] = [];
        let last: { prev: Facts; told: GameEvent[]; spelled: string } | null = null;
        for (const seat of SEATS) {
          const told = log.filter((e) => readableBy(e, seat));
          for (const e of told) {
            if (checked.has(e.event)) continue;
            checked.add(e.event);
            kinds.add(e.event.type === 'drawn' && (e.event as PatrolLostEvent & { end: boolean }).end ? 'drawn end' : e.event.type === 'over' ? `over ${(e.event as PatrolLostEvent & { outcome: string }).outcome}` : e.event.type);
            if (e.text !== describe(e.event) || e.event.type === 'said') throw new Error(`seed ${seed}, action ${action}: "${e.text}" is not its event's words`);
          }
          const facts = factsOf(patrolLost.view(s, seat));
          // The opening is folded from the start: Start alone, the Good Guys on it, the full pile.
          const prev = before?.[seat] ?? opening(facts);
          const events = told.map((e) => e.event);
          // A seat told the same events over the same facts as the seat before folds to the same facts.
          const same: boolean = last !== null && last.prev === prev && sameEvents(last.told, events);
          const spelled: string = same && last ? last.spelled : spell(fold(prev, events));
          last = { prev, told: events, spelled };
          const actual = spell(facts);
          if (spelled !== actual) expect(spelled, `seed ${seed}, action ${action}, seat ${seat}: ${told.map((e) => e.text).join(' | ')}`).toBe(actual);
          // Seats whose facts are equal share one object, so the next step can see it.
          const twin = seat > 0 && actual === spelledNow[seat - 1] ? now[seat - 1] : undefined;
          now.push(twin ?? facts);
          spelledNow.push(actual);
        }
        before = now;
        action++;
        steps++;
      };
      playBotGame(patrolLost, seed, { turnLimit: seed % 25 === 0 ? FULL : SHORT }, [random, random], { onState: check });
    }
    expect(steps).toBeGreaterThan(GAMES * 50);
    // Every kind of event happened somewhere, so every kind was checked.
    for (const k of ['set-out', 'lay-out', 'good-end', 'bad-end', 'turn', 'removed', 'bad-turn', 'over-limit', 'lost', 'over good', 'over bad', 'over draw', 'drawn', 'drawn end', 'laid', 'bad-in', 'bad-advance', 'fight', 'fight-won', 'fight-tied', 'fight-lost', 'good-pushed', 'bad-pushed', 'attack', 'hazard', 'moved', 'hold-back']) {
      expect(kinds, k).toContain(k);
    }
  }, 120_000);
});

function sameEvents(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return a.length === b.length && a.every((e, i) => e === b[i]);
}

/** The table before the opening layout: Start with the Good Guys on it, every other tile in the pile (the End set aside). */
function opening(first: Facts): Facts {
  const start = [...first.tiles.entries()].find(([, t]) => t.q === 0 && t.r === 0);
  return {
    tiles: new Map(start ? [[start[0], { ...start[1], bad: 0 }]] : []),
    goods: first.goods.map(() => ({ q: 0, r: 0 })),
    pool: 18,
    pile: 28,
    removed: 0,
    dice: 'none',
    turn: 0,
    over: null,
  };
}
