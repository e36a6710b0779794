/**
 * Hand grenades, as the source gives them: the thrower's accuracy is inverted (10 less it: a 4+ man
 * has 6), halved out of sight; a D10 less the inverted accuracy is the scatter in inches (0: on the
 * target point); a natural 1 drops it at his feet, from where it scatters. The opponent moves it two
 * inches, the thrower one, and again, each inch a direction that side chooses. It bursts with a 1
 * inch radius and +2 on the wound chart. Our ruling: what would hinder his shooting (range beyond
 * optimum, a light wound, being pinned or dragged) adds an inch of scatter each.
 */
import { invertedAccuracy, scatterSteps, type ScatterMover } from '../../../geometry';
import type { Modifier } from './shooting';

export { invertedAccuracy, scatterSteps, type ScatterMover };

/** Scatter inches from a D10 roll: never below 0. `extra` is the ruling's added inches. */
export function scatterFrom(roll: number, inverted: number, extra: number): number {
  return Math.max(0, roll + extra - inverted);
}

/** The inches the ruling adds, from the thrower's penalties (each -1 adds an inch). */
export function extraScatter(penalties: readonly Modifier[]): number {
  let n = 0;
  for (const p of penalties) n -= p.value;
  return Math.max(0, n);
}

export const DROP_ROLL = 1;
