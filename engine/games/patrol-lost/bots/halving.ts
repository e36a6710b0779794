import type { BotContext } from '../../../core/contract';
import { nextUint32, seedRng, type RngState } from '../../../core/rng';
import { step } from '../apply';
import { runOn } from '../run';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { evaluate, towardDraw } from './evaluate';
import { playOn } from './playout';
import { actionScores, policy } from './policy';

/**
 * Determinized search: the computer never reads the real pile or the dice to come. Every sample it
 * plays comes from BotContext.sample, which deals the pile again from the tiles left and reseeds the
 * dice, as information-set Monte Carlo tree search does. The search is flat at the root, with
 * sequential halving: each round deals fresh samples and plays every remaining choice on the same
 * samples (the rest of the turn and the next by rule of thumb, with the same random stream), so
 * choices are compared on equal luck; the worse half is dropped and the next round gives each
 * survivor twice the samples, until one is left. With many choices, only the `keep` best by rule of
 * thumb (and ending the phase) enter the first round. A tree over both sides' decisions was tried
 * and measured weaker at these budgets (see the bots' tests and the report in the issue).
 * The medium level gives each decision a number of playouts (halvingSearch); the hard level an
 * amount of work, its share of the turn's (workSearch, budget.ts).
 */
export interface SearchOptions {
  /** Playouts to spend in all (roughly). */
  budget: number;
  /** Game turns to look past the current one. */
  extraTurns: number;
  /** Choices that enter the first round when there are more. */
  keep: number;
  /** At most this many playouts per choice in the first list (two-way choices need fewer). */
  perChoice: number;
}

export interface SearchResult {
  action: PatrolLostAction;
  /** The last round's choices, best first: action, playouts, mean value for the deciding seat. */
  ranked: { action: PatrolLostAction; visits: number; value: number }[];
  /** Playouts spent. */
  iterations: number;
}

/**
 * Plays `a` in a copy of `start` and on by rule of thumb: the value for the Good Guys (drawn toward a
 * draw near the turn limit when `drawTurns` > 0, see towardDraw), and the actions played.
 */
function playout(start: PatrolLostState, a: PatrolLostAction, seed: number, lastTurn: number, drawTurns = 0): { v: number; work: number } {
  const run = runOn(start, false);
  const s = run.s;
  step(run, a);
  playOn(run, lastTurn, seedRng(seed));
  return { v: towardDraw(evaluate(s), s, drawTurns), work: s.actionCount - start.actionCount };
}

/** The `keep` choices the rule of thumb likes best, and ending the phase when that is a choice. */
function shortlist(s: PatrolLostState, seat: number, legal: PatrolLostAction[], keep: number): PatrolLostAction[] {
  if (legal.length <= keep) return legal;
  const scores = actionScores(s, seat, legal);
  const order = legal.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const out = order.slice(0, keep).map((i) => legal[i] as PatrolLostAction);
  const end = legal.find((a) => a.type === 'end-actions' || a.type === 'end-attacks');
  if (end && !out.includes(end)) out.push(end);
  return out;
}

export function halvingSearch(ctx: BotContext<PatrolLostState, PatrolLostAction>, legal: PatrolLostAction[], rng: RngState, opts: SearchOptions): SearchResult {
  const seat = ctx.seat;
  const first = ctx.sample(rng);
  let alive = shortlist(first, seat, legal, opts.keep).map((action) => ({ action, total: 0, n: 0 }));
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const perRound = Math.min(opts.budget, opts.perChoice * alive.length) / rounds;
  let spent = 0;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const samples = Math.max(1, Math.floor(perRound / alive.length));
    for (let j = 0; j < samples; j++) {
      const det = r === 0 && j === 0 ? first : ctx.sample(rng);
      const seed = nextUint32(rng);
      for (const c of alive) {
        const { v } = playout(det, c.action, seed, det.turn + opts.extraTurns);
        c.total += seat === 0 ? v : 1 - v;
        c.n++;
        spent++;
      }
    }
    alive.sort((a, b) => b.total / b.n - a.total / a.n);
    alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  const ranked = alive.map((c) => ({ action: c.action, visits: c.n, value: c.n > 0 ? c.total / c.n : 0 }));
  return { action: (ranked[0] as { action: PatrolLostAction }).action, ranked, iterations: spent };
}

/** Work counted for each playout besides its actions (copying the position, scoring the end), and for each sample dealt. */
export const PLAYOUT_WORK = 1;
export const SAMPLE_WORK = 4;

/** Options of the work-bounded search: as SearchOptions, without the playout count (the work is given per decision). */
export interface WorkOptions {
  /** Game turns to look past the current one. */
  extraTurns: number;
  /** Choices that enter the first round when there are more. */
  keep: number;
  /** Turns before the turn limit over which imagined positions are drawn toward a draw (towardDraw; 0: not at all). */
  drawTurns: number;
}

export interface WorkResult extends SearchResult {
  /** Work spent (actions played in playouts, PLAYOUT_WORK a playout, SAMPLE_WORK a sample). */
  work: number;
  /** Samples of the pile and dice dealt. */
  samples: number;
  /** The most work one playout took (the search may overrun its work by one playout, no more). */
  longest: number;
}

/**
 * Sequential halving within `work` units instead of a count of playouts: the rounds share what is
 * left of the work equally; each round deals samples one at a time, plays every remaining choice on
 * each (equal luck, as in halvingSearch) and deals another while the round's work allows one more
 * (judged by what its samples cost so far). The search stops before a playout once `work` is spent,
 * so it never overruns by more than one playout (or the dealing of a sample); a sample it could not
 * finish is left out, so the choices are still compared on the same samples (in the first round,
 * only the choices it reached go on). The last round's choices are all ranked, best first. `first`
 * is the decision's first sample (the one its share was worked out from).
 */
export function workSearch(ctx: BotContext<PatrolLostState, PatrolLostAction>, legal: PatrolLostAction[], rng: RngState, opts: WorkOptions, first: PatrolLostState, work: number): WorkResult {
  const seat = ctx.seat;
  let alive = shortlist(first, seat, legal, opts.keep).map((action) => ({ action, total: 0, n: 0 }));
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  let spent = SAMPLE_WORK;
  let playouts = 0;
  let samples = 1;
  let longest = 0;
  let out = false;
  for (let r = 0; r < rounds && alive.length > 1 && !out; r++) {
    const roundWork = (work - spent) / (rounds - r);
    const start = spent;
    for (let j = 0; ; j++) {
      if (j > 0 && (spent - start) * (1 + 1 / j) > roundWork) break;
      const det = r === 0 && j === 0 ? first : ctx.sample(rng);
      if (det !== first) {
        spent += SAMPLE_WORK;
        samples++;
      }
      const seed = nextUint32(rng);
      const vs: number[] = [];
      for (const c of alive) {
        if (spent >= work) break;
        const p = playout(det, c.action, seed, det.turn + opts.extraTurns, opts.drawTurns);
        vs.push(seat === 0 ? p.v : 1 - p.v);
        spent += p.work + PLAYOUT_WORK;
        longest = Math.max(longest, p.work + PLAYOUT_WORK);
        playouts++;
      }
      // A whole sample counts; a cut one only when it is the first (then only the choices it reached go on).
      if (vs.length === alive.length || (r === 0 && j === 0)) {
        alive = alive.slice(0, vs.length);
        alive.forEach((c, i) => {
          c.total += vs[i] as number;
          c.n++;
        });
      }
      if (vs.length < alive.length || spent >= work) {
        out = true;
        break;
      }
    }
    alive.sort((a, b) => b.total / b.n - a.total / a.n);
    // The last round's ranking stays whole (the explanation names the runner-up).
    if (!out && r < rounds - 1) alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  const ranked = alive.map((c) => ({ action: c.action, visits: c.n, value: c.n > 0 ? c.total / c.n : 0 }));
  // No work to compare with (never in play: every choice gets enough for a sample): the rule of thumb.
  const action = ranked[0]?.action ?? policy(first, seat, legal, rng).action;
  return { action, ranked, iterations: playouts, work: spent, samples, longest };
}
