import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { combatPatrol } from './definition';
import { battle, de, play, roll, soldier, step, table, us } from '../testing';
import type { CombatPatrolState } from './types';

const hold = (id: string) => ({ type: 'hold', soldier: id }) as const;

describe('the turn (house rules)', () => {
  it('both sides roll a D10 for the first activation; a tie rolls again; each side types its own die', () => {
    let s = battle(table({ models: [us('joe', 10, 10), de('fritz', 30, 30)], battle: { firstMove: 'initiative' } }));
    expect(s.pending!.question).toMatchObject({ kind: 'dice', seat: 0, die: 'D10', label: 'Initiative roll for the US side' });
    expect(combatPatrol.currentSeat(s)).toBe(0);
    s = roll(s, [4]);
    expect(s.pending!.question).toMatchObject({ seat: 1, label: 'Initiative roll for the German side' });
    const lines: string[] = [];
    for (const r of [4, 3, 7]) {
      s = roll(s, [r]);
      lines.push(...stepText(combatPatrol, s.events));
    }
    expect(lines).toEqual(['Turn 1 initiative: both sides rolled 4, roll again.', 'Turn 1 initiative: US 3, German 7: the German side activates first.']);
    expect(s).toMatchObject({ turn: 1, toAct: 'German', initiative: { first: 'German', rolls: { US: 3, German: 7 } } });
  });

  it('sides alternate one soldier at a time, each once a turn; a side with nobody left passes; then a new turn', () => {
    let s = battle(table({ models: [us('a', 10, 10), us('b', 12, 10), us('c', 14, 10), de('x', 30, 30)] }));
    expect(s.toAct).toBe('US');
    s = step(s, 0, hold('a'));
    expect(s.toAct).toBe('German');
    expect(() => step(s, 0, hold('b'))).toThrow(/It is German's turn|It is the German side/);
    s = step(s, 1, hold('x'));
    expect(() => step(s, 0, hold('a'))).toThrow(/already been activated this turn/);
    s = step(s, 0, hold('b'));
    expect(s.toAct).toBe('US');
    s = step(s, 0, hold('c'));
    expect(stepText(combatPatrol, s.events)).toContain('End of turn 1.');
    expect(s.pending!.question).toMatchObject({ kind: 'dice', label: 'Initiative roll for the US side' });
    s = roll(s, [9, 2]);
    expect(s).toMatchObject({ turn: 2, toAct: 'US' });
    expect(s.soldiers.every((m) => !m.activated)).toBe(true);
  });

  it('the last turn ends the battle: the side holding more objectives wins', () => {
    const doc = table({
      models: [us('a', 24, 22), de('x', 40, 40)],
      objectives: [{ id: 'o', name: 'Crossroads', x: 24, y: 24 }],
      battle: { turnLimit: 1 },
    });
    let s = step(battle(doc), 0, hold('a'));
    s = step(s, 1, hold('x'));
    expect(s.outcome).toMatchObject({ winner: 'US', reason: 'objectives' });
    expect(combatPatrol.result(s)).toMatchObject({ outcome: 'win', winner: 0, summary: 'After 1 turn the US hold 1 objective and the Germans 0: the US side wins.' });
    expect(combatPatrol.currentSeat(s)).toBeNull();
    let c = step(battle({ ...doc, models: [us('a', 24, 22), de('x', 24, 26)] }), 0, hold('a'));
    c = step(c, 1, hold('x'));
    expect(c.outcome).toMatchObject({ winner: null, reason: 'objectives' });
  });

  it('a side with nobody able to fight loses at once', () => {
    const s = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 20, 20)] })), { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [8, 8]]);
    expect(s.outcome).toMatchObject({ winner: 'US', reason: 'wiped-out', summary: 'The German side has nobody left able to fight: the US side wins.' });
    expect(s.phase).toBe('over');
  });

  it('a side with its break percentage out of action breaks and loses', () => {
    const doc = table({ models: [us('joe', 10, 20), de('jerry', 20, 20), de('hans', 20, 30)], battle: { breakPercent: 50 } });
    const s = play(battle(doc), { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [8, 8]]);
    expect(s.outcome).toMatchObject({ winner: 'US', reason: 'broken', summary: 'The German side breaks with 1 of 2 men out of action: the US side wins.' });
  });

  it('deployment zones: each side re-places its men inside its zone, the scenario says who first', () => {
    const zone = (side: 'US' | 'German', y0: number, y1: number) => ({ id: side, side, label: side, points: [{ x: 0, y: y0 }, { x: 48, y: y0 }, { x: 48, y: y1 }, { x: 0, y: y1 }] });
    let s: CombatPatrolState = battle(
      table({ models: [us('a', 10, 44), us('b', 12, 44), de('x', 10, 4)], deploymentZones: [zone('US', 40, 48), zone('German', 0, 8)], battle: { deployment: 'zones', deployFirst: 'German' } }),
    );
    expect(s).toMatchObject({ phase: 'deploy', deploying: 'German' });
    expect(() => step(s, 0, { type: 'deploy-done' })).toThrow(/German's turn|deploying/);
    expect(() => step(s, 1, { type: 'deploy', soldier: 'x', at: { x: 10, y: 20 } })).toThrow(/must stand inside the German deployment zone/);
    s = step(s, 1, { type: 'deploy', soldier: 'x', at: { x: 30, y: 6 } });
    s = step(s, 1, { type: 'deploy-done' });
    expect(s.deploying).toBe('US');
    expect(() => step(s, 0, { type: 'deploy', soldier: 'a', at: { x: 12.5, y: 44 } })).toThrow(/overlap b's/);
    s = step(s, 0, { type: 'deploy-done' });
    expect(s).toMatchObject({ phase: 'battle', turn: 1, toAct: 'US' });
    expect(soldier(s, 'x')).toMatchObject({ x: 30, y: 6 });
  });
});
