import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/contract';
import { playBotGame } from '../../bots/play';
import { OddsRun, playOn } from '../../odds';
import { giCard, PATROL_CARDS, patrolCard } from './cards';
import { greedyEndlessPatrolBot } from './bots';
import { endlessPatrol as ep } from './definition';
import { endlessPatrolModule } from './module';
import { drawLuck, LUCK_MEASURES } from './odds-luck';
import { gi, stacked } from './testing';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

const MARKS = LUCK_MEASURES / 3;

/** `deck` with its part below `known` turned `by` places (every card of it comes on top once as `by` runs over its length). */
function turned(deck: readonly string[], known: number, by: number): string[] {
  const rest = deck.slice(known);
  return [...deck.slice(0, known), ...rest.slice(by), ...rest.slice(0, by)];
}

/** The luck of `action` from `s` averaged over every turn of both decks' unseen parts: each unseen card on top of its deck alike often. */
function meanLuck(s: EndlessPatrolState, action: EndlessPatrolAction): { mean: number[]; steps: number; told: number } {
  const sum = new Array<number>(LUCK_MEASURES).fill(0);
  let steps = 0;
  let told = 0;
  for (let g = 0; g < s.giDeck.length - s.known.gi; g++) {
    for (let p = 0; p < s.patrolDeck.length - s.known.patrol; p++) {
      const before = { ...s, giDeck: turned(s.giDeck, s.known.gi, g), patrolDeck: turned(s.patrolDeck, s.known.patrol, p) };
      const luck = drawLuck(before, ep.apply(before, action, 0));
      steps++;
      if (luck === null) continue;
      told++;
      luck.forEach((v, j) => (sum[j] = (sum[j] as number) + v));
    }
  }
  return { mean: sum.map((v) => v / steps), steps, told };
}

describe('the luck of the draw in a step of Endless Patrol', () => {
  it('has a mean of nil over every card that could come, for a draw and a Contact, a look at each deck, and a look at cards partly seen', () => {
    // The end of a Fire phase: the next turn draws one GI card and turns up one Patrol card.
    const endFire = stacked({ phase: 'fire', hand: ['bar', 'carbine'], giDeck: [], restGi: 'deck', turn: 3 });
    const a = meanLuck(endFire, { type: 'end-fire' });
    expect(a.told).toBe(a.steps);
    for (const v of a.mean) expect(Math.abs(v)).toBeLessThan(1e-12);
    // An L card at either deck: five cards shown (and a GI card drawn).
    for (const deck of ['gi', 'patrol'] as const) {
      const look = stacked({ phase: 'fire', hand: ['tactics', 'bar'] });
      const l = meanLuck(look, { type: 'look', card: gi('tactics'), deck });
      expect(l.told).toBe(l.steps);
      for (const v of l.mean) expect(Math.abs(v)).toBeLessThan(1e-12);
    }
    // A second look at the Patrol deck, two of its top cards already seen: only the three below are new.
    const seen = { ...stacked({ phase: 'fire', hand: ['binoculars', 'bar'] }), known: { gi: 0, patrol: 2 } };
    const s2 = meanLuck(seen, { type: 'look', card: gi('binoculars'), deck: 'patrol' });
    for (const v of s2.mean) expect(Math.abs(v)).toBeLessThan(1e-12);
  });

  it('is, for one card drawn, its marks less the mean of the unseen cards, each also times the share of the Patrol deck to come', () => {
    const s = stacked({ phase: 'fire', hand: ['carbine'], giDeck: ['m1919'], turn: 2 });
    const after = ep.apply(s, { type: 'end-fire' }, 0);
    const luck = drawLuck(s, after) as number[];
    const unseenGi = s.giDeck.map(giCard);
    const meanBullets = unseenGi.reduce((n, c) => n + c.bullets, 0) / unseenGi.length;
    const meanAt = unseenGi.filter((c) => c.at).length / unseenGi.length;
    // The M1919: 5 bullets, no AT.
    expect(luck[0]).toBeCloseTo(5 - meanBullets, 12);
    expect(luck[1]).toBeCloseTo(0 - meanAt, 12);
    const late = s.patrolDeck.length / PATROL_CARDS.length;
    expect(luck[MARKS]).toBeCloseTo((5 - meanBullets) * late, 12);
    expect(luck[2 * MARKS]).toBeCloseTo((5 - meanBullets) * late * late, 12);
    // The Patrol card turned up at Contact: its bullets less the deck's mean.
    const top = patrolCard(s.patrolDeck[0] as string);
    const meanPt = s.patrolDeck.map(patrolCard).reduce((n, c) => n + (c.bullets ?? 0), 0) / s.patrolDeck.length;
    expect(luck[4]).toBeCloseTo((top.bullets ?? 0) - meanPt, 12);
  });

  it('tells nothing for a step that brings out no card, and no GI luck for a step that shuffles the discard pile into a new deck', () => {
    const s = stacked({ phase: 'fire', hand: ['bar'], inPlay: ['sniper'] });
    expect(drawLuck(s, ep.apply(s, { type: 'fire', target: 'pt-sniper', cards: [gi('bar')], mode: 'bullets' }, 0))).toBeNull();
    // The GI deck empty at the next Supply: its discard pile becomes the deck, then one is drawn.
    const empty = stacked({ phase: 'fire', hand: ['bar'], restGi: 'discard' });
    const after = ep.apply(empty, { type: 'end-fire' }, 0);
    expect(after.stats.reshuffles).toBe(1);
    const luck = drawLuck(empty, after) as number[];
    for (let j = 0; j < 4; j++) expect([luck[j], luck[MARKS + j], luck[2 * MARKS + j]]).toEqual([0, 0, 0]);
    expect(luck.some((v) => v !== 0)).toBe(true);
  });

  it('sums to about nil over whole greedy games (the odds deal the unseen cards afresh for each)', () => {
    const start = ep.setup(4, { dCancelsMinefields: false });
    const t = playOn({ module: endlessPatrolModule, state: start, seat: 0 }, 11, 0, 1500);
    const luck = t.luck!;
    const k = luck.x.length;
    expect(k).toBe(LUCK_MEASURES);
    let varied = 0;
    for (let j = 0; j < k; j++) {
      const mean = (luck.x[j] as number) / t.games;
      const sd = Math.sqrt(Math.max(0, (luck.xx[j * k + j] as number) / t.games - mean * mean));
      if (sd === 0) continue;
      varied++;
      expect(Math.abs(mean) / (sd / Math.sqrt(t.games))).toBeLessThan(4);
    }
    expect(varied).toBeGreaterThan(20);
  });
});

/** A position the greedy player wins about half the time: a Fire phase of a game it lost, the last whose chance over 200 games is 40-60%. */
function evenPosition(): EndlessPatrolState {
  const options = { dCancelsMinefields: false };
  for (let seed = 1; seed < 200; seed++) {
    const g = playBotGame(ep, seed, options, greedyEndlessPatrolBot, { record: true });
    if (g.result?.winner === 0) continue;
    const states: EndlessPatrolState[] = [];
    let s = ep.setup(seed, options);
    for (const a of g.actions ?? []) {
      if (s.phase === 'fire' && ep.legalActions(s, 0).length >= 2) states.push(s);
      s = ep.apply(s, a.action as EndlessPatrolAction, 0);
    }
    for (const f of states.reverse()) {
      const t = playOn({ module: endlessPatrolModule, state: f, seat: 0 }, seed, 0, 200);
      if (t.wins / t.games < 0.4) continue;
      if (t.wins / t.games < 0.6) return f;
      break;
    }
  }
  throw new Error('no even position in 200 seeds');
}

describe('the Endless Patrol odds allowing for the luck of the draw', () => {
  it('reach their margin on a position near 50% in far fewer games, and agree with the odds that do not', () => {
    const state = evenPosition();
    const plainModule: GameModule = { ...endlessPatrolModule, odds: { ...endlessPatrolModule.odds!, luck: undefined } };
    const lucky = new OddsRun({ module: endlessPatrolModule, state, seat: 0 }, { seed: 1, margin: 0.02 }).runHere();
    const plain = new OddsRun({ module: plainModule, state, seat: 0 }, { seed: 2, margin: 0.02 }).runHere();
    expect(lucky.margin).toBeLessThanOrEqual(0.02);
    expect(plain.margin).toBeLessThanOrEqual(0.02);
    expect(lucky.tally.games).toBeLessThan(plain.tally.games * 0.8);
    expect(Math.abs(lucky.chance - plain.chance)).toBeLessThanOrEqual(Math.hypot(lucky.margin, plain.margin));
  });
});
