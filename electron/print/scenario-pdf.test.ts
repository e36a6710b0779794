import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import sample from '../../resources/games/combat-patrol/sample-scenario.json';
import { createScenario, type Scenario } from '../../engine/games/combat-patrol';
import type { Op, PathOp, PrintPage, TextKit } from './ops';
import { layoutScenarioPrint, renderScenarioPdf, standardTextKit } from './scenario-pdf';
import { PAPER_SIZES, PRINT_MARGIN_IN, tileTable } from './tiling';

const sampleDoc = sample as unknown as Scenario;
let kit: TextKit;
beforeAll(async () => { kit = await standardTextKit(); });

const texts = (p: PrintPage): string[] => p.ops.filter((o): o is Extract<Op, { t: 'text' }> => o.t === 'text').map((o) => o.text);
const tagged = (p: PrintPage, tag: string): Op[] => p.ops.filter((o) => 'tag' in o && o.tag === tag);

/** The page's content stream(s), decoded to PDF operator text. */
function contentOf(page: PDFPage): string {
  const c = page.node.Contents();
  const streams = c instanceof PDFArray ? c.asArray().map((r) => page.doc.context.lookup(r)) : [c];
  return streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
}

describe('printing a scenario', () => {
  it('prints the sample on A4: an overview page then 35 sheets at the true page size', async () => {
    const { bytes, pages } = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: true });
    expect(pages).toBe(36);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(36);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('Crossroads at dawn');
  });

  it('prints on Letter, landscape sheets after a portrait overview', async () => {
    const { bytes, pages } = await renderScenarioPdf(sampleDoc, { paper: 'letter', overview: true });
    expect(pages).toBe(41);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    for (const page of pdf.getPages().slice(1)) expect(page.getSize()).toEqual({ width: 792, height: 612 });
  });

  it('leaves the overview out when asked: only the sheets', async () => {
    const { pages } = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: false });
    expect(pages).toBe(35);
    const layout = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit);
    expect(layout.pages.every((p) => p.kind === 'tile')).toBe(true);
    const withOverview = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: true }, kit);
    expect(withOverview.pages[0]!.kind).toBe('overview');
    expect(withOverview.pages.filter((p) => p.kind === 'overview')).toHaveLength(1);
  });

  it('a 96 x 72 table on A4 takes 112 sheets', async () => {
    const doc = { ...createScenario({ id: 'big', name: 'Big table', width: 96, height: 72 }) };
    const { pages } = await renderScenarioPdf(doc, { paper: 'a4', overview: false });
    expect(pages).toBe(112);
    expect(pages).toBe(tileTable(96, 72, 'a4').tiles.length);
  });

  it('draws at 1:1: the 1-inch check ruler is 72 pt, the 6-inch one 432 pt, on every sheet', () => {
    const { pages } = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit);
    for (const p of pages) {
      const one = tagged(p, 'ruler-1in') as PathOp[];
      const six = tagged(p, 'ruler-6in') as PathOp[];
      expect(one).toHaveLength(1);
      const [a, b] = one[0]!.subpaths[0]!;
      expect(b!.x - a!.x).toBeCloseTo(72, 9);
      expect(b!.y).toBe(a!.y);
      const [c, d] = six[0]!.subpaths[0]!;
      expect(d!.x - c!.x).toBeCloseTo(432, 9);
      expect(texts(p)).toContain('Print at 100% / actual size (no "fit to page")');
    }
  });

  it('the PDF itself carries the 72 pt ruler: its line operators in the sheet content stream', async () => {
    const { bytes } = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: false });
    const pdf = await PDFDocument.load(bytes);
    const { pages } = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit);
    const [a, b] = (tagged(pages[0]!, 'ruler-1in')[0] as PathOp).subpaths[0]!;
    const y = 841.89 - a!.y; // PDF y runs up
    const content = contentOf(pdf.getPage(0));
    expect(content).toContain(`${a!.x} ${+y.toFixed(3)} m\n${b!.x} ${+y.toFixed(3)} l`);
    expect(b!.x - a!.x).toBe(72);
  });

  it('places models 72 pt per table inch, bases at the house-rule diameter (1 in: radius 36 pt)', () => {
    const { pages, grid } = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit);
    const m = PRINT_MARGIN_IN * 72;
    const tileB3 = grid.tiles.findIndex((t) => t.label === 'B3');
    const tile = grid.tiles[tileB3]!;
    const page = pages[tileB3]!;
    for (const id of ['de1-1', 'de1-2', 'de1-3']) {
      const model = sampleDoc.models.find((x) => x.id === id)!;
      const circle = tagged(page, `model:${id}`)[0] as Extract<Op, { t: 'circle' }>;
      expect(circle.r).toBe(36);
      expect(circle.c.x).toBeCloseTo(m + (model.x - tile.x0) * 72, 9);
      expect(circle.c.y).toBeCloseTo(m + (model.y - tile.y0) * 72, 9);
    }
    // A bigger base from the scenario's house rules.
    const big = { ...sampleDoc, houseRules: { baseDiameter: 1.25 } };
    const p2 = layoutScenarioPrint(big, { paper: 'a4', overview: false }, kit).pages[tileB3]!;
    expect((tagged(p2, 'model:de1-1')[0] as Extract<Op, { t: 'circle' }>).r).toBe(45);
  });

  it('labels each sheet with its row and column', () => {
    const { pages } = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit);
    expect(pages.map((p) => (tagged(p, 'tile-label')[0] as Extract<Op, { t: 'text' }>).text).slice(0, 8)).toEqual([
      'A1 of 5 x 7', 'A2 of 5 x 7', 'A3 of 5 x 7', 'A4 of 5 x 7', 'A5 of 5 x 7', 'A6 of 5 x 7', 'A7 of 5 x 7', 'B1 of 5 x 7',
    ]);
    // Inner sheets have cut lines on all four sides; the corner sheet A1 on two.
    expect(tagged(pages[0]!, 'cut-line')).toHaveLength(2);
    expect(tagged(pages[8]!, 'cut-line')).toHaveLength(4);
  });

  it('the overview names the scenario, keys the terrain from the library, lists both rosters and the house rules', () => {
    const doc = { ...sampleDoc, houseRules: { coverHeavy: -3 } };
    const p = layoutScenarioPrint(doc, { paper: 'a4', overview: true }, kit).pages[0]!;
    const t = texts(p);
    expect(t).toContain('Crossroads at dawn');
    expect(t).toContain('stone wall');
    expect(t.find((x) => x.startsWith('heavy cover (-3)  |  does not block sight'))).toBeDefined();
    expect(t.find((x) => x.startsWith('light cover (-1)  |  blocks sight'))).toBeDefined(); // woods
    expect(t).toContain('US: 12 soldiers');
    expect(t).toContain('German: 10 soldiers');
    expect(t).toContain('MG42 gunner');
    expect(t).toContain('30 / 60'); // MG42 optimum / maximum
    expect(t).toContain('* Heavy cover: -3');
    expect(tagged(p, 'scale-bar')).toHaveLength(1);
  });

  it('the overview lists the men the scenario starts wounded, so the players mark them before the first turn', () => {
    const hurt: Scenario = { ...sampleDoc, models: sampleDoc.models.map((m, i) => (i === 0 ? { ...m, condition: 'critical' as const } : i === 1 ? { ...m, condition: 'light' as const } : m)) };
    const [a, b] = hurt.models;
    const p = layoutScenarioPrint(hurt, { paper: 'a4', overview: true }, kit).pages[0]!;
    const line = tagged(p, 'starting-wounds').map((o) => (o as Extract<Op, { t: 'text' }>).text).join(' ');
    expect(line).toBe(`Starting wounds: ${a!.name} (${a!.side}, critical wound), ${b!.name} (${b!.side}, light wound).`);
    expect(tagged(layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: true }, kit).pages[0]!, 'starting-wounds')).toHaveLength(0);
  });

  it('odd characters in names never throw: they print as their closest WinAnsi letters', async () => {
    const doc: Scenario = {
      ...sampleDoc,
      name: 'Łódź ☃ 𝔘 Ω “quotes” — 你好\u0000\ttab\nnewline',
      notes: 'Emoji 🎖️ and ź and a very-long-word-without-spaces-that-must-be-split-somehow-to-fit-the-width-of-the-page-xxxxxxxxxxxxxxxxxxxxxxxx',
      models: sampleDoc.models.map((m, i) => (i === 0 ? { ...m, name: 'Ünteroffizier ✓ Δ 🪖' } : m)),
      deploymentZones: sampleDoc.deploymentZones.map((z) => ({ ...z, label: '→ Zone ☢' })),
      objectives: [{ id: 'o', name: 'Brücke 橋', x: 10, y: 10 }],
    };
    const { pages } = await renderScenarioPdf(doc, { paper: 'letter', overview: true });
    expect(pages).toBe(41);
    expect(kit.clean('Łódź ☃ ź Schütze −1 a\nb')).toBe('?ódz ? z Schütze -1 a b');
  });

  it('an empty table prints: overview says so, the sheets show the table edge', async () => {
    const doc = createScenario({ id: 'empty', name: '' });
    const { pages } = await renderScenarioPdf(doc, { paper: 'a4', overview: true });
    expect(pages).toBe(36);
    const layout = layoutScenarioPrint(doc, { paper: 'a4', overview: true }, kit);
    expect(texts(layout.pages[0]!)).toEqual(expect.arrayContaining(['No terrain on this table.', 'No soldiers on this table.']));
    expect(tagged(layout.pages[1]!, 'table-edge')).toHaveLength(1);
  });

  it('a large roster flows onto a second overview page with every soldier listed', () => {
    const models = Array.from({ length: 200 }, (_, i) => ({ ...sampleDoc.models[i % 2 ? 0 : 12]!, id: `m${i}`, name: `Soldier ${i}`, x: 1 + (i % 40), y: 1 + Math.floor(i / 40) }));
    const doc = { ...sampleDoc, models };
    const { pages } = layoutScenarioPrint(doc, { paper: 'a4', overview: true }, kit);
    const overview = pages.filter((p) => p.kind === 'overview');
    expect(overview.length).toBeGreaterThan(1);
    const listed = overview.flatMap(texts).filter((t) => /^Soldier \d+$/.test(t));
    expect(new Set(listed).size).toBe(200);
  });

  it('grid lines print when the table grid is on, not when off', () => {
    const on = { ...sampleDoc, table: { ...sampleDoc.table, grid: { visible: true, spacing: 6 } } };
    const pOn = layoutScenarioPrint(on, { paper: 'a4', overview: false }, kit).pages[0]!;
    const pOff = layoutScenarioPrint(sampleDoc, { paper: 'a4', overview: false }, kit).pages[0]!;
    expect(tagged(pOn, 'grid').length).toBeGreaterThan(0);
    expect(tagged(pOff, 'grid')).toHaveLength(0);
  });

  it('is deterministic and leaves its input alone', async () => {
    const before = JSON.stringify(sampleDoc);
    const a = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: true });
    const b = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: true });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(JSON.stringify(sampleDoc)).toBe(before);
    expect(PAPER_SIZES.a4.width).toBe(595.28);
  });
});
