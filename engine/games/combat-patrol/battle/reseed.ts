/**
 * A fork's new luck in Combat Patrol!. Ruling: nothing on the table is hidden (both sides see every
 * soldier, wound and die thrown); only the dice still to roll are unseen, so the generator starts
 * afresh from `seed`. A step waiting for a decision (a scatter direction, a snap shot) keeps the
 * dice it has already shown: it is re-run from its start when the answer comes, so the new
 * generator is recorded on the waiting step and takes over after the rolls it has shown
 * (runtime.ts). With dice typed in from a real table the app rolls nothing: nothing changes.
 */
import { seedRng } from '../../../core/rng';
import type { CombatPatrolState } from './types';

export function reseed(s: CombatPatrolState, seed: number): CombatPatrolState {
  if (s.diceMode === 'entered') return s;
  const rng = seedRng(seed);
  const p = s.pending;
  if (!p) return { ...s, rng };
  return { ...s, pending: { ...p, reseeds: [...(p.reseeds ?? []), { at: p.shownRolls, rng }] } };
}
