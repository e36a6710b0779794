import { describe, expect, it } from 'vitest';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { sight } from '../battle/world';
import { area, battle, de, rect, soldier, table, us } from '../testing';
import { tacticalBot } from './tactical';
import { explainChoice } from './tactical-explain';
import { grenadePoints } from './tactical-target';

function choose(s: CombatPatrolState): CombatPatrolAction {
  const seat = combatPatrol.currentSeat(s)!;
  return tacticalBot.choose(combatPatrol.view(s, seat), combatPatrol.legalActions(s, seat), seedRng(1), botContext(combatPatrol, s, seat));
}

describe('the tactical bot throws grenades where men cluster', () => {
  it('between two men 1.6 in apart, not on either of them, and says so', () => {
    const s = battle(table({ models: [de('fritz', 10, 20, { grenades: 2 }), us('a', 18, 19.2), us('b', 18, 20.8), us('c', 40, 45)], battle: { firstMove: 'German' } }));
    const a = choose(s);
    expect(a).toEqual({ type: 'fire', soldier: 'fritz', weapon: 'hand-grenade', method: 'special', at: { x: 18, y: 20 } });
    expect(explainChoice(s, a)).toBe('fritz throws a Hand grenade 8.0 in among a, b.');
  });

  it('over a building, out of sight: among the two men behind it, the words say so', () => {
    // A building (it blocks sight) between Fritz and the two Americans: no rifle shot, a grenade lobbed over.
    const s = battle(table({ models: [de('fritz', 10, 20, { grenades: 2 }), us('a', 20, 19.2), us('b', 20, 20.8), us('c', 40, 45)], terrain: [area('building', 'house', rect(13, 16, 17, 24))], battle: { firstMove: 'German' } }));
    expect(sight(s, soldier(s, 'fritz'), soldier(s, 'a'))).toMatchObject({ status: 'blocked' });
    const a = choose(s);
    expect(a).toEqual({ type: 'fire', soldier: 'fritz', weapon: 'hand-grenade', method: 'special', at: { x: 20, y: 20 } });
    expect(explainChoice(s, a)).toBe('fritz throws a Hand grenade 10.0 in out of sight among a, b.');
  });

  it('the points it tries: the middle of each close pair and of each group, within reach; none for a man alone', () => {
    const men = [{ x: 10, y: 10 }, { x: 12, y: 10 }, { x: 11, y: 12 }, { x: 30, y: 30 }];
    const pts = grenadePoints({ x: 10, y: 20 }, men, 12);
    expect(pts).toEqual(expect.arrayContaining([{ x: 11, y: 10 }, { x: 10.5, y: 11 }, { x: 11.5, y: 11 }, { x: 11, y: 10.67 }]));
    expect(pts).toHaveLength(4);
    // Out of reach: nothing.
    expect(grenadePoints({ x: 10, y: 40 }, men, 12)).toEqual([]);
  });
});
