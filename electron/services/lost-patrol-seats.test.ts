import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay } from '../../engine/core';
import { lostPatrol, lostPatrolModule } from '../../engine/games/lost-patrol';
import type { GameEnvelope } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

// The Lost Patrol's module (its rules and bots) given to the services directly.
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/lp.db`, modules: [lostPatrolModule], snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const deserter = { deserter: true };

describe('The Lost Patrol with computer players', () => {
  it('the Pursuers bot answers every Deserter move; the record replays and reopens identically', async () => {
    const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'pursuers-ai' }];
    let env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'lost-patrol', seed: 21, options: deserter, seats }));
    const id = env.save.id;
    for (let i = 0; env.toAct !== null && i < 200; i++) {
      expect(env.toAct).toBe(0); // the human's turn whenever control comes back
      env = ok(await api.handle('saves.act', { id, seat: 0, action: env.legal[i % env.legal.length], expectedCount: env.save.actionCount }));
    }
    const actions = store.actions(id);
    expect(actions.some((a) => a.seat === 1)).toBe(true);
    expect(actions.length).toBe(env.save.actionCount);
    const full = replay(lostPatrol, { game: 'lost-patrol', version: lostPatrol.version, seed: 21, options: deserter, actions });
    expect(full.ok).toBe(true);
    const reopened = ok<GameEnvelope>(await api.handle('saves.open', { id }));
    expect(reopened.view).toEqual(env.view);
    expect(reopened.save.actionCount).toBe(env.save.actionCount);
  });

  it('a bot plays the solo patrol to its end on create', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'lost-patrol', seed: 5, seats: [{ kind: 'bot', bot: 'random' }] }));
    expect(env.toAct).toBeNull();
    expect(env.result).not.toBeNull();
    expect(store.getSave(env.save.id)?.status).not.toBe('playing');
  });

  it('names the Lost Patrol bots when asked for one it does not have', async () => {
    const r = await api.handle('saves.create', { game: 'lost-patrol', seats: [{ kind: 'bot', bot: 'greedy' }] });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('it offers: random, bidder, deserter-ai, pursuers-ai') } });
  });
});
