import type { Dir } from './types';

/**
 * Hex geometry for Patrol: Lost!. Flat-topped hexes in axial coordinates (q, r); sides are
 * numbered 0-5 clockwise from the top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. Start is (0, 0).
 * Inside the engine a place is one number, `cell` = (q + 64) * 128 + (r + 64): no map of 30 tiles
 * reaches 64 steps from Start. Screens draw from `centre` (unit: the hex's outer radius).
 */
export const DIRS: readonly Dir[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
export const DIR_WORDS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'] as const;

const OFF = 64;
const W = 128;

/** Axial steps across each side. */
export const AXIAL: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** The same steps as differences of packed cells. */
const DELTA: readonly number[] = AXIAL.map(([dq, dr]) => dq * W + dr);

export const START_CELL = cellOf(0, 0);

export function cellOf(q: number, r: number): number {
  return (q + OFF) * W + (r + OFF);
}

export function qOf(cell: number): number {
  return ((cell / W) | 0) - OFF;
}

export function rOf(cell: number): number {
  return (cell % W) - OFF;
}

/** True when (q, r) can be packed into a cell. */
export function inRange(q: number, r: number): boolean {
  return Number.isInteger(q) && Number.isInteger(r) && q >= -OFF && q < OFF && r >= -OFF && r < OFF;
}

/** The place across side `d` of `cell`. */
export function neighbour(cell: number, d: number): number {
  return cell + (DELTA[d] as number);
}

export function opposite(d: number): number {
  return (d + 3) % 6;
}

export function dirName(d: number): Dir {
  return DIRS[d] as Dir;
}

/** The side number of a direction name, or -1. */
export function dirIndex(d: unknown): number {
  return DIRS.indexOf(d as Dir);
}

/** Steps between hexes (q1, r1) and (q2, r2) on the grid (ignoring paths): 1 for neighbours. */
export function hexSteps(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Steps between two cells on the hex grid (ignoring paths). */
export function hexDistance(a: number, b: number): number {
  return hexSteps(qOf(a), rOf(a), qOf(b), rOf(b));
}

/** The side of `from` that faces `to` when they are neighbours, else -1. */
export function sideTowards(from: number, to: number): number {
  const diff = to - from;
  return DELTA.indexOf(diff);
}

/**
 * Where to draw the centre of hex (q, r), for hexes of outer radius 1 (x right, y down): flat-topped,
 * so side 0 faces straight up.
 */
export function centre(q: number, r: number): { x: number; y: number } {
  return { x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) };
}

/**
 * Words for a place seen from Start: '2 N', '1 NE and 1 N', 'Start'. Every offset is a walk along at
 * most two neighbouring directions.
 */
export function placeWords(cell: number): string {
  const q = qOf(cell);
  const r = rOf(cell);
  if (q === 0 && r === 0) return 'Start';
  // Pick the two directions 60 degrees apart that add up to the offset.
  let best = '';
  let bestLen = Infinity;
  for (let a = 0; a < 6; a++) {
    const b = (a + 1) % 6;
    const [aq, ar] = AXIAL[a] as readonly [number, number];
    const [bq, br] = AXIAL[b] as readonly [number, number];
    // Solve q = i*aq + j*bq, r = i*ar + j*br for whole i, j >= 0.
    const det = aq * br - ar * bq;
    const i = (q * br - r * bq) / det;
    const j = (aq * r - ar * q) / det;
    if (i < 0 || j < 0 || !Number.isInteger(i) || !Number.isInteger(j)) continue;
    const len = i + j;
    if (len >= bestLen) continue;
    bestLen = len;
    const parts: string[] = [];
    if (i > 0) parts.push(`${i} ${DIRS[a]}`);
    if (j > 0) parts.push(`${j} ${DIRS[b]}`);
    best = parts.join(' and ');
  }
  return best;
}
