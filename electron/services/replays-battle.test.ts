import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotGame } from '../../engine/bots/play';
import { gameModules } from '../../engine/games';
import { combatPatrol, type CombatPatrolAction, type CombatPatrolView } from '../../engine/games/combat-patrol';
import { tacticalBot } from '../../engine/games/combat-patrol/bots/tactical';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, ReplayInfo, ReplayStep, ScenarioRecord } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/rb.db`, modules: gameModules, snapshotEvery: 10 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Env = GameEnvelope<CombatPatrolView>;

/**
 * A Combat Patrol! battle on the sample table played through the API by two people at one screen,
 * each action the tactical bot's choice (worked out on the same seed and options), keeping the
 * envelope each player got back for his own action.
 */
async function battle(actions: number): Promise<{ id: string; seen: { seat: number; action: unknown; env: Env }[] }> {
  const table = ok<ScenarioRecord>(await api.handle('scenarios.create', { name: 'Bridge', template: 'sample' }));
  const first = ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 21, options: { scenario: table.summary.id } }));
  const parsed = combatPatrol.parseOptions(store.getSave(first.save.id)!.options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const plan = playBotGame(combatPatrol, 21, parsed.options, tacticalBot, { record: true, maxSteps: actions });
  const seen: { seat: number; action: unknown; env: Env }[] = [];
  let count = 0;
  for (const a of plan.actions) {
    const env = ok<Env>(await api.handle('saves.act', { id: first.save.id, seat: a.seat, action: a.action, expectedCount: count }));
    count = env.save.actionCount;
    seen.push({ seat: a.seat, action: a.action, env });
  }
  return { id: first.save.id, seen };
}

describe('a Combat Patrol! battle as a replay', () => {
  it('steps through each move and shot: at every action the view the player saw, and the action to draw on the table (scatter: renderer battle-step.test.ts)', async () => {
    const { id, seen } = await battle(80);
    const kinds = new Set(seen.map((s) => (s.action as CombatPatrolAction).type));
    expect(kinds.has('move') || kinds.has('run'), [...kinds].join(', ')).toBe(true);
    expect(kinds.has('fire'), [...kinds].join(', ')).toBe(true);
    const info = ok<ReplayInfo>(await api.handle('replays.open', { id }));
    expect(info).toMatchObject({ game: 'combat-patrol', count: seen.length });
    // Back and forth: each point after action k, seen from the seat that made it, is what he got back.
    const order = [...seen.keys(), ...[...seen.keys()].reverse()];
    for (const k of order) {
      const s = seen[k]!;
      const step = ok<ReplayStep<CombatPatrolView>>(await api.handle('replays.at', { id, at: k + 1, seat: s.seat }));
      expect(step.view, `view after action ${k + 1}`).toEqual(s.env.view);
      expect(step.log).toEqual(s.env.log);
      expect(step.toAct).toBe(s.env.toAct);
      // The action that led there (as the rules took it) and the table just before it.
      expect(step.last?.seat).toBe(s.seat);
      expect(step.last?.action).toEqual(s.action);
      const before = k === 0 ? null : seen[k - 1]!;
      if (before) expect(step.last?.before).toEqual(ok<ReplayStep<CombatPatrolView>>(await api.handle('replays.at', { id, at: k, seat: s.seat })).view);
    }
    // The deal has nothing before it.
    expect(ok<ReplayStep>(await api.handle('replays.at', { id, at: 0 })).last).toBeNull();
  }, 120_000);

  it('never hands over the action in a game with hidden cards (another seat\u2019s move could give them away)', async () => {
    ({ store, api } = (store.close(), fixtureApi({ dbPath: `${tmp.dir}/rb2.db`, modules: [endlessPatrolModule], snapshotEvery: 10 })));
    const e = ok<GameEnvelope>(await api.handle('saves.create', { game: 'endless-patrol', seed: 5, name: 'Cards' }));
    const next = ok<GameEnvelope>(await api.handle('saves.act', { id: e.save.id, action: e.legal[0], expectedCount: 0 }));
    expect(ok<ReplayStep>(await api.handle('replays.at', { id: next.save.id, at: 1 })).last).toBeNull();
  });
});
