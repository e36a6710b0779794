import { combatPatrol } from './definition';
import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { battle, de, line, play, soldier, step, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

const shoot = (target: string, by = 'joe', weapon = 'm1-garand'): CombatPatrolAction => ({ type: 'fire', soldier: by, weapon, method: 'standard', target });
const end = (s: CombatPatrolState, seat = 0): CombatPatrolState => step(s, seat, { type: 'end-activation' });

function field(extra: Parameters<typeof table>[0]['models'] = []) {
  return battle(table({ models: [us('joe', 10, 20), us('bob', 10, 30), us('al', 10, 40), de('jerry', 20, 20), de('fritz', 40, 40), ...extra] }));
}

describe('Reaction Tests (house rule)', () => {
  it('a missed shot: the target tests against his accuracy; a fail pins him', () => {
    const log: string[] = [];
    const s = play(field(), shoot('jerry'), [2, 4], log);
    expect(log.join('\n')).toMatch(/jerry takes a Reaction Test: needs 5\+ \(accuracy 5\+\); rolled 4, fails: pinned/);
    expect(soldier(s, 'jerry')).toMatchObject({ pinned: true, suppressed: false });
  });

  it('failing again while pinned suppresses him; so does a natural 1', () => {
    let s = end(play(field(), shoot('jerry'), [2, 4]));
    s = step(s, 1, { type: 'hold', soldier: 'fritz' });
    const log: string[] = [];
    s = play(s, shoot('jerry', 'bob'), [2, 5], log);
    expect(log.join('\n')).toMatch(/needs 5\+ \(accuracy 5\+; in cover \(prone\) \+1; already pinned -1\); rolled 5, passes/);
    s = end(s);
    const n1 = play(field(), shoot('jerry'), [2, 1]);
    expect(soldier(n1, 'jerry')).toMatchObject({ pinned: true, suppressed: true });
    const again = play(end(play(field(), shoot('jerry'), [2, 4])), { type: 'hold', soldier: 'fritz' });
    expect(soldier(play(again, shoot('jerry', 'bob'), [2, 4]), 'jerry')).toMatchObject({ pinned: true, suppressed: true });
  });

  it('+1 in cover and +1 with an NCO of his own within 6 in (not himself, not beyond 6 in)', () => {
    const walled = battle(
      table({
        models: [us('joe', 10, 20), de('jerry', 20, 20), de('sarge', 20, 25.5, { nco: true }), de('far', 20, 26.5, { nco: true })],
        terrain: [line('stone-wall', 'w', { x: 19, y: 10 }, { x: 19, y: 30 })],
      }),
    );
    const log: string[] = [];
    play(walled, shoot('jerry'), [2, 3], log);
    expect(log.join('\n')).toMatch(/needs 3\+ \(accuracy 5\+; in cover \+1; NCO within 6 in \+1\); rolled 3, passes/);
    const log2: string[] = [];
    play(walled, shoot('sarge'), [2, 4], log2);
    expect(log2.join('\n')).toMatch(/sarge takes a Reaction Test: needs 3\+ \(accuracy 5\+; in cover \+1; NCO within 6 in \+1\)/);
    const log3: string[] = [];
    const noNco = battle(table({ models: [us('joe', 10, 20), de('jerry', 20, 20), de('far', 20, 26.1, { nco: true })] }));
    play(noNco, shoot('jerry'), [2, 4], log3);
    expect(log3.join('\n')).toMatch(/needs 5\+ \(accuracy 5\+\); rolled 4, fails/);
    const log4: string[] = [];
    play(noNco, shoot('far'), [2, 4], log4);
    expect(log4.join('\n')).toMatch(/far takes a Reaction Test: needs 5\+ \(accuracy 5\+\)/);
  });

  it('a suppressed man does nothing at his activation but test again: a pass lifts the suppression, he stays pinned', () => {
    let s = end(play(field(), shoot('jerry'), [2, 1]));
    expect(() => step(s, 1, { type: 'fire', soldier: 'jerry', weapon: 'kar98k', method: 'standard', target: 'joe' })).toThrow(/suppressed: he does nothing/);
    const log: string[] = [];
    s = play(s, { type: 'activate', soldier: 'jerry' }, [3], log);
    expect(log.join('\n')).toMatch(/jerry is suppressed and does nothing\. His Reaction Test: needs 5\+ \(accuracy 5\+; in cover \(prone\) \+1; already pinned -1\); rolled 3, fails: still suppressed/);
    expect(soldier(s, 'jerry')).toMatchObject({ suppressed: true, activated: true });
    const passed = play(end(play(field(), shoot('jerry'), [2, 1])), { type: 'activate', soldier: 'jerry' }, [5]);
    expect(soldier(passed, 'jerry')).toMatchObject({ suppressed: false, pinned: true });
  });

  it('a pinned man may Rally (his whole activation) and may not Run; a man not pinned has nothing to rally from', () => {
    let s = end(play(field(), shoot('jerry'), [2, 4]));
    expect(() => step(s, 1, { type: 'run', soldier: 'jerry', path: [{ x: 28, y: 20 }] })).toThrow(/pinned and may not make a Run Move/);
    expect(() => step(s, 1, { type: 'rally', soldier: 'fritz' })).toThrow(/not pinned/);
    s = step(s, 1, { type: 'rally', soldier: 'jerry' });
    expect(soldier(s, 'jerry')).toMatchObject({ pinned: false, activated: true });
    expect(stepText(combatPatrol, s.events)).toContain('jerry rallies: no longer pinned.');
  });
});
