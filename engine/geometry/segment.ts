/**
 * Segments: intersection (endpoints and touching count), distances.
 * A segment is given by its two end points; `t` is the position along a→b (0 at a, 1 at b).
 */
import { EPS, cross, dot, hypot, sub, type Vec } from './vec';

/** EPS read once: a module-local constant keeps hot loops free of import look-ups. */
const TOL = EPS;

/** Parameter in [0,1] of the point of segment a→b nearest to p. */
export function closestParam(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  if (l2 === 0) return 0;
  const t = dot(sub(p, a), ab) / l2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  let t = l2 === 0 ? 0 : ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return hypot(a.x + abx * t - p.x, a.y + aby * t - p.y);
}

/**
 * Where segment a→b meets segment c→d, as the smallest and largest `t` along a→b at which they
 * touch (equal unless the segments overlap along a line), or null when they do not meet.
 * Touching at an end point counts as meeting (within EPS inches).
 */
export function segmentIntersection(a: Vec, b: Vec, c: Vec, d: Vec): { tMin: number; tMax: number } | null {
  // Quick, allocation-free rejection: one segment lies wholly on one side of the other's line, beyond EPS.
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const sl = hypot(sx, sy);
  const rl = hypot(rx, ry);
  if (sl > 0 && rl > 0) {
    const da = (sx * (a.y - c.y) - sy * (a.x - c.x)) / sl;
    const db = (sx * (b.y - c.y) - sy * (b.x - c.x)) / sl;
    if ((da > TOL && db > TOL) || (da < -TOL && db < -TOL)) return null;
    const dc = (rx * (c.y - a.y) - ry * (c.x - a.x)) / rl;
    const dd = (rx * (d.y - a.y) - ry * (d.x - a.x)) / rl;
    if ((dc > TOL && dd > TOL) || (dc < -TOL && dd < -TOL)) return null;
  }
  return exactIntersection(a, b, c, d);
}

function exactIntersection(a: Vec, b: Vec, c: Vec, d: Vec): { tMin: number; tMax: number } | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const denom = cross(r, s);
  const ac = sub(c, a);
  const rLen = hypot(r.x, r.y);
  const sLen = hypot(s.x, s.y);
  if (rLen === 0) return pointSegmentDistance(a, c, d) <= TOL ? { tMin: 0, tMax: 0 } : null;
  if (sLen === 0) {
    if (pointSegmentDistance(c, a, b) > TOL) return null;
    const t = closestParam(c, a, b);
    return { tMin: t, tMax: t };
  }
  // Parallel (sin of the angle below ~1e-12): either apart, or overlapping on one line.
  if (Math.abs(denom) <= 1e-12 * rLen * sLen) {
    if (Math.abs(cross(ac, r)) / rLen > TOL) return null;
    const rr = dot(r, r);
    const t0 = dot(ac, r) / rr;
    const t1 = dot(sub(d, a), r) / rr;
    const lo = Math.max(0, Math.min(t0, t1));
    const hi = Math.min(1, Math.max(t0, t1));
    const tol = TOL / rLen;
    if (lo > hi + tol) return null;
    return lo <= hi ? { tMin: lo, tMax: hi } : { tMin: hi, tMax: hi };
  }
  const t = cross(ac, s) / denom;
  const u = cross(ac, r) / denom;
  const tolT = TOL / rLen;
  const tolU = TOL / sLen;
  if (t < -tolT || t > 1 + tolT || u < -tolU || u > 1 + tolU) {
    // Near misses at an end point are decided by true distance, so "touching" is exact to EPS.
    const near =
      pointSegmentDistance(c, a, b) <= TOL ||
      pointSegmentDistance(d, a, b) <= TOL ||
      pointSegmentDistance(a, c, d) <= TOL ||
      pointSegmentDistance(b, c, d) <= TOL;
    if (!near) return null;
  }
  const tc = Math.min(1, Math.max(0, t));
  return { tMin: tc, tMax: tc };
}

export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  return segmentIntersection(a, b, c, d) !== null;
}

/** Shortest distance between two segments (0 when they meet). */
export function segmentSegmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentIntersection(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}
