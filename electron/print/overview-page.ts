/**
 * The overview: the scenario's name and notes, the whole table at reduced scale with a scale bar
 * and the sheet map, the terrain key (cover, sight, movement from the terrain data and the house
 * rules in force), the roster per side and the house rules. Flows onto further pages when a big
 * roster does not fit.
 */
import {
  houseRulesOf, terrainKind, terrainKinds, weapon, type HouseRules, type Scenario, type ScenarioModel, type TerrainKind,
} from '../../engine/games/combat-patrol';
import { append, BLACK, grey, line, rectPath, type Op, type PrintPage, type TextKit } from './ops';
import { drawTable, SIDE_COLOURS, type TableView } from './table-layer';
import { terrainStyle } from './terrain-style';
import { fitText, wrapText } from './text';
import { PAPER_SIZES, PRINT_MARGIN_IN, PT_PER_INCH, type Paper, type TileGrid } from './tiling';
import { houseRuleLines } from './house-rule-labels';
import { terrainSwatch } from './swatch';

class Flow {
  pages: PrintPage[] = [];
  ops: Op[] = [];
  y = 0;
  constructor(readonly width: number, readonly height: number, readonly m: number, private readonly kit: TextKit, private readonly title: string) {
    this.newPage(false);
  }
  get bottom(): number { return this.height - this.m; }
  get inner(): number { return this.width - 2 * this.m; }
  newPage(continued = true): void {
    this.ops = [];
    this.pages.push({ kind: 'overview', width: this.width, height: this.height, ops: this.ops });
    this.y = this.m;
    if (continued) {
      this.ops.push({ t: 'text', at: { x: this.m, y: this.y + 10 }, text: fitText(this.kit, `${this.title} (continued)`, 10, this.inner, true), size: 10, bold: true });
      this.y += 20;
    }
  }
  need(h: number): void { if (this.y + h > this.bottom) this.newPage(); }
  heading(text: string): void {
    this.need(40);
    this.y += 6;
    this.ops.push({ t: 'text', at: { x: this.m, y: this.y + 10 }, text: text, size: 11, bold: true });
    this.ops.push(line({ x: this.m, y: this.y + 14 }, { x: this.m + this.inner, y: this.y + 14 }, grey(0.6), 0.5));
    this.y += 20;
  }
}

/** The overview on one page when it fits, the table drawing shrinking (down to a quarter of the page) to make room. */
export function overviewPages(doc: Scenario, paper: Paper, grid: TileGrid, kit: TextKit): PrintPage[] {
  const shares = [0.46, 0.43, 0.4, 0.37, 0.34, 0.31, 0.28, 0.25];
  // A smaller drawing only leaves more room: when the smallest does not fit on one page, none does
  // (a big roster), and the eight layouts are not worth making.
  const smallest = overviewWith(doc, paper, grid, kit, shares.at(-1)!);
  if (smallest.length > 1) return overviewWith(doc, paper, grid, kit, 0.4);
  for (const share of shares.slice(0, -1)) {
    const pages = overviewWith(doc, paper, grid, kit, share);
    if (pages.length === 1) return pages;
  }
  return smallest;
}

function overviewWith(doc: Scenario, paper: Paper, grid: TileGrid, kit: TextKit, tableShare: number): PrintPage[] {
  const size = PAPER_SIZES[paper];
  const m = PRINT_MARGIN_IN * PT_PER_INCH;
  const f = new Flow(size.width, size.height, m, kit, doc.name || 'Scenario');
  const rules = houseRulesOf(doc);

  // Title and notes
  f.ops.push({ t: 'text', at: { x: m, y: m + 16 }, text: fitText(kit, doc.name || 'Untitled scenario', 18, f.inner, true), size: 18, bold: true, tag: 'title' });
  const sub = `Combat Patrol! scenario  |  table ${doc.table.width} x ${doc.table.height} in  |  ${grid.tiles.length} sheets at 1:1 (${grid.rows} rows x ${grid.cols} columns, ${paper === 'a4' ? 'A4' : 'Letter'} ${grid.orientation})`;
  f.ops.push({ t: 'text', at: { x: m, y: m + 30 }, text: fitText(kit, sub, 8, f.inner), size: 8, colour: grey(0.3) });
  f.y = m + 38;
  for (const l of wrapText(kit, doc.notes ?? '', 8, f.inner).slice(0, 6)) {
    f.ops.push({ t: 'text', at: { x: m, y: f.y + 9 }, text: l, size: 8 });
    f.y += 10;
  }
  f.y += 6;

  // The table, fitted: at most ~42% of the page's height.
  const boxW = f.inner;
  const boxH = Math.min(f.height * tableShare, f.bottom - f.y - 40);
  const W = Math.max(doc.table.width, 1);
  const H = Math.max(doc.table.height, 1);
  const ppi = Math.min(boxW / W, boxH / H);
  const left = m + (boxW - W * ppi) / 2;
  const view: TableView = { left, top: f.y, ppi, x0: 0, y0: 0, x1: W, y1: H, detail: 'overview' };
  append(f.ops, drawTable(doc, view, kit));
  // Sheet map: where each 1:1 sheet's cut lines fall, its label in its corner.
  const sheetLines: { x: number; y: number }[][] = [];
  for (let c = 1; c < grid.cols; c++) { const x = c * (grid.areaWidth - grid.overlap) + grid.overlap / 2; sheetLines.push([{ x: left + x * ppi, y: f.y }, { x: left + x * ppi, y: f.y + H * ppi }]); }
  for (let r = 1; r < grid.rows; r++) { const y = r * (grid.areaHeight - grid.overlap) + grid.overlap / 2; sheetLines.push([{ x: left, y: f.y + y * ppi }, { x: left + W * ppi, y: f.y + y * ppi }]); }
  if (sheetLines.length) f.ops.push({ t: 'path', subpaths: sheetLines, closed: false, stroke: { r: 0.8, g: 0.1, b: 0.1 }, lineWidth: 0.4, dash: [3, 2], tag: 'sheet-map' });
  for (const t of grid.tiles) {
    const x = left + Math.min(W, t.col === grid.cols - 1 ? W : t.x1 - grid.overlap / 2) * ppi - 2;
    const y = f.y + Math.min(H, t.row === grid.rows - 1 ? H : t.y1 - grid.overlap / 2) * ppi - 2;
    f.ops.push({ t: 'text', at: { x, y }, text: t.label, size: 5, colour: { r: 0.8, g: 0.1, b: 0.1 }, align: 'right' });
  }
  f.y += H * ppi + 8;

  // Scale bar: a round number of inches near a fifth of the table's width.
  const barIn = [1, 2, 3, 6, 12, 24].reduce((best, v) => (v * ppi <= boxW / 4 ? v : best), 1);
  const bx = m;
  const by = f.y + 8;
  f.ops.push(line({ x: bx, y: by }, { x: bx + barIn * ppi, y: by }, BLACK, 1.2, { tag: 'scale-bar' }));
  f.ops.push({ t: 'path', subpaths: [0, 0.5, 1].map((k) => [{ x: bx + k * barIn * ppi, y: by - (k === 0.5 ? 2 : 4) }, { x: bx + k * barIn * ppi, y: by }]), closed: false, stroke: BLACK, lineWidth: 0.6 });
  const scaleText = `${barIn} in  (this drawing: 1 in = ${(ppi / PT_PER_INCH).toFixed(3)} in, about 1:${Math.round(PT_PER_INCH / ppi)})`;
  f.ops.push({ t: 'text', at: { x: bx + barIn * ppi + 6, y: by + 2 }, text: scaleText, size: 7 });
  const legendX = bx + barIn * ppi + 6 + kit.width(scaleText, 7) + 18;
  let after = by + 14;
  if (legendX + 300 <= m + f.inner) legend(f, kit, legendX, by + 2);
  else { legend(f, kit, m, by + 16); after = by + 26; }
  f.y = after;

  terrainKey(f, kit, doc, rules);
  roster(f, kit, doc);
  const hr = houseRuleLines(rules, doc.houseRules);
  f.heading('House rules in force');
  const colW = f.inner / 3;
  for (let i = 0; i < hr.length; i += 3) {
    f.need(10);
    hr.slice(i, i + 3).forEach((h, k) => f.ops.push({ t: 'text', at: { x: m + k * colW, y: f.y + 8 }, text: fitText(kit, h.text, 7, colW - 6, h.changed), size: 7, bold: h.changed }));
    f.y += 10;
  }
  if (hr.some((h) => h.changed)) { f.need(10); f.ops.push({ t: 'text', at: { x: m, y: f.y + 9 }, text: '* changed for this scenario (bold)', size: 6.5, colour: grey(0.3) }); f.y += 10; }
  return f.pages;
}

function legend(f: Flow, kit: TextKit, x: number, y: number): void {
  let cx = x;
  for (const [side, s] of Object.entries(SIDE_COLOURS)) {
    f.ops.push({ t: 'circle', c: { x: cx + 4, y: y - 2.5 }, r: 4, fill: s.fill, stroke: s.ink, lineWidth: 0.6 });
    f.ops.push(line({ x: cx + 4, y: y - 2.5 }, { x: cx + 11, y: y - 2.5 }, BLACK, 1));
    f.ops.push({ t: 'text', at: { x: cx + 14, y }, text: `${side} soldier, tick = facing`, size: 6.5 });
    cx += kit.width(`${side} soldier, tick = facing`, 6.5) + 24;
  }
  f.ops.push({ t: 'circle', c: { x: cx + 4, y: y - 2.5 }, r: 4, fill: { r: 1, g: 0.93, b: 0.55 }, stroke: BLACK, lineWidth: 0.6 });
  f.ops.push({ t: 'text', at: { x: cx + 12, y }, text: 'objective', size: 6.5 });
}

function coverWords(c: string, rules: HouseRules): string {
  return c === 'heavy' ? `heavy cover (${rules.coverHeavy})` : c === 'light' ? `light cover (${rules.coverLight})` : 'no cover';
}

function effects(k: { cover: string; blocksSight: boolean; difficult: boolean; obstacle: boolean }, rules: HouseRules): string {
  const move = [k.difficult ? 'difficult ground' : '', k.obstacle ? 'obstacle to cross' : ''].filter(Boolean).join(', ') || 'open ground';
  return `${coverWords(k.cover, rules)}  |  ${k.blocksSight ? `blocks sight (beyond ${rules.sightDepth} in)` : 'does not block sight'}  |  ${move}`;
}

function terrainKey(f: Flow, kit: TextKit, doc: Scenario, rules: HouseRules): void {
  f.heading('Terrain key');
  const used = new Set(doc.terrain.map((p) => p.kind));
  const kinds: TerrainKind[] = terrainKinds.filter((k) => used.has(k.id));
  const unknown = [...used].filter((id) => !terrainKind(id));
  if (kinds.length === 0 && unknown.length === 0) {
    f.ops.push({ t: 'text', at: { x: f.m, y: f.y + 9 }, text: 'No terrain on this table.', size: 8, colour: grey(0.3) });
    f.y += 14;
    return;
  }
  const colW = f.inner / 2;
  const rows = [...kinds.map((k) => ({ id: k.id, name: k.name, text: effects(k, rules) })), ...unknown.map((id) => ({ id, name: id, text: 'unknown kind: no cover, does not block sight' }))];
  for (let i = 0; i < rows.length; i += 2) {
    f.need(24);
    rows.slice(i, i + 2).forEach((r, k) => {
      const x = f.m + k * colW;
      f.ops.push(...terrainSwatch(r.id, x, f.y + 2, 30, 16));
      f.ops.push({ t: 'text', at: { x: x + 36, y: f.y + 8 }, text: fitText(kit, r.name, 8, colW - 40, true), size: 8, bold: true });
      f.ops.push({ t: 'text', at: { x: x + 36, y: f.y + 17 }, text: fitText(kit, r.text, 6.5, colW - 40), size: 6.5, colour: grey(0.2) });
    });
    f.y += 22;
  }
  // Pieces whose own properties differ from their kind's.
  const special = doc.terrain.filter((p) => Object.values(p.props ?? {}).some((v) => v !== undefined));
  for (const p of special) {
    const k = terrainKind(p.kind);
    const merged = { cover: p.props.cover ?? k?.cover ?? 'none', blocksSight: p.props.blocksSight ?? k?.blocksSight ?? false, difficult: p.props.difficult ?? k?.difficult ?? false, obstacle: p.props.obstacle ?? k?.obstacle ?? false };
    f.need(10);
    f.ops.push({ t: 'text', at: { x: f.m, y: f.y + 8 }, text: fitText(kit, `${p.props.name ?? p.id} (${k?.name ?? p.kind}, own properties): ${effects(merged, rules)}`, 6.5, f.inner), size: 6.5 });
    f.y += 10;
  }
  f.y += 4;
}

/** Roster column shares: name, experience, weapon, optimum / maximum range, role. */
const COLS = [0.27, 0.17, 0.32, 0.12, 0.12] as const;

function rosterRow(kit: TextKit, m: ScenarioModel, x: number, y: number, w: number): Op[] {
  const wp = weapon(m.weaponId);
  const exp = `${m.experience[0]?.toUpperCase() ?? ''}${m.experience.slice(1)} ${m.accuracy}+`;
  const cells: [string, number, boolean][] = [
    [m.name, COLS[0], m.nco],
    [exp, COLS[1], false],
    [wp?.name ?? m.weaponId, COLS[2], false],
    [wp ? `${wp.optimum} / ${wp.maximum}` : '?', COLS[3], false],
    [[m.nco ? 'NCO' : '', m.medic ? 'Medic' : ''].filter(Boolean).join(', '), COLS[4], false],
  ];
  const ops: Op[] = [];
  let cx = x;
  for (const [text, share, bold] of cells) {
    ops.push({ t: 'text', at: { x: cx, y }, text: fitText(kit, text, 6.5, share * w - 4, bold), size: 6.5, bold });
    cx += share * w;
  }
  return ops;
}

function roster(f: Flow, kit: TextKit, doc: Scenario): void {
  f.heading('Roster');
  const sides = ['US', 'German', ...new Set(doc.models.map((m) => m.side).filter((s) => s !== 'US' && s !== 'German'))]
    .map((side) => ({ side, models: doc.models.filter((m) => m.side === side) }))
    .filter((s) => s.models.length > 0);
  if (sides.length === 0) {
    f.ops.push({ t: 'text', at: { x: f.m, y: f.y + 9 }, text: 'No soldiers on this table.', size: 8, colour: grey(0.3) });
    f.y += 14;
    return;
  }
  // Two sides side by side; more sides in pairs below.
  for (let i = 0; i < sides.length; i += 2) {
    const pair = sides.slice(i, i + 2);
    const colW = f.inner / 2 - 6;
    const header = (): void => {
      f.need(24);
      pair.forEach((s, k) => {
        const x = f.m + k * (colW + 12);
        f.ops.push({ t: 'path', subpaths: [rectPath(x, f.y, colW, 11)], closed: true, fill: SIDE_COLOURS[s.side]?.fill ?? grey(0.9) });
        f.ops.push({ t: 'text', at: { x: x + 3, y: f.y + 8.5 }, text: fitText(kit, `${s.side}: ${s.models.length} soldier${s.models.length === 1 ? '' : 's'}`, 8, colW - 6, true), size: 8, bold: true });
        const heads: [string, number][] = [['Name', COLS[0]], ['Experience', COLS[1]], ['Weapon', COLS[2]], ['Range in', COLS[3]], ['Role', COLS[4]]];
        let cx = x;
        for (const [h, share] of heads) { f.ops.push({ t: 'text', at: { x: cx, y: f.y + 19 }, text: h, size: 6, bold: true, colour: grey(0.35) }); cx += share * colW; }
      });
      f.y += 22;
    };
    header();
    const n = Math.max(...pair.map((s) => s.models.length));
    for (let r = 0; r < n; r++) {
      if (f.y + 9 > f.bottom) { f.newPage(); header(); }
      pair.forEach((s, k) => {
        const model = s.models[r];
        if (model) f.ops.push(...rosterRow(kit, model, f.m + k * (colW + 12), f.y + 7, colW));
      });
      f.y += 9;
    }
    f.y += 6;
  }
  // Men the scenario starts wounded: the players mark them before the first turn.
  const hurt = doc.models.filter((m) => m.condition && m.condition !== 'ok');
  if (hurt.length === 0) return;
  const words = `Starting wounds: ${hurt.map((m) => `${m.name} (${m.side}, ${m.condition} wound)`).join(', ')}.`;
  for (const l of wrapText(kit, words, 7, f.inner)) {
    f.need(10);
    f.ops.push({ t: 'text', at: { x: f.m, y: f.y + 8 }, text: l, size: 7, tag: 'starting-wounds' });
    f.y += 9;
  }
  f.y += 4;
}
