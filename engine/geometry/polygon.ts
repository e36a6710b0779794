/**
 * Simple polygons (closed; the last point joins the first; either winding; may be concave).
 * Points ON the boundary count as inside, to EPS inches.
 */
import { closestParam, pointSegmentDistance, segmentIntersection } from './segment';
import { EPS, hypot, lerp, type Vec } from './vec';

/** EPS read once: a module-local constant keeps hot loops free of import look-ups. */
const TOL = EPS;

/** Distance from p to the nearest edge of the polygon (whether p is inside or outside). */
export function distanceToPolygonEdge(p: Vec, poly: readonly Vec[]): number {
  let best = Infinity;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const d = pointSegmentDistance(p, poly[i] as Vec, poly[(i + 1) % n] as Vec);
    if (d < best) best = d;
  }
  return best;
}

/** Nearest point on the polygon's boundary to p. */
export function nearestPointOnPolygonEdge(p: Vec, poly: readonly Vec[]): Vec {
  let best = Infinity;
  let at: Vec = poly[0] ?? p;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec;
    const b = poly[(i + 1) % n] as Vec;
    const q = lerp(a, b, closestParam(p, a, b));
    const d = hypot(q.x - p.x, q.y - p.y);
    if (d < best) {
      best = d;
      at = q;
    }
  }
  return at;
}

/** Strictly inside by the even-odd rule (boundary undecided: use pointInPolygon). */
function evenOddInside(p: Vec, poly: readonly Vec[]): boolean {
  let inside = false;
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i] as Vec;
    const b = poly[j] as Vec;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Whether p is within TOL of an edge: the same answer as `distanceToPolygonEdge(p, poly) <= TOL`,
 * skipping the distance of each edge whose box (widened well past TOL) does not hold p. Exactly the
 * same for coordinates up to some 1e7 (checked on 1.5 million points on and off the edges of
 * outlines from 1e-12 to 1e12 across); beyond, where one step of a float is wider than TOL, the
 * distance itself was rounding noise. A table is measured in inches.
 */
function onPolygonEdge(p: Vec, poly: readonly Vec[]): boolean {
  const n = poly.length;
  const far = 2 * TOL;
  for (let i = 0; i < n; i++) {
    const c = poly[i] as Vec;
    const d = poly[(i + 1) % n] as Vec;
    if (p.x < Math.min(c.x, d.x) - far || p.x > Math.max(c.x, d.x) + far || p.y < Math.min(c.y, d.y) - far || p.y > Math.max(c.y, d.y) + far) continue;
    if (pointSegmentDistance(p, c, d) <= TOL) return true;
  }
  return false;
}

/** True when p is inside the polygon or on its boundary (within TOL). */
export function pointInPolygon(p: Vec, poly: readonly Vec[]): boolean {
  if (poly.length < 3) return false;
  if (evenOddInside(p, poly)) return true;
  return onPolygonEdge(p, poly);
}

/**
 * The parts of segment a→b lying inside the polygon (boundary included), as [t0, t1] intervals
 * along a→b in increasing order. A segment that only touches the boundary at one point gives a
 * zero-length interval [t, t].
 */
export function segmentInsideIntervals(a: Vec, b: Vec, poly: readonly Vec[]): Array<[number, number]> {
  const n = poly.length;
  if (n < 3) return [];
  const ts: number[] = [0, 1];
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const rl = hypot(rx, ry);
  for (let i = 0; i < n; i++) {
    const c = poly[i] as Vec;
    const d = poly[(i + 1) % n] as Vec;
    // Inline quick rejection (the edge lies wholly on one side of the segment's line), as in segmentIntersection.
    if (rl > 0) {
      const dc = (rx * (c.y - a.y) - ry * (c.x - a.x)) / rl;
      const dd = (rx * (d.y - a.y) - ry * (d.x - a.x)) / rl;
      if ((dc > TOL && dd > TOL) || (dc < -TOL && dd < -TOL)) continue;
    }
    const hit = segmentIntersection(a, b, c, d);
    if (hit) {
      ts.push(hit.tMin);
      if (hit.tMax !== hit.tMin) ts.push(hit.tMax);
    }
  }
  if (ts.length === 2) {
    // No edge met: the segment is wholly inside or wholly outside.
    return evenOddInside({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, poly) ? [[0, 1]] : [];
  }
  const crossings = ts.slice(2);
  ts.sort((x, y) => x - y);
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i] as number;
    const t1 = ts[i + 1] as number;
    if (t1 - t0 <= 1e-12) continue;
    const tm = (t0 + t1) / 2;
    if (!pointInPolygon({ x: a.x + (b.x - a.x) * tm, y: a.y + (b.y - a.y) * tm }, poly)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - t0) <= 1e-12) last[1] = t1;
    else out.push([t0, t1]);
  }
  // Single touching points (a vertex grazed, an end point on the boundary) not already covered.
  for (const t of crossings) {
    if (out.some(([lo, hi]) => t >= lo - 1e-12 && t <= hi + 1e-12)) continue;
    if (pointInPolygon(lerp(a, b, t), poly)) {
      out.push([t, t]);
      out.sort((x, y) => x[0] - y[0]);
    }
  }
  return out;
}

/** Signed area (positive when the points run clockwise on screen, y down). */
export function polygonArea(poly: readonly Vec[]): number {
  let s = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec;
    const b = poly[(i + 1) % n] as Vec;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

export function polygonCentroid(poly: readonly Vec[]): Vec {
  const area = polygonArea(poly);
  if (Math.abs(area) < 1e-12) {
    const sx = poly.reduce((s, p) => s + p.x, 0);
    const sy = poly.reduce((s, p) => s + p.y, 0);
    return { x: sx / Math.max(1, poly.length), y: sy / Math.max(1, poly.length) };
  }
  let cx = 0;
  let cy = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec;
    const b = poly[(i + 1) % n] as Vec;
    const f = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}
