/**
 * Where Patrol: Lost!'s map draws things, in SVG units (hexes of outer radius R): hex corners, the
 * middle of each side, a tile's paths as SVG path data, where pieces sit on a tile, the box around
 * the map, and the pan and zoom of the view. Flat-topped hexes, sides 0 N to 5 NW clockwise, as in
 * the engine (centre() comes from its preview).
 */
import { centre, DIRS } from '../../../../engine/games/patrol-lost/preview';
import type { Dir } from '../../../../engine/games/patrol-lost/types';

export const R = 50;
const S3 = Math.sqrt(3);

export interface Pt {
  x: number;
  y: number;
}

/** The centre of hex (q, r) on the map. */
export function hexCentre(q: number, r: number): Pt {
  const c = centre(q, r);
  return { x: c.x * R, y: c.y * R };
}

/** The six corners of a hex centred at `c` (radius `r`), as an SVG points list. */
export function hexPoints(c: Pt, r = R): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push(`${round(c.x + r * Math.cos(a))},${round(c.y + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

/** The side number of a direction name. */
export function sideOf(d: Dir): number {
  return DIRS.indexOf(d);
}

/** The middle of side `d` of the hex at `c`, pulled in by `inset` (0 on the side, 1 at the centre). */
export function sideMid(c: Pt, d: number, inset = 0, r = R): Pt {
  const a = ((-90 + 60 * d) * Math.PI) / 180;
  const k = ((r * S3) / 2) * (1 - inset);
  return { x: round(c.x + k * Math.cos(a)), y: round(c.y + k * Math.sin(a)) };
}

/**
 * The paths of a tile as SVG path data: two exits are one curve through the middle (a straight line
 * when they face each other), one exit a line ending short of the centre (a dead end), three or
 * more a line from each exit to the centre.
 */
export function pathData(c: Pt, exits: readonly number[], r = R): string {
  if (exits.length === 0) return '';
  if (exits.length === 2) {
    const [a, b] = exits.map((d) => sideMid(c, d, 0, r)) as [Pt, Pt];
    return `M${a.x},${a.y} Q${round(c.x)},${round(c.y)} ${b.x},${b.y}`;
  }
  if (exits.length === 1) {
    const a = sideMid(c, exits[0] as number, 0, r);
    const end = sideMid(c, exits[0] as number, 0.75, r);
    return `M${a.x},${a.y} L${end.x},${end.y}`;
  }
  return exits.map((d) => {
    const a = sideMid(c, d, 0, r);
    return `M${a.x},${a.y} L${round(c.x)},${round(c.y)}`;
  }).join(' ');
}

/** The bar across a dead end's path where it stops (a line square to the path), or null when the tile has other exits. */
export function deadEndBar(c: Pt, exits: readonly number[], r = R): { x1: number; y1: number; x2: number; y2: number } | null {
  if (exits.length !== 1) return null;
  const side = exits[0] as number;
  const at = sideMid(c, side, 0.75, r);
  const a = ((-90 + 60 * side) * Math.PI) / 180;
  const px = -Math.sin(a) * r * 0.22;
  const py = Math.cos(a) * r * 0.22;
  return { x1: round(at.x - px), y1: round(at.y - py), x2: round(at.x + px), y2: round(at.y + py) };
}

/** Where each Good Guy on the map stands: grouped by tile, spread by guySpots. */
export function guyPlaces(goods: readonly { index: number; alive: boolean; q: number | null; r: number | null }[]): { i: number; x: number; y: number }[] {
  const by = new Map<number, { q: number; r: number; list: number[] }>();
  for (const g of goods) {
    if (!g.alive || g.q === null || g.r === null) continue;
    const k = (g.q + 64) * 128 + (g.r + 64);
    const at = by.get(k) ?? { q: g.q, r: g.r, list: [] };
    at.list.push(g.index);
    by.set(k, at);
  }
  const out: { i: number; x: number; y: number }[] = [];
  for (const { q, r, list } of by.values()) {
    const c = hexCentre(q, r);
    const spots = guySpots(list.length);
    list.forEach((i, n) => out.push({ i, x: round(c.x + (spots[n]?.x ?? 0)), y: round(c.y + (spots[n]?.y ?? 0)) }));
  }
  return out;
}

/**
 * Where `n` Good Guys stand on a tile, relative to its centre: a row in the lower half (two rows
 * when more than three stand there, as on Start).
 */
export function guySpots(n: number, r = R): Pt[] {
  const out: Pt[] = [];
  const rows = n > 3 ? [Math.ceil(n / 2), Math.floor(n / 2)] : [n];
  const gap = r * 0.5;
  rows.forEach((count, row) => {
    const y = rows.length === 1 ? r * 0.22 : r * (0.06 + row * 0.36);
    for (let i = 0; i < count; i++) out.push({ x: round((i - (count - 1) / 2) * gap), y: round(y) });
  });
  return out;
}

/** The radius of a lit side's arrow disc (its focus ring is drawn 4 wider). */
export const ARROW_R = 12;

/**
 * Where the arrow of a lit side sits: astride the side, most of it outside the tile (pointing into
 * the tile it leads to), so it never covers the tile's own marks (Start's word, a Bad Guy stack,
 * the Good Guys standing there).
 */
export function edgeSpot(c: Pt, d: number, r = R): Pt {
  return sideMid(c, d, -0.2, r);
}

/** A tag on a lit hex: the pill (x, y, w, h), where its text starts and, for a fight, where its crossed-swords mark sits. */
export interface HexTag {
  x: number;
  y: number;
  w: number;
  h: number;
  textX: number;
  textY: number;
  icon: Pt | null;
}

/** Height of a hex tag, and the width a character of its text takes (10px bold digits, with air). */
const TAG_H = 14;
export const TAG_CHAR = 6.8;

/**
 * Where a lit hex's tag goes ('+2', a fight's chance with its mark): a pill in the hex's lower band,
 * below a row of Good Guys, sized to its text and kept inside the lit hex's outline (the band narrows
 * towards the bottom side, so the pill's lower corners are what must fit).
 */
export function hexTag(c: Pt, chars: number, icon: boolean, r = R): HexTag {
  const half = (r * S3) / 2;
  const bottom = half * 0.87;
  // Inside the lit hex's own outline (drawn 4 in from the tile's), with a little air.
  const room = 2 * (r - 5 - bottom / S3) - 2;
  const iconW = icon ? 13 : 0;
  const w = Math.min(room, Math.max(TAG_H * 2, chars * TAG_CHAR + iconW + 10));
  const x = c.x - w / 2;
  const y = c.y + bottom - TAG_H;
  const textX = icon ? x + 5 + iconW + (w - 10 - iconW) / 2 : c.x;
  return { x: round(x), y: round(y), w: round(w), h: TAG_H, textX: round(textX), textY: round(y + 10.5), icon: icon ? { x: round(x + 5 + 5), y: round(y + TAG_H / 2) } : null };
}

/** How wide Start's word is drawn (8.5px bold, a little spaced), in map units: 30.5 measured in Chromium, with room. */
export const START_WORD_W = 32;

/**
 * Where Start's word sits (its middle, the text's baseline): upper left, so a Bad Guy stack on Start
 * (upper right, stackSpot) never covers it, and clear of the arrows of its lit sides.
 */
export function startWordAt(c: Pt, r = R): Pt {
  return { x: round(c.x - r * 0.28), y: round(c.y - r * 0.42) };
}

/** Where a tile's Bad Guy stack sits: upper half, right of the path's middle. */
export function stackSpot(r = R): Pt {
  return { x: round(r * 0.3), y: round(-r * 0.42) };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A map's box is never smaller than this (in hexes' radii), so a few tiles are not blown up to fill the screen. */
export const MIN_BOX = { w: 14 * R, h: 12 * R };

/**
 * The box around hexes at `cells`, with `margin` hexes of room around (never empty: Start alone when
 * none), grown about its middle to at least `min`.
 */
export function mapBox(cells: readonly { q: number; r: number }[], margin = 0.6, min: { w: number; h: number } = { w: 0, h: 0 }): Box {
  const list = cells.length ? cells : [{ q: 0, r: 0 }];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const { q, r } of list) {
    const c = hexCentre(q, r);
    x0 = Math.min(x0, c.x - R);
    x1 = Math.max(x1, c.x + R);
    y0 = Math.min(y0, c.y - (R * S3) / 2);
    y1 = Math.max(y1, c.y + (R * S3) / 2);
  }
  const m = margin * R;
  const w = x1 - x0 + 2 * m;
  const h = y1 - y0 + 2 * m;
  const W = Math.max(w, min.w);
  const H = Math.max(h, min.h);
  return { x: round(x0 - m - (W - w) / 2), y: round(y0 - m - (H - h) / 2), w: round(W), h: round(H) };
}

/** Pan and zoom: the map is drawn at scale `k`, shifted by (x, y) screen units. */
export interface ViewXf {
  x: number;
  y: number;
  k: number;
}

export const ZOOM_MIN = 0.4;
export const ZOOM_MAX = 3;
export const IDENTITY: ViewXf = { x: 0, y: 0, k: 1 };

/** Zooms by `factor` keeping the point `at` (in the same units as the shift) where it is. */
export function zoomAt(v: ViewXf, factor: number, at: Pt): ViewXf {
  const k = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, v.k * factor));
  const f = k / v.k;
  return { k, x: at.x - (at.x - v.x) * f, y: at.y - (at.y - v.y) * f };
}

export function panBy(v: ViewXf, dx: number, dy: number): ViewXf {
  return { ...v, x: v.x + dx, y: v.y + dy };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A line from `a` to `b` with `trimA` and `trimB` taken off its ends (so it starts and stops clear of the marks), or null when too short. */
export function trailBetween(a: Pt, b: Pt, trimA: number, trimB: number): { x1: number; y1: number; x2: number; y2: number } | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len <= trimA + trimB + 4) return null;
  const ux = dx / len;
  const uy = dy / len;
  return { x1: round(a.x + ux * trimA), y1: round(a.y + uy * trimA), x2: round(b.x - ux * trimB), y2: round(b.y - uy * trimB) };
}
