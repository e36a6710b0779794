import { describe, expect, it } from 'vitest';
import { fireOdds } from '../odds/fire-odds';
import { answer, battle, de, play, soldier, step, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/** Joe (US) runs from (10, 30) to (10, 20) past Fritz, who has not activated, and Hans, who holds. */
function crossing(): CombatPatrolState {
  let s = battle(table({ models: [us('joe', 10, 30), us('bob', 2, 2), de('fritz', 20, 25), de('hans', 20, 20), de('otto', 46, 46, { weapon: 'pistol' })] }));
  s = step(s, 0, { type: 'hold', soldier: 'bob' });
  s = step(s, 1, { type: 'hold', soldier: 'hans' });
  return s;
}

const runJoe: CombatPatrolAction = { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] };

describe('Snap Fire (house rule)', () => {
  it('when a man runs, the enemy may snap-fire with a man not yet activated or on Hold, at any point of the run he sees', () => {
    const s = step(crossing(), 0, runJoe);
    const q = s.pending!.question;
    expect(q).toMatchObject({ kind: 'snap-fire', seat: 1, runner: 'joe', maxAlong: 10 });
    expect(q.kind === 'snap-fire' && q.options.map((o) => o.shooter)).toEqual(['fritz', 'hans']);
    expect(q.kind === 'snap-fire' && q.options[0]!.along).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('standard method at -1 more; it spends his activation; a runner pinned by it stops there', () => {
    const log: string[] = [];
    let s = answer(step(crossing(), 0, runJoe), { type: 'snap-fire', shooter: 'fritz', along: 5 }, [5, 3], log);
    expect(log.join('\n')).toMatch(/fritz snap-fires his Kar98k rifle \(standard method, 1 shot\) at joe, 10\.0 in away\.\nThe shot: needs 6\+ \(accuracy 5\+; Snap Fire -1\); rolled 5, a miss\.\njoe takes a Reaction Test: needs 5\+ \(accuracy 5\+\); rolled 3, fails: pinned\.\njoe goes down 5 in along his run\./);
    expect(soldier(s, 'joe')).toMatchObject({ x: 10, y: 25, pinned: true });
    expect(soldier(s, 'fritz')).toMatchObject({ activated: true });
    expect(s.toAct).toBe('German');
    expect(() => step(s, 1, { type: 'hold', soldier: 'fritz' })).toThrow(/already been activated/);
    s = step(s, 1, { type: 'hold', soldier: 'otto' });
    expect(s.phase).toBe('battle');
  });

  it('a runner who keeps going may be snapped at again by another; letting him run ends it', () => {
    let s = answer(step(crossing(), 0, runJoe), { type: 'snap-fire', shooter: 'hans', along: 10 }, [4, 9]);
    const q = s.pending!.question;
    expect(q.kind === 'snap-fire' && q.options.map((o) => o.shooter)).toEqual(['fritz']);
    s = answer(s, { type: 'let-run' });
    expect(soldier(s, 'joe')).toMatchObject({ x: 10, y: 20, pinned: false });
    expect(soldier(s, 'hans')).toMatchObject({ onHold: false });
  });

  it('Special methods are never Snap Fire; a point he cannot reach or see is refused', () => {
    const s = crossing();
    const odds = fireOdds(s, 'fritz', { weapon: 'kar98k', method: 'special', target: 'joe' }, { x: 10, y: 25 });
    expect(odds.ok).toBe(false);
    expect(!odds.ok && odds.error.message).toMatch(/Snap Fire uses the standard method only/);
    const waiting = step(s, 0, runJoe);
    expect(() => answer(waiting, { type: 'snap-fire', shooter: 'fritz', along: 11 })).toThrow(/Choose a point from 0 to 10\.0 in/);
    expect(() => answer(waiting, { type: 'snap-fire', shooter: 'otto', along: 5 })).toThrow(/cannot Snap Fire/);
  });

  it('nobody able to snap-fire: the run is not interrupted', () => {
    const s = battle(table({ models: [us('joe', 10, 30), de('otto', 46, 46, { weapon: 'pistol' })] }));
    const after = play(s, runJoe);
    expect(after.pending).toBeNull();
    expect(soldier(after, 'joe').y).toBe(20);
  });
});
