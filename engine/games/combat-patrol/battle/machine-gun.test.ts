import { combatPatrol } from './definition';
import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { fireOdds } from '../odds/fire-odds';
import { area, battle, de, play, rect, soldier, step, table, us } from '../testing';
import { newCritical } from '../rules/critical';
import type { Condition } from '../rules/wounds';
import type { CombatPatrolAction, CombatPatrolState } from './types';

const arc = (bearing = 90, weapon = 'mg42'): CombatPatrolAction => ({ type: 'fire', soldier: 'gun', weapon, method: 'special', bearing });

/** An MG42 at (10, 20) facing east (bearing 90); US soldiers in front; loaders in base contact. */
function nest(opts: { weapon?: string; extra?: Parameters<typeof table>[0]['models']; uses?: number; houseRules?: object; terrain?: Parameters<typeof table>[0]['terrain'] } = {}): CombatPatrolState {
  const gunWeapon = opts.weapon ?? 'mg42';
  const s = battle(
    table({
      models: [de('gun', 10, 20, { weapon: gunWeapon }), de('l1', 10, 21), de('l2', 10, 19), de('l3', 9, 20), us('a', 20, 20), us('b', 25, 22), ...(opts.extra ?? [])],
      terrain: opts.terrain ?? [],
      battle: { firstMove: 'German' },
    }),
    'entered',
    1,
    (opts.houseRules ?? {}) as never,
  );
  if (opts.uses === undefined) return s;
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === 'gun' ? { ...m, gun: { ...m.gun!, uses: opts.uses! } } : m)) };
}

/** The battle with `id` already wounded so (as an earlier fire would leave him). */
function wounded(s: CombatPatrolState, id: string, condition: Condition): CombatPatrolState {
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === id ? { ...m, condition, critical: condition === 'critical' ? newCritical() : null } : m)) };
}

describe('machine-gun arcs (source)', () => {
  it('every model in the 45-degree arc to optimum range gets D2-1 bullets, then a Reaction Test at -1, even on 0 bullets', () => {
    const s = nest({ extra: [us('wide', 20, 30), us('far', 41, 20)] });
    const log: string[] = [];
    const after = play(s, arc(), [2, 6, [5, 5], 7, 1, 6], log);
    const text = log.join('\n');
    expect(text).toMatch(/fires the MG42 in a 45-degree arc on bearing 90: 2 in it \(3 bursts left before reloading\)/);
    expect(text).toMatch(/a, 10\.0 in: D2 2, 1 bullet\.\nThe bullet: needs 5\+ \(accuracy 5\+\); rolled 6, a hit\.\nWound roll 5 \+ 5 = 10: light wound/);
    expect(text).toMatch(/a takes a Reaction Test: needs 6\+ \(accuracy 5\+; machine-gun fire -1\); rolled 7, passes/);
    expect(text).toMatch(/b, 15\.1 in: D2 1, 0 bullets\.\nb takes a Reaction Test: needs 6\+ \(accuracy 5\+; machine-gun fire -1\); rolled 6, passes/);
    expect(soldier(after, 'wide').pinned).toBe(false);
    expect(soldier(after, 'gun').gun).toMatchObject({ uses: 1 });
    expect(soldier(after, 'gun').facing).toBe(0);
  });

  it('friends in the arc are shot at too (the source: all models)', () => {
    const s = nest({ extra: [de('oops', 15, 20.5)] });
    const odds = fireOdds(s, 'gun', { weapon: 'mg42', method: 'special', bearing: 90 });
    expect(odds.ok && odds.models.map((m) => m.id)).toEqual(['oops', 'a', 'b']);
  });

  it('a soldier behind a building is caught all the same (the source); the house rule areaNeedsSight leaves him out', () => {
    const terrain = [{ ...area('building', 'house', rect(14, 21, 18, 25)) }];
    const hidden = [us('hid', 20, 23.5)];
    const all = fireOdds(nest({ extra: hidden, terrain }), 'gun', { weapon: 'mg42', method: 'special', bearing: 90 });
    expect(all.ok && all.models.map((m) => m.id)).toEqual(['a', 'hid', 'b']);
    const seen = fireOdds(nest({ extra: hidden, terrain, houseRules: { areaNeedsSight: true } }), 'gun', { weapon: 'mg42', method: 'special', bearing: 90 });
    expect(seen.ok && seen.models.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('a seriously wounded man in the arc: his D2-1 bullet is rolled, a hit goes to the wound chart and worsens him; he takes no Reaction Test', () => {
    const s = wounded(nest({ extra: [us('w', 15, 19)] }), 'w', 'serious');
    const log: string[] = [];
    const after = play(s, arc(), [2, 6, [9, 9], 1, 7, 1, 7], log);
    const text = log.join('\n');
    expect(text).toMatch(/w, 5\.1 in: D2 2, 1 bullet\.\nThe bullet: needs 5\+ \(accuracy 5\+\); rolled 6, a hit\.\nWound roll 9 \+ 9 = 18: critical wound\. w: will die without aid: a D6 death roll at each activation\.\nw is out of the fight: he takes no Reaction Test\./);
    expect(text).not.toMatch(/w takes a Reaction Test/);
    expect(soldier(after, 'w')).toMatchObject({ condition: 'critical', critical: { deathNumber: 2 } });
    expect(soldier(after, 'gun').stats).toMatchObject({ shots: 1, hits: 1, casualties: 0 });
    expect(after.pending).toBeNull();
  });

  it('a critically wounded man in the arc: a miss leaves him as he was, a kill kills him (and counts)', () => {
    const s = wounded(nest({ extra: [us('w', 15, 19)] }), 'w', 'critical');
    const log: string[] = [];
    const missed = play(s, arc(), [2, 4, 1, 7, 1, 7], log);
    expect(log.join('\n')).toMatch(/The bullet: needs 5\+ \(accuracy 5\+\); rolled 4, a miss\.\nw is out of the fight: he takes no Reaction Test\./);
    expect(soldier(missed, 'w').condition).toBe('critical');
    const killed = play(s, arc(), [2, 9, [10, 10], 1, 7, 1, 7]);
    expect(soldier(killed, 'w')).toMatchObject({ condition: 'dead', critical: null, diedTurn: 1 });
    expect(soldier(killed, 'gun').stats).toMatchObject({ kills: 1 });
    // Dead, he is off the table: no later arc catches him.
    const next = fireOdds(killed, 'gun', { weapon: 'mg42', method: 'special', bearing: 90 });
    expect(next.ok && next.models.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('no bullet at a wounded man: nothing more is rolled for him', () => {
    const log: string[] = [];
    play(wounded(nest({ extra: [us('w', 15, 19)] }), 'w', 'serious'), arc(), [1, 1, 7, 1, 7], log);
    expect(log.join('\n')).toMatch(/w, 5\.1 in: D2 1, 0 bullets\.\nw is out of the fight: he takes no Reaction Test\.\na, 10\.0 in/);
  });

  it('belt-fed: the fourth burst unloads it; unloaded it fires not at all; the standard method uses no ammunition', () => {
    const std: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'standard', target: 'a' };
    const s1 = play(nest({ uses: 3 }), std, [1, 9, 1, 9, 1, 9]);
    expect(soldier(s1, 'gun').gun!.uses).toBe(3);
    const log: string[] = [];
    const s2 = play(nest({ uses: 3 }), arc(), [1, 9, 1, 9], log);
    expect(log[0]).toMatch(/now unloaded/);
    expect(soldier(s2, 'gun').gun!.uses).toBe(4);
    const empty = nest({ uses: 4 });
    expect(() => step(empty, 1, std)).toThrow(/unloaded: it fires not at all until reloaded/);
    expect(() => step(empty, 1, arc())).toThrow(/unloaded/);
  });

  it('belt-fed reload: three actions; a helper in base contact gives half an action for half his activation', () => {
    let s = nest({ uses: 4, extra: [] });
    s = step(s, 1, { type: 'reload', soldier: 'gun' });
    expect(stepText(combatPatrol, s.events)).toContain("gun reloads his MG42 (1 action). It is unloaded: 1 of 3 reload actions done.");
    s = step(s, 0, { type: 'hold', soldier: 'a' });
    s = step(s, 1, { type: 'help-reload', soldier: 'l1', gunner: 'gun' });
    expect(soldier(s, 'gun').gun!.reload).toBe(1.5);
    expect(s.activation).toMatchObject({ soldier: 'l1', reloadHalves: 1 });
    s = step(s, 1, { type: 'end-activation' });
    s = step(s, 0, { type: 'hold', soldier: 'b' });
    s = step(s, 1, { type: 'reload', soldier: 'l2', gunner: 'gun' });
    expect(soldier(s, 'gun').gun!.reload).toBe(2.5);
    s = step(s, 1, { type: 'help-reload', soldier: 'l3', gunner: 'gun' });
    expect(stepText(combatPatrol, s.events).join(' ')).toMatch(/It is loaded\./);
    expect(soldier(s, 'gun').gun).toEqual({ uses: 0, reload: 0, reloadNeeded: 3, magazineRolled: false });
    // l3 still has his other half: he may fire.
    expect(s.activation).toMatchObject({ soldier: 'l3', reloadHalves: 1 });
  });

  it('house rule helperReloadActions 1: a helper half action counts as a whole reload action', () => {
    const s = step(nest({ uses: 4, houseRules: { helperReloadActions: 1 } }), 1, { type: 'help-reload', soldier: 'l1', gunner: 'gun' });
    expect(soldier(s, 'gun').gun!.reload).toBe(1);
  });

  it('magazine-fed (MG34): two bursts; one reload action then a D10: 1-5 needs another action, 6-10 loaded', () => {
    const s = play(nest({ weapon: 'mg34', uses: 1 }), arc(90, 'mg34'), [1, 9, 1, 9]);
    expect(soldier(s, 'gun').gun!.uses).toBe(2);
    let r = play(nest({ weapon: 'mg34', uses: 2 }), { type: 'reload', soldier: 'gun' }, [5]);
    expect(stepText(combatPatrol, r.events).join(' ')).toMatch(/Magazine roll 5: it needs another action/);
    expect(soldier(r, 'gun').gun).toMatchObject({ uses: 2, reload: 1, reloadNeeded: 2, magazineRolled: true });
    r = step(r, 0, { type: 'hold', soldier: 'a' });
    r = step(r, 1, { type: 'reload', soldier: 'l1', gunner: 'gun' });
    expect(soldier(r, 'gun').gun).toMatchObject({ uses: 0, reload: 0 });
    const lucky = play(nest({ weapon: 'mg34', uses: 2 }), { type: 'reload', soldier: 'gun' }, [6]);
    expect(stepText(combatPatrol, lucky.events).join(' ')).toMatch(/Magazine roll 6: it seats\. It is loaded\./);
  });

  it('a reload needs an unloaded gun, and a helper in base contact', () => {
    const s = nest({ uses: 4, extra: [de('away', 15, 30)] });
    expect(() => step(nest(), 1, { type: 'reload', soldier: 'gun' })).toThrow(/still loaded/);
    expect(() => step(s, 1, { type: 'help-reload', soldier: 'away', gunner: 'gun' })).toThrow(/must be in base contact/);
  });
});
