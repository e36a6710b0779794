import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult, GameEnvelope, SaveSummary } from '../api/contract';
import { replay } from '../../engine/core';
import { fixtureApi, tempDir } from '../../test/fixtures/services';
import { tallyGame, type TallyView } from '../../test/fixtures/tally-game';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;

function ok<T>(r: ApiResult<unknown>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/t.db`, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

async function newGame(target = 30, seed = 7): Promise<GameEnvelope<TallyView>> {
  return ok(await api.handle('saves.create', { game: 'tally', seed, options: { target } }));
}

describe('saves service', () => {
  it('creates a game with a view, legal actions and the setup log', async () => {
    const env = await newGame();
    expect(env.seat).toBe(0);
    expect(env.view).toEqual({ total: 0, target: 30, lastRoll: null });
    expect(env.legal).toContainEqual({ type: 'draw' });
    expect(env.log).toEqual([{ action: -1, text: 'Aim for 30.', event: { type: 'note', text: 'Aim for 30.' } }]);
    expect(env.canUndo).toBe(false);
    expect(env.save).toMatchObject({ game: 'tally', gameName: 'Tally', actionCount: 0, status: 'playing' });
    // The seed is kept by the host; the client gets only the commitment to it while the game can go on.
    expect(store.getSave(env.save.id)?.seed).toBe(7);
    expect('seed' in env.save).toBe(false);
  });

  it('draws a random seed when none is given, and refuses bad options and unknown games', async () => {
    const a = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally' }));
    expect(Number.isInteger(store.getSave(a.save.id)?.seed)).toBe(true);
    const bad = await api.handle('saves.create', { game: 'tally', options: { target: 2 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('target') } });
    const unknown = await api.handle('saves.create', { game: 'no-such-game' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found', message: 'There is no game called "no-such-game".' } });
  });

  it('applies an action, commits it, and returns the new view', async () => {
    const env = await newGame();
    const next = ok<GameEnvelope<TallyView>>(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 3 }, expectedCount: 0 }));
    expect(next.view.total).toBe(3);
    expect(next.canUndo).toBe(true);
    expect(next.log.at(-1)).toEqual({ action: 0, text: 'Added 3: 3.', event: { type: 'note', text: 'Added 3: 3.' } });
    expect(store.getSave(env.save.id)?.actionCount).toBe(1);
    expect(store.actions(env.save.id)).toEqual([{ seat: 0, action: { type: 'add', n: 3 } }]);
  });

  it('refuses an illegal action with the rules message and stores nothing', async () => {
    const env = await newGame(5);
    ok(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 3 } }));
    const r = await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 3 } });
    expect(r).toEqual({ ok: false, error: { code: 'illegal', message: 'Adding 3 would pass 5.', detail: 'too-much' } });
    const wrongSeat = await api.handle('saves.act', { id: env.save.id, seat: 1, action: { type: 'draw' } });
    expect(wrongSeat).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Tally is played here with 1 seat: there is no seat 2.' } });
    expect(store.getSave(env.save.id)?.actionCount).toBe(1);
  });

  it('refuses a stale expectedCount', async () => {
    const env = await newGame();
    ok(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 1 }, expectedCount: 0 }));
    const r = await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 1 }, expectedCount: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'stale' } });
    expect(store.getSave(env.save.id)?.actionCount).toBe(1);
  });

  it('undoes a move that revealed nothing, and refuses to undo a die roll', async () => {
    const env = await newGame();
    const id = env.save.id;
    ok(await api.handle('saves.act', { id, action: { type: 'add', n: 2 } }));
    const undone = ok<GameEnvelope<TallyView>>(await api.handle('saves.undo', { id, expectedCount: 1 }));
    expect(undone.view.total).toBe(0);
    expect(undone.save.actionCount).toBe(0);
    expect(store.actions(id)).toEqual([]);
    expect(await api.handle('saves.undo', { id })).toMatchObject({ ok: false, error: { code: 'illegal', message: 'There is nothing to undo.' } });
    const rolled = ok<GameEnvelope>(await api.handle('saves.act', { id, action: { type: 'draw' } }));
    expect(rolled.canUndo).toBe(false);
    const refused = await api.handle('saves.undo', { id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-undoable' } });
    expect(store.getSave(id)?.actionCount).toBe(1);
  });

  it('undo past a snapshot removes that snapshot, and reopening gives the same game', async () => {
    const env = await newGame(1000);
    const id = env.save.id;
    for (let i = 0; i < 10; i++) ok(await api.handle('saves.act', { id, action: { type: 'add', n: 1 } }));
    expect(store.snapshotAtOrBefore(id, 10)?.idx).toBe(10);
    ok(await api.handle('saves.undo', { id }));
    expect(store.snapshotAtOrBefore(id, 10)).toBeUndefined();
    const reopened = ok<GameEnvelope<TallyView>>(await api.handle('saves.open', { id }));
    expect(reopened.view.total).toBe(9);
    expect(reopened.canUndo).toBe(true);
  });

  it('loads from snapshots to exactly the state a full replay gives', async () => {
    const env = await newGame(100000, 99);
    const id = env.save.id;
    let last: GameEnvelope<TallyView> = env;
    for (let i = 0; i < 237; i++) {
      last = ok(await api.handle('saves.act', { id, action: i % 3 === 0 ? { type: 'draw' } : { type: 'add', n: (i % 3) as 1 | 2 } }));
    }
    const opened = ok<GameEnvelope<TallyView>>(await api.handle('saves.open', { id }));
    const full = replay(tallyGame, { game: 'tally', version: 1, seed: 99, options: { target: 100000 }, actions: store.actions(id) });
    expect(full.ok).toBe(true);
    if (full.ok) expect(opened.view).toEqual(tallyGame.view(full.state, 0));
    expect(opened.view).toEqual(last.view);
    expect(opened.log.at(-1)).toEqual(last.log.at(-1));
    expect(opened.log.length).toBeGreaterThanOrEqual(100);
    const snap = store.snapshotAtOrBefore(id, 237);
    expect(snap?.idx).toBe(230);
  });

  it('renames, lists and deletes', async () => {
    const env = await newGame();
    const renamed = ok<SaveSummary>(await api.handle('saves.rename', { id: env.save.id, name: '  Hill 400 ' }));
    expect(renamed.name).toBe('Hill 400');
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {})).map((s) => s.name)).toEqual(['Hill 400']);
    expect(ok(await api.handle('saves.delete', { id: env.save.id }))).toEqual({ id: env.save.id });
    expect(await api.handle('saves.open', { id: env.save.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {}))).toEqual([]);
  });

  it('shows the game over to seat 0 with a result and a status', async () => {
    const env = await newGame(5);
    const id = env.save.id;
    ok(await api.handle('saves.act', { id, action: { type: 'add', n: 3 } }));
    const end = ok<GameEnvelope<TallyView>>(await api.handle('saves.act', { id, action: { type: 'add', n: 2 } }));
    expect(end.toAct).toBeNull();
    expect(end.seat).toBe(0);
    expect(end.legal).toEqual([]);
    expect(end.result).toMatchObject({ outcome: 'win', winner: 0 });
    expect(end.save.status).toBe('won');
    expect(store.getSave(id)?.status).toBe('won');
    expect(await api.handle('saves.act', { id, action: { type: 'draw' } })).toMatchObject({ ok: false, error: { code: 'illegal', message: 'This game is over.' } });
  });

  it('lists the catalog: fixture games available, and no game left coming', async () => {
    const cat = ok<{ id: string; available: boolean }[]>(await api.handle('catalog.list', {}));
    // Every game is built: none is listed as coming.
    expect(cat.filter((c) => !c.available).map((c) => c.id)).toEqual([]);
    expect(cat.find((c) => c.id === 'tally')?.available).toBe(true);
  });
});

describe('two hosts on one database file', () => {
  it('a host whose cached game is behind gets "stale", then reopens to the other host\'s moves', async () => {
    const env = await newGame(100);
    const id = env.save.id;
    const other = fixtureApi({ dbPath: `${tmp.dir}/t.db`, snapshotEvery: 10 });
    try {
      ok(await other.api.handle('saves.open', { id }));
      ok(await api.handle('saves.act', { id, action: { type: 'add', n: 2 } }));
      const behind = await other.api.handle('saves.act', { id, action: { type: 'add', n: 1 } });
      expect(behind).toMatchObject({ ok: false, error: { code: 'stale' } });
      const fresh = ok<GameEnvelope<TallyView>>(await other.api.handle('saves.open', { id }));
      expect(fresh.view.total).toBe(2);
      ok(await other.api.handle('saves.act', { id, action: { type: 'add', n: 1 } }));
      expect(store.actions(id)).toEqual([{ seat: 0, action: { type: 'add', n: 2 } }, { seat: 0, action: { type: 'add', n: 1 } }]);
    } finally {
      other.store.close();
    }
  });
});
