/**
 * Grenade scatter, as the source describes it: roll a D10 and take away the thrower's inverted
 * accuracy (never below 0); that many inches of scatter follow, moved one inch at a time by the
 * players in turn: opponent, opponent, thrower, and again. Directions are the players' choice;
 * `randomScatterPath` picks them from the seeded generator when the app plays a side.
 */
import { nextInt, rollDie, type RngState } from '../core/rng';
import { add, headingVector, scale, type Vec } from './vec';

export type ScatterMover = 'opponent' | 'thrower';

/**
 * A 4+ thrower becomes 6, a 6+ becomes 4 (10 minus the accuracy number). Out of sight it is halved;
 * an odd number is rounded down (house rule: the source does not say).
 */
export function invertedAccuracy(accuracy: number, outOfSight: boolean): number {
  const inv = 10 - accuracy;
  return outOfSight ? Math.floor(inv / 2) : inv;
}

export function scatterInches(roll: number, inverted: number): number {
  return Math.max(0, roll - inverted);
}

/** Who moves each inch of scatter, in order. */
export function scatterSteps(inches: number): ScatterMover[] {
  const out: ScatterMover[] = [];
  for (let i = 0; i < inches; i++) out.push(i % 3 === 2 ? 'thrower' : 'opponent');
  return out;
}

/** Moves a point `inches` along a facing in degrees. */
export function moveAlong(from: Vec, bearingDeg: number, inches: number): Vec {
  return add(from, scale(headingVector(bearingDeg), inches));
}

export interface GrenadeScatterRoll {
  roll: number;
  inverted: number;
  /** Inches of scatter; 0 means the grenade lands on the target point. */
  inches: number;
  /** A natural 1: the source says the grenade is dropped and scatters from the thrower. */
  dropped: boolean;
  steps: ScatterMover[];
}

/** Rolls the scatter D10 from the seeded generator (advances `rng`). */
export function rollGrenadeScatter(rng: RngState, accuracy: number, outOfSight: boolean): GrenadeScatterRoll {
  const roll = rollDie(rng, 10);
  const inverted = invertedAccuracy(accuracy, outOfSight);
  const inches = scatterInches(roll, inverted);
  return { roll, inverted, inches, dropped: roll === 1, steps: scatterSteps(inches) };
}

/** Follows the scatter one inch at a time, each step in a direction drawn from `rng` (whole degrees). */
export function randomScatterPath(rng: RngState, start: Vec, inches: number): Vec[] {
  const path: Vec[] = [{ x: start.x, y: start.y }];
  let at = path[0] as Vec;
  for (let i = 0; i < inches; i++) {
    at = moveAlong(at, nextInt(rng, 360), 1);
    path.push(at);
  }
  return path;
}

/** Keeps a landing point on the table (a grenade cannot leave it). */
export function clampToTable(p: Vec, width: number, height: number): Vec {
  return { x: Math.min(width, Math.max(0, p.x)), y: Math.min(height, Math.max(0, p.y)) };
}
