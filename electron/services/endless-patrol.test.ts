import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comingGames, gameModules } from '../../engine/games';
import type { CatalogEntry, ExportFile, GameEnvelope, SaveSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/ep.db`, modules: gameModules, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** Plays a whole game through the API, always choosing among the legal actions the envelope lists. */
async function playThrough(seed: number): Promise<GameEnvelope> {
  let env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed }));
  for (let i = 0; env.toAct !== null && i < 2000; i++) {
    expect(env.legal.length).toBeGreaterThan(0);
    const action = env.legal[(i * 5 + seed) % env.legal.length];
    env = ok(await api.handle('saves.act', { id: env.save.id, seat: env.seat, action, expectedCount: env.save.actionCount }));
  }
  return env;
}

describe('saves service with Endless Patrol', () => {
  it('lists the catalog from the game modules: the built games available, the rest coming, in order', async () => {
    const cat = ok<CatalogEntry[]>(await api.handle('catalog.list', {}));
    expect(cat.map((c) => [c.id, c.available])).toEqual([...gameModules.map((m) => [m.definition.id, true]), ...comingGames.map((g) => [g.id, false])]);
    expect(cat.slice(0, 4).map((c) => c.name)).toEqual(['Endless Patrol', 'The Lost Patrol', 'Combat Patrol!', 'Patrol: Lost!']);
    expect(cat[0]).toMatchObject({ players: '1 player', bots: [{ name: 'random' }, { name: 'greedy' }], seats: { min: 1, max: 1, names: ['Player'] } });
  });

  it('plays a game to its end through the API, and every listed action is accepted', async () => {
    const end = await playThrough(3);
    expect(end.toAct).toBeNull();
    expect(end.result).not.toBeNull();
    expect(end.save.status).not.toBe('playing');
    expect(end.log.length).toBeGreaterThan(0);
    expect(store.getSave(end.save.id)?.actionCount).toBe(end.save.actionCount);
  });

  it('reopens (from snapshots) to the same view, and round-trips through export and import', async () => {
    const end = await playThrough(8);
    const reopened = ok<GameEnvelope>(await api.handle('saves.open', { id: end.save.id }));
    expect(reopened.view).toEqual(end.view);
    expect(reopened.result).toEqual(end.result);
    const file = ok<ExportFile>(await api.handle('saves.export', { id: end.save.id }));
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(imported).toMatchObject({ game: 'endless-patrol', actionCount: end.save.actionCount, status: end.save.status });
    const again = ok<GameEnvelope>(await api.handle('saves.open', { id: imported.id }));
    expect(again.view).toEqual(end.view);
  });

  it('refuses an illegal Endless Patrol action with the rules message and stores nothing', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 1 }));
    const r = await api.handle('saves.act', { id: env.save.id, action: { type: 'fire', target: 'no-such-card', cards: ['nope'], mode: 'bullets' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('illegal');
      expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(store.getSave(env.save.id)?.actionCount).toBe(0);
  });
});
