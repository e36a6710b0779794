/**
 * Forks re-deal what is unseen (issue 22), through the real services and store, for every game:
 * "Play on from here" deals what nobody has seen again from new entropy drawn by the host, "same
 * luck" (for analysis) keeps it as it fell, a forked save reloads to the same game, its file
 * carries where the luck was dealt again (and a malformed one is refused), and exporting an
 * unfinished game says the file tells what is to come.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotGame } from '../../engine/bots/play';
import type { GameModule, RecordedAction } from '../../engine/core';
import { gameModules, getModule } from '../../engine/games';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { ExportFile, GameEnvelope, ReplayInfo, ReplayStep, SaveSummary } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
/** The host's entropy, fixed for the test: each fork gets the next of these. */
let drawn = 0;
const open = (snapshotEvery = 1000) => fixtureApi({ dbPath: `${tmp.dir}/f.db`, snapshotEvery, modules: gameModules, randomSeed: () => 0x9e3779b9 + 7919 * ++drawn });
beforeEach(() => {
  tmp = tempDir();
  drawn = 0;
  ({ store, api } = open());
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const optionsOf: Record<string, Record<string, unknown>> = { 'combat-patrol': { diceMode: 'rolled' } };

/** A random-bot game of `m` (its moves recorded), up to `moves` moves. */
function botGame(m: GameModule, seed: number, moves: number): RecordedAction[] {
  const opts = m.definition.parseOptions(optionsOf[m.definition.id] ?? {});
  if (!opts.ok) throw new Error(opts.error.message);
  return playBotGame(m.definition, seed, opts.options, m.bots.find((b) => b.name === 'random')!, { record: true, maxSteps: moves }).actions;
}

/** The game imported as a save every seat of which a person plays (so each recorded move can be made again). */
async function imported(m: GameModule, seed: number, actions: RecordedAction[], name = 'Original'): Promise<string> {
  const def = m.definition;
  const text = JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1, game: def.id, version: def.version, seed, options: optionsOf[def.id] ?? {}, name, actions });
  return ok<SaveSummary>(await api.handle('saves.import', { text })).id;
}

/**
 * Makes the original's moves from `at` on in save `id`, each checked against what the original's
 * seat saw after it: the number of moves that played exactly as in the original before one was
 * refused or showed something else (all of them: the same future).
 */
async function sameFuture(original: string, id: string, actions: RecordedAction[], at: number): Promise<number> {
  for (let i = at; i < actions.length; i++) {
    const a = actions[i]!;
    const r = await api.handle('saves.act', { id, seat: a.seat, action: a.action, expectedCount: i });
    if (!r.ok) return i - at;
    const seen = ok<ReplayStep>(await api.handle('replays.at', { id: original, at: i + 1, seat: a.seat }));
    if (JSON.stringify((r.value as GameEnvelope).view) !== JSON.stringify(seen.view)) return i - at;
  }
  return actions.length - at;
}

/** Fixed seeds: the same games every run. */
const SEEDS = [11, 12, 13, 14];

describe.each(gameModules.map((m) => [m.definition.id] as const))('forking %s', (game) => {
  const m = getModule(game)!;

  it('deals the unseen again by default (the future parts from the original) and keeps it with "same luck" (the future is the original\'s, move for move)', async () => {
    let parted = 0;
    for (const seed of SEEDS) {
      const actions = botGame(m, seed, 60);
      const at = Math.floor(actions.length / 3);
      const id = await imported(m, seed, actions);
      const original = ok<ReplayInfo>(await api.handle('replays.open', { id }));
      const fresh = ok<GameEnvelope>(await api.handle('saves.fork', { id, at }));
      const same = ok<GameEnvelope>(await api.handle('saves.fork', { id, at, luck: 'same' }));
      expect(fresh.save.name).toBe(`Original (from move ${at})`);
      expect(same.save.name).toBe(`Original (from move ${at}, same luck)`);
      expect(ok<ReplayInfo>(await api.handle('replays.open', { id: fresh.save.id })).origin).toEqual({ saveId: id, name: 'Original', at, luck: 'fresh' });
      expect(ok<ReplayInfo>(await api.handle('replays.open', { id: same.save.id })).origin).toEqual({ saveId: id, name: 'Original', at, luck: 'same' });
      // At the fork point both show exactly what the original showed, and agree with it by check hash.
      const there = ok<ReplayStep>(await api.handle('replays.at', { id, at }));
      for (const f of [fresh, same]) {
        const step = ok<ReplayStep>(await api.handle('replays.at', { id: f.save.id, at }));
        expect(step.view).toEqual(there.view);
        expect(step.hash).toBe(there.hash);
      }
      expect(await sameFuture(id, same.save.id, actions, at)).toBe(actions.length - at);
      expect(ok<ReplayInfo>(await api.handle('replays.open', { id: same.save.id })).hash).toBe(original.hash);
      if ((await sameFuture(id, fresh.save.id, actions, at)) < actions.length - at) parted++;
    }
    expect(parted).toBeGreaterThanOrEqual(SEEDS.length - 1);
  }, 240_000);

  it('reloads a forked save to the same game, and its file carries the new luck to another app', async () => {
    const actions = botGame(m, 21, 60);
    const at = Math.floor(actions.length / 2);
    const id = await imported(m, 21, actions);
    let env = ok<GameEnvelope>(await api.handle('saves.fork', { id, at }));
    for (let i = 0; i < 6 && !env.result; i++) {
      const seat = env.toAct!;
      const look = seat === env.seat ? env : ok<GameEnvelope>(await api.handle('saves.open', { id: env.save.id, seat }));
      if (look.legal.length === 0) break;
      env = ok<GameEnvelope>(await api.handle('saves.act', { id: env.save.id, seat, action: look.legal[look.legal.length - 1], expectedCount: env.save.actionCount }));
    }
    const fork = env.save.id;
    const hash = ok<ReplayInfo>(await api.handle('replays.open', { id: fork })).hash;
    // A fresh process: nothing cached, the game rebuilt from the store.
    store.close();
    ({ store, api } = open());
    const again = ok<GameEnvelope>(await api.handle('saves.open', { id: fork, seat: env.seat }));
    expect(again.view).toEqual(env.view);
    expect(again.legal).toEqual(env.legal);
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: fork })).hash).toBe(hash);
    const file = ok<ExportFile>(await api.handle('saves.export', { id: fork }));
    const parsed = JSON.parse(file.text) as { formatVersion: number; reseeds: { at: number; seed: number }[] };
    expect(parsed.formatVersion).toBe(2);
    expect(parsed.reseeds).toEqual([{ at, seed: (0x9e3779b9 + 7919) >>> 0 }]);
    const copy = ok<SaveSummary>(await api.handle('saves.import', { text: file.text }));
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: copy.id })).hash).toBe(hash);
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: copy.id, seat: env.seat })).view).toEqual(env.view);
  }, 240_000);
});

describe('a forked save', () => {
  it('reloads from a snapshot taken before its fork point, at it (the new luck is in it) and after it', async () => {
    store.close();
    ({ store, api } = open(7));
    const m = getModule('patrol-lost')!;
    const actions = botGame(m, 3, 400);
    const id = await imported(m, 3, actions);
    let env = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 21 }));
    const fork = env.save.id;
    // Played on to where a load starts from the snapshot before the fork point (move 14), at it (21), and after it (28).
    for (const until of [117, 125, 131]) {
      while (env.save.actionCount < until && !env.result) {
        const seat = env.toAct!;
        const look = seat === env.seat ? env : ok<GameEnvelope>(await api.handle('saves.open', { id: fork, seat }));
        env = ok<GameEnvelope>(await api.handle('saves.act', { id: fork, seat, action: look.legal[0], expectedCount: env.save.actionCount }));
      }
      expect(env.save.actionCount).toBe(until);
      store.close();
      ({ store, api } = open(7));
      expect(ok<GameEnvelope>(await api.handle('saves.open', { id: fork, seat: env.seat })).view).toEqual(env.view);
      expect(ok<ReplayStep>(await api.handle('replays.at', { id: fork, at: until, seat: env.seat })).view).toEqual(env.view);
    }
  }, 240_000);

  it('of a fork keeps the first fork\'s new luck up to its own point', async () => {
    const m = getModule('endless-patrol')!;
    const actions = botGame(m, 5, 60);
    const id = await imported(m, 5, actions);
    const first = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 4 })).save.id;
    // The first fork played on by the original's moves as far as they go with its luck.
    const played = 4 + (await sameFuture(id, first, actions, 4));
    const at = Math.max(4, played - 1);
    const seen = ok<ReplayStep>(await api.handle('replays.at', { id: first, at }));
    for (const luck of ['same', 'fresh'] as const) {
      const second = ok<GameEnvelope>(await api.handle('saves.fork', { id: first, at, luck }));
      expect(second.view).toEqual(seen.view);
      const file = JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: second.save.id })).text) as { reseeds: { at: number }[] };
      expect(file.reseeds.map((p) => p.at)).toEqual(luck === 'same' ? [4] : [4, at]);
    }
  }, 240_000);
});

describe('exporting a save', () => {
  it('says the file tells what is to come while a game is unfinished and luck still decides, and not once it is over', async () => {
    const m = getModule('endless-patrol')!;
    const whole = playBotGame(m.definition, 1, {}, m.bots[0]!, { record: true }).actions;
    const unfinished = await imported(m, 1, whole.slice(0, 10), 'Unfinished');
    const finished = await imported(m, 1, whole, 'Finished');
    expect(ok<ExportFile>(await api.handle('saves.export', { id: unfinished })).revealsFuture).toBe(true);
    expect(ok<ExportFile>(await api.handle('saves.export', { id: finished })).revealsFuture).toBe(false);
    // The replay of a finished game says what its forks deal (the screen words it).
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: finished })).finished).toBe(true);
    expect(ok<ReplayInfo>(await api.handle('replays.open', { id: unfinished })).finished).toBe(false);
    // Every game with the app rolling: unfinished, its file tells.
    for (const g of gameModules) {
      const env = ok<GameEnvelope>(await api.handle('saves.create', { game: g.definition.id, seed: 9, options: optionsOf[g.definition.id] ?? {}, seats: Array.from({ length: g.definition.seats.min }, () => ({ kind: 'human' })) }));
      expect(ok<ExportFile>(await api.handle('saves.export', { id: env.save.id })).revealsFuture, g.definition.id).toBe(true);
    }
    // A battle with the dice typed in from a real table: the app rolls nothing, the file tells nothing to come.
    const typed = ok<GameEnvelope>(await api.handle('saves.create', { game: 'combat-patrol', seed: 9, options: { diceMode: 'entered' } }));
    expect(ok<ExportFile>(await api.handle('saves.export', { id: typed.save.id })).revealsFuture).toBe(false);
  }, 240_000);
});

describe('importing a save whose luck was dealt again', () => {
  it('refuses a malformed record of it, clearly, and stores nothing', async () => {
    const m = getModule('lost-patrol')!;
    const actions = botGame(m, 2, 60);
    const id = await imported(m, 2, actions);
    const fork = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 2 }));
    const text = ok<ExportFile>(await api.handle('saves.export', { id: fork.save.id })).text;
    const count = ok<SaveSummary[]>(await api.handle('saves.list', {})).length;
    const bad: [string, unknown, RegExp][] = [
      ['not a list', 'soon', /reseeds/i],
      ['a move that is not a number', [{ at: 'x', seed: 1 }], /reseed point/i],
      ['past the moves in the file', [{ at: 999, seed: 1 }], /follows move 999, but the file holds 2 moves/],
      ['a seed out of range', [{ at: 1, seed: -1 }], /seed.*0 to 4294967295/],
      ['out of order', [{ at: 2, seed: 1 }, { at: 1, seed: 2 }], /not in the order of the moves/],
      ['an unknown field', [{ at: 1, seed: 1, luck: 'good' }], /luck/],
    ];
    for (const [what, reseeds, message] of bad) {
      const file = JSON.parse(text) as Record<string, unknown>;
      file.reseeds = reseeds;
      const r = await api.handle('saves.import', { text: JSON.stringify(file) });
      expect(r, what).toMatchObject({ ok: false, error: { code: 'bad-file' } });
      expect(!r.ok && r.error.message, what).toMatch(message);
    }
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {})).length).toBe(count);
    // The same file as written imports.
    expect((await api.handle('saves.import', { text })).ok).toBe(true);
  }, 120_000);
});

describe('a stored record of new luck', () => {
  it('that cannot be read marks its save damaged (listed, not opened), the others untouched', async () => {
    const m = getModule('endless-patrol')!;
    const id = await imported(m, 7, botGame(m, 7, 20));
    const fork = ok<GameEnvelope>(await api.handle('saves.fork', { id, at: 3 })).save.id;
    store.db.prepare(`UPDATE saves SET reseeds = '[{"at":3,"seed":"soon"}]' WHERE id = ?`).run(fork);
    store.close();
    ({ store, api } = open());
    const list = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    expect(list.find((s) => s.id === fork)?.damaged).toBe('where its luck was dealt again cannot be read');
    expect(list.find((s) => s.id === id)?.damaged).toBeUndefined();
    expect(await api.handle('saves.open', { id: fork })).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'damaged' } });
  });
});
