/**
 * Pattern strokes for terrain, in page points: hatching across an outline's bounding box (the
 * caller clips it to the outline), tree and bush rings on a staggered grid, and marks along a
 * line's centre (stone courses, fence posts, a road's centre dashes).
 */
import type { Vec } from '../../engine/geometry';
import { line, type Op, type Rgb } from './ops';

export interface Box { x0: number; y0: number; x1: number; y1: number }

export function boxOf(pts: readonly Vec[]): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of pts) {
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  return { x0, y0, x1, y1 };
}

export function boxesMeet(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/** Parallel lines `spacing` apart at `angleDeg`, covering `box`. */
export function hatchLines(box: Box, spacing: number, angleDeg: number, stroke: Rgb, width: number): Op[] {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const r = Math.hypot(box.x1 - box.x0, box.y1 - box.y0) / 2 + spacing;
  const a = (angleDeg * Math.PI) / 180;
  const d = { x: Math.cos(a), y: Math.sin(a) };
  const n = { x: -d.y, y: d.x };
  const subpaths: Vec[][] = [];
  for (let k = -Math.ceil(r / spacing); k <= Math.ceil(r / spacing); k++) {
    const o = { x: cx + n.x * k * spacing, y: cy + n.y * k * spacing };
    subpaths.push([{ x: o.x - d.x * r, y: o.y - d.y * r }, { x: o.x + d.x * r, y: o.y + d.y * r }]);
  }
  return [{ t: 'path', subpaths, closed: false, stroke, lineWidth: width }];
}

/** Small rings on a staggered grid (trees in woods, bushes in a hedge). */
export function ringGrid(box: Box, spacing: number, radius: number, stroke: Rgb, width: number, clipBox?: Box): Op[] {
  const ops: Op[] = [];
  let row = 0;
  for (let y = box.y0 + spacing / 2; y < box.y1 + spacing; y += spacing * 0.87, row++) {
    for (let x = box.x0 + (row % 2 ? spacing / 2 : 0); x < box.x1 + spacing; x += spacing) {
      if (clipBox && (x + radius < clipBox.x0 || x - radius > clipBox.x1 || y + radius < clipBox.y0 || y - radius > clipBox.y1)) continue;
      ops.push({ t: 'circle', c: { x, y }, r: radius, stroke, lineWidth: width });
    }
  }
  return ops;
}

/** Short strokes across a centre line every `step` points (stone courses, fence posts). */
export function marksAlong(centre: readonly Vec[], step: number, halfLength: number, stroke: Rgb, width: number): Op[] {
  const subpaths: Vec[][] = [];
  let carry = step / 2;
  for (let i = 0; i + 1 < centre.length; i++) {
    const a = centre[i] as Vec;
    const b = centre[i + 1] as Vec;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const d = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    const n = { x: -d.y * halfLength, y: d.x * halfLength };
    let s = carry;
    for (; s <= len; s += step) {
      const p = { x: a.x + d.x * s, y: a.y + d.y * s };
      subpaths.push([{ x: p.x - n.x, y: p.y - n.y }, { x: p.x + n.x, y: p.y + n.y }]);
    }
    carry = s - len;
  }
  return subpaths.length ? [{ t: 'path', subpaths, closed: false, stroke, lineWidth: width }] : [];
}

export function dashedCentre(centre: readonly Vec[], stroke: Rgb, width: number, dash: number[]): Op[] {
  return centre.length >= 2 ? [{ ...line(centre[0] as Vec, centre[1] as Vec, stroke, width), subpaths: [centre.map((p) => ({ ...p }))], dash }] : [];
}
