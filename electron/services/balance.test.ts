import { balanceLevel } from '../api/balance-contract';
import { BALANCE_LEVELS } from '../../engine/games/combat-patrol/balance/battle';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../engine/games/combat-patrol';
import type { BalanceView, JobProgress, ScenarioRecord } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/b.db`, now: () => new Date('2026-12-02T10:00:00.000Z') }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const sample = async () => ok<ScenarioRecord<Scenario>>(await api.handle('scenarios.create', { name: 'Crossroads', template: 'sample' }));
const check = async (id: string, job: string, games = 4) =>
  ok<BalanceView>(await api.handle('scenarios.balance', { id, job, games, levels: ['random', 'random'], seed: 9 }));
const result = async (id: string) => ok<BalanceView | null>(await api.handle('scenarios.balanceResult', { id }));

describe('scenarios.balance: the balance check of a stored scenario', () => {
  it('plays the battles off the main thread with progress, keeps the figures with the scenario, marks them out of date when the table changes', async () => {
    const s = await sample();
    expect(await result(s.summary.id)).toBeNull();
    const pending = check(s.summary.id, 'b1', 6);
    const seen: JobProgress[] = [];
    let answered = false;
    void pending.then(() => (answered = true));
    while (!answered) {
      const p = ok<JobProgress | null>(await api.handle('jobs.progress', { job: 'b1' }));
      if (p) seen.push(p);
      await new Promise((r) => setTimeout(r, 5));
    }
    const view = await pending;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ job: 'b1', total: 6 });
    expect(seen.at(-1)!.stage).toMatch(/^Battle \d of 6$/);
    expect(ok<JobProgress | null>(await api.handle('jobs.progress', { job: 'b1' }))).toBeNull();
    expect(view).toMatchObject({ scenarioId: s.summary.id, games: 6, asked: 6, cancelled: false, current: true, levels: ['random', 'random'], at: '2026-12-02T10:00:00.000Z' });
    expect(view.sides.US.wins + view.sides.German.wins + view.draws + view.unfinished).toBe(6);
    expect(view.sides.US.text).toMatch(/^\d+% \+\/- \d+%$/);
    expect(view.heat.fell.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // Kept: the same figures come back, as long as the table stays as it was.
    expect(await result(s.summary.id)).toEqual(view);
    ok(await api.handle('scenarios.rename', { id: s.summary.id, name: 'Crossroads at noon' }));
    expect((await result(s.summary.id))!.current).toBe(true);
    const moved = structuredClone(s.doc);
    moved.models[0]!.x += 2;
    ok(await api.handle('scenarios.save', { id: s.summary.id, doc: moved }));
    const stale = await result(s.summary.id);
    expect(stale).toMatchObject({ games: 6, current: false });
    // Put back as it was: current again.
    ok(await api.handle('scenarios.save', { id: s.summary.id, doc: s.doc }));
    expect((await result(s.summary.id))!.current).toBe(true);
    // Deleted with its scenario.
    ok(await api.handle('scenarios.delete', { id: s.summary.id }));
    expect(store.db.prepare('SELECT count(*) AS n FROM scenario_balance').get()).toEqual({ n: 0 });
  }, 120_000);

  it('a cancelled check answers with the battles played so far and keeps the last finished one', async () => {
    const s = await sample();
    const kept = await check(s.summary.id, 'b2', 2);
    const pending = api.handle('scenarios.balance', { id: s.summary.id, job: 'b3', games: 200, levels: ['random', 'random'] });
    for (;;) {
      const p = ok<JobProgress | null>(await api.handle('jobs.progress', { job: 'b3' }));
      if (p && p.done >= 1) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(ok<boolean>(await api.handle('scenarios.balanceCancel', { job: 'b3' }))).toBe(true);
    const view = ok<BalanceView>(await pending);
    expect(view.cancelled).toBe(true);
    expect(view.asked).toBe(200);
    expect(view.games).toBeGreaterThanOrEqual(1);
    expect(view.games).toBeLessThan(200);
    expect(await result(s.summary.id)).toEqual(kept);
    expect(ok<boolean>(await api.handle('scenarios.balanceCancel', { job: 'b3' }))).toBe(false);
  }, 120_000);

  it('refuses a scenario that does not exist, and a job id already running', async () => {
    expect(await api.handle('scenarios.balance', { id: 'nope', job: 'b4', games: 2 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('scenarios.balanceResult', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const s = await sample();
    const first = api.handle('scenarios.balance', { id: s.summary.id, job: 'b5', games: 2, levels: ['random', 'random'] });
    expect(await api.handle('scenarios.balance', { id: s.summary.id, job: 'b5', games: 2 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await first).ok).toBe(true);
    const unknown = await api.handle('scenarios.balance', { id: s.summary.id, job: 'b6', games: 2, levels: ['tactical', 'expert'] });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 120_000);

  it('the levels it takes are the engine\'s balance levels, the veteran among them', () => {
    expect(balanceLevel.options).toEqual([...BALANCE_LEVELS]);
  });
});
