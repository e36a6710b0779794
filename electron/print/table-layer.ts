/**
 * Draws what is on the table (grid, deployment zones, terrain, objectives, models, table edge)
 * into page points through a view: 72 points per inch for the 1:1 sheets, less for the overview.
 * Everything outside the view's window is clipped (and mostly skipped).
 */
import { houseRulesOf, resolveTerrain, weapon, type Scenario, type ScenarioModel } from '../../engine/games/combat-patrol';
import { pointInPolygon, polygonCentroid, polylineToPolygon, type Vec } from '../../engine/geometry';
import { BLACK, grey, hexColour, line, rectPath, tint, type Op, type Rgb, type TextKit } from './ops';
import { boxesMeet, boxOf, dashedCentre, hatchLines, marksAlong, ringGrid, type Box } from './patterns';
import { terrainStyle } from './terrain-style';
import { fitText } from './text';

export interface TableView {
  /** Page point where the window's top-left table point (x0, y0) lands. */
  left: number;
  top: number;
  /** Points per table inch: 72 prints at true scale. */
  ppi: number;
  /** The window, in table inches. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  detail: 'full' | 'overview';
}

export const SIDE_COLOURS: Record<string, { fill: Rgb; ink: Rgb; short: string }> = {
  US: { fill: { r: 0.86, g: 0.89, b: 0.74 }, ink: { r: 0.27, g: 0.33, b: 0.12 }, short: 'US' },
  German: { fill: { r: 0.6, g: 0.66, b: 0.78 }, ink: { r: 0.12, g: 0.18, b: 0.34 }, short: 'DE' },
};
const sideStyle = (side: string) => SIDE_COLOURS[side] ?? { fill: grey(0.85), ink: grey(0.2), short: side.slice(0, 2) };

export function toPage(view: TableView, v: Vec): Vec {
  return { x: view.left + (v.x - view.x0) * view.ppi, y: view.top + (v.y - view.y0) * view.ppi };
}

/** The view's window on the page, as a box in points. */
export function viewBox(view: TableView): Box {
  return { x0: view.left, y0: view.top, x1: view.left + (view.x1 - view.x0) * view.ppi, y1: view.top + (view.y1 - view.y0) * view.ppi };
}

export function drawTable(doc: Scenario, view: TableView, kit: TextKit): Op[] {
  const full = view.detail === 'full';
  const win = viewBox(view);
  const P = (v: Vec) => toPage(view, v);
  const ops: Op[] = [{ t: 'clip', poly: rectPath(win.x0, win.y0, win.x1 - win.x0, win.y1 - win.y0) }];
  const W = doc.table.width;
  const H = doc.table.height;
  const tableBox = { x0: P({ x: 0, y: 0 }).x, y0: P({ x: 0, y: 0 }).y, x1: P({ x: W, y: H }).x, y1: P({ x: W, y: H }).y };

  // Grid
  const sp = doc.table.grid.spacing;
  if (doc.table.grid.visible && sp > 0 && sp * view.ppi >= 2) {
    const minor: Vec[][] = [];
    const major: Vec[][] = [];
    for (let i = 1; i * sp < W - 1e-9; i++) {
      const x = i * sp;
      if (x < view.x0 || x > view.x1) continue;
      ((sp < 6 && Math.abs(x / 6 - Math.round(x / 6)) < 1e-9) ? major : minor).push([P({ x, y: 0 }), P({ x, y: H })]);
    }
    for (let j = 1; j * sp < H - 1e-9; j++) {
      const y = j * sp;
      if (y < view.y0 || y > view.y1) continue;
      ((sp < 6 && Math.abs(y / 6 - Math.round(y / 6)) < 1e-9) ? major : minor).push([P({ x: 0, y }), P({ x: W, y })]);
    }
    if (minor.length) ops.push({ t: 'path', subpaths: minor, closed: false, stroke: grey(0.78), lineWidth: full ? 0.35 : 0.2, tag: 'grid' });
    if (major.length) ops.push({ t: 'path', subpaths: major, closed: false, stroke: grey(0.6), lineWidth: full ? 0.6 : 0.3, tag: 'grid' });
  }

  // Deployment zones: a light side tint, hatched, dashed edge, label in the visible corner (drawn over the terrain).
  const zoneLabels: Op[] = [];
  for (const z of doc.deploymentZones) {
    if (z.points.length < 3) continue;
    const poly = z.points.map(P);
    const box = boxOf(poly);
    if (!boxesMeet(box, win)) continue;
    const s = sideStyle(z.side);
    ops.push({ t: 'path', subpaths: [poly], closed: true, fill: tint(s.fill, 0.6) });
    ops.push({ t: 'clip', poly }, ...hatchLines(clampBox(box, win), full ? 14 : 4, -45, tint(s.ink, 0.75), full ? 0.5 : 0.25), { t: 'unclip' });
    ops.push({ t: 'path', subpaths: [poly], closed: true, stroke: s.ink, lineWidth: full ? 1.2 : 0.6, dash: full ? [6, 3] : [2, 1.5] });
    const vis = clampBox(box, win);
    // On a sheet, clear of the 0.5 in overlap strip and its notes.
    const at = { x: vis.x0 + (full ? 42 : 2), y: vis.y0 + (full ? 52 : 6) };
    const inTable = { x: (at.x - view.left) / view.ppi + view.x0, y: (at.y - view.top) / view.ppi + view.y0 };
    if (pointInPolygon(inTable, z.points)) {
      zoneLabels.push({ t: 'text', at, text: fitText(kit, z.label || `${z.side} deployment`, full ? 9 : 5, Math.max(0, vis.x1 - at.x - 4), true), size: full ? 9 : 5, bold: true, colour: s.ink });
    }
  }

  // Terrain, ground first.
  const shapes = resolveTerrain(doc);
  const order = doc.terrain.map((p, i) => ({ p, s: shapes[i]!, style: terrainStyle(p.kind), i }));
  order.sort((a, b) => a.style.layer - b.style.layer || a.i - b.i);
  for (const { p, s, style } of order) {
    if (s.points.length === 0) continue;
    const outlineIn = s.closed ? s.points : polylineToPolygon(s.points, Math.max(s.width, 0.05), 8);
    const outline = outlineIn.map(P);
    const box = boxOf(outline);
    if (!boxesMeet(box, win)) continue;
    const centre = s.points.map(P);
    ops.push({ t: 'path', subpaths: [outline], closed: true, fill: style.fill, stroke: style.stroke, lineWidth: full ? 0.9 : 0.4, tag: `terrain:${p.id}` });
    ops.push({ t: 'clip', poly: outline }, ...patternOps(style.pattern, outline, centre, clampBox(box, win), view, style.ink, s.closed, p.rotation), { t: 'unclip' });
    if (full) ops.push(...terrainLabel(kit, s.name, s.closed, s.points, view, style.ink));
  }

  ops.push(...zoneLabels);

  // Objectives: a ringed cross, named.
  for (const o of doc.objectives) {
    const c = P(o);
    const r = Math.max(3, 0.5 * view.ppi);
    if (!boxesMeet({ x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r }, win)) continue;
    ops.push({ t: 'circle', c, r, fill: { r: 1, g: 0.93, b: 0.55 }, stroke: BLACK, lineWidth: full ? 1.5 : 0.6, tag: `objective:${o.id}` });
    ops.push({ t: 'circle', c, r: r * 0.45, stroke: BLACK, lineWidth: full ? 1 : 0.4 });
    ops.push({ t: 'path', subpaths: [[{ x: c.x - r, y: c.y }, { x: c.x + r, y: c.y }], [{ x: c.x, y: c.y - r }, { x: c.x, y: c.y + r }]], closed: false, stroke: BLACK, lineWidth: full ? 0.8 : 0.3 });
    if (full) ops.push({ t: 'text', at: { x: c.x, y: c.y - r - 4 }, text: fitText(kit, `Objective: ${o.name}`, 8, 200, true), size: 8, bold: true, align: 'center' });
  }

  // Models: a base circle of the house-rule diameter, a facing tick, side and a short label.
  const baseR = (houseRulesOf(doc).baseDiameter / 2) * view.ppi;
  for (const m of doc.models) ops.push(...modelOps(kit, m, P(m), baseR, full, win));

  // Table edge
  ops.push({ t: 'path', subpaths: [rectPath(tableBox.x0, tableBox.y0, tableBox.x1 - tableBox.x0, tableBox.y1 - tableBox.y0)], closed: true, stroke: BLACK, lineWidth: full ? 1.5 : 0.8, tag: 'table-edge' });
  ops.push({ t: 'unclip' });
  return ops;
}

function clampBox(b: Box, w: Box): Box {
  return { x0: Math.max(b.x0, w.x0), y0: Math.max(b.y0, w.y0), x1: Math.min(b.x1, w.x1), y1: Math.min(b.y1, w.y1) };
}

function patternOps(pattern: string, outline: Vec[], centre: Vec[], box: Box, view: TableView, ink: Rgb, closed: boolean, rotation: number): Op[] {
  const full = view.detail === 'full';
  const k = full ? 1 : 0.35;
  const soft = tint(ink, 0.35);
  switch (pattern) {
    case 'trees': return ringGrid(boxOf(outline), Math.max(5, 0.55 * view.ppi), Math.max(1.5, 0.16 * view.ppi), soft, 0.6 * k, box);
    case 'bushes': return ringGrid(boxOf(outline), Math.max(3, 0.3 * view.ppi), Math.max(1, 0.09 * view.ppi), soft, 0.6 * k, box);
    case 'crosshatch': return [...hatchLines(box, Math.max(3, 0.2 * view.ppi), 45, soft, 0.5 * k), ...hatchLines(box, Math.max(3, 0.2 * view.ppi), -45, soft, 0.5 * k)];
    case 'furrows': return hatchLines(box, Math.max(2.5, 0.22 * view.ppi), rotation, soft, 0.7 * k);
    case 'hatch': return hatchLines(box, Math.max(2, 0.1 * view.ppi), 45, ink, 0.6 * k);
    case 'centre-dash': return closed ? [] : dashedCentre(centre, grey(0.45), 1.2 * k, full ? [10, 8] : [3, 2]);
    case 'stones': return closed ? hatchLines(box, Math.max(3, 0.25 * view.ppi), 0, ink, 0.5 * k) : marksAlong(centre, Math.max(3, 0.3 * view.ppi), 0.4 * view.ppi, ink, 0.8 * k);
    case 'posts': return closed ? hatchLines(box, Math.max(3, 0.3 * view.ppi), 90, ink, 0.5 * k) : marksAlong(centre, Math.max(3, 0.75 * view.ppi), 0.3 * view.ppi, ink, 2 * k);
    default: return [];
  }
}

function terrainLabel(kit: TextKit, name: string, closed: boolean, pts: Vec[], view: TableView, ink: Rgb): Op[] {
  const size = 7;
  if (closed) {
    const c = toPage(view, pts.length >= 3 ? polygonCentroid(pts) : (pts[0] as Vec));
    const w = kit.width(name, size, true);
    return [labelBacking(c, w, size, 0), { t: 'text', at: { x: c.x, y: c.y + size / 3 }, text: kit.clean(name), size, bold: true, colour: ink, align: 'center' }];
  }
  // Lines: along the longest leg, kept upright.
  let best = 0;
  let bi = 0;
  for (let i = 0; i + 1 < pts.length; i++) {
    const l = Math.hypot(pts[i + 1]!.x - pts[i]!.x, pts[i + 1]!.y - pts[i]!.y);
    if (l > best) { best = l; bi = i; }
  }
  if (pts.length < 2) return [];
  const a = toPage(view, pts[bi]!);
  const b = toPage(view, pts[bi + 1]!);
  let ang = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  if (ang > 90) ang -= 180;
  if (ang < -90) ang += 180;
  // Centre the label on the leg's midpoint (offset along the leg by half the text width, down by a third of the size).
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const w = kit.width(name, size, true);
  const rad = (ang * Math.PI) / 180;
  const at = { x: mid.x - (Math.cos(rad) * w) / 2 - (Math.sin(rad) * size) / 3, y: mid.y - (Math.sin(rad) * w) / 2 + (Math.cos(rad) * size) / 3 };
  return [labelBacking(mid, w, size, ang), { t: 'text', at, text: kit.clean(name), size, bold: true, colour: grey(0.1), rotate: ang }];
}

/** A white box behind a label centred on `c`, turned `deg` clockwise, so patterns do not hide it. */
function labelBacking(c: Vec, w: number, size: number, deg: number): Op {
  const a = (deg * Math.PI) / 180;
  const u = { x: Math.cos(a), y: Math.sin(a) };
  const v = { x: -u.y, y: u.x };
  const hw = w / 2 + 2;
  const hh = size * 0.62;
  const corner = (sx: number, sy: number): Vec => ({ x: c.x + u.x * hw * sx + v.x * hh * sy, y: c.y + u.y * hw * sx + v.y * hh * sy });
  return { t: 'path', subpaths: [[corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)]], closed: true, fill: { r: 1, g: 1, b: 1 } };
}

function modelOps(kit: TextKit, m: ScenarioModel, c: Vec, r: number, full: boolean, win: Box): Op[] {
  const reach = r * 1.5;
  if (!boxesMeet({ x0: c.x - reach, y0: c.y - reach, x1: c.x + reach, y1: c.y + reach }, win)) return [];
  const s = sideStyle(m.side);
  const rad = (m.facing * Math.PI) / 180;
  const d = { x: Math.cos(rad), y: Math.sin(rad) };
  const ops: Op[] = [
    { t: 'circle', c, r: Math.max(r, 1), fill: s.fill, stroke: s.ink, lineWidth: full ? (m.nco ? 2 : 1) : 0.4, tag: `model:${m.id}` },
    line({ x: c.x + d.x * r * 0.55, y: c.y + d.y * r * 0.55 }, { x: c.x + d.x * r * 1.4, y: c.y + d.y * r * 1.4 }, BLACK, full ? 2 : Math.max(0.4, r * 0.3), { tag: `facing:${m.id}` }),
  ];
  if (!full) return ops;
  const role = [s.short, m.nco ? 'NCO' : '', m.medic ? '+Medic' : ''].filter(Boolean).join(' ');
  const inner = r * 1.6;
  const w = weapon(m.weaponId);
  ops.push(
    { t: 'text', at: { x: c.x, y: c.y - r * 0.28 }, text: fitText(kit, role, 7, inner, true), size: 7, bold: true, colour: hexColour('#000000'), align: 'center' },
    { t: 'text', at: { x: c.x, y: c.y + r * 0.12 }, text: fitText(kit, m.name, 6.5, inner), size: 6.5, align: 'center' },
    { t: 'text', at: { x: c.x, y: c.y + r * 0.55 }, text: fitText(kit, w ? shortWeapon(w.name) : m.weaponId, 6, inner * 0.85), size: 6, colour: grey(0.25), align: 'center' },
  );
  return ops;
}

/** "Browning Automatic Rifle (BAR)" -> "BAR"; "Kar98k rifle" -> "Kar98k". */
export function shortWeapon(name: string): string {
  const paren = /\(([^)]+)\)/.exec(name);
  if (paren) return paren[1] as string;
  return name.replace(/\s+(rifle|SMG|pistol)$/i, '');
}
