import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotGame } from '../../engine/bots/play';
import { gameModules } from '../../engine/games';
import { combatPatrol } from '../../engine/games/combat-patrol';
import { tacticalBot } from '../../engine/games/combat-patrol/bots/tactical';
import { easyBot, patrolLost } from '../../engine/games/patrol-lost';
import type { GameDefinition } from '../../engine/core/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, ReplayInfo, ReplayStep, ScenarioRecord } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/rt.db`, modules: gameModules, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** A save of `game` played by two people at one screen through the API, each action a bot's choice on the same seed and options. */
async function played(game: string, def: GameDefinition, bot: Parameters<typeof playBotGame>[3], seed: number, actions: number, options: Record<string, unknown> = {}): Promise<string> {
  const first = ok<GameEnvelope>(await api.handle('saves.create', { game, seed, options }));
  const parsed = def.parseOptions(store.getSave(first.save.id)!.options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const plan = playBotGame(def, seed, parsed.options, bot, { record: true, maxSteps: actions });
  let count = 0;
  for (const a of plan.actions) count = ok<GameEnvelope>(await api.handle('saves.act', { id: first.save.id, seat: a.seat, action: a.action, expectedCount: count })).save.actionCount;
  return first.save.id;
}

/** Every turn listed starts where the replay says that turn, and the point before it is in the turn before. */
async function expectTurns(id: string): Promise<ReplayInfo> {
  const info = ok<ReplayInfo>(await api.handle('replays.open', { id }));
  expect(info.turns.length).toBeGreaterThan(1);
  expect(info.turns[0]!.turn).toBe(1);
  for (const [i, t] of info.turns.entries()) {
    expect(t.turn).toBe(i + 1);
    expect(ok<ReplayStep>(await api.handle('replays.at', { id, at: t.at })).turn).toBe(t.turn);
    if (t.at > 0) expect(ok<ReplayStep>(await api.handle('replays.at', { id, at: t.at - 1 })).turn).toBe(i === 0 ? null : t.turn - 1);
  }
  return info;
}

describe('a replay jumps to a turn in every game', () => {
  it('Patrol: Lost! tells where each turn starts (none before the first)', async () => {
    const id = await played('patrol-lost', patrolLost, easyBot, 5, 120);
    await expectTurns(id);
  }, 60_000);

  it('Combat Patrol! tells where each turn starts (the deployment is before the first)', async () => {
    const table = ok<ScenarioRecord>(await api.handle('scenarios.create', { name: 'Bridge', template: 'sample' }));
    const id = await played('combat-patrol', combatPatrol, tacticalBot, 21, 80, { scenario: table.summary.id });
    await expectTurns(id);
  }, 120_000);
});
