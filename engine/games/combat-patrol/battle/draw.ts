/**
 * One legal action drawn at random without listing them all: the random bot's draw. It draws from
 * legalCandidates (legal.ts: the same lists legalActions gives, before the costly test of each aimed
 * shot) and judges only what it draws; a candidate the rules refuse is set aside and another drawn
 * from those left. Every legal action stays among those left, so the one drawn is uniform over
 * legalActions, as picking from the full list is, at a fraction of the line-of-sight work.
 */
import type { Seat } from '../../../core/contract';
import { nextInt, type RngState } from '../../../core/rng';
import { candidateCount, judge, legalCandidates, type Candidate } from './legal';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/** A legal action of `seat`, uniformly at random over legalActions(s, seat), drawn with `rng`; null when there is none. */
export function drawLegalAction(s: CombatPatrolState, seat: Seat, rng: RngState): CombatPatrolAction | null {
  const cs = legalCandidates(s, seat);
  // Candidate i is number i - starts[b] of block b, the last block starting at or before i.
  const starts = new Int32Array(cs.length);
  let total = 0;
  cs.forEach((c, b) => {
    starts[b] = total;
    total += candidateCount(c);
  });
  const left = new Int32Array(total);
  for (let i = 0; i < total; i++) left[i] = i;
  for (let n = total; n > 0; ) {
    const j = nextInt(rng, n);
    const i = left[j] as number;
    let lo = 0;
    for (let hi = cs.length - 1; lo < hi; ) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    const a = judge(s, cs[lo] as Candidate, i - (starts[lo] as number));
    if (a) return a;
    left[j] = left[--n] as number;
  }
  return null;
}
