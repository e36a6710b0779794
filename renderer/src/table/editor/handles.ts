/**
 * The handles of a single selected outline (terrain piece or deployment zone), in table inches:
 * its vertices, the resize handles round its box (a little outside it, so they never sit on a
 * vertex), a rotate handle above a terrain piece, and a "+" on each edge's midpoint to add a
 * vertex. Sizes are in screen pixels turned into inches by the camera's zoom. Used both to draw
 * them and to find the one under the pointer.
 */
import { distance, lerp, type Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { boxHandles, handleLocal, localBox, outlineOf, outlineToWorld, worldPoints, type BoxHandle, type Outline } from './shape-edit';

/** Screen pixels between the box and its resize handles. */
export const HANDLE_PAD_PX = 12;
/** Screen pixels from the top of the box to the rotate handle. */
export const ROTATE_PX = 30;

export interface OutlineHandles {
  outline: Outline;
  /** Inches the resize handles sit outside the box. */
  pad: number;
  vertices: Vec[];
  resize: Array<BoxHandle & { at: Vec }>;
  /** The rotate handle and the point it turns about (terrain only). */
  rotate: { at: Vec; stem: Vec; centre: Vec } | null;
  /** "+" handles: a new vertex goes in at `index`. */
  midpoints: Array<{ index: number; at: Vec }>;
  /** The box's corners (for the dashed frame), in order round it. */
  frame: Vec[];
}

export function handlesFor(doc: Scenario, selection: readonly string[], zoom: number): OutlineHandles | null {
  if (selection.length !== 1) return null;
  const o = outlineOf(doc, selection[0]!);
  if (!o || !o.local.length) return null;
  const pad = HANDLE_PAD_PX / zoom;
  const box = localBox(o);
  const w = (p: Vec) => outlineToWorld(o, p);
  const vertices = worldPoints(o);
  const resize = boxHandles(box).map((h) => ({ ...h, at: w(handleLocal(box, h, pad)) }));
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const rotate = o.kind === 'terrain'
    ? { at: w({ x: cx, y: box.minY - pad - ROTATE_PX / zoom }), stem: w({ x: cx, y: box.minY - pad }), centre: w({ x: cx, y: cy }) }
    : null;
  const n = o.closed ? vertices.length : vertices.length - 1;
  const midpoints: OutlineHandles['midpoints'] = [];
  for (let i = 0; i < n; i++) midpoints.push({ index: i + 1, at: lerp(vertices[i]!, vertices[(i + 1) % vertices.length]!, 0.5) });
  const corners = [
    { x: box.minX - pad, y: box.minY - pad }, { x: box.maxX + pad, y: box.minY - pad },
    { x: box.maxX + pad, y: box.maxY + pad }, { x: box.minX - pad, y: box.maxY + pad },
  ];
  return { outline: o, pad, vertices, resize, rotate, midpoints, frame: corners.map(w) };
}

export type HandleHit =
  | { kind: 'vertex'; id: string; index: number }
  | { kind: 'resize'; id: string; handle: BoxHandle }
  | { kind: 'rotate'; id: string }
  | { kind: 'midpoint'; id: string; index: number; at: Vec };

/** The handle under `p` (vertices first, then resize, rotate and "+"), `tol` inches of slack. */
export function handleAt(h: OutlineHandles | null, p: Vec, tol: number): HandleHit | null {
  if (!h) return null;
  const id = h.outline.id;
  const near = (q: Vec) => distance(q, p) <= tol * 1.5;
  const v = h.vertices.findIndex(near);
  if (v >= 0) return { kind: 'vertex', id, index: v };
  const r = h.resize.find((x) => near(x.at));
  if (r) return { kind: 'resize', id, handle: { hx: r.hx, hy: r.hy } };
  if (h.rotate && near(h.rotate.at)) return { kind: 'rotate', id };
  const m = h.midpoints.find((x) => near(x.at));
  if (m) return { kind: 'midpoint', id, index: m.index, at: m.at };
  return null;
}
