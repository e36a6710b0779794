import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateScenario, type Scenario } from '../../engine/games/combat-patrol';
import sample from '../../resources/games/combat-patrol/sample-scenario.json';
import type { ExportFile, PdfFile, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
const printed: { doc: Scenario; opts: unknown }[] = [];
beforeEach(() => {
  tmp = tempDir();
  printed.length = 0;
  const renderPdf = async (doc: Scenario, opts: { paper: 'a4' | 'letter'; overview: boolean }) => {
    printed.push({ doc, opts });
    return { bytes: new Uint8Array([37, 80, 68, 70, 45]), pages: 3 };
  };
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/sc.db`, renderPdf }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const rows = () => store.db.prepare('SELECT id, name, doc, revision FROM scenarios ORDER BY id').all();
const create = async (name = 'Hill 112', extra: Record<string, unknown> = {}) => ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name, ...extra }));

describe('scenarios service', () => {
  it('creates a blank table of the size asked, and a copy of the sample', async () => {
    const blank = await create('Hill 112', { width: 72, height: 48 });
    expect(blank.summary).toMatchObject({ name: 'Hill 112', width: 72, height: 48, models: 0, terrain: 0, revision: 0 });
    expect(blank.doc).toMatchObject({ format: 'patrol-hq-scenario', id: blank.summary.id, name: 'Hill 112', table: { width: 72, height: 48 } });
    expect(validateScenario(blank.doc).ok).toBe(true);
    const def = await create('Default');
    expect(def.summary).toMatchObject({ width: 48, height: 48 });
    const s = await create('My crossroads', { template: 'sample' });
    expect(s.summary).toMatchObject({ name: 'My crossroads', models: sample.models.length, terrain: sample.terrain.length });
    expect(s.doc.id).toBe(s.summary.id);
    expect(s.doc.models).toEqual(sample.models);
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {})).map((x) => x.name).sort()).toEqual(['Default', 'Hill 112', 'My crossroads']);
  });

  it('opens what was stored; saves raise the revision by one, each a whole document', async () => {
    const { summary, doc } = await create();
    const opened = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: summary.id }));
    expect(opened).toEqual({ summary, doc });
    const moved = { ...doc, notes: 'Dawn.', models: (sample as unknown as Scenario).models.slice(0, 2) };
    const saved = ok<ScenarioSummary>(await api.handle('scenarios.save', { id: summary.id, doc: moved, expectedRevision: 0 }));
    expect(saved).toMatchObject({ revision: 1, models: 2 });
    const again = ok<ScenarioSummary>(await api.handle('scenarios.save', { id: summary.id, doc: { ...moved, notes: 'Dusk.' } }));
    expect(again.revision).toBe(2);
    const back = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: summary.id }));
    expect(back.doc.notes).toBe('Dusk.');
    expect(back.summary.revision).toBe(2);
  });

  it('refuses a save against an older revision as stale, and writes nothing', async () => {
    const { summary, doc } = await create();
    ok(await api.handle('scenarios.save', { id: summary.id, doc: { ...doc, notes: 'first' }, expectedRevision: 0 }));
    const before = rows();
    const r = await api.handle('scenarios.save', { id: summary.id, doc: { ...doc, notes: 'second' }, expectedRevision: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'stale', message: expect.stringContaining('revision 1, not 0') } });
    expect(rows()).toEqual(before);
  });

  it("refuses an invalid document with the engine's message naming the field, and writes nothing", async () => {
    const { summary, doc } = await create();
    const before = rows();
    const bad = [
      [{ ...doc, table: { ...doc.table, width: 500 } }, 'table.width'],
      [{ ...doc, models: [{ ...(sample.models[0] as object), x: 'left' }] }, 'models[0].x'],
      [{ ...doc, format: 'something-else' }, 'format'],
      [{ ...doc, formatVersion: 9 }, 'formatVersion'],
      ['not a scenario', '(file)'],
      [null, '(file)'],
    ] as const;
    for (const [d, field] of bad) {
      const r = await api.handle('scenarios.save', { id: summary.id, doc: d });
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', detail: field, message: expect.stringContaining(field) } });
    }
    expect(rows()).toEqual(before);
  });

  it("keeps the record's id whatever id a saved document carries", async () => {
    const { summary, doc } = await create();
    ok(await api.handle('scenarios.save', { id: summary.id, doc: { ...doc, id: 'someone-else' } }));
    expect(ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: summary.id })).doc.id).toBe(summary.id);
  });

  it('renames (document too, revision raised), duplicates under a new id, deletes', async () => {
    const { summary } = await create('Orchard');
    const renamed = ok<ScenarioSummary>(await api.handle('scenarios.rename', { id: summary.id, name: '  Orchard at noon ' }));
    expect(renamed).toMatchObject({ name: 'Orchard at noon', revision: 1 });
    expect(ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: summary.id })).doc.name).toBe('Orchard at noon');
    const copy = ok<ScenarioSummary>(await api.handle('scenarios.duplicate', { id: summary.id }));
    expect(copy).toMatchObject({ name: 'Orchard at noon (copy)', revision: 0 });
    expect(copy.id).not.toBe(summary.id);
    const copyDoc = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: copy.id })).doc;
    expect(copyDoc).toMatchObject({ id: copy.id, name: 'Orchard at noon (copy)' });
    const named = ok<ScenarioSummary>(await api.handle('scenarios.duplicate', { id: summary.id, name: 'Variant B' }));
    expect(named.name).toBe('Variant B');
    expect(ok(await api.handle('scenarios.delete', { id: summary.id }))).toEqual({ id: summary.id });
    expect(await api.handle('scenarios.open', { id: summary.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {})).map((s) => s.name).sort()).toEqual(['Orchard at noon (copy)', 'Variant B']);
  });

  it('answers not-found for a missing scenario on every channel that names one', async () => {
    const { doc } = await create();
    const calls: [string, Record<string, unknown>][] = [
      ['scenarios.open', {}],
      ['scenarios.save', { doc }],
      ['scenarios.rename', { name: 'x' }],
      ['scenarios.duplicate', {}],
      ['scenarios.delete', {}],
      ['scenarios.export', {}],
      ['scenarios.print', { paper: 'a4' }],
    ];
    for (const [channel, extra] of calls) {
      expect(await api.handle(channel, { id: 'missing', ...extra }), channel).toMatchObject({ ok: false, error: { code: 'not-found' } });
    }
    expect(printed).toEqual([]);
  });

  it('exports the versioned document and imports it back equal, under a fresh id', async () => {
    const { summary, doc } = await create('Crossroads at dawn!', { template: 'sample' });
    const file = ok<ExportFile>(await api.handle('scenarios.export', { id: summary.id }));
    expect(file.fileName).toBe('crossroads-at-dawn.patrol-hq-scenario.json');
    const parsed = JSON.parse(file.text) as Scenario;
    expect(parsed).toMatchObject({ format: 'patrol-hq-scenario', formatVersion: 1 });
    expect(parsed).toEqual(doc);
    const imported = ok<ScenarioSummary>(await api.handle('scenarios.import', { text: file.text }));
    expect(imported.id).not.toBe(summary.id);
    expect(imported).toMatchObject({ name: 'Crossroads at dawn!', revision: 0, models: summary.models, terrain: summary.terrain });
    const back = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: imported.id })).doc;
    expect({ ...back, id: doc.id }).toEqual(doc);
  });

  it('refuses bad JSON, other formats, newer versions and invalid documents on import; nothing stored', async () => {
    const cases: [string, string][] = [
      ['{not json', 'not valid JSON'],
      [JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1 }), 'format must be "patrol-hq-scenario"'],
      [JSON.stringify([1, 2]), 'not a Patrol HQ scenario'],
      [JSON.stringify({ ...sample, formatVersion: 2 }), 'newer Patrol HQ'],
      [JSON.stringify({ ...sample, table: { ...sample.table, height: 3 } }), 'table.height'],
      [JSON.stringify({ ...sample, models: [{ ...sample.models[0], accuracy: 'four' }] }), 'models[0].accuracy'],
    ];
    for (const [text, words] of cases) {
      const r = await api.handle('scenarios.import', { text });
      expect(r, words).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining(words) } });
    }
    expect(rows()).toEqual([]);
  });

  it('prints through the PDF renderer with the paper and overview asked, as base64 with a file name', async () => {
    const { summary, doc } = await create('Bocage', { template: 'sample' });
    const pdf = ok<PdfFile>(await api.handle('scenarios.print', { id: summary.id, paper: 'letter' }));
    expect(pdf).toEqual({ fileName: 'bocage-letter.pdf', base64: Buffer.from('%PDF-').toString('base64'), pages: 3 });
    expect(printed).toEqual([{ doc, opts: { paper: 'letter', overview: true } }]);
    ok(await api.handle('scenarios.print', { id: summary.id, paper: 'a4', overview: false }));
    expect(printed[1]?.opts).toEqual({ paper: 'a4', overview: false });
  });
});

describe('print progress', () => {
  it('jobs.progress tells how far a print with a job id has gone while it runs, and nothing once it answered', async () => {
    const t = tempDir();
    let step: (() => void) | null = null;
    const renderPdf = async (_doc: Scenario, _o: unknown, onProgress?: (p: { done: number; total: number; stage: string }) => void) => {
      for (let done = 1; done <= 3; done++) {
        onProgress?.({ done, total: 3, stage: `Drawing sheet ${done} of 3` });
        await new Promise<void>((r) => (step = r));
      }
      return { bytes: new Uint8Array([37, 80, 68, 70]), pages: 3 };
    };
    const fx = fixtureApi({ dbPath: `${t.dir}/j.db`, renderPdf });
    try {
      const rec = ok<ScenarioRecord>(await fx.api.handle('scenarios.create', { name: 'Slow', template: 'sample' }));
      expect(ok(await fx.api.handle('jobs.progress', { job: 'p1' }))).toBeNull();
      const printing = fx.api.handle('scenarios.print', { id: rec.summary.id, paper: 'a4', job: 'p1' });
      const seen: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setImmediate(r));
        seen.push(ok(await fx.api.handle('jobs.progress', { job: 'p1' })));
        step!();
      }
      expect(seen).toEqual([1, 2, 3].map((done) => ({ job: 'p1', done, total: 3, stage: `Drawing sheet ${done} of 3` })));
      expect(ok<PdfFile>(await printing).pages).toBe(3);
      expect(ok(await fx.api.handle('jobs.progress', { job: 'p1' }))).toBeNull();
    } finally {
      fx.store.close();
      t.cleanup();
    }
  });
});

describe('scenarios.print with the real renderer', () => {
  it('returns a PDF file', async () => {
    const t = tempDir();
    const fx = fixtureApi({ dbPath: `${t.dir}/pdf.db` });
    try {
      const rec = ok<ScenarioRecord>(await fx.api.handle('scenarios.create', { name: 'Print me', template: 'sample' }));
      const pdf = ok<PdfFile>(await fx.api.handle('scenarios.print', { id: rec.summary.id, paper: 'a4' }));
      expect(Buffer.from(pdf.base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
    } finally {
      fx.store.close();
      t.cleanup();
    }
  }, 60_000);
});
