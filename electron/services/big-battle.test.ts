import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import type { CombatPatrolAction, CombatPatrolView } from '../../engine/games/combat-patrol';
import { SCENARIO_LIMITS } from '../../engine/games/combat-patrol/limits';
import { crowd } from '../../engine/games/combat-patrol/testing';
import type { GameEnvelope } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/big.db`, modules: gameModules }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Env = GameEnvelope<CombatPatrolView, CombatPatrolAction>;

async function created(models: number): Promise<{ env: Env; bytes: number }> {
  const env = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', options: { scenario: crowd(models) } }));
  return { env, bytes: JSON.stringify(env).length };
}

describe('a big battle cannot freeze the host', () => {
  it('the envelope of a 1,000-model battle is under 1 MB, about twice that of 500 models, not four times', async () => {
    const thousand = await created(1000);
    expect(thousand.bytes).toBeLessThan(1_000_000);
    // Each soldier of the side to act may hold (or is named for his shots and moves on request).
    expect(thousand.env.legal.filter((a) => a.type === 'hold')).toHaveLength(500);
    expect(thousand.env.legal.some((a) => a.type === 'fire')).toBe(false);
    const half = await created(500);
    expect(thousand.bytes / half.bytes).toBeLessThan(2.2); // the ids grow a digit; the whole list grew four times
  }, 60_000);

  it('a battle of more soldiers than the host serves within its budgets is refused in words, nothing stored', async () => {
    const before = store.listSaves().length;
    const res = await api.handle('saves.create', { game: 'combat-patrol', options: { scenario: crowd(SCENARIO_LIMITS.models + 1) } });
    expect(res.ok ? null : res.error.message).toMatch(/has 1,001 entries; a scenario holds at most 1,000 soldiers/);
    expect(store.listSaves().length).toBe(before);
  });

  it('a shot the envelope does not list is still judged by the rules: one at an enemy is played, one at a friend refused', async () => {
    const { env } = await created(1000);
    const act = (action: unknown) => api.handle('saves.act', { id: env.save.id, seat: 0, action, expectedCount: env.save.actionCount });
    // m-1 (a US rifleman at the front) at m-3 (the US soldier beside him), then at m-2 (the German straight across, 12 in away).
    const friend = await act({ type: 'fire', soldier: 'm-1', weapon: 'm1-garand', method: 'standard', target: 'm-3' });
    expect(friend.ok ? null : friend.error.code).toBe('illegal');
    const near = ok<Env>(await act({ type: 'fire', soldier: 'm-1', weapon: 'm1-garand', method: 'standard', target: 'm-2' }));
    expect(near.save.actionCount).toBeGreaterThan(env.save.actionCount);
  }, 60_000);
});
