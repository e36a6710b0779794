import type { BotContext } from '../../../core/contract';
import { nextUint32, seedRng, type RngState } from '../../../core/rng';
import { step } from '../apply';
import { copyState } from '../setup';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { evaluate } from './evaluate';
import { playOn } from './playout';
import { actionScores } from './policy';

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

function playout(start: PatrolLostState, a: PatrolLostAction, seed: number, lastTurn: number): number {
  const s = copyState(start);
  s.events = [];
  step({ s, talk: false }, a);
  playOn(s, lastTurn, seedRng(seed));
  return evaluate(s);
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
        const v = playout(det, c.action, seed, det.turn + opts.extraTurns);
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
