import { describe, expect, it } from 'vitest';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import type { HouseRules } from '../types';
import { fireOdds } from '../odds/fire-odds';
import { battle, de, freeze, frozen, line, step, table, us } from '../testing';
import { tacticalBot } from './tactical';
import { explainChoice } from './tactical-explain';

function choose(s: CombatPatrolState): CombatPatrolAction {
  const seat = combatPatrol.currentSeat(s)!;
  return tacticalBot.choose(combatPatrol.view(s, seat), combatPatrol.legalActions(s, seat), seedRng(1), botContext(combatPatrol, s, seat));
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** Joe (US) with a Garand; Hans lightly wounded and prone, Fritz unhurt in the open. */
function twoTargets(): CombatPatrolState {
  const s = battle(table({ models: [us('joe', 10, 20, { name: 'Joe' }), de('hurt', 20, 18, { name: 'Hans' }), de('fresh', 20, 24, { name: 'Fritz' })] }));
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light', pinned: true } : m)) };
}

describe('explainChoice: the tactical bot says why, in words for the log and the table', () => {
  it('a shot: who, how he stands, the number needed, the chance to hit and to put him down, from the exact odds', () => {
    const s = twoTargets();
    const a = choose(s);
    expect(a).toMatchObject({ type: 'fire', target: 'fresh' });
    const o = fireOdds(s, 'joe', a as { weapon: string; method: 'standard' | 'special'; target: string });
    if (!o.ok) throw new Error(o.error.message);
    const m = o.models[0]!;
    const down = m.outOfAction + m.pinned + m.suppressed;
    expect(explainChoice(s, a)).toBe(
      `Joe fires his M1 Garand rifle at Fritz: unhurt, in the open, 10.8 in away, 2 shots at ${m.shot!.neededText} (${pct(m.shot!.chance)} each, ${pct(m.hitAtLeastOnce)} to hit at least once), ${pct(down)} to put him down (${pct(m.outOfAction)} out of the fight).`,
    );
    // the man it passed over: prone and wounded, harder to hit, with less fight left to take
    const other = explainChoice(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'hurt' });
    expect(other).toMatch(/^Joe fires his M1 Garand rifle at Hans: lightly wounded, pinned, prone: light cover, 10\.2 in away, 6\+ to hit \(50%\), \d+% to put him down \(14% out of the fight\)\.$/);
  });

  it('a pinned man in the open is said to lie in the cover the rules give him: light by default, none when the house rule takes it away', () => {
    const words = (houseRules: Partial<HouseRules>): string => {
      const s = battle(table({ models: [us('joe', 10, 20, { name: 'Joe' }), de('hurt', 20, 18, { name: 'Hans' })], houseRules }));
      const pinned = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, pinned: true } : m)) };
      return explainChoice(pinned, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'hurt' }) ?? '';
    };
    // The number needed is the rules' own: 6+ with the prone man's light cover, 5+ without it.
    expect(words({})).toMatch(/^Joe fires his M1 Garand rifle at Hans: unhurt, pinned, prone: light cover, 10\.2 in away, 6\+ to hit/);
    expect(words({ proneIsLightCover: false })).toMatch(/^Joe fires his M1 Garand rifle at Hans: unhurt, pinned, prone in the open, 10\.2 in away, 5\+ to hit/);
  });

  it('a machine-gun arc: every enemy in it and how many it is likely to put down', () => {
    const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42', name: 'Kurt' }), us('a', 25, 19), us('b', 26, 21), us('c', 27, 20), us('d', 25, 22)], battle: { firstMove: 'German' } }));
    const words = explainChoice(s, choose(s));
    expect(words).toMatch(/^Kurt lays his MG42's arc on bearing \d+° over 4 enemies: /);
    for (const id of ['a', 'b', 'c', 'd']) expect(words).toContain(`${id} (unhurt, in the open)`);
    expect(words).toMatch(/about \d\.\d of them put down\.$/);
  });

  it('a snap shot names the point of the run; letting him run says why', () => {
    let s = battle(table({ models: [us('joe', 10, 30), us('bob', 2, 2), de('fritz', 20, 25), de('hans', 20, 20), de('otto', 46, 46, { weapon: 'pistol' })] }));
    s = step(s, 0, { type: 'hold', soldier: 'bob' });
    s = step(s, 1, { type: 'hold', soldier: 'hans' });
    s = step(s, 0, { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] });
    expect(explainChoice(s, choose(s))).toMatch(/^fritz snap-fires his Kar98k rifle at joe 1\.0 in along his run: unhurt, in the open, 10\.8 in away, 6\+ to hit \(50%\), \d+% to put him down/);
    expect(explainChoice(s, { type: 'let-run' })).toBe('Lets joe run: no snap shot at a fair chance.');
  });

  it('a move to cover says how much less fire he is under; the state is left as it was', () => {
    const s = freeze(battle(table({ models: [us('joe', 20, 30, { weapon: 'pistol' }), de('a', 20, 5), de('b', 24, 5), de('c', 16, 5)], terrain: [line('stone-wall', 'w', { x: 14, y: 27 }, { x: 26, y: 27 })] })));
    const before = frozen(s);
    const a = choose(s);
    expect(explainChoice(s, a)).toMatch(/^joe moves \d\.\d in: less exposed \(enemy fire on him \d\.\d to \d\.\d expected hits\)\.$/);
    expect(frozen(s)).toBe(before);
  });
});
