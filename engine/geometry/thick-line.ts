/**
 * Thick lines: hedges, walls and fences are polylines with a width. The piece covers every point
 * within width/2 of its centre line (round ends and joins, like a stroke with round caps).
 * For sight and cover the app uses the centre line: a sight line "crosses" a wall when it meets
 * the wall's centre line (touching counts).
 */
import { pointSegmentDistance, segmentIntersection } from './segment';
import { add, hypot, length, scale, sub, type Vec } from './vec';

export function distanceToPolyline(p: Vec, line: readonly Vec[]): number {
  if (line.length === 1) return hypot(p.x - (line[0] as Vec).x, p.y - (line[0] as Vec).y);
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const d = pointSegmentDistance(p, line[i] as Vec, line[i + 1] as Vec);
    if (d < best) best = d;
  }
  return best;
}

/** True when p lies on the thick line's footprint (within width/2 of its centre line; edge counts). */
export function pointInThickLine(p: Vec, line: readonly Vec[], width: number): boolean {
  return distanceToPolyline(p, line) <= width / 2 + 1e-9;
}

/** Every `t` along a→b where the segment meets the polyline's centre line, sorted. */
export function segmentPolylineCrossings(a: Vec, b: Vec, line: readonly Vec[]): number[] {
  const out: number[] = [];
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const rl = hypot(rx, ry);
  for (let i = 0; i + 1 < line.length; i++) {
    const c = line[i] as Vec;
    const d = line[i + 1] as Vec;
    // Inline quick rejection (the leg lies wholly on one side of the segment's line), as in segmentIntersection.
    if (rl > 0) {
      const dc = (rx * (c.y - a.y) - ry * (c.x - a.x)) / rl;
      const dd = (rx * (d.y - a.y) - ry * (d.x - a.x)) / rl;
      if ((dc > 1e-9 && dd > 1e-9) || (dc < -1e-9 && dd < -1e-9)) continue;
    }
    const hit = segmentIntersection(a, b, c, d);
    if (hit) {
      out.push(hit.tMin);
      if (hit.tMax !== hit.tMin) out.push(hit.tMax);
    }
  }
  return out.sort((x, y) => x - y);
}

function normal(a: Vec, b: Vec): Vec {
  const d = sub(b, a);
  const l = length(d) || 1;
  return { x: -d.y / l, y: d.x / l };
}

function arc(centre: Vec, r: number, fromRad: number, sweep: number, steps: number): Vec[] {
  const pts: Vec[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = fromRad + (sweep * i) / steps;
    pts.push({ x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) });
  }
  return pts;
}

/**
 * An outline polygon of the thick line, for drawing, printing and export: the left side forward,
 * a round end cap, the right side back, a round start cap. Joins are mitred (bevelled when
 * the miter would reach beyond twice the half width). The exact footprint used by the geometry
 * is `pointInThickLine`; this outline matches it except for chord error on the caps.
 */
export function polylineToPolygon(line: readonly Vec[], width: number, capSteps = 6): Vec[] {
  const h = width / 2;
  if (line.length < 2 || h <= 0) return line.map((p) => ({ x: p.x, y: p.y }));
  // Offsets each point to the left of travel; run backwards it gives the other side.
  const side = (pts: readonly Vec[]): Vec[] => {
    const out: Vec[] = [];
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i] as Vec;
      const prev = pts[i - 1];
      const next = pts[i + 1];
      if (!prev) out.push(add(p, scale(normal(p, next as Vec), h)));
      else if (!next) out.push(add(p, scale(normal(prev, p), h)));
      else {
        const n1 = normal(prev, p);
        const n2 = normal(p, next);
        const m = add(n1, n2);
        const ml = length(m);
        const cosHalf = ml / 2;
        if (ml < 1e-9 || 1 / cosHalf > 2) {
          out.push(add(p, scale(n1, h)), add(p, scale(n2, h)));
        } else out.push(add(p, scale(m, (h) / (ml * cosHalf))));
      }
    }
    return out;
  };
  const left = side(line);
  const right = side([...line].reverse());
  const last = line[line.length - 1] as Vec;
  const beforeLast = line[line.length - 2] as Vec;
  const first = line[0] as Vec;
  const second = line[1] as Vec;
  const nEnd = normal(beforeLast, last);
  const nStart = normal(first, second);
  const endCap = arc(last, h, Math.atan2(nEnd.y, nEnd.x), -Math.PI, capSteps).slice(1, -1);
  const startCap = arc(first, h, Math.atan2(-nStart.y, -nStart.x), -Math.PI, capSteps).slice(1, -1);
  return [...left, ...endCap, ...right, ...startCap];
}
