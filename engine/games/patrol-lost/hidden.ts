import { nextUint32, seedRng, shuffleInPlace, type RngState } from '../../core/rng';
import { runOn } from './run';
import type { PatrolLostState } from './types';

/**
 * Hidden information. The pile's order is hidden from both seats, and so are the dice still to be
 * rolled (the game's generator). `redeal` deals both again from `rng` alone: the pile's tiles are
 * sorted first, so the sample cannot depend on their real order.
 */
export function redeal(s: PatrolLostState, _seat: number, rng: RngState): PatrolLostState {
  const d = runOn(s, false).d;
  d.set('pile', shuffleInPlace(rng, s.pile.slice().sort((a, b) => a - b)));
  d.set('rng', seedRng(nextUint32(rng)));
  return d.s;
}

/** Piles shorter than this have no order secret worth checking (a short array could match dice). */
const MIN_SECRET_PILE = 5;

/** What would leak the pile's order: the pile as an array, in the order it is kept and in draw order. */
export function secrets(s: PatrolLostState): string[] {
  if (s.pile.length < MIN_SECRET_PILE) return [];
  return [JSON.stringify(s.pile), JSON.stringify(s.pile.slice().reverse())];
}
