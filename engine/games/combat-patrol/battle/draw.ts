/**
 * One legal action drawn at random without listing them all: the random bot's draw. It draws from
 * legalCandidates (legal.ts: the same lists legalActions gives, before the costly test of each aimed
 * shot) and judges only what it draws; a candidate the rules refuse is set aside and another drawn
 * from those left. Every legal action stays among those left, so the one drawn is uniform over
 * legalActions, as picking from the full list is, at a fraction of the line-of-sight work.
 */
import type { Seat } from '../../../core/contract';
import { nextInt, type RngState } from '../../../core/rng';
import { isChoice, legalCandidates } from './legal';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/** A legal action of `seat`, uniformly at random over legalActions(s, seat), drawn with `rng`; null when there is none. */
export function drawLegalAction(s: CombatPatrolState, seat: Seat, rng: RngState): CombatPatrolAction | null {
  const cs = legalCandidates(s, seat);
  const left = cs.map((_, i) => i);
  for (let n = left.length; n > 0; ) {
    const j = nextInt(rng, n);
    const c = cs[left[j] as number]!;
    if (isChoice(s, c)) return c.action;
    left[j] = left[--n] as number;
  }
  return null;
}
