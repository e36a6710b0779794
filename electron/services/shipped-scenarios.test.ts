import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateScenario, type Scenario } from '../../engine/games/combat-patrol';
import { SHIPPED_SCENARIOS } from '../../engine/games/combat-patrol/shipped-scenarios';
import { SHIPPED_TABLES } from '../../engine/games/combat-patrol/shipped-tables';
import type { ExportFile, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/shipped.db` }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

describe('scenarios.create from a shipped table', () => {
  it('makes an editable copy of each shipped scenario: its table, men, briefing, settings and balance, under a new id and the name given', async () => {
    for (const { id } of SHIPPED_TABLES) {
      const shipped = SHIPPED_SCENARIOS[id] as Scenario;
      const rec = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name: `My ${id}`, template: id }));
      expect(rec.doc.id, id).toBe(rec.summary.id);
      expect(rec.doc.id).not.toBe(shipped.id);
      expect(rec.doc).toEqual({ ...shipped, id: rec.summary.id, name: `My ${id}` });
      expect(validateScenario(rec.doc).ok).toBe(true);
      // The copy is the user's: it saves like any table.
      const saved = ok<ScenarioSummary>(await api.handle('scenarios.save', { id: rec.summary.id, doc: { ...rec.doc, notes: 'changed' } }));
      expect(saved.revision).toBe(1);
    }
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}))).toHaveLength(SHIPPED_TABLES.length);
  });

  it('keeps the briefing and the balance record through export and import', async () => {
    const rec = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name: 'Farm', template: 'clear-the-farm' }));
    const file = ok<ExportFile>(await api.handle('scenarios.export', { id: rec.summary.id }));
    const back = ok<ScenarioSummary>(await api.handle('scenarios.import', { text: file.text }));
    const doc = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: back.id })).doc;
    expect(doc.balance).toEqual(rec.doc.balance);
    expect(doc.balance?.battles).toBeGreaterThan(0);
    expect(doc.notes).toBe(rec.doc.notes);
    expect(doc.battle).toEqual(rec.doc.battle);
  });

  it('refuses a template it does not ship, naming it and the ones it has, and stores nothing', async () => {
    const r = await api.handle('scenarios.create', { name: 'Nope', template: 'battle-of-the-bulge' });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('"battle-of-the-bulge"') } });
    expect((r as { error: { message: string } }).error.message).toContain('hedgerow-ambush');
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}))).toEqual([]);
  });
});
