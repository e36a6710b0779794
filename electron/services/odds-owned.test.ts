/** Odds runs belong to the caller that asked: private, capped, the newest winning, ended when the caller goes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { ApiResult, GameEnvelope, OddsView } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { newCaller } from './caller';
import type { OddsReport } from '../../engine/odds';
import { IN_ALL, PER_CALLER, type OddsDeps } from './odds';

/**
 * Odds played by a stand-in: a margin of 0.05 or more settles at once; a finer one refines every
 * 10 ms until cancelled (so what is asked of a running run never races its end).
 */
const report = (games: number, done: boolean): OddsReport => ({ chance: 0.5, margin: done ? 0.05 : 0.2, games, tally: { games, wins: games / 2, unfinished: 0, casualties: {}, turnsLeft: {} }, choices: [], lead: null, progress: done ? 1 : 0.5, done });
const runner: NonNullable<OddsDeps['runner']> = async (req, onUpdate, isCancelled) => {
  if ((req.options.margin ?? 1) >= 0.05) return { report: report(100, true), cancelled: false };
  let games = 0;
  while (!isCancelled()) {
    games += 10;
    const g = games;
    onUpdate(() => report(g, false));
    await new Promise((r) => setTimeout(r, 10));
  }
  return { report: report(games, false), cancelled: true };
};

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
let id: string;
beforeEach(async () => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/o.db`, modules: [endlessPatrolModule], oddsRunner: runner }));
  id = ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 1234 })).save.id;
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** A run that goes on until stopped (a margin no run reaches quickly). */
const long = (job: string) => ({ id, job, margin: 0.01 });
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('odds runs belong to their caller', () => {
  it('another caller can neither peek at nor cancel a run, and may use the same job id for its own', async () => {
    const a = newCaller('test');
    const b = newCaller('test');
    const runA = api.handle('odds.run', long('j'), a.caller);
    await settle();
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'j' }, b.caller))).toBeNull();
    expect(ok<boolean>(await api.handle('odds.cancel', { job: 'j' }, b.caller))).toBe(false);
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'j' }, a.caller))).not.toBeNull();
    // B's own "j" runs beside A's.
    const runB = api.handle('odds.run', { id, job: 'j', margin: 0.05 }, b.caller);
    expect(ok<OddsView>(await runB).done).toBe(true);
    expect(ok<boolean>(await api.handle('odds.cancel', { job: 'j' }, a.caller))).toBe(true);
    expect(ok<OddsView>(await runA).cancelled).toBe(true);
  }, 60_000);

  it(`the newest request of a caller wins: beyond ${PER_CALLER} runs its oldest is cancelled`, async () => {
    const a = newCaller('test');
    const runs = Array.from({ length: PER_CALLER + 1 }, (_, i) => api.handle('odds.run', long(`r${i}`), a.caller));
    await settle();
    const first = ok<OddsView>(await runs[0]!);
    expect(first.cancelled).toBe(true);
    for (let i = 1; i <= PER_CALLER; i++) expect(ok<OddsView | null>(await api.handle('odds.peek', { job: `r${i}` }, a.caller)), `r${i}`).not.toBeNull();
    a.gone();
    for (const r of runs.slice(1)) expect(ok<OddsView>(await r).cancelled).toBe(true);
  }, 60_000);

  it('a caller that goes (its socket closed) ends its runs at once, with the figures so far', async () => {
    const a = newCaller('test');
    const run = api.handle('odds.run', long('gone'), a.caller);
    await settle();
    const t = performance.now();
    a.gone();
    const out = ok<OddsView>(await run);
    expect(out.cancelled).toBe(true);
    expect(performance.now() - t).toBeLessThan(5_000);
  }, 60_000);

  it(`the host works on at most ${IN_ALL} runs at once: one more is refused in words, and taken once one ends`, async () => {
    const callers = Array.from({ length: IN_ALL + 1 }, () => newCaller('test'));
    const runs = callers.slice(0, IN_ALL).map((c, i) => api.handle('odds.run', long(`c${i}`), c.caller));
    await settle();
    const refused = (await api.handle('odds.run', long('extra'), callers[IN_ALL]!.caller)) as ApiResult<OddsView>;
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('busy');
      expect(refused.error.message).toMatch(/ask again/);
    }
    callers[0]!.gone();
    await runs[0];
    const taken = api.handle('odds.run', long('extra'), callers[IN_ALL]!.caller);
    await settle();
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'extra' }, callers[IN_ALL]!.caller))).not.toBeNull();
    for (const c of callers) c.gone();
    await Promise.all([...runs, taken]);
  }, 60_000);
});
