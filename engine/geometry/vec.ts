/**
 * Points and vectors on the table, in inches. Table coordinates: x to the right, y DOWN the
 * table (as on screen). Angles are degrees measured clockwise on screen from the +x direction:
 * 0 faces right, 90 faces down the table. This matches Konva's `rotation`.
 */
export interface Vec {
  x: number;
  y: number;
}

/** Tolerance, in inches, for "exactly on a line or an edge": such points count as on it. */
export const EPS = 1e-9;

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
/** z of the 3-D cross product: > 0 when b is clockwise of a on screen (y down). */
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
/**
 * Math.hypot(x, y), the same number to the last bit, without the call: V8 runs Math.hypot as a
 * builtin that makes a list of its arguments and a boxed result on every call (the battle odds
 * measure millions of distances). Worked as V8 works it: each magnitude divided by the larger, the
 * squares summed (its Kahan compensation is exactly 0 after the first of two terms) and the root
 * multiplied back; infinities before NaN, as it answers them. `hypot.test.ts` compares the two.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (ax !== ax || ay !== ay) return NaN;
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const p = ax / max;
  const q = ay / max;
  return Math.sqrt(p * p + q * q) * max;
}

export const length = (a: Vec): number => hypot(a.x, a.y);
export const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Straight-line distance in inches. Symmetric: distance(a, b) === distance(b, a). */
export function distance(a: Vec, b: Vec): number {
  return hypot(b.x - a.x, b.y - a.y);
}

/** Length of a path from `from` through `points`, in inches (straight legs; terrain costs are the rules'). */
export function pathLength(from: Vec, points: readonly Vec[]): number {
  let d = 0;
  let at = from;
  for (const p of points) {
    d += distance(at, p);
    at = p;
  }
  return d;
}

export function distanceSq(a: Vec, b: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return dx * dx + dy * dy;
}

export const degToRad = (deg: number): number => (deg * Math.PI) / 180;
export const radToDeg = (rad: number): number => (rad * 180) / Math.PI;

/** An angle folded into [0, 360). */
export function normaliseDegrees(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
}

/** Unit vector for a facing in degrees (0 = +x, 90 = +y, i.e. down the table). */
export function headingVector(deg: number): Vec {
  const r = degToRad(deg);
  return { x: Math.cos(r), y: Math.sin(r) };
}

/** Facing in degrees [0, 360) from `from` towards `to`. */
export function bearing(from: Vec, to: Vec): number {
  return normaliseDegrees(radToDeg(Math.atan2(to.y - from.y, to.x - from.x)));
}

/** Rotates `p` by `deg` (clockwise on screen) about `pivot`. */
export function rotateAround(p: Vec, pivot: Vec, deg: number): Vec {
  if (deg === 0) return { x: p.x, y: p.y };
  const r = degToRad(deg);
  const c = Math.cos(r);
  const s = Math.sin(r);
  const dx = p.x - pivot.x;
  const dy = p.y - pivot.y;
  return { x: pivot.x + dx * c - dy * s, y: pivot.y + dx * s + dy * c };
}

/** Rotates then translates a whole shape: each local point is rotated about (0,0) by `deg`, then moved by `offset`. */
export function placeShape(local: readonly Vec[], offset: Vec, deg: number): Vec[] {
  const origin = { x: 0, y: 0 };
  return local.map((p) => add(rotateAround(p, origin, deg), offset));
}

export function translateShape(points: readonly Vec[], by: Vec): Vec[] {
  return points.map((p) => add(p, by));
}

export function rotateShape(points: readonly Vec[], pivot: Vec, deg: number): Vec[] {
  return points.map((p) => rotateAround(p, pivot, deg));
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: readonly Vec[], pad = 0): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** Stretches a shape about `pivot` by sx along x and sy along y (resizing a piece in the editor). */
export function scaleShape(points: readonly Vec[], pivot: Vec, sx: number, sy = sx): Vec[] {
  return points.map((p) => ({ x: pivot.x + (p.x - pivot.x) * sx, y: pivot.y + (p.y - pivot.y) * sy }));
}
