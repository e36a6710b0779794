/**
 * Prints a Combat Patrol! scenario to PDF: the table at true 1:1 scale tiled over A4 or Letter
 * pages (first version: tiles with the table edge, terrain and models; overview to follow).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { houseRulesOf, resolveTerrain, type Scenario } from '../../engine/games/combat-patrol';
import { polylineToPolygon } from '../../engine/geometry';

const PT = 72;
const PAPER = { a4: { w: 595.28, h: 841.89 }, letter: { w: 612, h: 792 } } as const;
const MARGIN = 0.4 * PT;
const OVERLAP = 0.5;

export async function renderScenarioPdf(doc: Scenario, opts: { paper: 'a4' | 'letter'; overview: boolean }): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(Date.UTC(2000, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2000, 0, 1)));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const paper = PAPER[opts.paper];
  const aw = (paper.w - 2 * MARGIN) / PT;
  const ah = (paper.h - 2 * MARGIN) / PT;
  const cols = Math.max(1, Math.ceil((doc.table.width - OVERLAP) / (aw - OVERLAP)));
  const rows = Math.max(1, Math.ceil((doc.table.height - OVERLAP) / (ah - OVERLAP)));
  const terrain = resolveTerrain(doc);
  const r = houseRulesOf(doc).baseDiameter / 2;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const page = pdf.addPage([paper.w, paper.h]);
      const x0 = col * (aw - OVERLAP);
      const y0 = row * (ah - OVERLAP);
      const toSvg = (x: number, y: number): string => `${(MARGIN + (x - x0) * PT).toFixed(2)} ${(MARGIN + (y - y0) * PT).toFixed(2)}`;
      const path = (pts: { x: number; y: number }[]): string => pts.map((p, i) => `${i ? 'L' : 'M'}${toSvg(p.x, p.y)}`).join(' ') + ' Z';
      for (const t of terrain) {
        const pts = t.closed ? t.points : polylineToPolygon(t.points, t.width);
        page.drawSvgPath(path(pts), { x: 0, y: paper.h, color: rgb(0.7, 0.7, 0.7), borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.5 });
      }
      page.drawSvgPath(path([{ x: 0, y: 0 }, { x: doc.table.width, y: 0 }, { x: doc.table.width, y: doc.table.height }, { x: 0, y: doc.table.height }]), { x: 0, y: paper.h, borderColor: rgb(0, 0, 0), borderWidth: 1 });
      for (const m of doc.models) {
        page.drawCircle({ x: MARGIN + (m.x - x0) * PT, y: paper.h - MARGIN - (m.y - y0) * PT, size: r * PT, borderColor: rgb(0, 0, 0), borderWidth: 0.75 });
      }
      page.drawText(`${String.fromCharCode(65 + row)}${col + 1} of ${rows} x ${cols}`, { x: MARGIN, y: MARGIN / 2, size: 8, font });
    }
  }
  const bytes = await pdf.save();
  return { bytes, pages: pdf.getPageCount() };
}
