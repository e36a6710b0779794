import { describe, expect, it } from 'vitest';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { patrolLost as pl } from '../definition';
import { botGame, decisionSpots } from '../testing';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { decisionWork, FULL_WIDTH, HEAVIEST, SHARES, TURN_WORK } from './budget';
import { SAMPLE_WORK, workSearch } from './halving';
import { HARD, hardBot, hardSearch } from './index';

/** The position at the start of turn `turn` (the Good Guys to act) of the easy-v-easy game from `seed`. */
function turnStart(seed: number, turn: number): PatrolLostState {
  const g = botGame(seed, 'easy', 'easy');
  let s = pl.setup(seed, { turnLimit: 60 });
  for (const a of g.actions) {
    if (s.turn === turn && s.phase === 'good' && !s.pending) return s;
    s = pl.apply(s, a.action as PatrolLostAction, a.seat);
  }
  throw new Error(`game ${seed} has no turn ${turn}`);
}

interface Side {
  work: number;
  /** The decisions' shares added up, and their playouts' overruns allowed. */
  shares: number;
  overrun: number;
  decisions: string[];
}

/** Plays one whole game turn from `start` with the hard computer on both sides: each side's work and searched decisions. */
function hardTurn(start: PatrolLostState, seed: number): [Side, Side] {
  const rng = seedRng(seed);
  const sides: [Side, Side] = [
    { work: 0, shares: 0, overrun: 0, decisions: [] },
    { work: 0, shares: 0, overrun: 0, decisions: [] },
  ];
  let s = start;
  while (s.phase !== 'over' && s.turn === start.turn) {
    const seat = pl.currentSeat(s) as number;
    const legal = pl.legalActions(s, seat);
    let a = legal[0] as PatrolLostAction;
    if (legal.length > 1) {
      const r = hardSearch(botContext(pl, s, seat), legal, rng);
      a = r.action;
      const side = sides[seat as 0 | 1];
      side.work += r.work;
      side.shares += r.share;
      side.overrun += Math.max(r.longest, SAMPLE_WORK);
      side.decisions.push(s.pending?.kind ?? s.phase);
    }
    s = pl.apply(s, a, seat);
  }
  return sides;
}

const count = (xs: string[], x: string) => xs.filter((y) => y === x).length;

describe("the hard computer's thinking budget", () => {
  it('adds up, over the heaviest turn either side can have, to no more than the turn\'s work', () => {
    expect(HEAVIEST.good).toBeLessThanOrEqual(1);
    expect(HEAVIEST.bad).toBeLessThanOrEqual(1);
    // And nearly all of it: the heaviest turns use the budget.
    expect(HEAVIEST.good).toBeGreaterThan(0.9);
    expect(HEAVIEST.bad).toBeGreaterThan(0.9);
  });

  it('costs nothing for a forced decision, less for a two-way choice than a wide one, and splits the Good Guy phase over two actions a Good Guy alive', () => {
    const s = turnStart(7, 2);
    expect(decisionWork(s, 0, 1, TURN_WORK)).toBe(0);
    const wide = decisionWork(s, 0, 9, TURN_WORK);
    expect(decisionWork(s, 0, 2, TURN_WORK)).toBeLessThan(wide);
    expect(decisionWork(s, 0, 2, TURN_WORK)).toBe(Math.floor((TURN_WORK * SHARES.goodPhase * 2) / FULL_WIDTH / 10));
    expect(wide).toBe(Math.floor((TURN_WORK * SHARES.goodPhase) / 10));
    const fewer = structuredClone(s);
    fewer.goods = [fewer.goods[0] as number, -1, -1, -1, fewer.goods[4] as number];
    expect(decisionWork(fewer, 0, 9, TURN_WORK)).toBe(Math.floor((TURN_WORK * SHARES.goodPhase) / 4));
  });

  it('never lets a hard decision spend more than its share (but for one playout), and spends most of it', () => {
    const all = [...decisionSpots(3, 9), ...decisionSpots(11, 11)].slice(0, 24);
    let share = 0;
    let work = 0;
    for (const s of all) {
      const seat = pl.currentSeat(s) as number;
      const legal = pl.legalActions(s, seat);
      const r = hardSearch(botContext(pl, s, seat), legal, seedRng(3));
      expect(r.share).toBe(decisionWork(s, seat, legal.length, TURN_WORK));
      expect(r.work).toBeLessThanOrEqual(r.share + Math.max(r.longest, SAMPLE_WORK));
      expect(r.longest).toBeLessThan(400);
      share += r.share;
      work += r.work;
    }
    expect(work).toBeGreaterThan(0.9 * share);
    // A budget smaller than one sample of every choice: it stops in the first sample and still chooses legally.
    const s = all.find((x) => pl.legalActions(x, pl.currentSeat(x) as number).length >= 6) as PatrolLostState;
    const seat = pl.currentSeat(s) as number;
    const legal = pl.legalActions(s, seat);
    const ctx = botContext(pl, s, seat);
    const rng = seedRng(8);
    const tiny = workSearch(ctx, legal, rng, HARD, ctx.sample(rng), 40);
    expect(tiny.work).toBeLessThanOrEqual(40 + tiny.longest);
    expect(legal).toContainEqual(tiny.action);
  });

  it('keeps a whole heavy Good Guy turn (ten searched moves) and a heavy Bad Guy turn (a tile, three actions, fights) within the turn\'s work', () => {
    // Turn 7 of game 7: five Good Guys, each moving twice.
    const [good] = hardTurn(turnStart(7, 7), 1);
    expect(count(good.decisions, 'good')).toBeGreaterThanOrEqual(9);
    expect(good.shares).toBeLessThanOrEqual(TURN_WORK);
    expect(good.work).toBeLessThanOrEqual(good.shares + good.overrun);
    expect(good.work).toBeLessThanOrEqual(TURN_WORK);
    expect(good.work).toBeGreaterThan(0.7 * TURN_WORK);
    // Turn 6 of game 7: the Bad Guys turn a tile, act three times and choose among several fights.
    const [, bad] = hardTurn(turnStart(7, 6), 1);
    expect(count(bad.decisions, 'orient')).toBeGreaterThanOrEqual(1);
    expect(count(bad.decisions, 'bad')).toBe(3);
    expect(count(bad.decisions, 'attack')).toBeGreaterThanOrEqual(2);
    expect(bad.shares).toBeLessThanOrEqual(TURN_WORK);
    expect(bad.work).toBeLessThanOrEqual(bad.shares + bad.overrun);
    expect(bad.work).toBeLessThanOrEqual(TURN_WORK);
    // A Bad Guy action gets a tenth of the turn (measured best, see SHARES), so a turn with a tile,
    // three actions and two fights spends about two fifths of the work.
    expect(bad.work).toBeGreaterThan(0.35 * TURN_WORK);
  }, 120_000);

  it('is counted in work, not time: the same position and seed give the same decision, with the same reason', () => {
    for (const s of decisionSpots(5, 13).slice(0, 4)) {
      const seat = pl.currentSeat(s) as number;
      const a = hardBot.choose(pl.view(s, seat), pl.legalActions(s, seat), seedRng(42), botContext(pl, s, seat));
      const b = hardBot.choose(pl.view(s, seat), pl.legalActions(s, seat), seedRng(42), botContext(pl, structuredClone(s), seat));
      expect(b).toEqual(a);
    }
  });
});
