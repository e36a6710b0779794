/**
 * One 1:1 sheet: the table window, its overlap marks (a dashed cut line down the middle of each
 * shared strip with registration crosses at the same table points on both sheets), corner crop
 * marks, and a footer with the sheet's label, the "print at 100%" line and 1-inch and 6-inch
 * check rulers.
 */
import type { Scenario } from '../../engine/games/combat-patrol';
import type { Vec } from '../../engine/geometry';
import { BLACK, grey, line, type Op, type PrintPage, type Rgb, type TextKit } from './ops';
import { drawTable, toPage, type TableView } from './table-layer';
import { fitText } from './text';
import { PRINT_MARGIN_IN, PT_PER_INCH, rowLabel, type Tile, type TileGrid } from './tiling';

const CUT: Rgb = { r: 0.8, g: 0.1, b: 0.1 };
/** Registration crosses sit on each cut line every this many table inches. */
const REG_STEP_IN = 4;
export const PRINT_AT_100 = 'Print at 100% / actual size (no "fit to page")';

export function tilePage(doc: Scenario, grid: TileGrid, tile: Tile, kit: TextKit): PrintPage {
  const m = PRINT_MARGIN_IN * PT_PER_INCH;
  const view: TableView = { left: m, top: m, ppi: PT_PER_INCH, x0: tile.x0, y0: tile.y0, x1: tile.x1, y1: tile.y1, detail: 'full' };
  const ops: Op[] = drawTable(doc, view, kit);
  const areaW = grid.areaWidth * PT_PER_INCH;
  const areaH = grid.areaHeight * PT_PER_INCH;
  const o = grid.overlap;
  const P = (v: Vec) => toPage(view, v);
  const W = doc.table.width;
  const H = doc.table.height;

  // Overlap strips: the cut line runs down the middle of each strip this sheet shares.
  const cutX: number[] = [];
  const cutY: number[] = [];
  if (tile.col > 0) cutX.push(tile.x0 + o / 2);
  if (tile.col < grid.cols - 1) cutX.push(tile.x1 - o / 2);
  if (tile.row > 0) cutY.push(tile.y0 + o / 2);
  if (tile.row < grid.rows - 1) cutY.push(tile.y1 - o / 2);
  for (const x of cutX) {
    ops.push(line(P({ x, y: tile.y0 }), P({ x, y: tile.y1 }), CUT, 0.6, { dash: [4, 3], tag: 'cut-line' }));
    for (let y = Math.ceil(tile.y0 / REG_STEP_IN) * REG_STEP_IN; y <= tile.y1; y += REG_STEP_IN) if (y > tile.y0 + 0.3 && y < tile.y1 - 0.3) ops.push(...regMark(P({ x, y })));
  }
  for (const y of cutY) {
    ops.push(line(P({ x: tile.x0, y }), P({ x: tile.x1, y }), CUT, 0.6, { dash: [4, 3], tag: 'cut-line' }));
    for (let x = Math.ceil(tile.x0 / REG_STEP_IN) * REG_STEP_IN; x <= tile.x1; x += REG_STEP_IN) if (x > tile.x0 + 0.3 && x < tile.x1 - 0.3) ops.push(...regMark(P({ x, y })));
  }
  // Neighbour names inside each shared strip.
  const nb = (r: number, c: number) => `${rowLabel(r)}${c + 1}`;
  const small = 6;
  if (tile.col > 0) ops.push({ t: 'text', at: { x: m + 4, y: m + 40 }, text: `overlap with ${nb(tile.row, tile.col - 1)}`, size: small, colour: CUT, rotate: 90 });
  if (tile.col < grid.cols - 1) ops.push({ t: 'text', at: { x: m + areaW - 9, y: m + 40 }, text: `overlap with ${nb(tile.row, tile.col + 1)}`, size: small, colour: CUT, rotate: 90 });
  if (tile.row > 0) ops.push({ t: 'text', at: { x: m + 40, y: m + 8 }, text: `overlap with ${nb(tile.row - 1, tile.col)}`, size: small, colour: CUT });
  if (tile.row < grid.rows - 1) ops.push({ t: 'text', at: { x: m + 40, y: m + areaH - 3 }, text: `overlap with ${nb(tile.row + 1, tile.col)}`, size: small, colour: CUT });

  // The printed window's frame (thin) and crop marks at its corners, in the margin.
  ops.push({ t: 'path', subpaths: [[{ x: m, y: m }, { x: m + areaW, y: m }, { x: m + areaW, y: m + areaH }, { x: m, y: m + areaH }]], closed: true, stroke: grey(0.55), lineWidth: 0.4, tag: 'window' });
  const gap = 3;
  const len = 14;
  const crop: Vec[][] = [];
  for (const [cx, sx] of [[m, -1], [m + areaW, 1]] as const) {
    for (const [cy, sy] of [[m, -1], [m + areaH, 1]] as const) {
      crop.push([{ x: cx + sx * gap, y: cy }, { x: cx + sx * (gap + len), y: cy }], [{ x: cx, y: cy + sy * gap }, { x: cx, y: cy + sy * (gap + len) }]);
    }
  }
  ops.push({ t: 'path', subpaths: crop, closed: false, stroke: BLACK, lineWidth: 0.5, tag: 'crop' });

  // Footer: label, instructions, check rulers.
  const fy = m + areaH;
  const title = `${tile.label} of ${grid.rows} x ${grid.cols}`;
  ops.push({ t: 'text', at: { x: m + 6, y: fy + 13 }, text: title, size: 10, bold: true, tag: 'tile-label' });
  const tw = kit.width(title, 10, true) + 14;
  const where = `table ${fmt(Math.max(0, tile.x0))}-${fmt(Math.min(W, tile.x1))} in across, ${fmt(Math.max(0, tile.y0))}-${fmt(Math.min(H, tile.y1))} in down`;
  const wide = areaW >= 7.5 * PT_PER_INCH + 150;
  const middle = wide ? `${doc.name}  |  ${where}` : `${where}. Trim on the red dashes, match the crosses, tape.`;
  ops.push({ t: 'text', at: { x: m + tw, y: fy + 13 }, text: fitText(kit, middle, 6.5, areaW - tw - kit.width(PRINT_AT_100, 7, true) - 14), size: 6.5, colour: grey(0.25) });
  ops.push({ t: 'text', at: { x: m + areaW - 6, y: fy + 13 }, text: PRINT_AT_100, size: 7, bold: true, align: 'right', tag: 'print-at-100' });
  ops.push(...ruler(m, fy + 30, 6, 'ruler-6in'));
  ops.push(...ruler(m + 6.4 * PT_PER_INCH, fy + 30, 1, 'ruler-1in'));
  if (wide) ops.push({ t: 'text', at: { x: m + 7.6 * PT_PER_INCH, y: fy + 30 }, text: fitText(kit, 'Check both rulers against a real one. Trim on the red dashes, match the crosses, tape.', 6.5, areaW - 7.6 * PT_PER_INCH), size: 6.5, colour: grey(0.25) });
  return { kind: 'tile', width: grid.pageWidth, height: grid.pageHeight, ops, label: tile.label };
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

function regMark(c: Vec): Op[] {
  return [
    { t: 'circle', c, r: 4, stroke: CUT, lineWidth: 0.5 },
    { t: 'path', subpaths: [[{ x: c.x - 7, y: c.y }, { x: c.x + 7, y: c.y }], [{ x: c.x, y: c.y - 7 }, { x: c.x, y: c.y + 7 }]], closed: false, stroke: CUT, lineWidth: 0.5, tag: 'registration' },
  ];
}

/** A check ruler `inches` long from (x, y): the bar (tagged, exactly inches x 72 pt), inch ticks, half-inch ticks, numbers. */
export function ruler(x: number, y: number, inches: number, tag: string): Op[] {
  const L = inches * PT_PER_INCH;
  const ticks: Vec[][] = [];
  const halves: Vec[][] = [];
  for (let i = 0; i <= inches; i++) ticks.push([{ x: x + i * PT_PER_INCH, y: y - 6 }, { x: x + i * PT_PER_INCH, y }]);
  for (let i = 0; i < inches; i++) halves.push([{ x: x + (i + 0.5) * PT_PER_INCH, y: y - 3 }, { x: x + (i + 0.5) * PT_PER_INCH, y }]);
  const ops: Op[] = [
    line({ x, y }, { x: x + L, y }, BLACK, 0.8, { tag }),
    { t: 'path', subpaths: ticks, closed: false, stroke: BLACK, lineWidth: 0.6 },
    { t: 'path', subpaths: halves, closed: false, stroke: BLACK, lineWidth: 0.4 },
  ];
  if (inches === 1) ops.push({ t: 'text', at: { x: x + L / 2, y: y + 8 }, text: '1 inch', size: 6, align: 'center' });
  else for (let i = 0; i <= inches; i++) ops.push({ t: 'text', at: { x: x + i * PT_PER_INCH, y: y + 8 }, text: i === inches ? `${i} in` : String(i), size: 6, align: 'center' });
  return ops;
}
