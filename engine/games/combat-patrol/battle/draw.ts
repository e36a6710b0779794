/**
 * One legal action drawn at random without listing them all: the random bot's draw. It draws from
 * legalCandidates (legal.ts: the same lists legalActions gives, before the costly test of each aimed
 * shot) and judges only what it draws; a candidate the rules refuse is set aside and another drawn
 * from those left. Every legal action stays among those left, so the one drawn is uniform over
 * legalActions, as picking from the full list is, at a fraction of the line-of-sight work.
 */
import type { Seat } from '../../../core/contract';
import { nextInt, type RngState } from '../../../core/rng';
import { isError, validateKept } from './check';
import { candidateCount, judge, legalCandidates, type Candidate } from './legal';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/**
 * Two working lists of numbers, kept between draws and grown when a draw needs more: a draw makes
 * none (a typed list of a few hundred is made outside the heap, dear to make and to collect, and
 * the battle odds draw hundreds of thousands). A draw runs to its end before the next begins.
 */
const lists: Int32Array[] = [new Int32Array(256), new Int32Array(256)];

function scratch(which: 0 | 1, n: number): Int32Array {
  if ((lists[which] as Int32Array).length < n) lists[which] = new Int32Array(Math.max(n, 2 * (lists[which] as Int32Array).length));
  return lists[which] as Int32Array;
}

/**
 * Candidate `k` of `c` when it is legal, else null: an aimed shot judged by `validate` itself (the
 * rules' one judge), its verdict kept for the step that applies it (check.ts, validateKept), so the
 * shot is not worked out twice; any other candidate is a legal action as it is (legal.ts: a grenade
 * throw made here), judged once when it is applied.
 */
function judgeKept(s: CombatPatrolState, seat: Seat, c: Candidate, k: number): CombatPatrolAction | null {
  if (!c.aimed) return judge(s, c, k);
  const a: CombatPatrolAction = { type: 'fire', soldier: c.aimed.id, weapon: c.weapon, method: c.method, target: (c.targets[k] as { id: string }).id };
  return isError(validateKept(s, a, seat)) ? null : a;
}

/** A legal action of `seat`, uniformly at random over legalActions(s, seat), drawn with `rng`; null when there is none. */
export function drawLegalAction(s: CombatPatrolState, seat: Seat, rng: RngState): CombatPatrolAction | null {
  const cs = legalCandidates(s, seat);
  // Candidate i is number i - starts[b] of block b, the last block starting at or before i.
  const starts = scratch(0, cs.length);
  let total = 0;
  for (let b = 0; b < cs.length; b++) {
    starts[b] = total;
    total += candidateCount(cs[b] as Candidate);
  }
  const left = scratch(1, total);
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
    const a = judgeKept(s, seat, cs[lo] as Candidate, i - (starts[lo] as number));
    if (a) return a;
    left[j] = left[--n] as number;
  }
  return null;
}
