import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportFile, GameEnvelope, SaveSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { TallyView } from '../../test/fixtures/tally-game';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/x.db`, snapshotEvery: 4 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

async function playedGame(): Promise<{ env: GameEnvelope<TallyView>; file: ExportFile }> {
  const created = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', seed: 42, name: 'Night patrol', options: { target: 40 } }));
  const id = created.save.id;
  let env = created as GameEnvelope<TallyView>;
  for (const action of [{ type: 'add', n: 2 }, { type: 'draw' }, { type: 'add', n: 3 }, { type: 'draw' }, { type: 'add', n: 1 }, { type: 'draw' }, { type: 'add', n: 1 }, { type: 'add', n: 1 }, { type: 'add', n: 1 }]) {
    env = ok(await api.handle('saves.act', { id, action }));
  }
  return { env, file: ok<ExportFile>(await api.handle('saves.export', { id })) };
}

describe('export and import', () => {
  it('exports a versioned JSON file and imports it back to the same game', async () => {
    const { env, file } = await playedGame();
    expect(file.fileName).toBe('night-patrol.patrol-hq.json');
    const parsed = JSON.parse(file.text);
    expect(parsed).toMatchObject({ format: 'patrol-hq-save', formatVersion: 1, game: 'tally', version: 1, seed: 42, options: { target: 40 }, name: 'Night patrol' });
    expect(parsed.actions).toHaveLength(9);
    expect(parsed.actions[1]).toEqual({ seat: 0, action: { type: 'draw' } });
    expect(typeof parsed.exportedAt).toBe('string');

    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(imported.id).not.toBe(env.save.id);
    expect(imported).toMatchObject({ name: 'Night patrol', game: 'tally', actionCount: 9, status: env.save.status });
    expect(store.getSave(imported.id)?.seed).toBe(42);
    expect(store.snapshotAtOrBefore(imported.id, 9)?.idx).toBe(8);
    const reopened = ok<GameEnvelope<TallyView>>(await api.handle('saves.open', { id: imported.id }));
    expect(reopened.view).toEqual(env.view);
    expect(reopened.legal).toEqual(env.legal);
    const again = JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: imported.id })).text);
    expect({ ...again, exportedAt: 0 }).toEqual({ ...parsed, exportedAt: 0 });
  });

  it('imports a save file and a scenario file that start with a UTF-8 byte-order mark (as Windows editors write them)', async () => {
    const { file } = await playedGame();
    const bom = '\uFEFF';
    expect(ok<SaveSummary>(await api.handle('saves.import', { text: bom + file.text }))).toMatchObject({ name: 'Night patrol', actionCount: 9 });
    const created = ok<{ summary: { id: string } }>(await api.handle('scenarios.create', { name: 'With a mark', template: 'sample' }));
    const exported = ok<ExportFile>(await api.handle('scenarios.export', { id: created.summary.id }));
    expect(ok<{ name: string }>(await api.handle('scenarios.import', { text: bom + exported.text })).name).toBe('With a mark');
    // Only a mark at the start is skipped: one anywhere else is still not JSON.
    expect(await api.handle('saves.import', { text: `${file.text.slice(0, 5)}${bom}${file.text.slice(5)}` })).toMatchObject({ ok: false, error: { code: 'bad-file' } });
  });

  it('says a number like 1e999 in a save file is not a finite number', async () => {
    const { file } = await playedGame();
    const r = await api.handle('saves.import', { text: file.text.replace('"seed": 42', '"seed": 1e999') });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-file', message: 'This save file cannot be imported: "seed" is not a finite number.' } });
  });

  const mutate = (text: string, f: (o: Record<string, any>) => void): string => {
    const o = JSON.parse(text);
    f(o);
    return JSON.stringify(o);
  };

  const bad: [string, (t: string) => string, string][] = [
    ['not JSON', () => '{"format": "patrol-hq-save",', 'not valid JSON'],
    ['another format', (t) => mutate(t, (o) => (o.format = 'vassal-log')), 'not a Patrol HQ save'],
    ['a JSON array', () => '[1,2,3]', 'not a Patrol HQ save'],
    ['a newer format version', (t) => mutate(t, (o) => (o.formatVersion = 3)), 'newer Patrol HQ'],
    ['an unknown game', (t) => mutate(t, (o) => (o.game = 'chess')), '"chess"'],
    ['another rules version', (t) => mutate(t, (o) => (o.version = 7)), 'rules version 7'],
    ['a negative seed', (t) => mutate(t, (o) => (o.seed = -4)), '"seed"'],
    ['bad options', (t) => mutate(t, (o) => (o.options = { target: 1 })), 'options are not valid'],
    ['a malformed action list', (t) => mutate(t, (o) => (o.actions = 'all of them')), '"actions"'],
    ['a seat out of range', (t) => mutate(t, (o) => (o.actions[0].seat = 9)), '"actions[0].seat" must be at most 7.'],
    ['an action the game does not know', (t) => mutate(t, (o) => (o.actions[4].action = { type: 'teleport' })), 'move 5 of 9 is not legal (That is not a Tally move.)'],
    ['an illegal action', (t) => mutate(t, (o) => (o.actions[0].action = { type: 'add', n: 3 }, (o.options = { target: 5 }), o.actions.splice(1, 0, { seat: 0, action: { type: 'add', n: 3 } }))), 'move 2 of 10 is not legal (Adding 3 would pass 5.)'],
    ['the wrong seat', (t) => mutate(t, (o) => (o.actions[2].seat = 1)), 'move 3 of 9 is not legal'],
    ['chat that is not a list', (t) => mutate(t, (o) => (o.chat = 'hello')), 'The file\'s "chat" is a list of chat lines ("chat").'],
    ['a chat line that is not an object', (t) => mutate(t, (o) => (o.chat = ['hello'])), '"chat[0]" must be a group of named values, not text.'],
    ['an empty chat line', (t) => mutate(t, (o) => (o.chat = [{ seat: 0, name: 'Player', text: '   ', at: 2 }])), 'A chat line cannot be empty ("chat[0].text").'],
    ['a chat line with control characters', (t) => mutate(t, (o) => (o.chat = [{ seat: 0, name: 'Player', text: 'a\u202eb', at: 2 }])), 'may not hold control characters'],
    ['a chat line of unknown fields', (t) => mutate(t, (o) => (o.chat = [{ seat: 0, name: 'Player', text: 'hi', at: 2, html: '<b>' }])), '"chat[0]" has a field Patrol HQ does not know: "html".'],
    ['a chat line with no move count', (t) => mutate(t, (o) => (o.chat = [{ seat: 0, name: 'Player', text: 'hi' }])), 'A chat line says after how many moves it was said ("at", a whole number) ("chat[0].at").'],
    ['a chat line from a seat the game does not have', (t) => mutate(t, (o) => (o.chat = [{ seat: 0, name: 'Player', text: 'hi', at: 1 }, { seat: 3, name: 'Ghost', text: 'boo', at: 2 }])), 'chat line 2 is said from seat 4, but Tally is played here with 1.'],
  ];

  it.each(bad)('refuses %s with a clear message and stores nothing', async (_what, change, words) => {
    const { file } = await playedGame();
    const before = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    const actionsBefore = store.db.prepare('SELECT count(*) AS n FROM actions').get();
    const chatBefore = store.db.prepare('SELECT count(*) AS n FROM chat').get();
    const r = await api.handle('saves.import', { text: change(file.text) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-file');
      expect(r.error.message).toContain(words);
    }
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {}))).toEqual(before);
    expect(store.db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual(actionsBefore);
    expect(store.db.prepare('SELECT count(*) AS n FROM chat').get()).toEqual(chatBefore);
  });
});

describe('a save file keeps the game\'s chat', () => {
  it('an exported file carries its chat lines in order, and importing it restores them (the game\'s format version unchanged)', async () => {
    const { env, file: plain } = await playedGame();
    const id = env.save.id;
    expect(JSON.parse(plain.text)).not.toHaveProperty('chat');
    ok(await api.handle('saves.say', { id, seat: 0, text: '  <b>first</b> line  ' }));
    ok(await api.handle('saves.say', { id, seat: 0, text: 'second line' }));
    const said = ok<GameEnvelope>(await api.handle('saves.open', { id })).chat;
    expect(said.map((l) => l.text)).toEqual(['<b>first</b> line', 'second line']);
    const file = ok<ExportFile>(await api.handle('saves.export', { id }));
    const parsed = JSON.parse(file.text);
    expect(parsed.chat).toEqual(said.map((l) => ({ seat: l.seat, name: l.name, text: l.text, at: 9 })));
    expect(parsed.formatVersion).toBe(1);

    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: imported.id })).chat).toEqual(said);
    const again = JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: imported.id })).text);
    expect({ ...again, exportedAt: 0 }).toEqual({ ...parsed, exportedAt: 0 });
    // The first save keeps its own lines; the copy's are its own rows.
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id })).chat).toEqual(said);
    expect(store.db.prepare('SELECT count(*) AS n FROM chat').get()).toEqual({ n: 4 });
  });

  it('a line said after moves later taken back still travels (its count beyond the moves kept); a file without chat imports with none', async () => {
    const { env, file: plain } = await playedGame();
    const line = { seat: 0, name: 'Player', text: 'said before an undo', at: 12 };
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: JSON.stringify({ ...JSON.parse(plain.text), chat: [line] }) }));
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: imported.id })).chat).toEqual([line]);
    const bare = ok<SaveSummary>(await api.handle('saves.import', { text: plain.text }));
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: bare.id })).chat).toEqual([]);
    expect(bare.actionCount).toBe(env.save.actionCount);
  });
});
