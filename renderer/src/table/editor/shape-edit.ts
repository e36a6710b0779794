/**
 * Commands that edit an OUTLINE point by point or as a whole: a terrain piece (local points about
 * its origin, turned by its rotation) or a deployment zone (table points). Resize by a handle of
 * the outline's box (Shift keeps proportions), add and remove a vertex (refused below 3 points
 * for an area, 2 for a line), and turning several items about their common centre.
 * Pure: a Scenario in, a new Scenario out; geometry from engine/geometry.
 */
import { closestParam } from '../../../../engine/geometry/segment';
import { add, boundsOf, distance, lerp, rotateAround, scaleShape, sub, type Box, type Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { shiftOntoTable } from '../../../../engine/games/combat-patrol/formation';
import { onTable } from './document';

const ORIGIN = { x: 0, y: 0 };
/** The smallest size, in inches, a resize leaves along an axis that had a size. */
export const MIN_SIZE = 0.25;

export interface Outline {
  id: string;
  kind: 'terrain' | 'zone';
  origin: Vec;
  rotation: number;
  /** Points in the outline's own frame (a zone's frame is the table's). */
  local: Vec[];
  closed: boolean;
}

export function outlineOf(doc: Scenario, id: string): Outline | null {
  const t = doc.terrain.find((x) => x.id === id);
  if (t) return { id, kind: 'terrain', origin: { x: t.x, y: t.y }, rotation: t.rotation, local: t.points, closed: t.closed };
  const z = doc.deploymentZones.find((x) => x.id === id);
  if (z) return { id, kind: 'zone', origin: ORIGIN, rotation: 0, local: z.points, closed: true };
  return null;
}

export const outlineToWorld = (o: Outline, p: Vec): Vec => add(rotateAround(p, ORIGIN, o.rotation), o.origin);
export const outlineToLocal = (o: Outline, w: Vec): Vec => rotateAround(sub(w, o.origin), ORIGIN, -o.rotation);
export const worldPoints = (o: Outline): Vec[] => o.local.map((p) => outlineToWorld(o, p));
/** Fewest points an outline keeps: 3 for an area, 2 for a line. */
export const minPoints = (o: Outline): number => (o.closed ? 3 : 2);

function withLocal(doc: Scenario, o: Outline, local: Vec[]): Scenario {
  if (o.kind === 'terrain') return { ...doc, terrain: doc.terrain.map((t) => (t.id === o.id ? { ...t, points: local } : t)) };
  return { ...doc, deploymentZones: doc.deploymentZones.map((z) => (z.id === o.id ? { ...z, points: local } : z)) };
}

/** Moves one vertex (terrain or zone) to a table point. */
export function moveVertex(doc: Scenario, id: string, index: number, world: Vec): Scenario {
  const o = outlineOf(doc, id);
  if (!o || index < 0 || index >= o.local.length) return doc;
  return withLocal(doc, o, o.local.map((p, i) => (i === index ? outlineToLocal(o, world) : p)));
}

/** Inserts a vertex at `index` (before the point now there) at a table point. */
export function insertVertex(doc: Scenario, id: string, index: number, world: Vec): Scenario {
  const o = outlineOf(doc, id);
  if (!o || index < 0 || index > o.local.length) return doc;
  const local = [...o.local];
  local.splice(index, 0, outlineToLocal(o, world));
  return withLocal(doc, o, local);
}

export type EditResult = { ok: true; doc: Scenario } | { ok: false; message: string };

/** Removes a vertex; refused (document unchanged) when the outline would fall below its minimum. */
export function removeVertex(doc: Scenario, id: string, index: number): EditResult {
  const o = outlineOf(doc, id);
  if (!o || index < 0 || index >= o.local.length) return { ok: false, message: 'No such point.' };
  const min = minPoints(o);
  if (o.local.length <= min) {
    const what = o.kind === 'zone' ? 'A deployment zone' : o.closed ? 'An area' : 'A line';
    return { ok: false, message: `${what} needs at least ${min} points: this one cannot lose another.` };
  }
  return { ok: true, doc: withLocal(doc, o, o.local.filter((_, i) => i !== index)) };
}

/** The edge (from vertex `index` to the next) nearest `p` within `tol`, with the nearest point on it. */
export function edgeAt(o: Outline, p: Vec, tol: number): { index: number; at: Vec } | null {
  const pts = worldPoints(o);
  const n = o.closed ? pts.length : pts.length - 1;
  let best: { index: number; at: Vec; d: number } | null = null;
  for (let i = 0; i < n; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    const at = lerp(a, b, closestParam(p, a, b));
    const d = distance(at, p);
    if (d <= tol && (!best || d < best.d)) best = { index: i, at, d };
  }
  return best ? { index: best.index, at: best.at } : null;
}

// ------------------------------------------------------------------ resize by a handle

/** A handle of the outline's box: -1 the low side, 1 the high side, 0 the middle, per axis. */
export interface BoxHandle {
  hx: -1 | 0 | 1;
  hy: -1 | 0 | 1;
}

export const localBox = (o: Outline): Box => boundsOf(o.local);

/** Where a handle sits in the outline's frame: `pad` inches outside the box so it never hides a vertex. */
export function handleLocal(box: Box, h: BoxHandle, pad: number): Vec {
  const at = (d: number, lo: number, hi: number) => (d < 0 ? lo - pad : d > 0 ? hi + pad : (lo + hi) / 2);
  return { x: at(h.hx, box.minX, box.maxX), y: at(h.hy, box.minY, box.maxY) };
}

/** The handles an outline shows: none along an axis it has no size in (a straight wall has two). */
export function boxHandles(box: Box): BoxHandle[] {
  const out: BoxHandle[] = [];
  const wide = box.maxX - box.minX > 1e-9;
  const tall = box.maxY - box.minY > 1e-9;
  for (const hy of [-1, 0, 1] as const) {
    for (const hx of [-1, 0, 1] as const) {
      if ((hx === 0 && hy === 0) || (hx !== 0 && !wide) || (hy !== 0 && !tall)) continue;
      out.push({ hx, hy });
    }
  }
  return out;
}

/**
 * Resizes outline `id` of `doc` so handle `h` follows the table point `world`: the opposite side
 * (or corner) stays put. `keepRatio` (Shift) scales both axes alike. Never flips, never below MIN_SIZE.
 */
export function resizeByHandle(doc: Scenario, id: string, h: BoxHandle, world: Vec, keepRatio: boolean, pad = 0): Scenario {
  const o = outlineOf(doc, id);
  if (!o) return doc;
  const box = localBox(o);
  const p = outlineToLocal(o, world);
  const w = box.maxX - box.minX;
  const ht = box.maxY - box.minY;
  const factor = (d: number, size: number, lo: number, hi: number, at: number) => {
    if (d === 0 || size <= 1e-9) return null;
    const next = d > 0 ? at - pad - lo : hi - (at + pad);
    return Math.max(next, MIN_SIZE) / size;
  };
  let sx = factor(h.hx, w, box.minX, box.maxX, p.x);
  let sy = factor(h.hy, ht, box.minY, box.maxY, p.y);
  if (sx === null && sy === null) return doc;
  if (keepRatio) {
    const s = Math.max(sx ?? 0, sy ?? 0);
    sx = s;
    sy = s;
  }
  const anchor = {
    x: h.hx < 0 ? box.maxX : h.hx > 0 ? box.minX : (box.minX + box.maxX) / 2,
    y: h.hy < 0 ? box.maxY : h.hy > 0 ? box.minY : (box.minY + box.maxY) / 2,
  };
  return withLocal(doc, o, scaleShape(o.local, anchor, sx ?? 1, sy ?? 1));
}

// ------------------------------------------------------------------ turning a group

/** The centre of the box round everything in `ids` (a model's or objective's centre, every outline point). */
export function groupCentre(doc: Scenario, ids: Iterable<string>): Vec | null {
  const set = new Set(ids);
  const pts: Vec[] = [];
  for (const m of doc.models) if (set.has(m.id)) pts.push(m);
  for (const ob of doc.objectives) if (set.has(ob.id)) pts.push(ob);
  for (const id of set) {
    const o = outlineOf(doc, id);
    if (o) pts.push(...worldPoints(o));
  }
  if (!pts.length) return null;
  const b = boundsOf(pts);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** Kept within (-360, 360) however often it is turned (as the validator wants). */
const turn = (a: number, deg: number) => (a + deg) % 360;

/**
 * Turns everything in `ids` by `deg` clockwise about `centre` (their common centre by default):
 * models move round it and their facings turn too, pieces turn and their origins move round it,
 * zones' points and objectives move round it. Models and objectives stay on the table.
 */
export function rotateGroup(doc: Scenario, ids: Iterable<string>, deg: number, centre?: Vec): Scenario {
  const set = new Set(ids);
  const c = centre ?? groupCentre(doc, set);
  if (!c || deg === 0) return doc;
  // Turned about c, then shifted back onto the table together if the turn swung any model or
  // objective off it (never squeezed onto the edge one by one).
  const turned = (p: Vec) => rotateAround(p, c, deg);
  const standing = [...doc.models.filter((m) => set.has(m.id)), ...doc.objectives.filter((o) => set.has(o.id))].map(turned);
  const shift = shiftOntoTable(standing, doc.table.width, doc.table.height);
  const round = (p: Vec) => (shift ? add(turned(p), shift) : turned(p));
  const touch = <T extends { id: string }>(l: T[], f: (t: T) => T) => (l.some((t) => set.has(t.id)) ? l.map((t) => (set.has(t.id) ? f(t) : t)) : l);
  return {
    ...doc,
    models: touch(doc.models, (m) => ({ ...m, ...onTable(doc, round(m)), facing: turn(m.facing, deg) })),
    terrain: touch(doc.terrain, (t) => ({ ...t, ...round(t), rotation: turn(t.rotation, deg) })),
    deploymentZones: touch(doc.deploymentZones, (z) => ({ ...z, points: z.points.map(round) })),
    objectives: touch(doc.objectives, (ob) => ({ ...ob, ...onTable(doc, round(ob)) })),
  };
}
