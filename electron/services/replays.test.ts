import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { lostPatrolModule } from '../../engine/games/lost-patrol';
import { fixtureModules, fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { BookmarkView, CampaignSummary, GameEnvelope, HashFound, ReplayInfo, ReplayStep, SaveSummary } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/r.db`, snapshotEvery: 10, modules: [endlessPatrolModule, lostPatrolModule, ...fixtureModules] }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** Plays `moves` Endless Patrol moves (the first legal one each time), keeping every envelope the player saw. */
async function played(moves: number): Promise<GameEnvelope[]> {
  const seen = [ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 77, name: 'Played' }))];
  for (let i = 0; i < moves; i++) {
    const last = seen[seen.length - 1]!;
    if (last.result) break;
    // Pass on the fire (end it) when possible, else the first choice: a game that moves along.
    const action = last.legal.find((a) => (a as { type: string }).type === 'end-fire') ?? last.legal[0];
    seen.push(ok<GameEnvelope>(await api.handle('saves.act', { id: last.save.id, action, expectedCount: last.save.actionCount })));
  }
  return seen;
}

describe('replays', () => {
  it('step to any point and show exactly the view, log and result the player saw there, back and forth', async () => {
    const seen = await played(40);
    const id = seen[0]!.save.id;
    const info = ok<ReplayInfo>(await api.handle('replays.open', { id }));
    expect(info).toMatchObject({ id, name: 'Played', game: 'endless-patrol', seat: 0, count: seen.length - 1, origin: null, bookmarks: [] });
    expect(info.turns[0]).toEqual({ turn: 1, at: 0 });
    expect(info.turns.length).toBeGreaterThan(3);
    const order = [...seen.keys(), ...[...seen.keys()].reverse()];
    for (const at of order) {
      const step = ok<ReplayStep>(await api.handle('replays.at', { id, at }));
      expect(step.at).toBe(at);
      expect(step.view).toEqual(seen[at]!.view);
      expect(step.log).toEqual(seen[at]!.log);
      expect(step.result).toEqual(seen[at]!.result);
    }
    // Jump to a turn: the point where it starts shows that turn.
    const t = info.turns[3]!;
    expect(ok<ReplayStep>(await api.handle('replays.at', { id, at: t.at })).turn).toBe(t.turn);
    expect(await api.handle('replays.at', { id, at: info.count + 1 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 60_000);

  it('show the chat lines said up to each point (kept with the save), and none said later', async () => {
    const seen = await played(6);
    const id = seen[0]!.save.id;
    store.chat.add(id, { seat: 0, name: 'Player', text: 'here we go', at: 0 }, '2026-12-02T20:00:00Z');
    store.chat.add(id, { seat: 0, name: 'Player', text: 'that hurt', at: 4 }, '2026-12-02T20:01:00Z');
    const at = async (n: number) => ok<ReplayStep>(await api.handle('replays.at', { id, at: n })).chat.map((l) => l.text);
    expect(await at(0)).toEqual(['here we go']);
    expect(await at(3)).toEqual(['here we go']);
    expect(await at(4)).toEqual(['here we go', 'that hurt']);
    expect(await at(6)).toEqual(['here we go', 'that hurt']);
  });

  it('give a check hash over the states: the same for the same game, different once the games part', async () => {
    const seen = await played(12);
    const id = seen[0]!.save.id;
    const info = ok<ReplayInfo>(await api.handle('replays.open', { id }));
    expect(info.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(ok<ReplayStep>(await api.handle('replays.at', { id, at: info.count })).hash).toBe(info.hash);
    const h5 = ok<ReplayStep>(await api.handle('replays.at', { id, at: 5 })).hash;
    expect(h5).not.toBe(info.hash);
    // Someone else with the exported file sees the same game and the same hash.
    const exported = ok<{ text: string }>(await api.handle('saves.export', { id }));
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: exported.text }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: imported.id })).hash).toBe(info.hash);
    // A fork at 5 played on differently parts from the original: same hash at 5, another after.
    const fork = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 5 }));
    expect(ok<ReplayStep>(await api.handle('replays.at', { id: fork.save.id, at: 5 })).hash).toBe(h5);
    // Someone else's hash pasted in: found where the two games agree up to, or nowhere.
    expect(ok<HashFound>(await api.handle('replays.findHash', { id, hash: h5 })).at).toBe(5);
    expect(ok<HashFound>(await api.handle('replays.findHash', { id, hash: info.hash })).at).toBe(info.count);
    expect(ok<HashFound>(await api.handle('replays.findHash', { id: imported.id, hash: info.hash })).at).toBe(info.count);
    expect(ok<HashFound>(await api.handle('replays.findHash', { id, hash: 'f'.repeat(16) })).at).toBeNull();
    expect(await api.handle('replays.findHash', { id, hash: 'not a hash' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 60_000);

  it('name the campaign a game was played from (a fork leaves it), and none for other games', async () => {
    ({ store, api } = (store.close(), fixtureApi({ dbPath: `${tmp.dir}/rc.db`, modules: [endlessPatrolModule, lostPatrolModule, ...fixtureModules] })));
    const c = ok<CampaignSummary>(await api.handle('campaigns.create', { name: 'Easy Company', seed: 5 }));
    const game = ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 3, campaign: { id: c.id } }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: game.save.id })).campaign).toEqual({ id: c.id, name: 'Easy Company' });
    const fork = ok<GameEnvelope>(await api.handle('saves.fork', { id: game.save.id, at: 0 }));
    expect(fork.campaign).toBeUndefined();
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: fork.save.id })).campaign).toBeNull();
    ok(await api.handle('campaigns.delete', { id: c.id }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: game.save.id })).campaign).toEqual({ id: c.id, name: null });
  }, 60_000);

  it('fork a new save from any point that plays on, records where it came from, and leaves the original untouched', async () => {
    const seen = await played(30);
    const id = seen[0]!.save.id;
    const count = seen.length - 1;
    const before = { actions: store.actions(id, 0), save: store.getSave(id) };
    const fork = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 10 }));
    expect(fork.save.id).not.toBe(id);
    expect(fork.save.name).toBe('Played (from move 10)');
    expect(fork.save.actionCount).toBe(10);
    expect(fork.view).toEqual(seen[10]!.view);
    // It plays on: a move other than the one the original made.
    const other = fork.legal.find((a) => JSON.stringify(a) !== JSON.stringify(store.actions(id, 10)[0]!.action));
    const next = ok<GameEnvelope>(await api.handle('saves.act', { id: fork.save.id, action: other ?? fork.legal[0], expectedCount: 10 }));
    expect(next.save.actionCount).toBe(11);
    const info = ok<ReplayInfo>(await api.handle('replays.open', { id: fork.save.id }));
    expect(info.origin).toEqual({ saveId: id, name: 'Played', at: 10, luck: 'fresh' });
    // The original: the same actions, the same row, the same game when opened.
    expect(store.actions(id, 0)).toEqual(before.actions);
    expect(store.getSave(id)).toEqual(before.save);
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id })).view).toEqual(seen[count]!.view);
    // The origin survives the original's deletion (the fork keeps its name as it was).
    ok(await api.handle('saves.delete', { id }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: fork.save.id })).origin).toEqual({ saveId: id, name: 'Played', at: 10, luck: 'fresh' });
    expect(await api.handle('saves.fork', { id: fork.save.id, at: 99 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 60_000);

  it('keep bookmarks with a note, replaced and removed, across reopening the file', async () => {
    const seen = await played(8);
    const id = seen[0]!.save.id;
    ok(await api.handle('replays.bookmark', { id, at: 3, note: 'Lost two men here' }));
    const marks = ok<BookmarkView[]>(await api.handle('replays.bookmark', { id, at: 1, note: 'First fire' }));
    expect(marks.map((m) => [m.at, m.note])).toEqual([[1, 'First fire'], [3, 'Lost two men here']]);
    ok(await api.handle('replays.bookmark', { id, at: 3, note: 'Two men lost' }));
    expect(await api.handle('replays.bookmark', { id, at: 99, note: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const path = store.path;
    store.close();
    ({ store, api } = fixtureApi({ dbPath: path, modules: [endlessPatrolModule, ...fixtureModules] }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id })).bookmarks.map((m) => [m.at, m.note])).toEqual([[1, 'First fire'], [3, 'Two men lost']]);
    expect(ok<BookmarkView[]>(await api.handle('replays.unbookmark', { id, at: 1 })).map((m) => m.at)).toEqual([3]);
  }, 60_000);
});
