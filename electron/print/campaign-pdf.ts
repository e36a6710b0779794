/**
 * The campaign log as a printable PDF: the roster, every GI's service record and the memorial,
 * flowing over as many A4 or Letter pages as they need, each page with its footer ("page 3 of
 * 12"). Layout builds the display list (ops.ts) and paint.ts paints it, as for scenarios.
 * Pure: the same log gives the same bytes (the PDF's dates are fixed).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { RANK_TITLES, ROLE_NAMES } from '../../engine/campaign/types';
import type { GiView, MemorialEntry, ServiceLine, TimelineGame } from '../api/contract';
import { BLACK, grey, line, type Op, type PrintPage, type Rgb, type TextKit } from './ops';
import { paintPages } from './paint';
import { PRINT_DATE, type PrintProgress } from './scenario-pdf';
import { fitText, fontTextKit } from './text';
import { PAPER_SIZES, type Paper } from './tiling';

export interface CampaignPrintData {
  name: string;
  /** One line under the title: games, strength, rules. */
  subtitle: string;
  roster: GiView[];
  /** Service record lines by GI id (GIs with none are left out of that section). */
  records: Record<string, ServiceLine[]>;
  memorial: MemorialEntry[];
  timeline: TimelineGame[];
}

const MARGIN = 42;
const FOOTER = 28;
const ROW = 13;
const SIZE = 8.5;

const STATUS: Record<string, string> = { active: 'Active', wounded: 'Wounded', killed: 'Killed', missing: 'Missing' };
const EXPERIENCE: Record<string, string> = { inexperienced: 'Inexperienced', regular: 'Regular', veteran: 'Veteran' };
const OUTCOME: Record<string, string> = { win: 'won', loss: 'lost', draw: 'drawn' };

export const titledName = (g: { rank: GiView['rank']; name: string }): string => `${RANK_TITLES[g.rank]} ${g.name}`;

function statusText(g: GiView): string {
  return g.status === 'wounded' ? `Wounded (${g.gamesOut} game${g.gamesOut === 1 ? '' : 's'} out)` : STATUS[g.status] ?? g.status;
}

/** One line of a service record in words. */
export function serviceLineText(l: ServiceLine): string {
  const fate =
    l.fate === 'wounded' ? `${l.severity ?? ''} wound${l.gamesOut ? `, ${l.gamesOut} game${l.gamesOut === 1 ? '' : 's'} out` : ''}`.trim()
    : l.fate === 'unhurt' ? 'came through unhurt'
    : l.fate;
  const foes = l.foes ? `, ${l.foes} foe${l.foes === 1 ? '' : 's'} defeated` : '';
  return `Game ${l.gameSeq + 1}, ${l.gameName} (${OUTCOME[l.outcome] ?? l.outcome}): ${fate}${foes}${l.change ? `. ${l.change}` : ''}`;
}

interface Column { title: string; width: number; align?: 'left' | 'right' }

/** A flowing page layout: a cursor down the page, a new page when the next row does not fit. */
class Flow {
  readonly pages: PrintPage[] = [];
  private ops: Op[] = [];
  private y = 0;
  readonly width: number;
  readonly height: number;

  constructor(paper: Paper, private readonly kit: TextKit) {
    ({ width: this.width, height: this.height } = PAPER_SIZES[paper]);
    this.newPage();
  }

  get inner(): number {
    return this.width - 2 * MARGIN;
  }

  newPage(): void {
    this.ops = [];
    this.pages.push({ kind: 'report', width: this.width, height: this.height, ops: this.ops });
    this.y = MARGIN;
  }

  /** Room for `h` more points on this page, or a new page. */
  need(h: number): void {
    if (this.y + h > this.height - MARGIN - FOOTER) this.newPage();
  }

  text(text: string, size: number, opts: { bold?: boolean; colour?: Rgb; gap?: number } = {}): void {
    this.need(size * 1.5);
    this.y += size * 1.15;
    this.ops.push({ t: 'text', at: { x: MARGIN, y: this.y }, text: fitText(this.kit, text, size, this.inner, opts.bold), size, bold: opts.bold, colour: opts.colour });
    this.y += opts.gap ?? size * 0.45;
  }

  heading(text: string): void {
    this.need(60); // never a heading alone at the foot of a page
    this.y += 8;
    this.text(text, 14, { bold: true });
    this.ops.push(line({ x: MARGIN, y: this.y }, { x: this.width - MARGIN, y: this.y }, grey(0.3), 0.8));
    this.y += 6;
  }

  private row(cells: string[], cols: Column[], bold: boolean, shade: boolean): void {
    this.need(ROW);
    if (shade) this.ops.push({ t: 'path', subpaths: [[{ x: MARGIN, y: this.y }, { x: this.width - MARGIN, y: this.y }, { x: this.width - MARGIN, y: this.y + ROW }, { x: MARGIN, y: this.y + ROW }]], closed: true, fill: grey(0.93) });
    let x = MARGIN + 3;
    cols.forEach((c, i) => {
      const text = fitText(this.kit, cells[i] ?? '', SIZE, c.width - 6, bold);
      const at = c.align === 'right' ? { x: x + c.width - 6, y: this.y + ROW - 3.5 } : { x, y: this.y + ROW - 3.5 };
      this.ops.push({ t: 'text', at, text, size: SIZE, bold, align: c.align ?? 'left', colour: BLACK });
      x += c.width;
    });
    this.y += ROW;
  }

  /** A table whose header repeats at the top of each page it runs onto. */
  table(cols: Column[], rows: string[][]): void {
    const scale = this.inner / cols.reduce((n, c) => n + c.width, 0);
    const fitted = cols.map((c) => ({ ...c, width: c.width * scale }));
    const header = fitted.map((c) => c.title);
    this.need(ROW * 2);
    this.row(header, fitted, true, false);
    rows.forEach((r, i) => {
      const before = this.pages.length;
      this.need(ROW);
      if (this.pages.length !== before) this.row(header, fitted, true, false);
      this.row(r, fitted, false, i % 2 === 1);
    });
    this.y += 6;
  }

  /** Footers once the page count is known. */
  finish(name: string): PrintPage[] {
    const total = this.pages.length;
    this.pages.forEach((p, i) => {
      const y = this.height - MARGIN + 6;
      p.ops.push(line({ x: MARGIN, y: y - 12 }, { x: this.width - MARGIN, y: y - 12 }, grey(0.7), 0.5));
      p.ops.push({ t: 'text', at: { x: MARGIN, y }, text: fitText(this.kit, `Patrol HQ campaign log: ${name}`, 8, this.inner - 90), size: 8, colour: grey(0.35) });
      p.ops.push({ t: 'text', at: { x: this.width - MARGIN, y }, text: `page ${i + 1} of ${total}`, size: 8, align: 'right', colour: grey(0.35) });
    });
    return this.pages;
  }
}

/** The pages as a display list (the test hook: text and geometry in points, nothing painted yet). */
export function layoutCampaignPrint(data: CampaignPrintData, paper: Paper, kit: TextKit): PrintPage[] {
  const f = new Flow(paper, kit);
  f.text(data.name, 20, { bold: true });
  f.text(data.subtitle, 10, { colour: grey(0.3), gap: 10 });

  f.heading(`Roster (${data.roster.length})`);
  f.table(
    [
      { title: 'Name', width: 146 },
      { title: 'Role', width: 70 },
      { title: 'Status', width: 95 },
      { title: 'Games', width: 38, align: 'right' },
      { title: 'Foes', width: 34, align: 'right' },
      { title: 'Wounds', width: 50, align: 'right' },
      { title: 'Experience', width: 66 },
      { title: 'Joined', width: 60 },
    ],
    data.roster.map((g) => [titledName(g), ROLE_NAMES[g.role], statusText(g), `${g.gamesPlayed}`, `${g.foesDefeated}`, `${g.woundsTaken}`, EXPERIENCE[g.experience] ?? g.experience, g.joined]),
  );

  f.heading('Timeline');
  if (data.timeline.length === 0) f.text('No games played yet.', 10);
  for (const t of data.timeline) {
    const fell = [...t.killed.map((n) => `${n} (killed)`), ...t.missing.map((n) => `${n} (missing)`)];
    f.text(`Game ${t.seq + 1}: ${t.gameName}, ${OUTCOME[t.outcome] ?? t.outcome} on ${t.playedAt.slice(0, 10)}. ${t.summary}`, 9, { bold: true, gap: 2 });
    if (fell.length) f.text(`Fell: ${fell.join(', ')}`, 8.5, { gap: 2 });
    if (t.wounded.length) f.text(`Wounded: ${t.wounded.join(', ')}`, 8.5, { gap: 2 });
    if (t.joined.length) f.text(`Joined after it: ${t.joined.join(', ')}`, 8.5, { gap: 4 });
  }

  f.heading('Service records');
  const served = data.roster.filter((g) => (data.records[g.id] ?? []).length > 0);
  if (served.length === 0) f.text('No GI has taken part in a game yet.', 10);
  for (const g of served) {
    f.need(ROW * 3);
    f.text(`${titledName(g)}: ${ROLE_NAMES[g.role]}, ${statusText(g)}, joined ${g.joined}`, 9.5, { bold: true, gap: 2 });
    for (const l of data.records[g.id] ?? []) f.text(serviceLineText(l), 8.5, { gap: 2 });
    if (g.notes.trim()) f.text(`Notes: ${g.notes.trim()}`, 8.5, { colour: grey(0.3), gap: 2 });
  }

  f.heading(`Memorial (${data.memorial.length})`);
  if (data.memorial.length === 0) f.text('No one has fallen.', 10);
  else
    f.table(
      [
        { title: 'Name', width: 170 },
        { title: '', width: 60 },
        { title: 'Fell in', width: 150 },
        { title: 'Games', width: 40, align: 'right' },
        { title: 'Foes', width: 40, align: 'right' },
      ],
      data.memorial.map((m) => [titledName(m), m.status === 'killed' ? 'Killed' : 'Missing', m.fellIn === null ? '' : `Game ${m.fellIn + 1}, ${m.gameName}`, `${m.gamesPlayed}`, `${m.foesDefeated}`]),
    );
  return f.finish(data.name);
}

/** Renders the log, telling `onProgress` after the layout and after each page painted (then once more when saved). */
export async function renderCampaignPdf(
  data: CampaignPrintData,
  paper: Paper,
  onProgress: (p: PrintProgress) => void = () => {},
): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const kit = fontTextKit(regular, bold);
  const pages = layoutCampaignPrint(data, paper, kit);
  // Steps: the layout, each page, the saving.
  const total = pages.length + 2;
  onProgress({ done: 1, total, stage: `Laid out ${pages.length} page${pages.length === 1 ? '' : 's'}` });
  pages.forEach((p, i) => {
    paintPages(pdf, [p], { regular, bold, clean: kit.clean });
    onProgress({ done: i + 2, total, stage: `Writing page ${i + 1} of ${pages.length}` });
  });
  pdf.setTitle(kit.clean(`Campaign log: ${data.name}`));
  pdf.setSubject('Patrol HQ campaign log: roster, service records, memorial');
  pdf.setCreator('Patrol HQ');
  pdf.setProducer('Patrol HQ (pdf-lib)');
  pdf.setCreationDate(PRINT_DATE);
  pdf.setModificationDate(PRINT_DATE);
  const bytes = await pdf.save({ useObjectStreams: true });
  onProgress({ done: total, total, stage: 'Done' });
  return { bytes, pages: pdf.getPageCount() };
}
