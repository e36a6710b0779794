import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../../core/contract';
import { botContext } from '../../../core/gate';
import { seedRng, shuffleInPlace } from '../../../core/rng';
import { patrolLost as pl } from '../definition';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { easyBot, hardBot, mediumBot, patrolLostBots, randomBot, type PatrolLostBot } from './index';
import { botGame as playGame, decisionSpots, said } from '../testing';
import { MEDIUM_DECISIONS } from './medium-decisions';

function decide(bot: PatrolLostBot, s: PatrolLostState, seed: number, ctx?: BotContext<PatrolLostState, PatrolLostAction>): PatrolLostAction {
  const seat = pl.currentSeat(s) as number;
  return bot.choose(pl.view(s, seat), pl.legalActions(s, seat), seedRng(seed), ctx ?? botContext(pl, s, seat));
}

/** The same table with the face-down pile in another order and other dice to come. */
function reshuffled(s: PatrolLostState, seed: number): PatrolLostState {
  const c = structuredClone(s);
  shuffleInPlace(seedRng(seed), c.pile);
  c.rng = seedRng(seed + 1);
  return c;
}

const strip = (a: PatrolLostAction) => {
  const { why: _why, ...rest } = a;
  return rest;
};

describe('Patrol: Lost! computer players', () => {
  const spots = [...decisionSpots(3, 7), ...decisionSpots(11, 9)];

  it('never read the real pile: shuffling the hidden pile and the dice under them gives the same decision', () => {
    expect(spots.length).toBeGreaterThan(20);
    for (const bot of [easyBot, mediumBot]) {
      for (const s of spots) {
        const other = reshuffled(s, 99);
        expect(pl.view(other, 0)).toEqual(pl.view(s, 0));
        expect(decide(bot, other, 5)).toEqual(decide(bot, s, 5));
      }
    }
    for (const s of spots.slice(0, 8)) expect(decide(hardBot, reshuffled(s, 7), 5)).toEqual(decide(hardBot, s, 5));
  }, 180_000);

  it('(the test above can fail: a computer handed the real pile instead of samples decides differently)', () => {
    // The same bot given a context whose "sample" is the real state: shuffling the real pile now
    // changes what it imagines, and some decision changes.
    const cheat = (s: PatrolLostState): BotContext<PatrolLostState, PatrolLostAction> => ({ ...botContext(pl, s, pl.currentSeat(s) as number), sample: () => s });
    const changed = spots.some((s) => {
      const other = reshuffled(s, 99);
      return JSON.stringify(decide(mediumBot, other, 5, cheat(other))) !== JSON.stringify(decide(mediumBot, s, 5, cheat(s)));
    });
    expect(changed).toBe(true);
  });

  it('choose legal actions and explain each choice in words, and the log shows the reason', () => {
    for (const bot of [easyBot, mediumBot, hardBot]) {
      for (const s of spots.slice(0, bot === hardBot ? 6 : 20)) {
        const seat = pl.currentSeat(s) as number;
        const a = decide(bot, s, 1);
        expect(pl.check(s, a, seat)).toBeNull();
        expect(pl.legalActions(s, seat)).toContainEqual(strip(a));
        expect(a.why?.length ?? 0).toBeGreaterThan(10);
        const after = pl.apply(s, a, seat);
        expect(said(after)).toContain(`Reason: ${a.why}`);
      }
    }
    const m = decide(mediumBot, spots[0] as PatrolLostState, 1);
    expect(m.why).toMatch(/Looked ahead through \d+ sampled piles and dice: about \d+% for the (Good|Bad) Guys/);
    // The hard level's search keeps its last round whole, so it names the runner-up too.
    const h = decide(hardBot, spots[0] as PatrolLostState, 1);
    expect(h.why).toMatch(/Looked ahead through \d+ sampled piles and dice: about \d+% for the (Good|Bad) Guys this way; the next best choice \d+%\./);
  });

  it('medium decides exactly as before the hard level got its thinking budget (decisions recorded then)', () => {
    // Recorded with the playout-count search before the work-bounded one was added beside it: the
    // medium player's choices and reasons on positions of two games, and a whole medium game.
    const now: unknown[] = [];
    for (const seed of [3, 11]) {
      const g = playGame(seed, 'easy', 'easy');
      let s = pl.setup(seed, { turnLimit: 60 });
      g.actions.forEach((a, i) => {
        if (i % 5 === 0 && pl.legalActions(s, a.seat).length > 1) now.push({ seed, at: i, action: decide(mediumBot, s, i) });
        s = pl.apply(s, a.action as PatrolLostAction, a.seat);
      });
    }
    const m = playGame(21, 'medium', 'medium');
    now.push({ game: 21, steps: m.steps, winner: m.state.outcome?.winner ?? null, turn: m.state.turn });
    expect(now).toEqual(MEDIUM_DECISIONS);
  });

  it('are deterministic: the same position and seed give the same choice', () => {
    for (const s of spots.slice(0, 10)) expect(decide(mediumBot, s, 42)).toEqual(decide(mediumBot, structuredClone(s), 42));
  });

  it('offer random and three levels', () => {
    expect(Object.keys(patrolLostBots)).toEqual(['random', 'easy', 'medium', 'hard']);
    expect(randomBot.readsView).toBe(false);
  });

  it('get stronger level by level: easy beats random on both sides, medium beats easy on both sides (fixed seeds)', () => {
    const score = (good: string, bad: string, n: number) => {
      let g = 0;
      let b = 0;
      for (let i = 0; i < n; i++) {
        const w = playGame(700 + i, good, bad).state.outcome?.winner;
        if (w === 0) g++;
        if (w === 1) b++;
      }
      return { g, b };
    };
    expect(score('easy', 'random', 12).g).toBe(12);
    expect(score('random', 'easy', 12).b).toBe(12);
    // On these seeds easy v easy goes 12-10; medium wins 18 of 24 on either side.
    const base = score('easy', 'easy', 24);
    expect(score('medium', 'easy', 24).g).toBeGreaterThan(base.g + 3);
    expect(score('easy', 'medium', 24).b).toBeGreaterThan(base.b + 3);
    // About 120 whole games, a dozen of them searched: seconds on an idle machine, far longer on a
    // loaded one. It measures strength, not speed, so it gets room to finish.
  }, 300_000);

  it('hard is at least as strong as medium on either side, and plays for the win, not the turn limit (eight fixed seeds)', () => {
    const results = (good: string, bad: string) => [0, 1, 2, 3, 4, 5, 6, 7].map((i) => playGame(700 + i, good, bad).state.outcome?.winner ?? null);
    const count = (rs: (number | null)[], w: number | null) => rs.filter((r) => r === w).length;
    // The Good Guys against medium's Bad Guys: medium wins none of these eight, hard four.
    expect(count(results('medium', 'medium'), 0)).toBe(0);
    expect(count(results('hard', 'medium'), 0)).toBeGreaterThanOrEqual(3);
    // The Bad Guys against easy Good Guys: medium wins seven. Hard wins as many, and lets at most one
    // game run to the turn limit: scoring imagined positions without towardDraw, it let three of
    // these eight stall into a draw and won five (the regression of the 1,000-game sims).
    const medium = results('easy', 'medium');
    const hard = results('easy', 'hard');
    expect(count(hard, 1)).toBeGreaterThanOrEqual(count(medium, 1));
    expect(count(hard, null)).toBeLessThanOrEqual(1);
    // Eight games a side are a check against falling back, not a measure: any change to the hard
    // level moves single games by chance (the 1,000-game sims in the notes measure it).
    // Sixteen games with the hard computer on one side (it thinks for up to a fifth of a second a
    // turn, longer under the test runner's TypeScript loader): seconds, more on a loaded machine.
  }, 300_000);
});
