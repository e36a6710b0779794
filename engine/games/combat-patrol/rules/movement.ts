/**
 * A move as a path of points, measured with the geometry's `measureMove` leg by leg: inches moved,
 * inches inside difficult ground (they cost double), the obstacles crossed (1 in each), in the
 * order met and how far along the path. Pure functions of the points and the terrain.
 */
import { distance, lerp, measureMove, pointSegmentDistance, type TerrainIndex, type Vec } from '../../../geometry';

export interface PathCrossing {
  id: string;
  name: string;
  /** Inches along the path from its start. */
  along: number;
  at: Vec;
}

/** One straight leg of a path: its inches, the inches of it in difficult ground, the obstacles it crosses. */
export interface LegMeasure {
  length: number;
  difficult: number;
  obstacles: number;
}

export interface PathMeasure {
  /** The start and every point after it. */
  points: Vec[];
  length: number;
  difficult: number;
  obstacles: PathCrossing[];
  /** Leg by leg, in order (a path of n points has n - 1 legs). */
  legs: LegMeasure[];
}

export function measurePath(index: TerrainIndex, points: readonly Vec[], obstacleCost = 1): PathMeasure {
  let length = 0;
  let difficult = 0;
  const obstacles: PathCrossing[] = [];
  const legs: LegMeasure[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[i + 1] as Vec;
    const m = measureMove(index, a, b, obstacleCost);
    for (const o of m.obstacles) obstacles.push({ id: o.id, name: o.name, along: length + o.t * m.length, at: o.at });
    legs.push({ length: m.length, difficult: m.difficultInches, obstacles: m.obstacles.length });
    length += m.length;
    difficult += m.difficultInches;
  }
  return { points: points.map((p) => ({ x: p.x, y: p.y })), length, difficult, obstacles, legs };
}

export interface CostOptions {
  obstacleCost?: number;
  /** Inches of difficult ground declared to be crossed as if open (the Run Move gamble). */
  gamble?: number;
  /** Dragging a wounded friend: every inch counts double. */
  dragging?: boolean;
}

/** Inches of movement the path uses up. */
export function pathCost(m: PathMeasure, opts: CostOptions = {}): number {
  const difficult = Math.max(0, m.difficult - (opts.gamble ?? 0));
  const base = m.length + difficult + m.obstacles.length * (opts.obstacleCost ?? 1);
  return opts.dragging ? base * 2 : base;
}

/** Inches of movement one leg uses up, as `pathCost` counts them (no gamble: it is declared for the whole run). */
export function legCost(leg: LegMeasure, opts: Pick<CostOptions, 'obstacleCost' | 'dragging'> = {}): number {
  const base = leg.length + leg.difficult + leg.obstacles * (opts.obstacleCost ?? 1);
  return opts.dragging ? base * 2 : base;
}

/** How many inches along the path lies the point of it nearest `p` (the first such point on a tie). */
export function alongPath(points: readonly Vec[], p: Vec): number {
  let best = Infinity;
  let bestAlong = 0;
  let walked = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[i + 1] as Vec;
    const len = distance(a, b);
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len)));
    const d = distance(lerp(a, b, t), p);
    if (d < best - 1e-12) {
      best = d;
      bestAlong = walked + t * len;
    }
    walked += len;
  }
  return bestAlong;
}

/** The point `d` inches along the path (clamped to its ends). */
export function pointAlong(points: readonly Vec[], d: number): Vec {
  let left = Math.max(0, d);
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[i + 1] as Vec;
    const len = distance(a, b);
    if (left <= len) return len === 0 ? { x: a.x, y: a.y } : lerp(a, b, left / len);
    left -= len;
  }
  const last = points[points.length - 1] as Vec;
  return { x: last.x, y: last.y };
}

/** The path cut `d` inches along (its start, the points passed, the point reached). */
export function truncatePath(points: readonly Vec[], d: number): Vec[] {
  const out: Vec[] = [{ ...(points[0] as Vec) }];
  let left = Math.max(0, d);
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[i + 1] as Vec;
    const len = distance(a, b);
    if (left <= len) {
      out.push(len === 0 ? { ...a } : lerp(a, b, left / len));
      return out;
    }
    out.push({ ...b });
    left -= len;
  }
  return out;
}

/** The last leg's heading in degrees (0 = +x, clockwise), or null for a path that goes nowhere. */
export function finalFacing(points: readonly Vec[]): number | null {
  for (let i = points.length - 1; i > 0; i--) {
    const a = points[i - 1] as Vec;
    const b = points[i] as Vec;
    if (distance(a, b) > 1e-9) {
      const deg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      return deg < 0 ? deg + 360 : deg + 0; // + 0: never -0 (it would not survive JSON)
    }
  }
  return null;
}

/**
 * The first model whose base the moving base would pass through: bases may touch, never overlap.
 * A model already overlapping at the start of a leg only stops a leg that goes further into it.
 */
export function blockingModel(points: readonly Vec[], others: ReadonlyArray<{ id: string; x: number; y: number }>, baseDiameter: number): string | null {
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[i + 1] as Vec;
    for (const o of others) {
      const limit = Math.min(baseDiameter, distance(a, o)) - 1e-9;
      if (pointSegmentDistance(o, a, b) < limit) return o.id;
    }
  }
  return null;
}
