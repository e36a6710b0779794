import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../engine/games/combat-patrol';
import { SHIPPED_SCENARIOS } from '../../engine/games/combat-patrol/shipped-scenarios';
import type { BalanceView, ExportFile, ImportedScenario, RecordedBalanceView, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

/**
 * The balance check and the balance a scenario file records are one record: a current check is
 * exported as the file's `balance`; a file's record (or a shipped table's) is shown by the balance
 * panel's `scenarios.balanceResult`, marked as from the file and out of date once the table changes.
 */
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/bf.db`, now: () => new Date('2026-12-02T10:00:00.000Z') }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Shown = BalanceView | RecordedBalanceView | null;
const create = async (template: string) => ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name: 'Table', template }));
const result = async (id: string) => ok<Shown>(await api.handle('scenarios.balanceResult', { id }));
const exported = async (id: string) => JSON.parse(ok<ExportFile>(await api.handle('scenarios.export', { id })).text) as Scenario;
const moveFirstMan = async (id: string, doc: Scenario) => {
  const moved = structuredClone(doc);
  moved.models[0]!.x += 2;
  ok(await api.handle('scenarios.save', { id, doc: moved }));
};

describe('a balance check carried by the scenario file', () => {
  it('a finished check of the table goes into the exported file; imported, the balance panel shows it as the file\'s, current until the table changes', async () => {
    const s = await create('sample');
    const view = ok<BalanceView>(await api.handle('scenarios.balance', { id: s.summary.id, job: 'f1', games: 4, levels: ['random', 'random'], seed: 9 }));
    const file = await exported(s.summary.id);
    const wins = { US: view.sides.US.wins, German: view.sides.German.wins, draw: 4 - view.sides.US.wins - view.sides.German.wins };
    // The battles' luck goes with them, so the file's record shows the chances the check showed.
    expect(view.luck?.x).toHaveLength(2);
    expect(file.balance).toEqual({ level: 'random', battles: 4, firstSeed: 9, wins, measured: '2026-12-02', table: view.fingerprint, luck: view.luck });

    const imported = ok<ScenarioSummary>(await api.handle('scenarios.import', { text: JSON.stringify(file) }));
    const shown = await result(imported.id);
    expect(shown).toMatchObject({ from: 'file', scenarioId: imported.id, record: file.balance, games: 4, current: true });
    // The same figures in the same words as the check's.
    expect((shown as RecordedBalanceView).sides.US.text).toBe(view.sides.US.text);
    expect((shown as RecordedBalanceView).sides.German.text).toBe(view.sides.German.text);

    const opened = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: imported.id }));
    await moveFirstMan(imported.id, opened.doc);
    expect(await result(imported.id)).toMatchObject({ from: 'file', current: false });
  }, 120_000);

  it('a shipped table shows its recorded balance; a check of it replaces the record in the export, an out-of-date check never does', async () => {
    const s = await create('meeting-engagement');
    const shipped = (SHIPPED_SCENARIOS['meeting-engagement'] as Scenario).balance!;
    expect(await result(s.summary.id)).toMatchObject({ from: 'file', record: shipped, games: shipped.battles, draws: shipped.wins.draw, current: true });
    expect((await exported(s.summary.id)).balance).toEqual(shipped);

    const view = ok<BalanceView>(await api.handle('scenarios.balance', { id: s.summary.id, job: 'f2', games: 2, levels: ['tactical', 'random'], seed: 3 }));
    expect(await result(s.summary.id)).toMatchObject({ from: 'check', games: 2, current: true });
    expect((await exported(s.summary.id)).balance).toMatchObject({ level: 'tactical', against: 'random', battles: 2, firstSeed: 3, table: view.fingerprint });

    // The table changes: both are out of date; the panel shows the check (marked so), the file keeps the shipped record.
    await moveFirstMan(s.summary.id, s.doc);
    expect(await result(s.summary.id)).toMatchObject({ from: 'check', current: false });
    expect((await exported(s.summary.id)).balance).toEqual(shipped);
  }, 120_000);

  it('a file whose balance record is malformed comes in without it, saying why; nothing else of the table is lost', async () => {
    const s = await create('meeting-engagement');
    const file = await exported(s.summary.id);
    const cases: [unknown, RegExp][] = [
      [{ ...file.balance, table: 'not a fingerprint' }, /balance\.table must be the fingerprint of the table it was measured on/],
      [{ ...file.balance, wins: { US: 1, German: 1, draw: 1 } }, /balance\.wins add up to 3, not the 200 battles played/],
      [{ ...file.balance, veteranWins: 3 }, /balance\.veteranWins is not part of a balance record/],
    ];
    for (const [balance, why] of cases) {
      const r = ok<ImportedScenario>(await api.handle('scenarios.import', { text: JSON.stringify({ ...file, balance }) }));
      expect(r.notice).toMatch(/^Its recorded balance was left out: /);
      expect(r.notice).toMatch(why);
      const doc = ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.open', { id: r.id })).doc;
      expect(doc.balance).toBeUndefined();
      const { balance: __, id: ___, ...table } = file;
      expect(doc).toMatchObject(table);
      expect(await result(r.id)).toBeNull();
    }
    // A good file says nothing; anything else wrong still refuses the file, naming the field, and stores nothing.
    expect(ok<ImportedScenario>(await api.handle('scenarios.import', { text: JSON.stringify(file) })).notice).toBeUndefined();
    const before = ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}));
    const bad = await api.handle('scenarios.import', { text: JSON.stringify({ ...file, balance: { ...file.balance, table: 12 }, models: 'none' }) });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringMatching(/^This scenario file cannot be imported: models/) } });
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}))).toEqual(before);
  });
});
