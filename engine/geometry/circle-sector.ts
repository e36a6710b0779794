/**
 * Circles (model bases, blasts) and sectors (machine-gun arcs). All tests are closed: a point
 * exactly on a circle, on a sector's straight edge or on its curved edge counts as inside
 * (to EPS inches). A sector is `spanDeg` wide in total, centred on `facingDeg`.
 */
import { pointSegmentDistance } from './segment';
import { EPS, add, cross, distance, headingVector, hypot, scale, type Vec } from './vec';

/** EPS read once: a module-local constant keeps hot loops free of import look-ups. */
const TOL = EPS;

export interface Circle {
  centre: Vec;
  radius: number;
}

export interface Sector {
  apex: Vec;
  facingDeg: number;
  /** Total opening in degrees (the machine gun's arc is 45: 22.5 either side of the facing). Below 180. */
  spanDeg: number;
  radius: number;
}

export function pointInCircle(p: Vec, c: Circle): boolean {
  return distance(p, c.centre) <= c.radius + TOL;
}

/** The two circles share at least one point (touching counts). */
export function circlesOverlap(a: Circle, b: Circle): boolean {
  return distance(a.centre, b.centre) <= a.radius + b.radius + TOL;
}

/** `inner` lies wholly inside `outer` (touching from inside counts). */
export function circleInsideCircle(inner: Circle, outer: Circle): boolean {
  return distance(inner.centre, outer.centre) + inner.radius <= outer.radius + TOL;
}

/** The sector's two straight edges, as end points at full radius: [left edge, right edge]. */
export function sectorEdges(s: Sector): [Vec, Vec] {
  const half = s.spanDeg / 2;
  return [add(s.apex, scale(headingVector(s.facingDeg - half), s.radius)), add(s.apex, scale(headingVector(s.facingDeg + half), s.radius))];
}

/** Whether the direction of p (from the apex) lies within the sector's opening, edges included. */
function withinOpening(p: Vec, s: Sector): boolean {
  const v = { x: p.x - s.apex.x, y: p.y - s.apex.y };
  const len = hypot(v.x, v.y);
  if (len <= TOL) return true;
  const half = s.spanDeg / 2;
  const e1 = headingVector(s.facingDeg - half);
  const e2 = headingVector(s.facingDeg + half);
  const f = headingVector(s.facingDeg);
  // In front of the apex, and on the inner side of both edges (a tolerance of EPS inches at p).
  if (v.x * f.x + v.y * f.y < 0) return false;
  return cross(e1, v) >= -TOL && cross(v, e2) >= -TOL;
}

export function pointInSector(p: Vec, s: Sector): boolean {
  return distance(p, s.apex) <= s.radius + TOL && withinOpening(p, s);
}

/** Distance from p to the nearest point of the (filled) sector; 0 when inside. */
export function distanceToSector(p: Vec, s: Sector): number {
  if (pointInSector(p, s)) return 0;
  const [l, r] = sectorEdges(s);
  let best = Math.min(pointSegmentDistance(p, s.apex, l), pointSegmentDistance(p, s.apex, r));
  if (withinOpening(p, s)) best = Math.min(best, Math.abs(distance(p, s.apex) - s.radius));
  return best;
}

/** Any part of the circle lies in the sector (touching counts). */
export function circleOverlapsSector(c: Circle, s: Sector): boolean {
  return distanceToSector(c.centre, s) <= c.radius + TOL;
}

/** The whole circle lies in the sector (touching an edge from inside counts). */
export function circleInsideSector(c: Circle, s: Sector): boolean {
  if (!pointInSector(c.centre, s)) return false;
  if (distance(c.centre, s.apex) + c.radius > s.radius + TOL) return false;
  const [l, r] = sectorEdges(s);
  // Distance to each edge's full line (the centre is inside the opening, so the line is the limit).
  const toLine = (e: Vec): number => {
    const d = { x: e.x - s.apex.x, y: e.y - s.apex.y };
    const len = hypot(d.x, d.y) || 1;
    return Math.abs(cross(d, { x: c.centre.x - s.apex.x, y: c.centre.y - s.apex.y })) / len;
  };
  return toLine(l) + TOL >= c.radius && toLine(r) + TOL >= c.radius;
}
