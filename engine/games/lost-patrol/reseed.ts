/**
 * A fork's new luck in The Lost Patrol. Ruling: the face-up tiles, the discards, the patrol and the
 * pursuers are seen by both seats (the Deserter variant hides nothing from one seat that the other
 * knows); the face-down tiles and the order of the spares are seen by nobody and are dealt again,
 * and the generator (every die still to roll: movement, horror, ambush) starts afresh from `seed`.
 */
import { seedRng } from '../../core/rng';
import { redeal } from './hidden';
import type { LostPatrolState } from './types';

export function reseed(s: LostPatrolState, seed: number): LostPatrolState {
  return { ...redeal(s, seedRng(seed)), events: s.events };
}
