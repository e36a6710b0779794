import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotGame } from '../../engine/bots';
import { replay, type RecordedAction } from '../../engine/core';
import { gameModules } from '../../engine/games';
import { endlessPatrol, greedyEndlessPatrolBot, patrolCard, type EndlessPatrolAction, type EndlessPatrolState } from '../../engine/games/endless-patrol';
import { kindOf, lostPatrol, type LostPatrolState } from '../../engine/games/lost-patrol';
import { bot as lostPatrolBot } from '../../engine/games/lost-patrol/testing';
import type { GameEnvelope, SaveSummary } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

// Saves made under an older rules version replay exactly as they were played: the games upgrade
// their options (engine upgradeOptions), and the services use no snapshot of an older version.
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/up.db`, modules: gameModules, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const file = (game: string, version: number, seed: number, options: Record<string, unknown>, actions: RecordedAction[]) =>
  JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1, game, version, seed, options, name: 'Old save', actions });

/**
 * An Endless Patrol game as rules version 1 played it by default (a D card cancels a Minefield or
 * Shelling casualty: today's house rule), in which that happens.
 */
function oldEndlessGame(): { seed: number; actions: RecordedAction[]; final: EndlessPatrolState; cancel: number } {
  for (let seed = 1; seed < 2000; seed++) {
    const g = playBotGame(endlessPatrol, seed, { dCancelsMinefields: true }, greedyEndlessPatrolBot, { record: true });
    let s = endlessPatrol.setup(seed, { dCancelsMinefields: true });
    for (const [i, a] of g.actions.entries()) {
      const action = a.action as EndlessPatrolAction;
      if (action.type === 'negate' && s.pending && patrolCard(s.pending.source).undefeatable) return { seed, actions: g.actions, final: g.state, cancel: i };
      s = endlessPatrol.apply(s, action, 0);
    }
  }
  throw new Error('no game cancels a minefield');
}

describe('saves of older rules versions', () => {
  it('an Endless Patrol save made under the old default (strictMinefields off) imports and replays exactly as played', async () => {
    const old = oldEndlessGame();
    // Under today's rules the D card's cancel of that casualty is refused: without the upgrade the save would break.
    const today = replay(endlessPatrol, { game: 'endless-patrol', version: endlessPatrol.version, seed: old.seed, options: {}, actions: old.actions });
    expect(today).toMatchObject({ ok: false, index: old.cancel }); // the casualty landed at once: no cancel to make

    const summary = ok<SaveSummary>(await api.handle('saves.import', { text: file('endless-patrol', 1, old.seed, { strictMinefields: false }, old.actions) }));
    expect(summary.actionCount).toBe(old.actions.length);
    const env = ok<GameEnvelope>(await api.handle('saves.open', { id: summary.id }));
    expect(env.view).toEqual(endlessPatrol.view(old.final, 0));
    expect(env.options).toEqual({ dCancelsMinefields: true });
    // The old opposite, strictMinefields on, is today's default.
    const strict = replay(endlessPatrol, { game: 'endless-patrol', version: 1, seed: old.seed, options: { strictMinefields: true }, actions: old.actions.slice(0, old.cancel + 1) });
    expect(strict).toMatchObject({ ok: false, index: old.cancel });
  });

  it('a version 1 save already in the store opens, plays on, and reopens from its seed (no snapshot of another version)', async () => {
    const old = oldEndlessGame();
    const half = old.actions.slice(0, old.cancel + 1);
    const at = new Date().toISOString();
    const row = { id: 'old-save', game: 'endless-patrol', version: 1, name: 'From before', seed: old.seed, options: { strictMinefields: false }, createdAt: at, updatedAt: at, actionCount: half.length, status: 'playing' as const };
    store.insertSave(row, half);
    let env = ok<GameEnvelope>(await api.handle('saves.open', { id: 'old-save' }));
    expect(env.save.actionCount).toBe(half.length);
    for (let i = 0; i < 25 && env.toAct !== null; i++) env = ok(await api.handle('saves.act', { id: 'old-save', action: env.legal[0], expectedCount: env.save.actionCount }));
    expect(store.getSave('old-save')).toMatchObject({ version: 1, options: { strictMinefields: false } }); // kept as made
    const again = ok<GameEnvelope>(await api.handle('saves.open', { id: 'old-save' }));
    expect(again.view).toEqual(env.view);
    expect(JSON.parse(ok<{ text: string }>(await api.handle('saves.export', { id: 'old-save' })).text)).toMatchObject({ version: 1, options: { strictMinefields: false } });
  });

  it('a Lost Patrol save whose start tile was a dead end (rules version 1) replays exactly; new games never start on one', async () => {
    let found: { seed: number; actions: RecordedAction[]; final: LostPatrolState } | null = null;
    for (let seed = 1; !found && seed < 500; seed++) {
      const o = { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, legacyStart: true };
      if (kindOf(lostPatrol.setup(seed, o).cellTile[24] as number).id !== 'dead-end') continue;
      const g = playBotGame(lostPatrol, seed, o, lostPatrolBot('bidder'), { record: true });
      if (g.actions.length >= 3) found = { seed, actions: g.actions, final: g.state };
    }
    if (!found) throw new Error('no dead-end start found');
    const summary = ok<SaveSummary>(await api.handle('saves.import', { text: file('lost-patrol', 1, found.seed, {}, found.actions) }));
    const env = ok<GameEnvelope>(await api.handle('saves.open', { id: summary.id }));
    expect(env.view).toEqual(lostPatrol.view(found.final, 0));
    const fresh = ok<GameEnvelope<{ grid: { faceUp: boolean; kind?: string }[] }>>(await api.handle('saves.create', { game: 'lost-patrol', seed: found.seed }));
    expect(fresh.view.grid[24]?.kind).not.toBe('dead-end');
  });

  it('refuses a save of a newer rules version with a clear message, storing nothing', async () => {
    const r = await api.handle('saves.import', { text: file('endless-patrol', 99, 1, {}, []) });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('rules version 99 by a newer Patrol HQ') } });
    expect(store.listSaves()).toEqual([]);
  });
});
