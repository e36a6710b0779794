import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import { sampleScenario } from '../../engine/games/combat-patrol';
import type { BotChoice } from '../../engine/bots';
import type { GameEnvelope, SaveSummary } from '../api/contract';
import { fixtureApi, fixtureModules, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from '../services/api-handler';
import { BotPool, thinkHere, type BotThinker, type BotThought } from './bot-pool';

let tmp: ReturnType<typeof tempDir>;
const opened: Store[] = [];
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  tmp.cleanup();
});
const pool = new BotPool(2);
afterAll(() => pool.close());

function api(name: string, think: BotThinker, modules = gameModules): { store: Store; api: ApiHandler } {
  const f = fixtureApi({ dbPath: `${tmp.dir}/${name}.db`, modules, think });
  opened.push(f.store);
  return f;
}
const call = async <T = GameEnvelope>(a: ApiHandler, channel: string, payload: unknown): Promise<T> => ok<T>(await a.handle(channel, payload));
const bot = (name: string) => ({ kind: 'bot' as const, bot: name });
const human = { kind: 'human' as const };

describe('the computer players think on worker threads', () => {
  // The strongest computer of each game, on both sides (or alone): the same save played with the bots
  // thinking here, on this thread as before, and on the workers gives the same moves and the same end.
  const games: [string, unknown, { kind: 'bot'; bot: string }[]][] = [
    ['patrol-lost', { turnLimit: 10 }, [bot('hard'), bot('hard')]],
    ['combat-patrol', { scenario: { ...sampleScenario() } }, [bot('tactical'), bot('tactical')]],
    ['lost-patrol', { deserter: true, pursuerGroups: [5, 5] }, [bot('deserter-ai'), bot('pursuers-ai')]],
    ['endless-patrol', {}, [bot('greedy')]],
  ];
  for (const [game, options, seats] of games) {
    it(`${game}: the same moves and the same end as thinking on the main thread`, async () => {
      const here = api(`${game}-here`, thinkHere);
      const there = api(`${game}-pool`, pool.think);
      const a = await call(here.api, 'saves.create', { game, seed: 21, options, seats });
      const b = await call(there.api, 'saves.create', { game, seed: 21, options, seats });
      expect(a.result).not.toBeNull(); // played to its end (a draw at the turn limit counts)
      expect(a.save.actionCount).toBeGreaterThan(5);
      expect(there.store.actions(b.save.id)).toEqual(here.store.actions(a.save.id));
      expect(b.result).toEqual(a.result);
      expect(b.computerMoves).toEqual(a.computerMoves);
    }, 240_000);
  }

  it('a bot the workers cannot know (a test game) thinks here; a bot that throws on a worker fails the move, and the worker goes on', async () => {
    const pile = fixtureModules.find((m) => m.definition.id === 'pile')!;
    const first = pile.bots.find((b) => b.name === 'first')!;
    const state = pile.definition.setup(1, { pile: 9 });
    expect(await pool.think({ def: pile.definition, state, seat: 0, bot: first, seed: 1 })).toEqual({ ok: true, action: { type: 'take', n: 1 } });
    const pl = gameModules.find((m) => m.definition.id === 'patrol-lost')!;
    const hard = pl.bots.find((b) => b.name === 'hard')!;
    const broken = { def: pl.definition, state: null as never, seat: 0, bot: hard, seed: 1 };
    await expect(pool.think(broken)).rejects.toThrow(/A computer player failed while thinking/);
    const parsed = pl.definition.parseOptions({});
    if (!parsed.ok) throw new Error('options');
    const s = pl.definition.setup(2, parsed.options);
    const seat = pl.definition.currentSeat(s)!;
    expect(await pool.think({ def: pl.definition, state: s, seat, bot: hard, seed: 5 })).toEqual(await thinkHere({ def: pl.definition, state: s, seat, bot: hard, seed: 5 }));
  });
});

describe('while the computer thinks', () => {
  /** A thinker that answers only when told: the bot is "still thinking" until then. */
  function heldThinker(): { think: BotThinker; waiting: BotThought[]; release: () => Promise<void> } {
    const waiting: BotThought[] = [];
    const answers: (() => void)[] = [];
    return {
      waiting,
      think: (t) =>
        new Promise<BotChoice>((resolve) => {
          waiting.push(t);
          answers.push(() => void thinkHere(t).then(resolve));
        }),
      release: async () => {
        for (const a of answers.splice(0)) a();
        await new Promise((r) => setTimeout(r, 5));
      },
    };
  }

  it('other calls are answered; a move in the same game waits for the turn to end and is then refused as stale', async () => {
    const held = heldThinker();
    const { api: a, store } = api('held', held.think, fixtureModules);
    const env = await call(a, 'saves.create', { game: 'pile', seed: 3, options: { pile: 10 }, seats: [human, bot('first')] });
    const acting = a.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 2 }, expectedCount: 0 });
    let settled = false;
    void acting.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(held.waiting).toHaveLength(1); // the computer is thinking
    // Meanwhile: the list of saves, and another game, answer at once.
    const page = await call<{ items: SaveSummary[] }>(a, 'saves.page', {});
    expect(page.items.map((s) => s.id)).toContain(env.save.id);
    const other = await call(a, 'saves.create', { game: 'pile', seed: 4, options: { pile: 10 }, seats: [human, human] });
    expect(other.save.actionCount).toBe(0);
    // A second move in the thinking game (its screen not yet updated) waits, then meets the moved-on count.
    const second = a.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 1 }, expectedCount: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    expect(store.actions(env.save.id)).toHaveLength(1);
    await held.release();
    const done = ok<GameEnvelope>(await acting);
    expect(done.save.actionCount).toBe(2);
    expect(done.computerMoves.map((m) => m.seat)).toEqual([1]);
    expect(await second).toMatchObject({ ok: false, error: { code: 'stale' } });
    expect(store.actions(env.save.id)).toHaveLength(2);
  });
});
