import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import type { CombatPatrolView, Scenario } from '../../engine/games/combat-patrol';
import type { ExportFile, GameEnvelope, SaveSummary, ScenarioRecord } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/cp.db`, modules: gameModules, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Env = GameEnvelope<CombatPatrolView>;

/** A stored scenario: the sample table under a new id. */
async function storedTable(name = 'Bridge at dawn'): Promise<ScenarioRecord<Scenario>> {
  return ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name, template: 'sample' }));
}

/** The battle's scenario as its save keeps it (the options' copy). */
function savedScenario(saveId: string): Scenario {
  return (store.getSave(saveId)!.options as { scenario: Scenario }).scenario;
}

/** Plays `n` moves through the API, each one the seat's first listed action. */
async function play(env: Env, n: number): Promise<Env> {
  let e = env;
  for (let i = 0; i < n && e.toAct !== null; i++) {
    if (e.toAct !== e.seat) e = ok<Env>(await api.handle('saves.open', { id: e.save.id, seat: e.toAct }));
    expect(e.legal.length).toBeGreaterThan(0);
    e = ok<Env>(await api.handle('saves.act', { id: e.save.id, seat: e.seat, action: e.legal[i % e.legal.length], expectedCount: e.save.actionCount }));
  }
  return e;
}

describe('a Combat Patrol! battle is a save like any other', () => {
  it('is created from a stored scenario by its id: the save keeps a copy of the document', async () => {
    const table = await storedTable();
    const env = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 4, options: { scenario: table.summary.id } }));
    expect(env.save).toMatchObject({ game: 'combat-patrol', name: 'Combat Patrol! #1', actionCount: 0, status: 'playing' });
    expect(env.seatNames).toEqual(['US', 'German']);
    expect(savedScenario(env.save.id)).toEqual(table.doc);
    expect(env.options).toMatchObject({ diceMode: 'rolled', houseRules: {} });
    expect(env.view.soldiers).toHaveLength(table.doc.models.length);
    expect(env.legal.length + env.templates.length).toBeGreaterThan(0);
  });

  it('editing, renaming or deleting the scenario later never changes a battle in progress', async () => {
    const table = await storedTable();
    const first = await play(ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 9, options: { scenario: table.summary.id } })), 6);
    const before = ok<Env>(await api.handle('saves.open', { id: first.save.id, seat: 0 }));
    // The table is edited: a rifleman moved, a house rule changed, the battle shortened; then renamed.
    const edited: Scenario = {
      ...table.doc,
      models: table.doc.models.map((m) => (m.id === 'us1-12' ? { ...m, x: m.x + 3 } : m)),
      houseRules: { ...table.doc.houseRules, combatMove: 3 },
      battle: { ...table.doc.battle, turnLimit: 1 },
    };
    ok(await api.handle('scenarios.save', { id: table.summary.id, doc: edited, expectedRevision: 0 }));
    ok(await api.handle('scenarios.rename', { id: table.summary.id, name: 'Bridge at dusk' }));
    const after = ok<Env>(await api.handle('saves.open', { id: first.save.id, seat: 0 }));
    expect(after.view).toEqual(before.view);
    expect(after.legal).toEqual(before.legal);
    expect(savedScenario(first.save.id)).toEqual(table.doc);
    // A battle begun now is fought on the table as it is now.
    const second = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 9, options: { scenario: table.summary.id } }));
    expect(savedScenario(second.save.id)).toMatchObject({ name: 'Bridge at dusk', houseRules: { combatMove: 3 }, battle: { turnLimit: 1 } });
    expect(second.view.soldiers.find((m) => m.id === 'us1-12')!.x).toBe(table.doc.models.find((m) => m.id === 'us1-12')!.x + 3);
    // Deleted, the scenario is gone from the list; the battles play on.
    ok(await api.handle('scenarios.delete', { id: table.summary.id }));
    const more = await play(ok<Env>(await api.handle('saves.open', { id: first.save.id, seat: 0 })), 3);
    expect(more.save.actionCount).toBeGreaterThan(first.save.actionCount);
  });

  it('takes the sample table or a whole document too, and records the dice mode', async () => {
    const sample = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 1, options: { scenario: 'sample', diceMode: 'entered' } }));
    expect(savedScenario(sample.save.id).id).toBe('sample-crossroads');
    expect(store.getSave(sample.save.id)!.options).toMatchObject({ diceMode: 'entered' });
    const table = await storedTable('Inline');
    const inline = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 1, options: { scenario: table.doc, houseRules: { runMove: 10 } } }));
    expect(savedScenario(inline.save.id)).toEqual(table.doc);
    expect(store.getSave(inline.save.id)!.options).toMatchObject({ houseRules: { runMove: 10 } });
  });

  it('refuses a scenario that is not there or cannot be played, in words, storing nothing', async () => {
    const gone = await api.handle('saves.create', { game: 'combat-patrol', options: { scenario: 'no-such-table' } });
    expect(gone).toMatchObject({ ok: false, error: { code: 'not-found', message: 'That scenario no longer exists: pick another table for the battle.' } });
    const table = await storedTable();
    const oneSide = { ...table.doc, models: table.doc.models.filter((m) => m.side === 'US') };
    ok(await api.handle('scenarios.save', { id: table.summary.id, doc: oneSide, expectedRevision: 0 }));
    const r = await api.handle('saves.create', { game: 'combat-patrol', options: { scenario: table.summary.id } });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'The scenario has no German soldiers: a battle needs both sides on the table.' } });
    const bad = await api.handle('saves.create', { game: 'combat-patrol', options: { scenario: { ...table.doc, table: { ...table.doc.table, width: 500 } } } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^The scenario cannot be played: table.width/) } });
    const dice = await api.handle('saves.create', { game: 'combat-patrol', options: { diceMode: 'sometimes' } });
    expect(dice).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/diceMode must be "rolled"/) } });
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {}))).toEqual([]);
  });

  it('against the tactical bot: the computer answers each move, reopening from snapshots gives the same battle, and it exports and imports', async () => {
    const table = await storedTable();
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }];
    let env = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 12, options: { scenario: table.summary.id }, seats }));
    for (let i = 0; i < 40 && env.toAct !== null; i++) {
      expect(env.toAct).toBe(0);
      env = ok<Env>(await api.handle('saves.act', { id: env.save.id, seat: 0, action: env.legal[(i * 3) % env.legal.length], expectedCount: env.save.actionCount }));
    }
    expect(env.save.actionCount).toBeGreaterThan(40); // the bot's moves are stored like a player's
    const stored = store.actions(env.save.id);
    expect(stored.some((a) => a.seat === 1)).toBe(true);
    const reopened = ok<Env>(await api.handle('saves.open', { id: env.save.id }));
    expect(reopened.view).toEqual(env.view);
    expect(reopened.legal).toEqual(env.legal);
    const file = ok<ExportFile>(await api.handle('saves.export', { id: env.save.id }));
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    const back = ok<Env>(await api.handle('saves.open', { id: imported.id }));
    expect(back.view).toEqual(env.view);
    expect(imported.actionCount).toBe(env.save.actionCount);
  }, 120_000);
});
