import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import { chanceOf } from '../../engine/odds';
import { de, table, us } from '../../engine/games/combat-patrol/testing';
import { localLanes } from '../../test/fixtures/odds-lanes';
import { fixtureApi, fixtureModules, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, OddsView } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/b.db`, modules: gameModules }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** One rifleman each side, one turn: only the US rifle reaches (the German has a pistol, 30 in away). */
const oneShot = table({ models: [us('joe', 10, 20), de('jerry', 40, 20, { weapon: 'pistol', grenades: 0 })], battle: { turnLimit: 1, firstMove: 'US' } });

async function battleSave(scenario: unknown): Promise<GameEnvelope> {
  return ok<GameEnvelope>(await api.handle('saves.create', { game: 'combat-patrol', seed: 5, options: { scenario } }));
}

describe('odds.run on a Combat Patrol! battle: each side\'s chance', () => {
  it('gives both sides\' chances with their margins from the same games, the rest draws, and nothing of the generator', async () => {
    const g = await battleSave(oneShot);
    const view = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'b1', margin: 0.03, expectedCount: g.save.actionCount }));
    expect(view).toMatchObject({ done: true, cancelled: false, bot: 'random', by: 'the random computer player on both sides', choices: [], progress: 1 });
    expect(view.sides?.map((s) => s.seat)).toEqual([0, 1]);
    const [usSide, german] = view.sides!;
    // The pistol reaches only a US man who ran up to it: the German side seldom wins.
    expect(german!.chance).toBeLessThan(0.05);
    expect(usSide!.chance).toBeGreaterThan(0);
    expect(usSide!.chance).toBeLessThan(0.3);
    expect(usSide!.margin).toBeLessThanOrEqual(0.03);
    expect(usSide!.text).toMatch(/^\d+% \+\/- \d+(\.\d)?%$/);
    // What comes back is figures only: no seed, no generator.
    expect(JSON.stringify(view)).not.toMatch(/rng|seed|"a":|state/i);
  }, 120_000);

  it('allows for each battle\'s luck on both sides: the German figure\'s margin too is narrower than the same battles give without it', async () => {
    const g = await battleSave('sample');
    const view = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'luck', margin: 0.03, expectedCount: g.save.actionCount }));
    const plainMargin = (p: number) => chanceOf({ games: view.games, wins: Math.round(p * view.games) }).margin;
    const [usSide, german] = view.sides!;
    expect(view.games).toBeLessThan(800);
    // Both sides' figures are refined to the margin, whichever seat asks.
    expect(usSide!.margin).toBeLessThanOrEqual(0.03);
    expect(german!.margin).toBeLessThanOrEqual(0.03);
    expect(usSide!.margin).toBeLessThan(0.85 * plainMargin(usSide!.chance));
    expect(german!.margin).toBeLessThan(0.85 * plainMargin(german!.chance));
  }, 120_000);

  it('refines while it runs and stops when cancelled, with the figures so far', async () => {
    const g = await battleSave(oneShot);
    const pending = api.handle('odds.run', { id: g.save.id, job: 'b2', margin: 0.005 });
    let peeked: OddsView | null = null;
    for (let i = 0; i < 1200 && !(peeked && peeked.games > 0); i++) {
      await new Promise((r) => setTimeout(r, 50));
      peeked = ok<OddsView | null>(await api.handle('odds.peek', { job: 'b2' }));
    }
    expect(peeked!.games).toBeGreaterThan(0);
    expect(peeked!.sides).toHaveLength(2);
    expect(peeked!.progress).toBeGreaterThan(0);
    expect(peeked!.progress).toBeLessThan(1);
    expect(ok<boolean>(await api.handle('odds.cancel', { job: 'b2' }))).toBe(true);
    const view = ok<OddsView>(await pending);
    expect(view).toMatchObject({ cancelled: true, done: false });
    expect(view.games).toBeGreaterThanOrEqual(peeked!.games);
    expect(view.sides![0]!.chance + view.sides![1]!.chance).toBeLessThanOrEqual(1);
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'b2' }))).toBeNull();
  }, 180_000);

  it('refuses bad input in words and works nothing out', async () => {
    const g = await battleSave(oneShot);
    for (const bad of [
      { id: g.save.id, job: 'x', margin: 0.5 },
      { id: g.save.id, job: 'x', seat: 9 },
      { id: g.save.id, job: 'x', seed: -1 },
      { id: g.save.id, job: 'x', state: {} },
      { id: g.save.id },
    ]) {
      const r = await api.handle('odds.run', bad);
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'x' }))).toBeNull();
    expect(await api.handle('odds.run', { id: g.save.id, job: 'y', expectedCount: g.save.actionCount + 1 })).toMatchObject({ ok: false, error: { code: 'stale' } });
  });
});

describe('odds.about on a Combat Patrol! battle', () => {
  it('warms the odds up on the battle shown, as the seat asking sees it, and nothing on a save that offers no odds', async () => {
    const warmed: { game: string; seat: number; actionCount: number }[] = [];
    const own = fixtureApi({
      dbPath: `${tmp.dir}/w.db`, modules: [...gameModules, ...fixtureModules],
      oddsWarm: (pos) => warmed.push({ game: pos.module.definition.id, seat: pos.seat, actionCount: (pos.state as { actionCount: number }).actionCount }),
    });
    try {
      const g = ok<GameEnvelope>(await own.api.handle('saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: 'sample' } }));
      expect(ok<{ by: string }>(await own.api.handle('odds.about', { id: g.save.id, seat: 1 })).by).toBe('the random computer player on both sides');
      expect(warmed).toEqual([{ game: 'combat-patrol', seat: 1, actionCount: g.save.actionCount }]);
      const tally = ok<GameEnvelope>(await own.api.handle('saves.create', { game: 'tally' }));
      expect(await own.api.handle('odds.about', { id: tally.save.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
      expect(await own.api.handle('odds.about', { id: 'no-such-save', seat: 0 })).toMatchObject({ ok: false });
      expect(warmed).toHaveLength(1);
    } finally {
      own.store.close();
    }
  });

  it('odds.prepare readies the workers for Combat Patrol! on a battle of its own (the sample at its start), nothing for a card game, and refuses an unknown game; a game made or opened settles them', async () => {
    const prepared: { game: string; seat: number; scenario: string; phase: string }[] = [];
    let settled = 0;
    const own = fixtureApi({
      dbPath: `${tmp.dir}/p.db`, modules: [...gameModules, ...fixtureModules],
      oddsSettle: () => settled++,
      oddsPrepare: (like) => {
        const s = like.state as { scenario: { name: string }; phase: string };
        prepared.push({ game: like.module.definition.id, seat: like.seat, scenario: s.scenario.name, phase: s.phase });
        return true;
      },
    });
    try {
      expect(ok<{ warming: boolean }>(await own.api.handle('odds.prepare', { game: 'combat-patrol' }))).toEqual({ warming: true });
      expect(prepared).toEqual([{ game: 'combat-patrol', seat: 0, scenario: 'Crossroads at dawn', phase: 'battle' }]);
      expect(ok<{ warming: boolean }>(await own.api.handle('odds.prepare', { game: 'endless-patrol' }))).toEqual({ warming: false });
      expect(await own.api.handle('odds.prepare', { game: 'chess' })).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Patrol HQ has no game "chess".' } });
      expect(prepared).toHaveLength(1);
      // A game made or opened stops the preparing, leaving the cores to drawing its screen.
      expect(settled).toBe(0);
      const g = ok<GameEnvelope>(await own.api.handle('saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: 'sample' } }));
      expect(settled).toBe(1);
      ok(await own.api.handle('saves.open', { id: g.save.id }));
      expect(settled).toBe(2);
      // A friend's page opening the shared game on their machine settles nothing of the host's.
      const friend = { id: 'friend', onGone: () => () => {}, guest: { saveId: g.save.id, game: 'combat-patrol', seat: 1, odds: true, token: 't' } };
      ok(await own.api.handle('saves.open', { id: g.save.id }, friend));
      expect(settled).toBe(2);
      const t = ok<{ summary: { id: string } }>(await own.api.handle('scenarios.create', { name: 'A table' }));
      ok(await own.api.handle('scenarios.open', { id: t.summary.id }));
      expect(settled).toBe(3);
      ok(await own.api.handle('replays.open', { id: g.save.id }));
      expect(settled).toBe(4);
    } finally {
      own.store.close();
    }
  });

  it("hands the warm-up's battles to the odds then asked for the battle shown: none is played twice, and the figures are the same", async () => {
    const cp = gameModules.find((m) => m.definition.id === 'combat-patrol')!;
    const modules = gameModules.map((m) => (m === cp ? { ...cp, odds: { ...cp.odds!, warmUp: 8 } } : m));
    // Two lanes played in this process, each chunk answered a turn of the event loop later.
    const { pool, sent } = localLanes();
    let warming: Promise<void> = Promise.resolve();
    const own = fixtureApi({
      dbPath: `${tmp.dir}/h.db`, modules,
      oddsRunner: (req, onUpdate, isCancelled) => pool.run(req, onUpdate, isCancelled),
      oddsWarm: (pos, seed) => (warming = pool.warm(pos, seed)),
    });
    try {
      const g = ok<GameEnvelope>(await own.api.handle('saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: oneShot } }));
      ok(await own.api.handle('odds.about', { id: g.save.id, seat: 0 }));
      await warming;
      const warmed = sent.reduce((n, c) => n + (c.to - c.from), 0);
      expect(warmed).toBe(16);
      const ask = { id: g.save.id, seat: 0, expectedCount: g.save.actionCount, margin: 0.05, choices: false };
      const first = ok<OddsView>(await own.api.handle('odds.run', { ...ask, job: 'a' }));
      const own1 = sent.slice(2);
      expect(Math.min(...own1.map((c) => c.from))).toBe(warmed);
      expect(first.games).toBeGreaterThan(warmed);
      // Asked again, the run plays every battle itself (the warm-up's are taken once), to the same figures.
      const again = ok<OddsView>(await own.api.handle('odds.run', { ...ask, job: 'b' }));
      expect(Math.min(...sent.slice(2 + own1.length).map((c) => c.from))).toBe(0);
      expect({ ...again, job: 'a' }).toEqual(first);
    } finally {
      own.store.close();
    }
  });
});
