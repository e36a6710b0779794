import { describe, expect, it } from 'vitest';
import { distance } from '../../geometry';
import { squadTemplate } from './data';
import { placeSquad, placeSquadOnTable, shiftOntoTable } from './formation';

const us = squadTemplate('us-rifle-squad')!;
const de = squadTemplate('german-gruppe')!;

describe('placing a default squad in formation', () => {
  it('the US rifle squad is 12: sergeant with Thompson, BAR gunner, 10 Garands', () => {
    const models = placeSquad({ template: us, squadId: 'us1', at: { x: 24, y: 24 }, facing: 0, formation: 'line' });
    expect(models).toHaveLength(12);
    expect(models[0]).toMatchObject({ id: 'us1-1', name: 'Sergeant', nco: true, weaponId: 'thompson', side: 'US', experience: 'regular', accuracy: 5, squadId: 'us1' });
    expect(models[1]).toMatchObject({ name: 'BAR gunner', weaponId: 'bar' });
    expect(models.filter((m) => m.weaponId === 'm1-garand')).toHaveLength(10);
    expect(models[11]!.name).toBe('Rifleman 10');
  });

  it('the German Gruppe is 10: NCO with MP40, MG42 gunner and loader, 7 Kar98k', () => {
    const models = placeSquad({ template: de, squadId: 'de1', at: { x: 24, y: 5 }, facing: 90, formation: 'column', experience: 'veteran' });
    expect(models).toHaveLength(10);
    expect(models.map((m) => m.weaponId)).toEqual(['mp40', 'mg42', 'pistol', ...Array(7).fill('kar98k')]);
    expect(models.every((m) => m.accuracy === 4 && m.facing === 90)).toBe(true);
  });

  it('a line facing right stands across the facing, leader in the middle, 2 in apart', () => {
    const m = placeSquad({ template: de, squadId: 'd', at: { x: 24, y: 24 }, facing: 0, formation: 'line' });
    expect(m.every((x) => Math.abs(x.x - 24) < 1e-9)).toBe(true);
    expect(m.map((x) => Math.round(x.y)).sort((a, b) => a - b)).toEqual([14, 16, 18, 20, 22, 24, 26, 28, 30, 32]);
    expect(m[0]).toMatchObject({ x: 24, y: 24 });
  });

  it('a column facing down the table runs back up behind its leader', () => {
    const m = placeSquad({ template: de, squadId: 'd', at: { x: 10, y: 30 }, facing: 90, formation: 'column', spacing: 1.5 });
    m.forEach((x, k) => {
      expect(x.x).toBeCloseTo(10, 9);
      expect(x.y).toBeCloseTo(30 - 1.5 * k, 9);
    });
  });

  it('a wedge has its leader at the tip and the others behind on both sides', () => {
    const m = placeSquad({ template: us, squadId: 'u', at: { x: 24, y: 24 }, facing: 270, formation: 'wedge' });
    expect(m[0]!.x).toBeCloseTo(24, 9);
    expect(m[0]!.y).toBeCloseTo(24, 9);
    for (const x of m.slice(1)) expect(x.y).toBeGreaterThan(24); // facing up the table: the rest are below the tip
    expect(m.filter((x) => x.x < 23.9)).toHaveLength(6);
    expect(m.filter((x) => x.x > 24.1)).toHaveLength(5);
    for (let i = 0; i < m.length; i++) for (let j = i + 1; j < m.length; j++) expect(distance(m[i]!, m[j]!)).toBeGreaterThanOrEqual(2 - 1e-9);
  });
});

describe('a squad placed near the table edge', () => {
  const table = { width: 48, height: 48 };
  it('a column at the top edge facing down the table is shifted in whole: ten men, ten places, still 2 in apart', () => {
    const r = placeSquadOnTable({ template: de, squadId: 'd', at: { x: 30, y: 0.5 }, facing: 90, formation: 'column' }, table);
    if (!r.ok) throw new Error(r.message);
    expect(new Set(r.models.map((m) => `${m.x},${m.y}`)).size).toBe(10);
    expect(Math.min(...r.models.map((m) => m.y))).toBeCloseTo(0, 9);
    r.models.slice(1).forEach((m, k) => expect(distance(m, r.models[k]!)).toBeCloseTo(2, 9));
    expect(r.moved).toBeCloseTo(17.5, 9);
  });
  it('a squad that fits is placed where it was put', () => {
    const r = placeSquadOnTable({ template: us, squadId: 'u', at: { x: 24, y: 24 }, facing: 270, formation: 'line' }, table);
    expect(r.ok && r.moved).toBe(0);
    expect(r.ok && r.models[0]).toMatchObject({ x: 24, y: 24 });
  });
  it('a corner pushes it in on both sides', () => {
    const r = placeSquadOnTable({ template: us, squadId: 'u', at: { x: 47, y: 47 }, facing: 0, formation: 'wedge' }, table);
    if (!r.ok) throw new Error(r.message);
    for (const m of r.models) {
      expect(m.x).toBeLessThanOrEqual(48 + 1e-9);
      expect(m.y).toBeLessThanOrEqual(48 + 1e-9);
      expect(m.x).toBeGreaterThanOrEqual(-1e-9);
    }
  });
  it('a line longer than a small table is refused, not squeezed', () => {
    const r = placeSquadOnTable({ template: us, squadId: 'u', at: { x: 6, y: 6 }, facing: 270, formation: 'line' }, { width: 12, height: 12 });
    expect(r).toEqual({ ok: false, message: 'The US rifle squad in line does not fit on a 12 x 12 in table: try another formation.' });
  });
  it('shiftOntoTable keeps the shape and refuses what is too wide', () => {
    expect(shiftOntoTable([{ x: -1, y: 5 }, { x: 3, y: 50 }], 48, 48)).toEqual({ x: 1, y: -2 });
    expect(shiftOntoTable([{ x: 0, y: 0 }, { x: 49, y: 0 }], 48, 48)).toBeNull();
    expect(shiftOntoTable([], 48, 48)).toEqual({ x: 0, y: 0 });
  });
});
