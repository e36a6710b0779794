import { describe, expect, it } from 'vitest';
import sample from '../../resources/games/combat-patrol/sample-scenario.json';
import { createScenario, type Scenario } from '../../engine/games/combat-patrol';
import type { TextKit } from './ops';
import { overviewPages } from './overview-page';
import { printInWorker } from './print-job';
import { renderScenarioPdf, type PrintProgress } from './scenario-pdf';
import { tileTable } from './tiling';

const sampleDoc = sample as unknown as Scenario;

/** Fixed-width metrics: the layout's shape without the cost of real font widths. */
const monoKit: TextKit = { clean: (t) => String(t), width: (t, size) => String(t).length * size * 0.5 };

function crowd(n: number, width = 48, height = 48): Scenario {
  const doc = createScenario({ id: 'crowd', name: 'Crowd', width, height });
  const base = sampleDoc.models[0]!;
  for (let i = 0; i < n; i++) doc.models.push({ ...base, id: `m${i}`, name: `Soldier ${i}`, side: i % 2 ? 'German' : 'US', x: (i * 7.3) % width, y: (i * 3.1) % height, facing: i % 360 });
  return doc;
}

describe('print jobs on a worker thread', () => {
  it('give the same PDF as printing in this process, and report progress step by step to the end', async () => {
    const steps: PrintProgress[] = [];
    const out = await printInWorker({ docText: JSON.stringify(sampleDoc), paper: 'a4', overview: true }, (p) => steps.push(p));
    const local = await renderScenarioPdf(sampleDoc, { paper: 'a4', overview: true });
    expect(out).toMatchObject({ type: 'done', pages: 36 });
    if (out.type !== 'done') return;
    expect(Buffer.from(out.base64, 'base64').equals(Buffer.from(local.bytes))).toBe(true);
    expect(steps.length).toBeGreaterThanOrEqual(37); // overview, 35 sheets, writing the file
    expect(steps.every((s, i) => i === 0 || s.done >= steps[i - 1]!.done)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ done: 37, total: 37 });
    expect(steps.map((s) => s.stage)).toContain('Drawing sheet 12 of 35');
  }, 60_000);

  it('refuse a stored document that is not JSON or breaks the scenario rules, in words', async () => {
    expect(await printInWorker({ docText: '{"format": "patrol', paper: 'a4', overview: true })).toEqual({ type: 'invalid', reason: 'its document cannot be read (not valid JSON)' });
    const bad = JSON.stringify({ ...sampleDoc, models: [{ ...sampleDoc.models[0], x: 'INF' }] }).replace('"INF"', '1e999');
    const out = await printInWorker({ docText: bad, paper: 'a4', overview: true });
    expect(out).toEqual({ type: 'invalid', reason: 'its document breaks the scenario rules (models[0].x is not a finite number)' });
  }, 60_000);

  it('run one at a time: a second job waits its turn and says so', async () => {
    const first: PrintProgress[] = [];
    const second: PrintProgress[] = [];
    const a = printInWorker({ docText: JSON.stringify(crowd(10)), paper: 'a4', overview: false }, (p) => first.push(p));
    const b = printInWorker({ docText: JSON.stringify(crowd(10)), paper: 'a4', overview: false }, (p) => second.push(p));
    expect(second[0]?.stage).toBe('Waiting for another print to finish');
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.type).toBe('done');
    expect(rb.type).toBe('done');
    expect(second.at(-1)?.done).toBe(second.at(-1)?.total);
  }, 60_000);
});

describe('the overview of a huge table', () => {
  it('lays out 100,000 soldiers without overflowing the stack', () => {
    const doc = crowd(100_000, 12, 12);
    const pages = overviewPages(doc, 'a4', tileTable(12, 12, 'a4'), monoKit);
    expect(pages.length).toBeGreaterThan(100); // the roster flows on
    const drawn = pages[0]!.ops.filter((o) => 'tag' in o && String(o.tag).startsWith('model:')).length;
    expect(drawn).toBe(100_000);
  }, 60_000);
});
