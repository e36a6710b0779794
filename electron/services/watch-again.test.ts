import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay } from '../../engine/core';
import { gameModules } from '../../engine/games';
import { patrolLost } from '../../engine/games/patrol-lost';
import { sampleScenario } from '../../engine/games/combat-patrol';
import type { GameEnvelope } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
/** The clock a watched game's slices are timed by: each reading moves it on by `tick` ms. */
let now = 0;
let tick = 0;
beforeEach(() => {
  tmp = tempDir();
  now = 0;
  tick = 0;
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/w.db`, modules: gameModules, clock: () => (now += tick) }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const call = async <T = GameEnvelope>(channel: string, payload: unknown): Promise<T> => ok<T>(await api.handle(channel, payload));
const human = { kind: 'human' as const };
const easy = { kind: 'bot' as const, bot: 'easy' };
const seatsOf = (env: GameEnvelope) => new Set(env.computerMoves.map((m) => m.seat));

describe('a game the computer plays on both sides, watched turn by turn', () => {
  it('Patrol: Lost!: created stepwise, it comes back after the first side’s moves; each watch plays the next side’s, to the end, as a replay of the save', async () => {
    let env = await call('saves.create', { game: 'patrol-lost', seed: 11, seats: [easy, easy], stepwise: true });
    expect(env.result).toBeNull();
    expect(env.computerMoves.length).toBeGreaterThan(0);
    expect(seatsOf(env)).toEqual(new Set([1])); // the Bad Guys lay the first paths, and stop there
    expect(store.actions(env.save.id)).toHaveLength(env.save.actionCount);
    const id = env.save.id;
    let calls = 0;
    while (env.result === null) {
      env = await call('saves.watch', { id, expectedCount: env.save.actionCount });
      calls++;
      expect(env.computerMoves.length).toBeGreaterThan(0);
      expect(seatsOf(env).size).toBe(1); // one side's moves a call
      expect(calls).toBeLessThan(2000);
    }
    expect(calls).toBeGreaterThan(5);
    const save = store.getSave(id)!;
    expect(save.status).not.toBe('playing');
    const r = replay(patrolLost, { game: save.game, version: save.version, seed: save.seed, options: save.options, actions: store.actions(id) });
    expect(r.ok && patrolLost.result(r.state)?.summary).toBe(env.result.summary);
    // Over: nothing more to watch.
    expect((await call('saves.watch', { id })).computerMoves).toEqual([]);
  });

  it('stops a slice once its time is up (the main process answers other calls meanwhile): a slow clock gives one move a call', async () => {
    tick = 50;
    const env = await call('saves.create', { game: 'patrol-lost', seed: 12, seats: [easy, easy], stepwise: true });
    expect(env.computerMoves).toHaveLength(1);
    let e = env;
    for (let i = 0; i < 5; i++) {
      e = await call('saves.watch', { id: env.save.id, expectedCount: e.save.actionCount });
      expect(e.computerMoves).toHaveLength(1);
    }
    expect(e.save.actionCount).toBe(6);
  });

  it("with sides 'both', a slice goes on across the sides until its time is up (for a screen that shows only where the computers stop)", async () => {
    tick = 1; // 40 moves' worth of clock a slice
    const env = await call('saves.create', { game: 'patrol-lost', seed: 15, seats: [easy, easy], stepwise: true });
    const both = await call('saves.watch', { id: env.save.id, expectedCount: env.save.actionCount, sides: 'both' });
    expect(seatsOf(both)).toEqual(new Set([0, 1]));
    expect(both.computerMoves.length).toBeGreaterThan(10);
  });

  it('opened stepwise, it waits for its screen to ask; opened as before, it is played out; a game a person plays is not watched', async () => {
    const env = await call('saves.create', { game: 'patrol-lost', seed: 13, seats: [easy, easy], stepwise: true });
    const id = env.save.id;
    const opened = await call('saves.open', { id, stepwise: true });
    expect(opened.save.actionCount).toBe(env.save.actionCount);
    expect(opened.computerMoves).toEqual([]);
    expect((await call('saves.watch', { id, expectedCount: 0 }).catch((e: Error) => e.message))).toMatch(/^stale:/);
    const whole = await call('saves.open', { id });
    expect(whole.result).not.toBeNull();
    const vs = await call('saves.create', { game: 'patrol-lost', seed: 13, seats: [human, easy], stepwise: true });
    expect(await api.handle('saves.watch', { id: vs.save.id })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-watched' } });
    // Without stepwise, create plays a computers-only game to its end in one call, as it always has.
    expect((await call('saves.create', { game: 'patrol-lost', seed: 14, seats: [easy, easy] })).result).not.toBeNull();
  });
});

describe('play again: a new game with the same options and seats, a fresh seed', () => {
  it('every game: the same game, options and players; another seed and save', async () => {
    const made: [string, Record<string, unknown>, unknown[]][] = [
      ['endless-patrol', { dCancelsMinefields: true }, [human]],
      ['lost-patrol', { deserter: true, pursuerGroups: [5, 5] }, [human, { kind: 'bot', bot: 'pursuers-ai' }]],
      ['patrol-lost', { turnLimit: 30 }, [{ kind: 'bot', bot: 'medium' }, human]],
      ['combat-patrol', { scenario: 'sample', diceMode: 'entered' }, [human, { kind: 'bot', bot: 'tactical' }]],
    ];
    for (const [game, options, seats] of made) {
      const first = await call('saves.create', { game, seed: 21, options, seats });
      const next = await call('saves.again', { id: first.save.id });
      expect(next.save.id).not.toBe(first.save.id);
      expect(next.save.game).toBe(game);
      expect(next.save.seats).toEqual(first.save.seats);
      expect(next.options).toEqual(first.options);
      expect(store.getSave(next.save.id)?.seed).not.toBe(store.getSave(first.save.id)?.seed);
      expect(next.save.commitment).not.toBe(first.save.commitment);
      expect(store.getSave(next.save.id)).toBeDefined();
    }
  });

  it('a game the computer plays alone comes back stepwise, to be watched', async () => {
    const first = await call('saves.create', { game: 'patrol-lost', seed: 22, seats: [easy, easy], stepwise: true });
    const next = await call('saves.again', { id: first.save.id });
    expect(next.result).toBeNull();
    expect(next.save.seats).toEqual([easy, easy]);
  });

  it("a campaign game: the campaign's next game of that kind, its squad named afresh; a battle on its table as stored", async () => {
    const c = await call<{ id: string }>('campaigns.create', { name: 'Able Company', seed: 5 });
    const pl = await call('saves.create', { game: 'patrol-lost', seed: 3, campaign: { id: c.id }, seats: [human, easy] });
    const next = await call('saves.again', { id: pl.save.id });
    expect(next.campaign?.id).toBe(c.id);
    expect(next.save.name).toMatch(/^Able Company, game \d+$/);
    expect((next.options as { names: string[] }).names).toHaveLength(5);
    const battle = await call('saves.create', { game: 'combat-patrol', seed: 3, options: { scenario: { ...sampleScenario() } }, campaign: { id: c.id }, seats: [human, { kind: 'bot', bot: 'tactical' }] });
    const again = await call('saves.again', { id: battle.save.id });
    expect(again.campaign?.id).toBe(c.id);
    // The models are named for the new squad, from the table as it is (not the last battle's names).
    const us = (again.options.scenario as { models: { side: string; name: string }[] }).models.filter((m) => m.side === 'US');
    expect(us.length).toBe(sampleScenario().models.filter((m) => m.side === 'US').length);
    ok(await api.handle('campaigns.delete', { id: c.id }));
    expect(await api.handle('saves.again', { id: pl.save.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
