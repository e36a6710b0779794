import { describe, expect, it } from 'vitest';
import { grenadesCarried } from '../grenades';
import { grenadeOdds } from '../odds/grenade-odds';
import { houseRulesOf } from '../scenario';
import { answer, area, battle, de, play, rect, soldier, step, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

describe('Spray (source)', () => {
  const spray: CombatPatrolAction = { type: 'fire', soldier: 'sarge', weapon: 'thompson', method: 'special', target: 'jerry' };
  function street(): CombatPatrolState {
    return battle(table({ models: [us('sarge', 10, 20, { weapon: 'thompson' }), us('pal', 24, 22.5), de('jerry', 25, 20), de('hans', 27, 21), de('otto', 28.5, 20), de('far', 40, 40)] }));
  }

  it('up to maximum range: everyone within 3 in of the target, target and friends included, tests at -2', () => {
    const log: string[] = [];
    const s = play(street(), spray, [7, 6, 8], log);
    expect(log[0]).toMatch(/sarge sprays jerry with his Thompson SMG, 15\.0 in away: everyone within 3 in tests at -2 \(pal, jerry, hans\)/);
    expect(log.join('\n')).toMatch(/jerry takes a Reaction Test: needs 7\+ \(accuracy 5\+; under Spray -2\); rolled 6, fails: pinned/);
    expect(soldier(s, 'pal').pinned).toBe(false);
    expect(soldier(s, 'otto').pinned).toBe(false);
    expect(soldier(s, 'sarge').stats.shots).toBe(1);
  });

  it('a man within 3 in whom the shooter cannot see tests all the same (the source), in the cover of what hides him (ruling); the house rule areaNeedsSight spares him', () => {
    const doc = (houseRules = {}) => table({
      models: [us('sarge', 20, 44, { weapon: 'thompson' }), de('jerry', 32, 44), de('hans', 33.5, 46)],
      terrain: [area('building', 'barn', rect(27, 45, 31, 48))],
      houseRules,
    });
    const log: string[] = [];
    const s = play(battle(doc()), spray, [8, 4], log);
    expect(log[0]).toMatch(/everyone within 3 in tests at -2 \(jerry, hans\)/);
    expect(log.join('\n')).toMatch(/hans takes a Reaction Test: needs 6\+ \(accuracy 5\+; under Spray -2; in cover \+1\); rolled 4, fails: pinned/);
    expect(soldier(s, 'hans').pinned).toBe(true);
    const seen: string[] = [];
    play(battle(doc({ areaNeedsSight: true })), spray, [8], seen);
    expect(seen[0]).toMatch(/everyone within 3 in tests at -2 \(jerry\)/);
  });

  it('beyond the maximum range it is refused', () => {
    const s = battle(table({ models: [us('sarge', 1, 20, { weapon: 'thompson' }), de('jerry', 22, 20)] }));
    expect(() => step(s, 0, spray)).toThrow(/Spray reaches the Thompson SMG's maximum range, 20 in/);
  });
});

describe('hand grenades (source)', () => {
  const toss = (x: number, y: number, by = 'joe'): CombatPatrolAction => ({ type: 'fire', soldier: by, weapon: 'hand-grenade', method: 'special', at: { x, y } });
  function yard(extra: Parameters<typeof table>[0]['models'] = [], terrain: Parameters<typeof table>[0]['terrain'] = []): CombatPatrolState {
    return battle(table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16.4, 20), de('otto', 16.9, 20), ...extra], terrain }));
  }

  it('in sight: D10 less the inverted accuracy (10 - 5 = 5) is the scatter; 0 lands on the point; +2 on the wound chart', () => {
    const log: string[] = [];
    const s = play(yard(), toss(15, 20), [4, [8, 8], [1, 1], 9, 9], log);
    const text = log.join('\n');
    expect(text).toMatch(/joe throws a grenade 5\.0 in \(in sight, inverted accuracy 5\): rolled 4, on the target point/);
    expect(text).toMatch(/It bursts: jerry, hans caught in the blast/);
    expect(text).toMatch(/Wound roll 8 \+ 8 \+ 2 = 18: critical wound/);
    expect(text).toMatch(/Wound roll 1 \+ 1 \+ 2 = 4: no effect/);
    expect(soldier(s, 'jerry').condition).toBe('critical');
    expect(soldier(s, 'otto').condition).toBe('ok');
    expect(soldier(s, 'joe').ammo['hand-grenade']).toBe(1);
    expect(soldier(s, 'joe').stats).toMatchObject({ shots: 1, hits: 2 });
  });

  it('scatter inches are moved by the sides in turn, each inch a direction that side chooses: opponent, opponent, thrower', () => {
    let s = play(yard(), toss(15, 23), [8]);
    const q1 = s.pending!.question;
    expect(q1).toMatchObject({ kind: 'scatter', seat: 1, inch: 1, of: 3, mover: 'opponent' });
    s = answer(s, { type: 'scatter', bearing: 0 });
    const q2 = s.pending!.question;
    expect(q2).toMatchObject({ kind: 'scatter', seat: 1, inch: 2 });
    expect(q2.kind === 'scatter' && [q2.at.x, q2.at.y].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([15, 22]);
    s = answer(s, { type: 'scatter', bearing: 0 });
    expect(s.pending!.question).toMatchObject({ kind: 'scatter', seat: 0, inch: 3, mover: 'thrower' });
    const log: string[] = [];
    s = answer(s, { type: 'scatter', bearing: 0 }, [[3, 3], [2, 2]], log);
    expect(log.join('\n')).toMatch(/comes to rest 3\.0 in from the target point/);
    expect(log.join('\n')).toMatch(/It bursts: jerry, hans caught in the blast/);
  });

  it('out of sight the inverted accuracy is halved (rounded down)', () => {
    const house = area('building', 'house', rect(12, 17, 14, 23));
    const o = grenadeOdds(yard([], [house]), 'joe', { x: 15, y: 20 });
    expect(o.ok && o.plan).toMatchObject({ inSight: false, inverted: 2 });
    expect(o.ok && o.onTarget).toBeCloseTo(0.1, 12);
    const log: string[] = [];
    play(yard([], [house]), toss(15, 20), [2], log);
    expect(log[0]).toMatch(/out of sight, inverted accuracy halved to 2\): rolled 2, on the target point/);
  });

  it('a 1: dropped at his feet, it scatters from there by a fresh roll (house rule droppedGrenadeRescatter)', () => {
    const log: string[] = [];
    const s = play(yard(), toss(15, 20), [1, 5, [5, 5], 3], log);
    expect(log[0]).toMatch(/rolled 1, he drops it! It scatters from his feet: rolled 5, 0 in\./);
    expect(log.join('\n')).toMatch(/It bursts: joe caught in the blast/);
    expect(soldier(s, 'joe').condition).toBe('light');
  });

  it('beyond optimum (6 in) is an inch more scatter (our ruling); beyond 10 in refused; two grenades a man, then none', () => {
    const o = grenadeOdds(yard(), 'joe', { x: 18, y: 20 });
    expect(o.ok && o.words).toMatch(/\+1 in of scatter for beyond optimum range/);
    expect(() => step(yard(), 0, toss(21, 20))).toThrow(/A grenade reaches 10 in; that point is 11\.0 in away/);
    let s = yard();
    s = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, ammo: { 'hand-grenade': 0 } } : m)) };
    expect(() => step(s, 0, toss(15, 20))).toThrow(/joe has no Hand grenades left/);
  });

  it('each man carries the grenades his own record gives (squad data, as the table editor shows), a medic too; none recorded: grenadesPerMan', () => {
    const doc = table({
      models: [us('doc', 10, 20, { medic: true, grenades: 2 }), us('bar', 10, 22, { weapon: 'bar', grenades: 0 }), us('old', 10, 24), us('three', 10, 26, { grenades: 3 }), us('oldDoc', 10, 28, { medic: true }), de('jerry', 15, 20)],
      houseRules: { grenadesPerMan: 1 },
    });
    const s = battle(doc);
    const carried = (id: string): number => soldier(s, id).ammo['hand-grenade'] ?? 0;
    expect([carried('doc'), carried('bar'), carried('old'), carried('three'), carried('oldDoc')]).toEqual([2, 0, 1, 3, 1]);
    // The editor's reading (grenades.ts) of every man is what the battle gives him.
    for (const m of doc.models) expect(carried(m.id), m.id).toBe(grenadesCarried(m, houseRulesOf(doc)));
    // The medic throws; the BAR gunner has none to throw.
    expect(soldier(step(s, 0, toss(15, 20, 'doc')), 'doc').ammo['hand-grenade']).toBe(1);
    expect(() => step(s, 0, toss(15, 20, 'bar'))).toThrow(/bar does not carry a Hand grenade/);
  });

  it('everyone within 2 in of the burst takes a Reaction Test (house rule)', () => {
    const log: string[] = [];
    const s = play(yard([de('near', 15, 22), de('beyond', 15, 22.1)]), toss(15, 20), [4, [1, 1], [1, 1], 2, 9, 9, 3], log);
    expect(log.join('\n')).toMatch(/near takes a Reaction Test: needs 5\+ \(accuracy 5\+\); rolled 3, fails: pinned/);
    expect(log.join('\n')).not.toMatch(/beyond takes/);
    expect(s.pending).toBeNull();
  });

  it('the odds: on target, dropped, and the spread of scatter distances (exact)', () => {
    const o = grenadeOdds(yard(), 'joe', { x: 15, y: 20 });
    if (!o.ok) throw new Error(o.error.message);
    expect(o.onTarget).toBeCloseTo(0.4, 12); // rolls 2-5
    expect(o.dropped).toBeCloseTo(0.1, 12);
    expect(o.spread.map((x) => [x.inches, Math.round(x.chance * 100)])).toEqual([[0, 40], [1, 10], [2, 10], [3, 10], [4, 10], [5, 10]]);
    expect(o.spread.find((x) => x.inches === 3)).toMatchObject({ opponentInches: 2, throwerInches: 1, nearest: 1, furthest: 3 });
    const total = o.spread.reduce((n, x) => n + x.chance, 0) + o.dropped;
    expect(total).toBeCloseTo(1, 12);
  });
});
