import { describe, expect, it } from 'vitest';
import { newCritical } from '../rules/critical';
import type { Condition } from '../rules/wounds';
import { answer, area, battle, de, play, rect, step, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/** The log says what is true: a man out of the fight does not fight on; a run has no "0.0 in". */

function hurt(s: CombatPatrolState, id: string, condition: Condition): CombatPatrolState {
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === id ? { ...m, condition, critical: condition === 'critical' ? newCritical() : null } : m)) };
}

describe('a wound no worse than he has', () => {
  const arc: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 };
  const nest = (condition: Condition): CombatPatrolState =>
    hurt(battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('w', 15, 19), us('far', 45, 45)], battle: { firstMove: 'German' } })), 'w', condition);

  it('a seriously wounded man hit for no effect, or a serious wound again, is still seriously wounded', () => {
    const log: string[] = [];
    play(nest('serious'), arc, [2, 9, [1, 1]], log);
    expect(log).toContain('Wound roll 1 + 1 = 2: no effect. w is still seriously wounded.');
    const again: string[] = [];
    play(nest('serious'), arc, [2, 9, [8, 8]], again);
    expect(again).toContain('Wound roll 8 + 8 = 16: serious wound, no worse than he was. w is still seriously wounded.');
    expect([...log, ...again].join('\n')).not.toMatch(/fights on/);
  });

  it('a critically wounded man hit for a light wound is still critically wounded; a lightly wounded man hit for a flesh wound fights on', () => {
    const log: string[] = [];
    play(nest('critical'), arc, [2, 9, [5, 5]], log);
    expect(log).toContain('Wound roll 5 + 5 = 10: light wound, no worse than he was. w is still critically wounded.');
    const light: string[] = [];
    play(nest('light'), arc, [2, 9, [3, 3], 9], light);
    expect(light).toContain('Wound roll 3 + 3 = 6: flesh wound, no worse than he was. w fights on.');
  });
});

describe('where a runner goes down', () => {
  /** Joe (US) runs from (10, 30) to (10, 20) past Fritz, who has not activated. */
  function running(): CombatPatrolState {
    const s = battle(table({ models: [us('joe', 10, 30), us('bob', 2, 2), de('fritz', 20, 25), de('otto', 46, 46, { weapon: 'pistol' })] }));
    return step(s, 0, { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] });
  }
  const downAt = (along: number): string[] => {
    const log: string[] = [];
    answer(running(), { type: 'snap-fire', shooter: 'fritz', along }, [5, 3], log);
    return log.filter((l) => l.startsWith('joe goes down'));
  };

  it('Snap Fire at the very start of his run is said so, never "0.0 in"', () => {
    expect(downAt(0)).toEqual(['joe goes down at the very start of his run, before he has taken a step.']);
    expect(downAt(0.04)).toEqual(['joe goes down at the very start of his run, before he has taken a step.']);
  });

  it('whole inches without a decimal, others to a tenth', () => {
    expect(downAt(5)).toEqual(['joe goes down 5 in along his run.']);
    expect(downAt(2.5)).toEqual(['joe goes down 2.5 in along his run.']);
    expect(downAt(10)).toEqual(['joe goes down 10 in along his run.']);
  });

  it('a gamble lost on a 10, the opponent stopping him where he stood: the very start of his run', () => {
    const field = battle(table({ models: [us('joe', 17, 20), de('fritz', 46, 2, { weapon: 'pistol' })], terrain: [area('ploughed-field', 'field', rect(20, 10, 24, 30))] }));
    const log: string[] = [];
    const ten = play(field, { type: 'run', soldier: 'joe', path: [{ x: 26, y: 20 }], gamble: 4 }, [2, 10]);
    answer(ten, { type: 'stop-at', inches: 0 }, [], log);
    expect(log.join('\n')).toMatch(/not enough\. He stumbles at the very start of his run \(a 10: the opponent chose\) and is pinned\./);
    const three: string[] = [];
    play(field, { type: 'run', soldier: 'joe', path: [{ x: 26, y: 20 }], gamble: 4 }, [4, 3], three);
    expect(three.join('\n')).toMatch(/He stumbles after 3 in and is pinned\./);
  });
});
