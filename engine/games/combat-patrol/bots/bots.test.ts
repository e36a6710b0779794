import { describe, expect, it } from 'vitest';
import { bothSides, winsOf } from '../../../bots/matchup';
import { playBotGame } from '../../../bots/play';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { distance, moveAlong } from '../../../geometry';
import { bearingToFacing } from '../battle/fire-plan';
import { combatPatrol } from '../battle/definition';
import { sampleScenario } from '../battle/setup';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { sight } from '../battle/world';
import { battle, de, line, play, step, table, us } from '../testing';
import { randomBot } from './random';
import { tacticalBot } from './tactical';

function choose(s: CombatPatrolState, bot = tacticalBot): CombatPatrolAction {
  const seat = combatPatrol.currentSeat(s)!;
  return bot.choose(combatPatrol.view(s, seat), combatPatrol.legalActions(s, seat), seedRng(1), botContext(combatPatrol, s, seat));
}

describe('the tactical bot', () => {
  it('beats the random bot on the sample table, from either side', () => {
    const parsed = combatPatrol.parseOptions({ scenario: sampleScenario() });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const results = bothSides(combatPatrol, tacticalBot, randomBot, { options: parsed.options, games: 2, seed: 40 });
    const t = winsOf('tactical', results);
    expect(t.games).toBe(4);
    expect(t.wins).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('takes cover: with no shot worth taking, a man in the open steps behind the wall', () => {
    const s = battle(
      table({
        models: [us('joe', 20, 30, { weapon: 'pistol' }), de('a', 20, 5), de('b', 24, 5), de('c', 16, 5)],
        terrain: [line('stone-wall', 'w', { x: 14, y: 27 }, { x: 26, y: 27 })],
      }),
    );
    const a = choose(s);
    expect(a.type).toBe('move');
    const to = a.type === 'move' ? a.path[a.path.length - 1]! : { x: 0, y: 0 };
    expect(sight(s, { x: 20, y: 5 }, to).status).toBe('heavy');
  });

  it('sweeps with the machine gun when its arc catches a cluster, rather than one aimed burst', () => {
    const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 25, 19), us('b', 26, 21), us('c', 27, 20), us('d', 25, 22)], battle: { firstMove: 'German' } }));
    const a = choose(s);
    expect(a).toMatchObject({ type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special' });
  });

  it('focuses fire: of two men equally placed, it shoots the machine gunner', () => {
    const s = battle(table({ models: [us('joe', 10, 20), de('rifle', 20, 18), de('gunner', 20, 22, { weapon: 'mg42' })] }));
    expect(choose(s)).toMatchObject({ type: 'fire', target: 'gunner' });
  });

  it('sends a friend (the medic first) to a critically wounded man, who waits for him', () => {
    let s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), de('fritz', 24, 23), de('doc', 23, 17, { medic: true })] }));
    s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
    s = step(s, 0, { type: 'end-activation' });
    const a = choose(s);
    expect(a).toMatchObject({ type: 'first-aid', soldier: 'doc', patient: 'jerry' });
    s = step(s, 1, a);
    expect(distance(s.soldiers.find((m) => m.id === 'doc')!, s.soldiers.find((m) => m.id === 'jerry')!)).toBeLessThanOrEqual(1.01);
    s = step(s, 0, { type: 'hold', soldier: 'bob' });
    expect(choose(s)).toEqual({ type: 'activate', soldier: 'jerry' });
  });

  it('reloads an unloaded machine gun, the loader helping', () => {
    let s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), de('loader', 10, 21, { weapon: 'pistol' }), us('a', 40, 40)], battle: { firstMove: 'German' } }));
    s = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'gun' ? { ...m, gun: { ...m.gun!, uses: 4 } } : m)) };
    expect(choose(s)).toEqual({ type: 'help-reload', soldier: 'loader', gunner: 'gun' });
  });

  it('scatters an enemy grenade away from its own men', () => {
    const s = battle(table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16, 21), de('far', 45, 45)] }));
    const waiting = play(s, { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 21 } }, [9]);
    expect(waiting.pending!.question).toMatchObject({ kind: 'scatter', seat: 1 });
    const a = choose(waiting);
    if (a.type !== 'scatter') throw new Error(`expected a scatter direction, got ${a.type}`);
    const to = moveAlong({ x: 15, y: 21 }, bearingToFacing(a.bearing), 1);
    // from 1 in off both, the grenade goes south-west, away from the two of them
    expect(Math.min(distance(to, { x: 15, y: 20 }), distance(to, { x: 16, y: 21 }))).toBeGreaterThan(1.7);
  });
});

describe('the random bot', () => {
  it('plays only legal actions, continuous ones included, and sometimes moves', () => {
    const parsed = combatPatrol.parseOptions({ scenario: { ...sampleScenario(), battle: { turnLimit: 2 } } });
    if (!parsed.ok) throw new Error(parsed.error.message);
    // playBotGame throws at the first action the rules refuse.
    const g = playBotGame(combatPatrol, 3, parsed.options, randomBot, { record: true });
    expect(g.result).not.toBeNull();
    const kinds = new Set(g.actions.map((a) => (a.action as CombatPatrolAction).type));
    expect(kinds.has('move') || kinds.has('run')).toBe(true);
  });
});
