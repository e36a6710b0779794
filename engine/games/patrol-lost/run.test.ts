import { describe, expect, it } from 'vitest';
import { patrolLost } from './definition';
import { runOn } from './run';

describe('Patrol: Lost! working copy (core/draft.ts)', () => {
  it('keeps every field of the state in its typed copy of the top level', () => {
    const s = patrolLost.setup(5, { turnLimit: 60 });
    expect(Object.keys(runOn(s, true).s).sort()).toEqual(Object.keys(s).sort());
  });

  it('copies the board only in a step that changes it, and then never the input\'s tiles', () => {
    let s = patrolLost.setup(5, { turnLimit: 60 });
    for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
      const before = JSON.stringify(s);
      const a = patrolLost.legalActions(s, patrolLost.currentSeat(s) as number)[0]!;
      const next = patrolLost.apply(s, a, patrolLost.currentSeat(s) as number);
      expect(JSON.stringify(s)).toBe(before);
      const same = JSON.stringify(next.board) === JSON.stringify(s.board);
      if (next.board === s.board) expect(same).toBe(true);
      else for (const t of next.board) expect(s.board).not.toContain(t);
      s = next;
    }
  });
});
