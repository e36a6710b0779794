/**
 * Prints a Combat Patrol! scenario to PDF: an optional overview page (name, the table at reduced
 * scale, terrain key, roster, house rules) then the table at TRUE 1:1 scale (72 points to the
 * inch) tiled over A4 or Letter sheets, portrait or landscape, whichever needs fewer. Each sheet
 * has a 0.4 in blank margin, shares 0.5 in with its neighbours (cut line and registration crosses
 * marked), and carries its label ("B3 of 3 x 4"), "print at 100%" and 1-inch and 6-inch check rulers.
 * Pure: the same document always gives the same bytes (the PDF's dates are fixed).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Scenario } from '../../engine/games/combat-patrol';
import { append, type PrintPage, type TextKit } from './ops';
import { overviewPages } from './overview-page';
import { paintPages } from './paint';
import { fontTextKit } from './text';
import { tilePage } from './tile-page';
import { tileTable, type Paper, type TileGrid } from './tiling';

export interface PrintOptions { paper: Paper; overview: boolean }

/** How far a print has gone: `done` of `total` steps (the overview, each sheet, writing the file). */
export interface PrintProgress { done: number; total: number; stage: string }

/** The PDF's creation and modification date: fixed so printing is deterministic. */
export const PRINT_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

export interface PrintLayout { grid: TileGrid; pages: PrintPage[] }

/** The pages as a display list (the test hook: geometry in points, nothing painted yet). */
export function layoutScenarioPrint(doc: Scenario, opts: PrintOptions, kit: TextKit): PrintLayout {
  const grid = tileTable(doc.table.width, doc.table.height, opts.paper);
  const pages: PrintPage[] = [];
  if (opts.overview) append(pages, overviewPages(doc, opts.paper, grid, kit));
  for (const tile of grid.tiles) pages.push(tilePage(doc, grid, tile, kit));
  return { grid, pages };
}

async function newPdf(): Promise<{ pdf: PDFDocument; kit: TextKit; fonts: Parameters<typeof paintPages>[2] }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const kit = fontTextKit(regular, bold);
  return { pdf, kit, fonts: { regular, bold, clean: kit.clean } };
}

/** A text kit with the real Helvetica metrics, for tests and previews of the layout. */
export async function standardTextKit(): Promise<TextKit> {
  return (await newPdf()).kit;
}

/**
 * The PDF. Pages are laid out and painted one sheet at a time (the same pages as
 * layoutScenarioPrint), telling `onProgress` after each: the print worker passes it on to the client.
 */
export async function renderScenarioPdf(
  doc: Scenario,
  opts: { paper: 'a4' | 'letter'; overview: boolean },
  onProgress?: (p: PrintProgress) => void,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const { pdf, kit, fonts } = await newPdf();
  const grid = tileTable(doc.table.width, doc.table.height, opts.paper);
  const total = grid.tiles.length + (opts.overview ? 1 : 0) + 1;
  let done = 0;
  const step = (stage: string) => onProgress?.({ done: ++done, total, stage });
  onProgress?.({ done, total, stage: opts.overview ? 'Drawing the overview' : `Drawing sheet 1 of ${grid.tiles.length}` });
  if (opts.overview) {
    paintPages(pdf, overviewPages(doc, opts.paper, grid, kit), fonts);
    step(`Drawing sheet 1 of ${grid.tiles.length}`);
  }
  grid.tiles.forEach((tile, i) => {
    paintPages(pdf, [tilePage(doc, grid, tile, kit)], fonts);
    step(i + 1 < grid.tiles.length ? `Drawing sheet ${i + 2} of ${grid.tiles.length}` : 'Writing the PDF file');
  });
  pdf.setTitle(kit.clean(doc.name || 'Scenario'));
  pdf.setSubject('Combat Patrol! scenario, table at 1:1 scale');
  pdf.setCreator('Patrol HQ');
  pdf.setProducer('Patrol HQ (pdf-lib)');
  pdf.setCreationDate(PRINT_DATE);
  pdf.setModificationDate(PRINT_DATE);
  const bytes = await pdf.save({ useObjectStreams: true });
  step('Done');
  return { bytes, pages: pdf.getPageCount() };
}
