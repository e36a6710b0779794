import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { GiView, ServiceLine } from '../api/contract';
import { firstRoster } from '../../engine/campaign/testing';
import { layoutCampaignPrint, renderCampaignPdf, serviceLineText, type CampaignPrintData } from './campaign-pdf';
import { printCampaignInWorker } from './campaign-print-job';
import type { PrintPage, TextOp } from './ops';
import { standardTextKit } from './scenario-pdf';

const texts = (pages: PrintPage[]) => pages.flatMap((p) => p.ops.filter((o): o is TextOp => o.t === 'text').map((o) => o.text));

function data(size: number): CampaignPrintData {
  const roster: GiView[] = firstRoster(4, size).map((g, i) => (i === 1 ? { ...g, status: 'killed', fellIn: 0, gamesPlayed: 1 } : g));
  const line: ServiceLine = { gameSeq: 0, gameName: 'Endless Patrol', outcome: 'win', playedAt: '2026-03-01', fate: 'killed', severity: null, gamesOut: 0, foes: 2, change: '' };
  return {
    name: 'Easy Company',
    subtitle: '1 game played',
    roster,
    records: { [roster[1]!.id]: [line], [roster[2]!.id]: [{ ...line, fate: 'wounded', severity: 'light', gamesOut: 1, foes: 0, change: 'Promoted to PFC' }] },
    memorial: [{ gi: roster[1]!.id, name: roster[1]!.name, rank: roster[1]!.rank, status: 'killed', fellIn: 0, gameName: 'Endless Patrol', playedAt: '2026-03-01', gamesPlayed: 1, foesDefeated: 2 }],
    timeline: [{ seq: 0, game: 'endless-patrol', gameName: 'Endless Patrol', outcome: 'win', summary: 'Fought through.', playedAt: '2026-03-01T10:00:00Z', saveId: null, squad: 15, fitAfter: 14, aliveAfter: 15, killed: [roster[1]!.name], missing: [], wounded: [roster[2]!.name], joined: [] }],
  };
}

describe('campaign log PDF', () => {
  it('lays out the roster, timeline, service records and memorial, with page footers', async () => {
    const kit = await standardTextKit();
    const d = data(15);
    const pages = layoutCampaignPrint(d, 'a4', kit);
    const all = texts(pages);
    expect(all).toContain('Easy Company');
    expect(all).toContain('Roster (15)');
    expect(all).toContain('Memorial (1)');
    expect(all.some((t) => t.startsWith(`Sgt. ${d.roster[0]!.name}`))).toBe(true);
    expect(all).toContain('Game 1, Endless Patrol (won): light wound, 1 game out. Promoted to PFC');
    expect(all.filter((t) => /^page \d+ of \d+$/.test(t))).toHaveLength(pages.length);
  });

  it('runs a long roster onto more pages, repeating the table header and keeping every row inside the margins', async () => {
    const kit = await standardTextKit();
    const pages = layoutCampaignPrint(data(300), 'letter', kit);
    expect(pages.length).toBeGreaterThan(5);
    const headers = pages.filter((p) => p.ops.some((o) => o.t === 'text' && o.text === 'Experience'));
    expect(headers.length).toBeGreaterThan(4);
    for (const p of pages) for (const o of p.ops) if (o.t === 'text') expect(o.at.y).toBeLessThan(p.height - 20);
  });

  it('words a service line', () => {
    expect(serviceLineText({ gameSeq: 2, gameName: 'The Lost Patrol', outcome: 'loss', playedAt: '', fate: 'missing', severity: null, gamesOut: 0, foes: 0, change: '' })).toBe('Game 3, The Lost Patrol (lost): missing');
  });

  it('renders the same PDF on the worker thread as in this process', async () => {
    const d = data(40);
    const here = await renderCampaignPdf(d, 'a4');
    const there = await printCampaignInWorker(d, 'a4');
    expect(there.pages).toBe(here.pages);
    expect(Buffer.from(there.base64, 'base64').equals(Buffer.from(here.bytes))).toBe(true);
    expect(Buffer.from(there.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps this thread free while a long log prints on the worker (its event loop mostly idle, timers on time)', async () => {
    const d = data(400);
    const lines = Array.from({ length: 12 }, (_, i) => ({ ...d.records[d.roster[1]!.id]![0]!, gameSeq: i }));
    for (const g of d.roster) d.records[g.id] = lines; // 4,800 service record lines: well over a hundred pages
    await printCampaignInWorker(data(5), 'a4'); // the worker is up before measuring
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    const pdf = await printCampaignInWorker(d, 'letter');
    const elapsed = performance.now() - started;
    const busy = performance.eventLoopUtilization(before).utilization;
    clearInterval(timer);
    expect(pdf.pages).toBeGreaterThan(100);
    // Printing here would keep this loop busy the whole time (utilization near 1) and no timer would fire.
    expect(busy).toBeLessThan(0.5);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });
});
