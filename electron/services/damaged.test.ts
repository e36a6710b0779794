import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportFile, GameEnvelope, SaveSummary, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/d.db` }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

async function game(name: string, moves = 3): Promise<string> {
  const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', seed: 1, name }));
  for (let i = 0; i < moves; i++) ok(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 1 } }));
  return env.save.id;
}

const set = (sql: string, ...args: unknown[]) => store.db.prepare(sql).run(...args);

describe('saves that cannot be read', () => {
  it('are listed as damaged beside the others, cannot be opened, export raw, and delete', async () => {
    const good = await game('Good one');
    const badOptions = await game('Bad options');
    const badMove = await game('Bad move');
    const badStatus = await game('Bad status');
    set("UPDATE saves SET options = '{\"target\": 2' WHERE id = ?", badOptions);
    set("UPDATE actions SET action = 'not json at all' WHERE save_id = ? AND idx = 1", badMove);
    set("UPDATE saves SET status = 'plying', name = X'00FF' WHERE id = ?", badStatus);
    // A fresh service: nothing cached from before the damage.
    store.close();
    ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/d.db` }));

    const list = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    expect(list).toHaveLength(4);
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(good)?.damaged).toBeUndefined();
    expect(byId.get(badOptions)).toMatchObject({ name: 'Bad options', damaged: 'its options cannot be read (not valid JSON)', actionCount: 3 });
    expect(byId.get(badStatus)).toMatchObject({ name: '(name cannot be read)', damaged: 'its name is not text' });
    expect(byId.get(badMove)?.damaged).toBeUndefined(); // moves are read on opening, not by the list

    for (const [id, words] of [[badOptions, 'its options cannot be read (not valid JSON)'], [badMove, 'move 2 cannot be read (not valid JSON)']] as const) {
      const r = await api.handle('saves.open', { id });
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'damaged' } });
      if (!r.ok) {
        expect(r.error.message).toContain(words);
        expect(r.error.message).toContain('Export it');
      }
    }
    expect(await api.handle('saves.rename', { id: badOptions, name: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'damaged' } });

    const raw = ok<ExportFile>(await api.handle('saves.export', { id: badMove }));
    expect(raw.fileName).toBe('bad-move.damaged.json');
    const file = JSON.parse(raw.text) as { format: string; save: { options: string }; actions: { idx: number; action: unknown }[] };
    expect(file.format).toBe('patrol-hq-damaged-save');
    expect(file.actions.map((a) => a.action)).toEqual(['{"type":"add","n":1}', 'not json at all', '{"type":"add","n":1}']);
    expect(file.save.options).toBe('{"target":20}');
    // The raw copy is recognised, not imported.
    expect(await api.handle('saves.import', { text: raw.text })).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('raw copy of a damaged save') } });
    const rawStatus = JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: badStatus })).text) as { save: { name: unknown; status: string } };
    expect(rawStatus.save).toMatchObject({ name: { base64: 'AP8=' }, status: 'plying' });

    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: good })).save.actionCount).toBe(3);
    for (const id of [badOptions, badMove, badStatus]) ok(await api.handle('saves.delete', { id }));
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {})).map((s) => s.id)).toEqual([good]);
    expect(store.db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 3 });
  });
});

describe('scenarios that cannot be read', () => {
  it('are listed as damaged beside the others (bad JSON, or a document the rules refuse), export raw, and delete', async () => {
    const good = ok<ScenarioRecord>(await api.handle('scenarios.create', { name: 'Good table', template: 'sample' })).summary.id;
    const badJson = ok<ScenarioRecord>(await api.handle('scenarios.create', { name: 'Bad JSON' })).summary.id;
    const badDoc = ok<ScenarioRecord>(await api.handle('scenarios.create', { name: 'Off the table' })).summary.id;
    set("UPDATE scenarios SET doc = substr(doc, 1, 40) WHERE id = ?", badJson);
    set("UPDATE scenarios SET doc = json_set(doc, '$.table.width', 1e999) WHERE id = ?", badDoc);
    store.close();
    ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/d.db` }));

    const list = ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}));
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(list).toHaveLength(3);
    expect(byId.get(good)?.damaged).toBeUndefined();
    expect(byId.get(good)?.models).toBeGreaterThan(0);
    expect(byId.get(badJson)).toMatchObject({ name: 'Bad JSON', damaged: 'its document cannot be read (not valid JSON)' });
    expect(byId.get(badDoc)?.damaged).toContain('table.width is not a finite number');

    for (const id of [badJson, badDoc]) {
      for (const [channel, payload] of [['scenarios.open', { id }], ['scenarios.rename', { id, name: 'x' }], ['scenarios.duplicate', { id }], ['scenarios.print', { id, paper: 'a4' }]] as const) {
        expect(await api.handle(channel, payload), channel).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'damaged' } });
      }
    }
    const raw = JSON.parse(ok<ExportFile>(await api.handle('scenarios.export', { id: badJson })).text) as { format: string; scenario: { doc: string; name: string } };
    expect(raw).toMatchObject({ format: 'patrol-hq-damaged-scenario', scenario: { name: 'Bad JSON' } });
    expect(raw.scenario.doc).toHaveLength(40);
    ok(await api.handle('scenarios.delete', { id: badJson }));
    ok(await api.handle('scenarios.delete', { id: badDoc }));
    expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {})).map((s) => s.id)).toEqual([good]);
  });
});
