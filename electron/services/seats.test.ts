import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay } from '../../engine/core';
import type { CatalogEntry, ExportFile, GameEnvelope, SaveSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import { botCalls, pileGame, type PileView } from '../../test/fixtures/pile-game';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { botSeed } from './seats';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/seats.db`, snapshotEvery: 5 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const bot = (name: string) => ({ kind: 'bot' as const, bot: name });
const human = { kind: 'human' as const };
const savesCount = () => (store.db.prepare('SELECT count(*) AS n FROM saves').get() as { n: number }).n;
const replayed = (id: string, seed: number, pile: number) =>
  replay(pileGame, { game: 'pile', version: 1, seed, options: { pile }, actions: store.actions(id) });

describe('seat players', () => {
  it('a bot seat plays at once after a human move, through the same pipeline, each move recorded', async () => {
    botCalls.length = 0;
    const env = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 3, options: { pile: 10 }, seats: [human, bot('first')] }));
    expect(env.save.seats).toEqual([human, bot('first')]);
    expect(env.seat).toBe(0);
    expect(env.save.actionCount).toBe(0);
    const next = ok<GameEnvelope<PileView>>(await api.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 2 }, expectedCount: 0 }));
    expect(store.actions(env.save.id)).toEqual([
      { seat: 0, action: { type: 'take', n: 2 } },
      { seat: 1, action: { type: 'take', n: 1 } },
    ]);
    expect(next.seat).toBe(0);
    expect(next.view.pile).toBe(7);
    expect(next.save.actionCount).toBe(2);
    expect(next.log.slice(-2).map((l) => l.text)).toEqual(['North took 2: 8 left.', 'South took 1: 7 left.']);
    // The bot was shown its own seat's view and the legal actions, nothing else.
    expect(botCalls).toEqual([{ bot: 'first', view: { pile: 8, turn: 1, seat: 1 }, legal: 4 }]);
    // The screen is given the computer's move with the looking seat's view after it, to show it before the end state.
    expect(next.computerMoves).toEqual([{ action: 1, seat: 1, view: { pile: 7, turn: 0, seat: 0 } }]);
    expect(env.computerMoves).toEqual([]);
  });

  it('a bot in the first seat moves on create; a human may not act for a bot seat', async () => {
    const env = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 4, options: { pile: 10 }, seats: [bot('first'), human] }));
    expect(env.seat).toBe(1);
    expect(store.actions(env.save.id)).toEqual([{ seat: 0, action: { type: 'take', n: 1 } }]);
    const r = await api.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 1 } });
    expect(r).toEqual({ ok: false, error: { code: 'illegal', message: 'North is played by the computer in this game.', detail: 'bot-seat' } });
    expect(store.getSave(env.save.id)?.actionCount).toBe(1);
  });

  it('two bots play a whole game on create; the record replays without any bot and reopens identically', async () => {
    const seats = [bot('dice'), bot('dice')];
    const a = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 77, options: { pile: 40 }, seats }));
    expect(a.toAct).toBeNull();
    expect(a.result?.outcome).toBe('win');
    expect(a.save.status).toBe('won');
    const actions = store.actions(a.save.id);
    expect(actions.length).toBe(a.save.actionCount);
    expect(actions.length).toBeGreaterThanOrEqual(14);
    // Every computer move of the call, in order, each seen from the looking seat (here seat 0).
    expect(a.computerMoves.map((m) => m.action)).toEqual(actions.map((_, i) => i));
    expect(a.computerMoves.map((m) => m.seat)).toEqual(actions.map((x) => x.seat));
    expect(a.computerMoves.at(-1)?.view).toEqual(a.view);
    expect(new Set(a.computerMoves.map((m) => m.view.seat))).toEqual(new Set([a.seat]));
    const full = replayed(a.save.id, 77, 40);
    expect(full.ok && pileGame.view(full.state, 0)).toEqual(a.view);
    const reopened = ok<GameEnvelope<PileView>>(await api.handle('saves.open', { id: a.save.id }));
    expect(reopened.view).toEqual(a.view);
    expect(reopened.save.actionCount).toBe(a.save.actionCount);
    // Deterministic: the bots' generators come from the save's seed and the action index.
    const b = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 77, options: { pile: 40 }, seats }));
    expect(store.actions(b.save.id)).toEqual(actions);
    expect(botSeed(77, 0)).not.toBe(botSeed(77, 1));
  });

  it('undo takes back the last human move and the bot moves after it, when nothing was revealed', async () => {
    const env = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 5, options: { pile: 30 }, seats: [human, bot('first')] }));
    const id = env.save.id;
    ok(await api.handle('saves.act', { id, seat: 0, action: { type: 'take', n: 3 } }));
    const two = ok<GameEnvelope<PileView>>(await api.handle('saves.act', { id, seat: 0, action: { type: 'take', n: 2 } }));
    expect(two.save.actionCount).toBe(4);
    expect(two.canUndo).toBe(true);
    const undone = ok<GameEnvelope<PileView>>(await api.handle('saves.undo', { id, expectedCount: 4 }));
    expect(undone.save.actionCount).toBe(2);
    expect(undone.view.pile).toBe(26);
    expect(undone.seat).toBe(0);
    expect(store.actions(id)).toHaveLength(2);
    const again = ok<GameEnvelope<PileView>>(await api.handle('saves.undo', { id }));
    expect(again.save.actionCount).toBe(0);
    expect(again.canUndo).toBe(false);
    expect(await api.handle('saves.undo', { id })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'nothing-to-undo' } });
  });

  it('undo is refused when a bot move after the human one revealed something, and nothing changes', async () => {
    const env = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 6, options: { pile: 30 }, seats: [human, bot('roller')] }));
    const id = env.save.id;
    const after = ok<GameEnvelope<PileView>>(await api.handle('saves.act', { id, seat: 0, action: { type: 'take', n: 1 } }));
    expect(store.actions(id).map((a) => a.seat)).toEqual([0, 1]);
    expect(after.canUndo).toBe(false);
    expect(await api.handle('saves.undo', { id })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-undoable' } });
    expect(store.getSave(id)?.actionCount).toBe(2);
  });

  it('a bot turn cut off (the app closed between the human commit and the bot commit) is played on open, identically', async () => {
    const env = ok<GameEnvelope<PileView>>(await api.handle('saves.create', { game: 'pile', seed: 12, options: { pile: 50 }, seats: [human, bot('dice')] }));
    const id = env.save.id;
    const played = ok<GameEnvelope<PileView>>(await api.handle('saves.act', { id, seat: 0, action: { type: 'take', n: 1 } }));
    const full = store.actions(id);
    expect(full).toHaveLength(2);
    store.truncate(id, 2, 1, { updatedAt: played.save.updatedAt, status: 'playing' });
    const reopened = ok<GameEnvelope<PileView>>(await api.handle('saves.open', { id }));
    expect(store.actions(id)).toEqual(full);
    expect(reopened.view).toEqual(played.view);
  });

  it('refuses seat lists of the wrong length and bots the game does not offer, naming them; nothing stored', async () => {
    const one = await api.handle('saves.create', { game: 'pile', seats: [human] });
    expect(one).toEqual({ ok: false, error: { code: 'bad-request', message: 'Pile is played with 2 seats; 1 was given.', detail: 'bad-seats' } });
    const three = await api.handle('saves.create', { game: 'pile', seats: [human, human, human] });
    expect(three).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Pile is played with 2 seats; 3 were given.' } });
    const nobody = await api.handle('saves.create', { game: 'pile', seats: [human, bot('nobody')] });
    expect(nobody).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'Seat 2 ("South"): "nobody" is not a computer player of Pile; it offers: first, dice, roller, cheat.', detail: 'unknown-bot' },
    });
    const tally = await api.handle('saves.create', { game: 'tally', seats: [bot('first')] });
    expect(tally).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('it has no computer players') } });
    expect(await api.handle('saves.create', { game: 'pile', seats: [{ kind: 'robot' }, human] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(savesCount()).toBe(0);
  });

  it('omitted seats are all human; every summary carries the seats', async () => {
    const hot = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 1 }));
    expect(hot.save.seats).toEqual([human, human]);
    ok(await api.handle('saves.create', { game: 'pile', seed: 2, seats: [human, bot('dice')] }));
    const solo = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', seed: 2 }));
    expect(solo.save.seats).toEqual([human]);
    const list = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    expect(list.map((s) => s.seats).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))).toEqual([[human], [human, human], [human, bot('dice')]].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))));
    expect(ok<SaveSummary>(await api.handle('saves.rename', { id: hot.save.id, name: 'Hot' })).seats).toEqual([human, human]);
  });

  it('a bot that answers an illegal move stops with a clear error; the human move stays stored', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 8, options: { pile: 3 }, seats: [human, bot('cheat')] }));
    const r = await api.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 1 } });
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', detail: 'bot-illegal', message: expect.stringContaining('At move 2: The computer player "cheat" (South) chose a move the rules refused (Only 2 left.)') } });
    expect(store.actions(env.save.id)).toEqual([{ seat: 0, action: { type: 'take', n: 1 } }]);
  });

  it('bots that never reach a human turn or the end are stopped after 10,000 moves, each one stored', async () => {
    const r = await api.handle('saves.create', { game: 'pile', seed: 9, seats: [bot('roller'), bot('roller')] });
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', detail: 'bot-step-limit', message: expect.stringContaining('10,000 moves in a row') } });
    const [save] = store.listSaves();
    expect(save?.actionCount).toBe(10_000);
  }, 60_000);

  it('export carries the seats; import restores them, validates them, and plays a pending bot turn on open', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 10, options: { pile: 20 }, seats: [human, bot('first')] }));
    ok(await api.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 2 } }));
    const file = ok<ExportFile>(await api.handle('saves.export', { id: env.save.id }));
    const parsed = JSON.parse(file.text) as { formatVersion: number; seats: unknown; actions: unknown[] };
    expect(parsed.formatVersion).toBe(1);
    expect(parsed.seats).toEqual([human, bot('first')]);
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(imported.seats).toEqual([human, bot('first')]);
    expect(imported.actionCount).toBe(2);

    const bad = await api.handle('saves.import', { text: JSON.stringify({ ...parsed, seats: [human, bot('nobody')] }) });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('"nobody" is not a computer player of Pile') } });
    const shape = await api.handle('saves.import', { text: JSON.stringify({ ...parsed, seats: [{ kind: 'alien' }] }) });
    expect(shape).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('seats') } });
    const before = savesCount();
    // A file stopped at the bot's turn: opening it lets the bot move.
    const pending = ok<SaveSummary>(await api.handle('saves.import', { text: JSON.stringify({ ...parsed, actions: parsed.actions.slice(0, 1) }) }));
    expect(savesCount()).toBe(before + 1);
    expect(pending.actionCount).toBe(1);
    const opened = ok<GameEnvelope>(await api.handle('saves.open', { id: pending.id }));
    expect(opened.save.actionCount).toBe(2);
    expect(opened.seat).toBe(0);
    // A file without seats (written before seats existed) is all human.
    const { seats: _omit, ...old } = parsed;
    expect(ok<SaveSummary>(await api.handle('saves.import', { text: JSON.stringify(old) })).seats).toEqual([human, human]);
  });

  it('the catalog lists the seats and bots of available games', async () => {
    const cat = ok<CatalogEntry[]>(await api.handle('catalog.list', {}));
    const pile = cat.find((c) => c.id === 'pile');
    expect(pile?.seats).toEqual({ min: 2, max: 2, names: ['North', 'South'] });
    expect(pile?.bots?.map((b) => b.name)).toEqual(['first', 'dice', 'roller', 'cheat']);
    expect(pile?.bots?.[0]?.description).toBe('Takes the first legal action.');
    expect(cat.find((c) => c.id === 'tally')?.bots).toEqual([]);
  });

  it('lists a game not built yet as coming, without seats or bots', async () => {
    const other = fixtureApi({ dbPath: `${tmp.dir}/coming.db`, coming: [{ id: 'night-patrol', name: 'Night Patrol', blurb: 'A game still being built, listed so players know it is on its way.', players: '1 player' }] });
    const cat = ok<CatalogEntry[]>(await other.api.handle('catalog.list', {}));
    const coming = cat.find((c) => c.id === 'night-patrol');
    expect(coming?.available).toBe(false);
    expect(coming?.bots).toBeUndefined();
    expect(await other.api.handle('saves.create', { game: 'night-patrol' })).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Night Patrol is not available yet.' } });
    other.store.close();
  });
});
