import { describe, expect, it } from 'vitest';
import { isUndoable } from '../../../core/pipeline';
import { battle, de, play, step, table, us } from '../testing';
import type { CombatPatrolState } from './types';

const shot = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' } as const;
const doc = () => table({ models: [us('joe', 10, 20), de('jerry', 20, 20), de('hans', 40, 40)] });

/** The dice question waiting: its seat. */
const diceSeat = (s: CombatPatrolState): number => {
  const q = s.pending?.question;
  if (!q || q.kind !== 'dice') throw new Error('no dice question');
  return q.seat;
};

describe('undo after dice: a rolled die is a reveal, a typed one is not until a decision follows it', () => {
  it('entered: the shot declared, each die typed, can be taken back; the decision after them cannot', () => {
    const start = battle(doc(), 'entered');
    const declared = play(start, shot);
    expect(isUndoable(start, declared)).toBe(true);
    const hit = step(declared, diceSeat(declared), { type: 'dice', values: [9] });
    expect(hit.rolls).toEqual([expect.objectContaining({ values: [9], seat: 0 })]);
    expect(isUndoable(declared, hit)).toBe(true);
    // The next die is not a decision: the one before it stays open, and this one can be taken back too.
    const wound = step(hit, diceSeat(hit), { type: 'dice', values: [9, 9] });
    expect(isUndoable(hit, wound)).toBe(true);
    expect(isUndoable(declared, wound)).toBe(true);
    let s = wound;
    while (s.pending?.question.kind === 'dice') s = step(s, diceSeat(s), { type: 'dice', values: [10] });
    expect(s.pending).toBeNull();
    // A decision after typed dice settles them: it, and they, can no longer be taken back.
    const ended = step(s, 0, { type: 'end-activation' });
    expect(ended.toAct).toBe('German');
    expect(isUndoable(s, ended)).toBe(false);
    // A decision with no dice before it is undoable as ever.
    const held = step(ended, 1, { type: 'hold', soldier: 'hans' });
    expect(held.rolls).toEqual([]);
    expect(isUndoable(ended, held)).toBe(true);
  });

  it('rolled: the die the app rolls is a reveal, and the decision after it is undoable as before', () => {
    const start = battle(doc(), 'rolled');
    const fired = play(start, shot);
    expect(fired.rolls.map((r) => r.label)).toEqual(['The shot at jerry (needs 5+)', 'Wound roll for jerry']);
    expect(isUndoable(start, fired)).toBe(false);
    expect(fired.pending).toBeNull();
    const ended = step(fired, 0, { type: 'end-activation' });
    expect(isUndoable(fired, ended)).toBe(true);
  });
});
