import { describe, expect, it } from 'vitest';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { weapon } from '../data';
import { criticalOdds } from '../odds/critical-odds';
import { gunWords } from '../rules/gun';
import { battle, de, play, soldier, step, table, us } from '../testing';
import { tacticalBot } from './tactical';
import { explainChoice } from './tactical-explain';

function choose(s: CombatPatrolState): CombatPatrolAction {
  const seat = combatPatrol.currentSeat(s)!;
  return tacticalBot.choose(combatPatrol.view(s, seat), combatPatrol.legalActions(s, seat), seedRng(1), botContext(combatPatrol, s, seat));
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** His chance, from the exact odds, of living through his next three activations with `helper`. */
function lives(s: CombatPatrolState, id: string, helper: 'none' | 'friend' | 'medic'): string {
  return pct(criticalOdds(s, id, 3)!.curves.find((c) => c.helper === helper)!.alive[2]!);
}

/** Jerry (German) critically wounded by Joe's shot; Doc, a German medic, 3.6 in away. */
function jerryDown(): CombatPatrolState {
  let s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), de('fritz', 24, 23), de('doc', 23, 17, { medic: true })] }));
  s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
  return step(s, 0, { type: 'end-activation' });
}

describe('the tactical bot says why for the steps that are not shots or moves', () => {
  it('a medic sent to the critically wounded: his odds of living, tended and alone; then his tests, tended', () => {
    let s = jerryDown();
    expect(soldier(s, 'jerry').condition).toBe('critical');
    const a = choose(s);
    expect(a).toMatchObject({ type: 'first-aid', soldier: 'doc', patient: 'jerry' });
    const tended = lives(s, 'jerry', 'medic');
    const alone = lives(s, 'jerry', 'none');
    expect(tended).not.toBe(alone);
    expect(explainChoice(s, a)).toMatch(new RegExp(`^doc, the medic, goes \\d\\.\\d in to jerry, critically wounded: with a medic at his side he lives through his next 3 activations ${tended} of the time; alone, ${alone}\\.$`));
    s = step(s, 1, a);
    s = step(s, 0, { type: 'hold', soldier: 'bob' });
    const tests = choose(s);
    expect(tests).toEqual({ type: 'activate', soldier: 'jerry' });
    expect(explainChoice(s, tests)).toBe(`jerry takes his tests with doc, the medic, at his side: he lives through his next 3 activations ${lives(s, 'jerry', 'medic')} of the time (alone, ${lives(s, 'jerry', 'none')}).`);
  });

  it('a man the scenario starts critically wounded: the medic goes to him first, with his odds in words', () => {
    const s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20, { condition: 'critical' }), de('fritz', 24, 23), de('doc', 23, 17, { medic: true })], battle: { firstMove: 'German' } }));
    const a = choose(s);
    expect(a).toMatchObject({ type: 'first-aid', soldier: 'doc', patient: 'jerry' });
    expect(explainChoice(s, a)).toMatch(/^doc, the medic, goes \d\.\d in to jerry, critically wounded: with a medic at his side he lives through his next 3 activations \d+% of the time; alone, \d+%\.$/);
  });

  it('a critical man nobody can reach takes his tests alone, and says his odds', () => {
    let s = battle(table({ models: [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), de('far', 45, 45)] }));
    s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
    s = step(s, 0, { type: 'end-activation' });
    const a = choose(s);
    expect(a).toEqual({ type: 'activate', soldier: 'jerry' });
    expect(explainChoice(s, a)).toBe(`jerry takes his tests alone: nobody can reach him; he lives through his next 3 activations ${lives(s, 'jerry', 'none')} of the time.`);
  });

  it('a machine gun reloaded: the loader helps first, saying how far the reload has gone; alone, the gunner reloads it', () => {
    const empty = (s: CombatPatrolState) => ({ ...s, soldiers: s.soldiers.map((m) => (m.id === 'gun' ? { ...m, gun: { ...m.gun!, uses: 4 } } : m)) });
    const s = empty(battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), de('loader', 10, 21, { weapon: 'pistol' }), us('a', 40, 40)], battle: { firstMove: 'German' } })));
    const state = gunWords(weapon('mg42')!, soldier(s, 'gun').gun!);
    expect(state).toMatch(/^unloaded: 0 of \d reload actions? done$/);
    const help = choose(s);
    expect(help).toEqual({ type: 'help-reload', soldier: 'loader', gunner: 'gun' });
    expect(explainChoice(s, help)).toBe(`loader helps gun reload his MG42 (${state}): half his activation, and the gun fires again sooner.`);
    const alone = empty(battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 40, 40)], battle: { firstMove: 'German' } })));
    const reload = choose(alone);
    expect(reload).toEqual({ type: 'reload', soldier: 'gun' });
    expect(explainChoice(alone, reload)).toBe(`gun reloads his MG42 (${state}): a gun that cannot fire is the side's best weapon lost.`);
  });

  it("an enemy grenade scattered: the way that does most harm to the enemy and least to his own, who is near", () => {
    const s = battle(table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16, 21), de('far', 45, 45)] }));
    const waiting = play(s, { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 21 } }, [9]);
    const a = choose(waiting);
    if (a.type !== 'scatter') throw new Error(`expected a scatter direction, got ${a.type}`);
    // South-west, away from Jerry and Hans (both still within 4 in of the first inch); Joe, 5 in off, is not within 4 in of it.
    expect(Math.round(a.bearing)).toBe(225);
    expect(explainChoice(waiting, a)).toBe('Scatters the grenade on bearing 225°: the way that does the enemy the most harm and his own side the least (toward no enemy; 2 of his own within 4 in).');
  });

  it('a rally and a suppressed man: what holds them back, in words', () => {
    const s = battle(table({ models: [us('joe', 10, 20), de('jerry', 20, 20)] }));
    const pinned = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, pinned: true } : m)) };
    expect(explainChoice(pinned, { type: 'rally', soldier: 'joe' })).toBe('joe rallies to shake off being pinned: he has no shot worth taking and no better place to go.');
    const suppressed = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, pinned: true, suppressed: true } : m)) };
    expect(explainChoice(suppressed, { type: 'activate', soldier: 'joe' })).toBe('joe is suppressed: all he can do is take his Reaction Test to shake it off.');
  });
});
