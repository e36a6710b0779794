import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../core/pipeline';
import { combatPatrol } from './definition';
import { battle, de, play, table, us } from '../testing';

const shot = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' } as const;

describe('dice typed in from a real table (entered mode)', () => {
  const s = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 20, 20), de('hans', 40, 40)] })), shot);

  it('each roll is a decision of the seat rolling it, listed as every face the dice can show', () => {
    expect(s.pending!.question).toMatchObject({ kind: 'dice', seat: 0, die: 'D10' });
    expect(combatPatrol.legalActions(s, 0)).toHaveLength(10);
    expect(combatPatrol.legalActions(s, 1)).toEqual([]);
    const hit = applyAction(combatPatrol, s, 0, { type: 'dice', values: [9] });
    expect(hit.ok && hit.state.pending!.question).toMatchObject({ die: '2D10' });
    expect(hit.ok && combatPatrol.legalActions(hit.state, 0)).toHaveLength(100);
  });

  it.each([
    [[11], /shows 1 to 10, not 11/],
    [[0], /shows 1 to 10, not 0/],
    [[2.5], /shows 1 to 10, not 2.5/],
    [[3, 4], /A D10 roll is one die/],
    [[], /needs values|values must list/],
  ])('refuses %j, changing nothing', (values, why) => {
    const before = JSON.stringify(s);
    const r = applyAction(combatPatrol, s, 0, { type: 'dice', values });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(why);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses a 2D10 of one die, a D6 of 7 and a D2 of 3', () => {
    const hit = play(s, { type: 'dice', values: [9] } as never);
    expect(applyAction(combatPatrol, hit, 0, { type: 'dice', values: [5] }).ok).toBe(false);
    const critical = play(hit, { type: 'dice', values: [9, 9] } as never);
    const ended = play(critical, { type: 'end-activation' });
    expect(ended.toAct).toBe('German');
    const waiting = play(ended, { type: 'activate', soldier: 'jerry' });
    expect(waiting.pending!.question).toMatchObject({ die: 'D6' });
    const r = applyAction(combatPatrol, waiting, 1, { type: 'dice', values: [7] });
    expect(!r.ok && r.error.message).toBe('A 6-sided die shows 1 to 6, not 7.');
    const mg = play(battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 20, 20), us('b', 40, 40)], battle: { firstMove: 'German' } })), { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 90 });
    expect(mg.pending!.question).toMatchObject({ die: 'D2' });
    expect(applyAction(combatPatrol, mg, 1, { type: 'dice', values: [3] }).ok).toBe(false);
    expect(applyAction(combatPatrol, mg, 1, { type: 'dice', values: [2] }).ok).toBe(true);
  });

  it('while the dice are awaited, nothing else is accepted', () => {
    const r = applyAction(combatPatrol, s, 0, { type: 'end-activation' });
    expect(!r.ok && r.error.message).toMatch(/Waiting for the dice: To hit jerry|Waiting for the dice/);
    const other = applyAction(combatPatrol, s, 1, { type: 'dice', values: [3] });
    expect(!other.ok && other.error.code).toBe('not-your-turn');
  });
});
