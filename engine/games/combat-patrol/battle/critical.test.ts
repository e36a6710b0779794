import { describe, expect, it } from 'vitest';
import { criticalOdds } from '../odds/critical-odds';
import { battle, de, play, roll, soldier, step, table, us } from '../testing';
import type { CombatPatrolState } from './types';

/** Joe (US) critically wounds Jerry; Fritz stands in base contact with Jerry (or far off); German to act. */
function critical(opts: { friend?: 'none' | 'near' | 'contact' | 'medic'; houseRules?: object } = {}): CombatPatrolState {
  const f = opts.friend ?? 'none';
  const fritz = f === 'none' ? de('fritz', 40, 40) : f === 'near' ? de('fritz', 24, 20) : de('fritz', 21, 20, { medic: f === 'medic' });
  let s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), fritz] }), 'entered', 1, opts.houseRules ?? {});
  s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
  return step(s, 0, { type: 'end-activation' });
}

const activate = { type: 'activate', soldier: 'jerry' } as const;

/** Ends the turn (every man still to act holds) and rolls the next initiative: Germans first. */
function nextTurn(s: CombatPatrolState): CombatPatrolState {
  let x = s;
  const turn = s.turn;
  while (x.turn === turn && !x.pending) {
    const side = x.toAct;
    const m = x.soldiers.find((o) => o.side === side && !o.activated && o.condition === 'ok');
    if (!m) throw new Error('nobody left to hold');
    x = step(x, side === 'US' ? 0 : 1, { type: 'hold', soldier: m.id });
  }
  return roll(x, [2, 8]);
}

describe('critical wounds (source)', () => {
  it('his activation is the death roll: 1-2 dies, and the kill goes to the man who wounded him', () => {
    const s = critical();
    expect(soldier(s, 'jerry').condition).toBe('critical');
    expect(() => step(s, 1, { type: 'hold', soldier: 'jerry' })).toThrow(/his Medic and death tests/);
    const log: string[] = [];
    const dead = play(s, activate, [2], log);
    expect(log.join('\n')).toMatch(/jerry's critical test: rolled 2, needing more than 2: he dies of his wounds/);
    expect(soldier(dead, 'jerry').condition).toBe('dead');
    expect(soldier(dead, 'joe').stats.kills).toBe(1);
  });

  it('the number rises by 1 each turn after the first test: a 3 lives in turn 1, dies in turn 2', () => {
    let s = play(critical(), activate, [3]);
    expect(soldier(s, 'jerry').critical).toEqual({ deathNumber: 3, penalty: 0 });
    s = nextTurn(s);
    const log: string[] = [];
    s = play(s, activate, [3], log);
    expect(log.join('\n')).toMatch(/rolled 3, needing more than 3: he dies/);
  });

  it('a friend in base contact makes the Medic test first: 1-3 is -1 on the critical test', () => {
    const log: string[] = [];
    const s = play(critical({ friend: 'contact' }), activate, [3, 3], log);
    expect(log.join('\n')).toMatch(/fritz tends jerry: Medic test 3: -1 on his critical test\.\njerry's critical test: rolled 3 -1, needing more than 2: he dies/);
    expect(soldier(s, 'jerry').condition).toBe('dead');
    const lives = play(critical({ friend: 'contact' }), activate, [1, 4]);
    expect(soldier(lives, 'jerry').critical).toEqual({ deathNumber: 3, penalty: 0 });
  });

  it('4-5: no test this turn and the death number goes back to 1-2', () => {
    let s = play(critical({ friend: 'near' }), activate, [5]);
    expect(soldier(s, 'jerry').critical!.deathNumber).toBe(3);
    s = nextTurn(s);
    s = step(s, 1, { type: 'move', soldier: 'fritz', path: [{ x: 21, y: 20 }] });
    s = step(s, 1, { type: 'end-activation' });
    s = step(s, 0, { type: 'hold', soldier: 'joe' });
    const log: string[] = [];
    s = play(s, activate, [4], log);
    expect(log.join('\n')).toMatch(/Medic test 4: stabilised for this turn: no test, and his death roll goes back to 1-2/);
    expect(s.rolls).toHaveLength(1);
    expect(soldier(s, 'jerry')).toMatchObject({ condition: 'critical', critical: { deathNumber: 2, penalty: 0 } });
  });

  it('6: stabilised, he is now seriously wounded; a trained medic adds 1', () => {
    expect(soldier(play(critical({ friend: 'contact' }), activate, [6]), 'jerry').condition).toBe('serious');
    const log: string[] = [];
    const s = play(critical({ friend: 'medic' }), activate, [5], log);
    expect(log.join('\n')).toMatch(/Medic test 5 \+1 \(trained medic\): stabilised: he is now seriously wounded/);
    expect(soldier(s, 'jerry')).toMatchObject({ condition: 'serious', critical: null });
  });

  it('house rule medicFailureLasting: the -1 stays for later tests and adds up', () => {
    const s = play(critical({ friend: 'contact', houseRules: { medicFailureLasting: true } }), activate, [2, 6]);
    expect(soldier(s, 'jerry').critical).toEqual({ deathNumber: 3, penalty: 1 });
  });

  it('his survival odds: alone he lives through turn 1 two times in three; a medic helps', () => {
    const o = criticalOdds(critical(), 'jerry', 3)!;
    const alone = o.curves.find((c) => c.helper === 'none')!;
    expect(alone.alive[0]).toBeCloseTo(4 / 6, 12);
    expect(alone.alive[1]).toBeCloseTo((4 / 6) * (3 / 6), 12);
    const medic = o.curves.find((c) => c.helper === 'medic')!;
    // A trained medic (+1): rolls 1-2 are worse (then a D6 of 1-3 kills, after the -1), 3-4 stable, 5-6 stabilised for good.
    expect(medic.alive[0]).toBeCloseTo((2 / 6) * (3 / 6) + 2 / 6 + 2 / 6, 12);
    expect(medic.alive[0]).toBeGreaterThan(alone.alive[0]!);
  });
});
