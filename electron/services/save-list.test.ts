import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEnvelope, SaveStatus, SavesPage, SaveSummary, SeatPlayer } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import { fillSaves } from '../../test/fixtures/many-saves';
import { gameModules } from '../../engine/games';
import { SEEN_STATUS_SQL, seenStatus, Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/l.db` }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const human: SeatPlayer = { kind: 'human' };
const first: SeatPlayer = { kind: 'bot', bot: 'first' };

async function page(q: Record<string, unknown> = {}): Promise<SavesPage> {
  return ok<SavesPage>(await api.handle('saves.page', q));
}

describe('the result as the people at the screen saw it', () => {
  it('a person beaten by the app lost; a person who beat it won; the store keeps the winning seat', async () => {
    // Pile of 2: North (a person) takes 1, the app's South takes the last: the app won.
    const beaten = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 2 }, seats: [human, first], name: 'Beaten' }));
    const over = ok<GameEnvelope>(await api.handle('saves.act', { id: beaten.save.id, action: { type: 'take', n: 1 } }));
    expect(over.result?.winner).toBe(1);
    expect(over.save).toMatchObject({ status: 'won', winner: 1, seenStatus: 'lost' });
    // Pile of 1: North takes it and wins.
    const winner = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 1 }, seats: [human, first], name: 'Beat it' }));
    const won = ok<GameEnvelope>(await api.handle('saves.act', { id: winner.save.id, action: { type: 'take', n: 1 } }));
    expect(won.save).toMatchObject({ status: 'won', winner: 0, seenStatus: 'won' });
    // Two people at one screen: one of them won.
    const hot = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 1 }, seats: [human, human], name: 'Hotseat' }));
    const hotOver = ok<GameEnvelope>(await api.handle('saves.act', { id: hot.save.id, action: { type: 'take', n: 1 } }));
    expect(hotOver.save).toMatchObject({ winner: 0, seenStatus: 'won' });
    expect(store.getSave(beaten.save.id)?.winner).toBe(1);

    const lost = await page({ status: 'lost' });
    expect(lost.items.map((s) => s.name)).toEqual(['Beaten']);
    const wins = await page({ status: 'won' });
    expect(wins.items.map((s) => s.name).sort()).toEqual(['Beat it', 'Hotseat']);
  });

  it('undo takes the winner back with the result; an import records it', async () => {
    const g = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 1 }, seats: [human, human] }));
    await api.handle('saves.act', { id: g.save.id, action: { type: 'take', n: 1 } });
    expect(store.getSave(g.save.id)).toMatchObject({ status: 'won', winner: 0 });
    const back = ok<GameEnvelope>(await api.handle('saves.undo', { id: g.save.id }));
    expect(back.save).toMatchObject({ status: 'playing', winner: null, seenStatus: 'playing' });
    expect(store.getSave(g.save.id)).toMatchObject({ status: 'playing', winner: null });

    const beaten = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 2 }, seats: [human, first] }));
    await api.handle('saves.act', { id: beaten.save.id, action: { type: 'take', n: 1 } });
    const file = ok<{ text: string }>(await api.handle('saves.export', { id: beaten.save.id }));
    const copy = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(copy).toMatchObject({ winner: 1, seenStatus: 'lost' });
  });

  it('the SQL the list filters with agrees with the function the summaries use, on every combination', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE saves (status TEXT, winner INTEGER, seats TEXT)');
    const statuses: SaveStatus[] = ['playing', 'won', 'lost', 'drawn'];
    const seatings: (SeatPlayer[] | undefined)[] = [undefined, [human], [human, human], [human, first], [first, human], [first, first], [first]];
    const q = db.prepare(`SELECT ${SEEN_STATUS_SQL} AS seen FROM saves WHERE rowid = ?`);
    const ins = db.prepare('INSERT INTO saves (status, winner, seats) VALUES (?, ?, ?)');
    let n = 0;
    for (const status of statuses) {
      for (const winner of [null, 0, 1, 2]) {
        for (const seats of seatings) {
          const row = ins.run(status, winner, seats ? JSON.stringify(seats) : null);
          expect((q.get(row.lastInsertRowid) as { seen: string }).seen, `${status} ${winner} ${JSON.stringify(seats)}`).toBe(seenStatus(status, winner, seats));
          n++;
        }
      }
    }
    expect(n).toBe(4 * 4 * 7);
    db.close();
  });
});

describe('saves.page', () => {
  it('pages newest first, counts what matches and all, filters by game, and searches names literally', async () => {
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString();
    const put = (id: string, name: string, game: string, m: number) =>
      store.insertSave({ id, game, version: 1, name, seed: 1, options: {}, createdAt: at(m), updatedAt: at(m), actionCount: 0, status: 'playing' });
    for (let i = 0; i < 25; i++) put(`t${i}`, `Tally ${i}`, 'tally', i);
    put('p1', '100% sure_thing', 'pile', 30);
    put('p2', '100 percent', 'pile', 31);

    const first = await page({ limit: 10 });
    expect(first.total).toBe(27);
    expect(first.all).toBe(27);
    expect(first.items.map((s) => s.id)).toEqual(['p2', 'p1', 't24', 't23', 't22', 't21', 't20', 't19', 't18', 't17']);
    const third = await page({ limit: 10, offset: 20 });
    expect(third.items.map((s) => s.id)).toEqual(['t6', 't5', 't4', 't3', 't2', 't1', 't0']);
    expect(third.offset).toBe(20);

    const piles = await page({ game: 'pile' });
    expect(piles.items.map((s) => s.gameName)).toEqual(['Pile', 'Pile']);
    expect(piles).toMatchObject({ total: 2, all: 27 });
    // % and _ are letters in a search, not wildcards; case does not matter.
    expect((await page({ search: '100%' })).items.map((s) => s.id)).toEqual(['p1']);
    expect((await page({ search: 'E_T' })).items.map((s) => s.id)).toEqual(['p1']);
    expect((await page({ search: 'tally 1' })).total).toBe(11);
    expect((await page({ search: '   ' })).total).toBe(27);
    expect((await page({ search: 'nothing like it' })).items).toEqual([]);
  });

  it('works out once the winners of games won before the winner was kept', async () => {
    // A one-seat game's winner is its seat; a two-seat game's is found by replaying it.
    const tally = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', options: { target: 5 }, name: 'Solo win' }));
    await api.handle('saves.act', { id: tally.save.id, action: { type: 'add', n: 3 } });
    await api.handle('saves.act', { id: tally.save.id, action: { type: 'add', n: 2 } });
    const pile = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', options: { pile: 2 }, seats: [human, first], name: 'Old loss' }));
    await api.handle('saves.act', { id: pile.save.id, action: { type: 'take', n: 1 } });
    const path = store.path;
    store.close();
    const raw = new Database(path);
    raw.exec('UPDATE saves SET winner = NULL');
    raw.close();
    ({ store, api } = fixtureApi({ dbPath: path }));
    // Before it is worked out the list would call the old loss a win.
    expect(store.getSave(pile.save.id)).toMatchObject({ status: 'won', winner: null });
    const lost = await page({ status: 'lost' });
    expect(lost.items.map((s) => s.name)).toEqual(['Old loss']);
    expect(store.getSave(pile.save.id)?.winner).toBe(1);
    expect(store.getSave(tally.save.id)?.winner).toBe(0);
    expect((await page({ status: 'won' })).items.map((s) => s.name)).toEqual(['Solo win']);
  });

  it('lists the fake long-list rows the home test and the bench use, with their results as seen', async () => {
    store.close();
    const path = `${tmp.dir}/many.db`;
    const made = fillSaves(path, 40);
    ({ store, api } = fixtureApi({ dbPath: path, modules: gameModules }));
    for (const status of ['playing', 'won', 'lost'] as const) {
      const want = made.filter((m) => m.seen === status).map((m) => m.name).reverse();
      expect((await page({ status, limit: 100 })).items.map((s) => s.name)).toEqual(want);
    }
    const lp = await page({ game: 'lost-patrol', limit: 100 });
    expect(lp.total).toBe(made.filter((m) => m.game === 'lost-patrol').length);
  });
});
