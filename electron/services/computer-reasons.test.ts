import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import type { CombatPatrolAction, CombatPatrolView } from '../../engine/games/combat-patrol';
import { de, table, us } from '../../engine/games/combat-patrol/testing';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import { optionsFor } from '../../engine/core/pipeline';
import { combatPatrol } from '../../engine/games/combat-patrol/battle/definition';
import type { ExportFile, GameEnvelope, ReplayStep, SaveSummary } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { liftedVersion } from './live-game';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/why.db`, modules: gameModules }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Env = GameEnvelope<CombatPatrolView, CombatPatrolAction>;

/** Able (US, a person) far off behind the Germans' line of fire; Kurt (German, the tactical computer) with an MG42 and Fritz in sight of him. */
async function battleAgainstComputer(): Promise<Env> {
  const doc = table({ models: [us('able', 10, 30, { name: 'Able' }), de('kurt', 12, 10, { name: 'Kurt', weapon: 'mg42' }), de('fritz', 20, 10, { name: 'Fritz' })], battle: { turnLimit: 3 } });
  return ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 7, options: { scenario: doc }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] }));
}

describe("the computer's reasons in a battle's log", () => {
  it('each computer step carries its reason, read by every seat (no seats on it); reopened and replayed, the same words', async () => {
    const start = await battleAgainstComputer();
    // Able holds: the computer's Germans take their activations.
    const hold = start.legal.find((a) => a.type === 'activate' || a.type === 'hold');
    const after = ok<Env>(await api.handle('saves.act', { id: start.save.id, seat: 0, action: hold ?? start.legal[0], expectedCount: 0 }));
    const computer = new Set(after.computerMoves.map((m) => m.action));
    expect(computer.size).toBeGreaterThan(0);
    const reasons = after.log.filter((l) => l.event.type === 'reason');
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) {
      expect(computer.has(r.action), r.text).toBe(true);
      expect((r.event as { seats?: unknown }).seats).toBeUndefined();
      expect(r.text).toMatch(/^Reason: (Kurt|Fritz) /);
      // First among its step's lines: the reason, then what the rules did.
      expect(after.log.find((l) => l.action === r.action)).toEqual(r);
    }
    // A shot says its odds.
    expect(reasons.some((r) => /^Reason: (Kurt|Fritz) (fires|lays|sprays) .*%/.test(r.text)), reasons.map((r) => r.text).join('\n')).toBe(true);
    // The recorded action keeps the words: reopened, seen by the other seat, and in the replay viewer.
    const words = (e: { log: { action: number; text: string; event: { type: string } }[] }) => e.log.filter((l) => l.event.type === 'reason').map((l) => `${l.action} ${l.text}`);
    store.close();
    ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/why.db`, modules: gameModules }));
    const reopened = ok<Env>(await api.handle('saves.open', { id: start.save.id, seat: 0 }));
    expect(words(reopened)).toEqual(words(after));
    const r = reasons[0]!;
    const step = ok<ReplayStep<CombatPatrolView>>(await api.handle('replays.at', { id: start.save.id, at: r.action + 1, seat: 0 }));
    expect(step.log.filter((l) => l.action === r.action)[0]).toMatchObject({ text: r.text, event: { type: 'reason' } });
    expect(store.actions(start.save.id)[r.action]!.action).toMatchObject({ why: r.text.replace(/^Reason: /, '') });
  }, 60_000);

  it('a battle whose actions carry reasons is saved under rules version 3: an app of version 2 says it is from a newer Patrol HQ, and a version-2 save still loads and plays on', async () => {
    const start = await battleAgainstComputer();
    const hold = start.legal.find((a) => a.type === 'activate' || a.type === 'hold');
    const after = ok<Env>(await api.handle('saves.act', { id: start.save.id, seat: 0, action: hold ?? start.legal[0], expectedCount: 0 }));
    const file = JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: start.save.id })).text) as { version: number; options: unknown; actions: { action: { why?: string } }[] };
    expect(file.actions.some((a) => typeof a.action.why === 'string')).toBe(true);
    expect(file.version).toBe(3);
    expect(store.getSave(start.save.id)?.version).toBe(3);
    // What an app of rules version 2 answers (the same pipeline, its own version): a newer app's save, not an unknown field.
    const older = optionsFor({ ...combatPatrol, version: 2 }, file.version, file.options);
    expect(older).toMatchObject({ ok: false, error: { code: 'wrong-version', message: expect.stringContaining('rules version 3 by a newer Patrol HQ') } });
    // A save written by an app of version 2 (its actions carry no reason): it imports, opens as it was and plays on.
    const v2 = { ...file, version: 2, actions: file.actions.map(({ action: { why: _, ...rest }, ...a }) => ({ ...a, action: rest })) };
    const imported = ok<SaveSummary>(await api.handle('saves.import', { text: JSON.stringify(v2) }));
    const back = ok<Env>(await api.handle('saves.open', { id: imported.id, seat: 0 }));
    const noReasons = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'why' ? undefined : x)));
    expect(back.view).toEqual(noReasons(after.view));
    expect(back.log.filter((l) => l.event.type === 'reason')).toEqual([]);
    expect(back.toAct).not.toBeNull();
    // A save an app of version 2 wrote into this database (an import takes the app's version at once).
    store.close();
    ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/why.db`, modules: gameModules }));
    const raw = new Database(`${tmp.dir}/why.db`);
    raw.prepare('UPDATE saves SET version = 2 WHERE id = ?').run(imported.id);
    raw.close();
    expect(store.getSave(imported.id)?.version).toBe(2);
    expect(ok<Env>(await api.handle('saves.open', { id: imported.id, seat: 0 })).view).toEqual(back.view);
    const seat = back.toAct as number;
    const moved = ok<Env>(await api.handle('saves.act', { id: imported.id, seat, action: back.legal[0], expectedCount: back.save.actionCount }));
    // Played on here, its new moves are version 3's: the save says so, and an app of version 2 would say it is newer.
    expect(store.getSave(imported.id)?.version).toBe(3);
    expect(JSON.parse(ok<ExportFile>(await api.handle('saves.export', { id: imported.id })).text).version).toBe(3);
    const reopened = ok<Env>(await api.handle('saves.open', { id: imported.id, seat }));
    expect(reopened.view).toEqual(moved.view);
  }, 60_000);

  it('only a save whose rules play as this version\'s is lifted, and only upward', () => {
    expect(liftedVersion(combatPatrol, 2)).toBe(3);
    expect(liftedVersion(combatPatrol, 1)).toBeUndefined();
    expect(liftedVersion(combatPatrol, 3)).toBeUndefined();
    expect(liftedVersion({ version: 5 }, 4)).toBeUndefined();
  });
});
