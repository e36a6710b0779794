import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../engine/campaign';
import { firstRoster } from '../../engine/campaign/testing';
import { createScenario } from '../../engine/games/combat-patrol';
import { channels, type Channel } from '../api/contract';
import { fixtureApi, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import { createApiHandler, createServices, type Services } from './index';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/h.db` }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const notObjects = [undefined, null, 42, 'text', [], [1], true];
const id = 'abc';

/** Malformed payloads per channel, beyond the non-objects every channel refuses. */
const malformed: Record<Channel, unknown[]> = {
  'app.info': [{ extra: 1 }],
  'catalog.list': [{ extra: 1 }],
  'saves.list': [{ extra: 1 }],
  'saves.page': [{ extra: 1 }, { game: 'a b' }, { status: 'winning' }, { search: 'x'.repeat(81) }, { offset: -1 }, { offset: 1.5 }, { limit: 0 }, { limit: 101 }, { limit: 'ten' }],
  'saves.create': [{}, { game: '' }, { game: 'a b' }, { game: 'tally', seed: -1 }, { game: 'tally', seed: 1.5 }, { game: 'tally', seed: 2 ** 32 }, { game: 'tally', name: '   ' }, { game: 'tally', options: [] }, { game: 'tally', extra: 1 }, { game: 'tally', stepwise: 'yes' }],
  'saves.open': [{}, { id: '' }, { id: '../etc' }, { id: 'x'.repeat(65) }, { id: 5 }, { id, extra: 1 }],
  'saves.act': [{ id }, { id, action: undefined }, { id, seat: 8, action: {} }, { id, seat: -1, action: {} }, { id, action: {}, expectedCount: -1 }, { id, action: {}, expectedCount: 'one' }, { action: {} }, { id, action: {}, extra: 1 }],
  'saves.undo': [{}, { id, expectedCount: 1.5 }, { id, extra: 1 }],
  'saves.watch': [{}, { id, seat: 8 }, { id, expectedCount: -1 }, { id, sides: 'all' }, { id, extra: 1 }],
  'saves.again': [{}, { id: '' }, { id, seed: 1 }],
  'saves.rename': [{ id }, { id, name: '' }, { id, name: '  ' }, { id, name: 'x'.repeat(81) }, { id, name: 7 }, { name: 'x' }],
  'saves.delete': [{}, { id: null }, { id, extra: 1 }],
  'saves.export': [{}, { id: [] }, { id, extra: 1 }],
  'saves.import': [{}, { text: '' }, { text: 5 }, { text: 'x', extra: 1 }],
  'scenarios.list': [{ extra: 1 }],
  'scenarios.create': [{}, { name: '' }, { name: '  ' }, { name: 'x'.repeat(81) }, { name: 'a', template: 'nope' }, { name: 'a', width: 5 }, { name: 'a', width: 97 }, { name: 'a', width: 96, height: 96 }, { name: 'a', height: 'big' }, { name: 'a', extra: 1 }],
  'scenarios.open': [{}, { id: '' }, { id: '../x' }, { id, extra: 1 }],
  'scenarios.save': [{}, { doc: {} }, { id, doc: {}, expectedRevision: -1 }, { id, doc: {}, expectedRevision: 1.5 }, { id, doc: {}, extra: 1 }],
  'scenarios.rename': [{ id }, { id, name: '' }, { id, name: 'x'.repeat(81) }, { name: 'a' }],
  'scenarios.duplicate': [{}, { id, name: '' }, { id, extra: 1 }],
  'scenarios.delete': [{}, { id: 5 }, { id, extra: 1 }],
  'scenarios.export': [{}, { id: null }, { id, extra: 1 }],
  'scenarios.import': [{}, { text: '' }, { text: 5 }, { text: 'x', extra: 1 }],
  'scenarios.print': [{ id }, { id, paper: 'a3' }, { id, paper: 'a4', overview: 'yes' }, { paper: 'a4' }, { id, paper: 'a4', extra: 1 }, { id, paper: 'a4', job: '../x' }],
  'jobs.progress': [{}, { job: '' }, { job: 5 }, { job: 'a', extra: 1 }],
  'scenarios.balance': [{ id }, { job: 'j' }, { id, job: '../j' }, { id, job: 'j', games: 1 }, { id, job: 'j', games: 1001 }, { id, job: 'j', games: 2.5 }, { id, job: 'j', levels: ['tactical'] }, { id, job: 'j', levels: ['expert', 'random'] }, { id, job: 'j', seed: -1 }, { id, job: 'j', extra: 1 }],
  'scenarios.balanceCancel': [{}, { job: '' }, { job: 5 }, { job: 'a', extra: 1 }],
  'scenarios.balanceResult': [{}, { id: '' }, { id: '../x' }, { id, extra: 1 }],
  'rules.get': [{}, { game: '' }, { game: '../rules' }, { game: 'x'.repeat(65) }, { game: 'lost-patrol', extra: 1 }],
  'odds.run': [{ id }, { job: 'j' }, { id, job: '../j' }, { id, job: 'j', margin: 0 }, { id, job: 'j', margin: 0.5 }, { id, job: 'j', seat: 8 }, { id, job: 'j', choices: 'yes' }, { id, job: 'j', seed: -1 }, { id, job: 'j', extra: 1 }],
  'odds.about': [{}, { id: '' }, { id, seat: 8 }, { id, seat: -1 }, { id, extra: 1 }],
  'odds.prepare': [{}, { game: '' }, { game: '../x' }, { game: 5 }, { game: 'combat-patrol', extra: 1 }],
  'odds.peek': [{}, { job: '' }, { job: 5 }, { job: 'a', extra: 1 }],
  'odds.cancel': [{}, { job: '' }, { job: null }, { job: 'a', extra: 1 }],
  'replays.open': [{}, { id: '' }, { id, seat: 8 }, { id, extra: 1 }],
  'replays.at': [{ id }, { id, at: -1 }, { id, at: 1.5 }, { id, at: '3' }, { at: 0 }, { id, at: 0, extra: 1 }],
  'replays.bookmark': [{ id, at: 0 }, { id, at: 0, note: '  ' }, { id, at: 0, note: 'x'.repeat(201) }, { id, at: -1, note: 'n' }, { id, at: 0, note: 'n', extra: 1 }],
  'replays.unbookmark': [{ id }, { id, at: -2 }, { id, at: 0, extra: 1 }],
  'replays.findHash': [{ id }, { id, hash: '' }, { id, hash: '0123 4567 89ab cdef' }, { id, hash: '0123456789ABCDEF' }, { id, hash: '0123456789abcdeg' }, { id, hash: 5 }, { hash: '0123456789abcdef' }, { id, hash: '0123456789abcdef', extra: 1 }],
  'saves.fork': [{ id }, { id, at: -1 }, { id, at: 0, name: ' ' }, { id, at: 0, name: 'x'.repeat(81) }, { at: 0 }, { id, at: 0, extra: 1 }],
  'campaigns.list': [{ extra: 1 }],
  'campaigns.create': [{}, { name: ' ' }, { name: 'x'.repeat(81) }, { name: 'a', rosterSize: 0 }, { name: 'a', rosterSize: 41 }, { name: 'a', casualties: 'dice' }, { name: 'a', seed: -1 }, { name: 'a', extra: 1 }],
  'campaigns.open': [{}, { id: '../x' }, { id, extra: 1 }],
  'campaigns.rename': [{ id }, { id, name: '' }, { name: 'a' }],
  'campaigns.archive': [{ id }, { id, archived: 'yes' }],
  'campaigns.delete': [{}, { id: 5 }, { id, extra: 1 }],
  'campaigns.addGi': [{}, { id, name: ' ' }, { id, rank: 'general' }, { id, role: 'cook' }, { id, notes: 'x'.repeat(2001) }],
  'campaigns.fill': [{}, { id, extra: 1 }],
  'campaigns.editGi': [{ id }, { id, gi: 'gi-0', status: 'dead' }, { id, gi: 'gi-0', gamesOut: -1 }, { id, gi: 'gi-0', joined: 'June 6' }, { id, gi: 'gi-0', name: '' }, { id, gi: 'gi-0', seq: 3 }],
  'campaigns.record': [{ id }, { id, gi: '../x' }],
  'campaigns.export': [{}, { id, extra: 1 }],
  'campaigns.import': [{}, { text: '' }, { text: 5 }],
  'campaigns.csv': [{}, { id, table: 'memorial' }],
  'campaigns.battlePlan': [{ id }, { id, scenario: '../x' }],
  'campaigns.print': [{ id }, { id, paper: 'a3' }, { id, paper: 'a4', job: '../x' }],
  'share.start': [{ id }, { seat: 1 }, { id, seat: 8 }, { id, seat: -1 }, { id, seat: 1, extra: 1 }],
  'share.stop': [{}, { id: '../x' }, { id, extra: 1 }],
  'share.status': [{}, { id: 5 }, { id, extra: 1 }],
  'share.hello': [{ extra: 1 }, { token: 'x' }],
  'saves.wait': [{ id }, { id, after: 5 }, { id, after: 'x'.repeat(65) }, { id, seat: 8, after: '' }, { after: '' }, { id, after: '', extra: 1 }],
  'saves.say': [{ id, seat: 0 }, { id, seat: 0, text: '   ' }, { id, seat: 0, text: 'x'.repeat(301) }, { id, seat: 0, text: 'a\u0007b' }, { id, seat: 0, text: 'a\u202eb' }, { id, text: 'hi' }, { id, seat: 0, text: 'hi', extra: 1 }],
  'saves.undoAnswer': [{ id, seat: 1 }, { id, seat: 1, allow: 'yes' }, { id, allow: true }, { id, seat: 1, allow: true, extra: 1 }],
};

describe('dispatcher', () => {
  const cases = channels.flatMap((c) => [...notObjects, ...malformed[c]].map((p) => [c, p] as const));
  it.each(cases)('%s refuses the malformed payload %j and changes nothing', async (channel, payload) => {
    // A save and a scenario with the very id the payloads name: a payload let through would change them.
    const at = '2026-01-01T00:00:00.000Z';
    store.insertSave({ id, game: 'tally', version: 1, name: 'Kept', seed: 1, options: { target: 20 }, createdAt: at, updatedAt: at, actionCount: 0, status: 'playing' });
    store.scenarios.insert({ id, name: 'Kept', doc: createScenario({ id, name: 'Kept' }), revision: 0, createdAt: at, updatedAt: at });
    store.campaigns.insert({ id, name: 'Kept', seed: 1, rules: DEFAULT_RULES, archived: false, createdAt: at, updatedAt: at }, firstRoster(1, 3));
    const counts = () => ({
      campaigns: store.db.prepare('SELECT * FROM campaigns').all(),
      gis: store.db.prepare('SELECT * FROM campaign_gis').all(),
      saves: store.db.prepare('SELECT * FROM saves').all(),
      actions: store.db.prepare('SELECT * FROM actions').all(),
      scenarios: store.db.prepare('SELECT * FROM scenarios').all(),
    });
    const before = counts();
    const r = await api.handle(channel, payload);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-request');
      expect(r.error.message.length).toBeGreaterThan(3);
    }
    expect(counts()).toEqual(before);
  });

  it('covers every channel of the contract', () => {
    expect(Object.keys(malformed).sort()).toEqual([...channels].sort());
  });

  it('refuses an unknown channel, and names like __proto__', async () => {
    for (const c of ['nope', '__proto__', 'constructor', 'toString', '']) {
      expect(await api.handle(c, {})).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
  });

  it('turns an unexpected exception into a safe internal error and logs it', async () => {
    const logged: unknown[] = [];
    const services = createServices({ store, modules: [], app: { version: '0', host: 'browser', dataPath: '' } });
    const broken: Services = { ...services, 'saves.list': () => { throw new Error('SQLITE_IOERR at /home/secret/path'); } };
    const handler = createApiHandler(broken, (_m, e) => logged.push(e));
    const r = await handler.handle('saves.list', {});
    expect(r).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong inside Patrol HQ. Your game is safe; try again.' } });
    expect(logged).toHaveLength(1);
  });

  it('answers app.info and a missing save', async () => {
    expect(await api.handle('app.info', {})).toMatchObject({ ok: true, value: { host: 'browser', version: '0.0.0-test' } });
    expect(await api.handle('saves.open', { id: 'missing' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('saves.act', { id: 'missing', action: { type: 'draw' } })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('saves.rename', { id: 'missing', name: 'x' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('saves.delete', { id: 'missing' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('saves.export', { id: 'missing' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
