import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { lostPatrolModule } from '../../engine/games/lost-patrol';
import { fixtureModules, fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, OddsView, SaveSummary } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/o.db`, modules: [endlessPatrolModule, lostPatrolModule, ...fixtureModules] }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

async function endless(): Promise<GameEnvelope> {
  return ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 1234 }));
}

describe('odds.run: the live odds of a save', () => {
  it('answers the chance with its margin, the spread and each choice, and changes nothing in the save', async () => {
    const g = await endless();
    const view = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'o1', margin: 0.03, expectedCount: g.save.actionCount }));
    expect(view).toMatchObject({ job: 'o1', seat: 0, actionCount: g.save.actionCount, done: true, cancelled: false, bot: 'greedy', progress: 1 });
    expect(view.margin).toBeLessThanOrEqual(0.03);
    expect(view.text).toMatch(/^\d+(\.\d)?% \+\/- \d+(\.\d)?%$/);
    expect(view.casualties.reduce((n, b) => n + b.games, 0)).toBe(view.games);
    expect(view.turnsLeft.reduce((n, b) => n + b.games, 0)).toBe(view.games);
    expect(view.choices.length).toBe(g.legal.length);
    // Every choice is one the rules take as it is.
    const best = view.choices[0]!;
    const after = ok<GameEnvelope>(await api.handle('saves.act', { id: g.save.id, action: best.action, expectedCount: g.save.actionCount }));
    expect(after.save.actionCount).toBeGreaterThan(g.save.actionCount);
    // Asking the odds stored nothing: the action count moved by the one act only.
    const list = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    expect(list.find((s) => s.id === g.save.id)?.actionCount).toBe(after.save.actionCount);
  }, 120_000);

  it('refines while it runs (odds.peek), keeps other calls answering, and stops when cancelled', async () => {
    const g = await endless();
    const pending = api.handle('odds.run', { id: g.save.id, job: 'o2', margin: 0.005, choices: true });
    let answeredWhileRunning = false;
    let peeked: OddsView | null = null;
    for (let i = 0; i < 600; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const list = await api.handle('saves.list', {});
      expect(list.ok).toBe(true);
      peeked = ok<OddsView | null>(await api.handle('odds.peek', { job: 'o2' }));
      if (peeked && peeked.games >= 300) {
        answeredWhileRunning = true;
        break;
      }
    }
    expect(answeredWhileRunning).toBe(true);
    expect(peeked?.done).toBe(false);
    expect(ok<boolean>(await api.handle('odds.cancel', { job: 'o2' }))).toBe(true);
    const view = ok<OddsView>(await pending);
    expect(view.cancelled).toBe(true);
    expect(view.done).toBe(false);
    expect(view.games).toBeGreaterThanOrEqual(peeked!.games);
    expect(ok<OddsView | null>(await api.handle('odds.peek', { job: 'o2' }))).toBeNull();
    expect(ok<boolean>(await api.handle('odds.cancel', { job: 'o2' }))).toBe(false);
  }, 120_000);

  it('works out the odds at a replay\'s point: the position after that many actions', async () => {
    const g = await endless();
    const action = g.legal.find((a) => (a as { type: string }).type === 'end-fire') ?? g.legal[0];
    const after = ok<GameEnvelope>(await api.handle('saves.act', { id: g.save.id, action, expectedCount: 0 }));
    const atStart = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'r0', at: 0, margin: 0.05, seed: 3 }));
    expect(atStart.actionCount).toBe(0);
    expect(atStart.choices.length).toBe(g.legal.length);
    const now = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'r1', margin: 0.05, seed: 3, choices: false }));
    expect(now.actionCount).toBe(after.save.actionCount);
    const atNow = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'r2', at: after.save.actionCount, margin: 0.05, seed: 3, choices: false }));
    expect({ ...atNow, job: 'r1' }).toEqual(now);
    expect(await api.handle('odds.run', { id: g.save.id, job: 'r3', at: 99 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 120_000);

  it('says who plays on, in the same words before a run (odds.about) and in its figures', async () => {
    const g = await endless();
    expect(ok<{ by: string }>(await api.handle('odds.about', { id: g.save.id }))).toEqual({ by: 'the greedy computer player' });
    const view = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'w1', margin: 0.05 }));
    expect(view.by).toBe('the greedy computer player');
    // Endless Patrol tells each game's luck of the draw, and its figures say they allow for it; The Lost Patrol's do not.
    expect(view.luck).toBe(true);
    const solo = ok<GameEnvelope>(await api.handle('saves.create', { game: 'lost-patrol', seed: 3 }));
    expect(ok<{ by: string }>(await api.handle('odds.about', { id: solo.save.id })).by).toBe('the bidder computer player');
    expect(ok<OddsView>(await api.handle('odds.run', { id: solo.save.id, job: 'w2', margin: 0.1 })).luck).toBe(false);
    const hunt = ok<GameEnvelope>(await api.handle('saves.create', { game: 'lost-patrol', seed: 3, options: { deserter: true }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'pursuers-ai' }] }));
    expect(ok<{ by: string }>(await api.handle('odds.about', { id: hunt.save.id, seat: 0 })).by).toBe("the rules' solo Deserter and Pursuers");
    const tally = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally' }));
    expect(await api.handle('odds.about', { id: tally.save.id })).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Tally offers no odds.' } });
  }, 60_000);

  it('gives the lead of the best choice over the next, from the same deals', async () => {
    const g = await endless();
    const view = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'l1', margin: 0.05 }));
    expect(view.choices.length).toBeGreaterThan(1);
    expect(view.lead).not.toBeNull();
    expect(view.lead!.games).toBe(Math.min(view.choices[0]!.games, view.choices[1]!.games));
    expect(view.lead!.lead).toBeGreaterThanOrEqual(-1);
    expect(view.lead!.margin).toBeGreaterThan(0);
    const alone = ok<OddsView>(await api.handle('odds.run', { id: g.save.id, job: 'l2', margin: 0.05, choices: false }));
    expect(alone.lead).toBeNull();
  }, 60_000);

  it('refuses a game without odds, a stale position and an unknown save, in words', async () => {
    const tally = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally' }));
    const r = await api.handle('odds.run', { id: tally.save.id, job: 'o3' });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Tally offers no odds.' } });
    const g = await endless();
    expect(await api.handle('odds.run', { id: g.save.id, job: 'o4', expectedCount: g.save.actionCount + 1 })).toMatchObject({ ok: false, error: { code: 'stale' } });
    expect(await api.handle('odds.run', { id: 'nope', job: 'o5' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
