import { describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS } from './limits';
import { createScenario, newTerrainPiece } from './scenario';
import type { Scenario } from './types';
import { validateScenario } from './validate-scenario';

const rifleman = (i: number): Scenario['models'][number] => ({
  id: `m${i}`, name: `Rifleman ${i}`, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x: i % 48, y: (i * 7) % 48, facing: 0, squadId: null,
});

function table(edit: (d: Scenario) => void): unknown {
  const doc = createScenario({ id: 'big', name: 'Big' });
  edit(doc);
  return JSON.parse(JSON.stringify(doc));
}

function refusal(raw: unknown): { field: string; message: string } {
  const r = validateScenario(raw);
  if (r.ok) throw new Error('accepted');
  return { field: r.error.field, message: r.error.message };
}

describe('scenario limits no player meets', () => {
  it('take the most soldiers allowed and refuse one more, saying what the limit is', () => {
    expect(validateScenario(table((d) => d.models.push(...Array.from({ length: SCENARIO_LIMITS.models }, (_, i) => rifleman(i))))).ok).toBe(true);
    expect(refusal(table((d) => d.models.push(...Array.from({ length: SCENARIO_LIMITS.models + 1 }, (_, i) => rifleman(i)))))).toEqual({
      field: 'models',
      message: 'models has 1,001 entries; a scenario holds at most 1,000 soldiers',
    });
  });

  it('refuse more terrain pieces, points in one outline or in all outlines, zones and objectives than allowed', () => {
    const piece = (i: number) => newTerrainPiece('woods', `t${i}`, { x: 10, y: 10 });
    expect(refusal(table((d) => d.terrain.push(...Array.from({ length: SCENARIO_LIMITS.terrain + 1 }, (_, i) => piece(i)))))).toMatchObject({ field: 'terrain', message: expect.stringContaining('at most 5,000 terrain pieces') });
    const ring = (n: number) => Array.from({ length: n }, (_, k) => ({ x: Math.cos((2 * Math.PI * k) / n), y: Math.sin((2 * Math.PI * k) / n) }));
    expect(refusal(table((d) => d.terrain.push({ ...piece(0), points: ring(SCENARIO_LIMITS.pointsPerOutline + 1) })))).toEqual({ field: 'terrain[0].points', message: 'terrain[0].points has 501 points; an outline has at most 500' });
    expect(refusal(table((d) => d.terrain.push(...Array.from({ length: 201 }, (_, i) => ({ ...piece(i), points: ring(SCENARIO_LIMITS.pointsPerOutline) })))))).toMatchObject({ field: 'terrain', message: expect.stringContaining('at most 100,000') });
    const zone = (i: number) => ({ id: `z${i}`, side: 'US' as const, label: '', points: ring(3) });
    expect(refusal(table((d) => d.deploymentZones.push(...Array.from({ length: SCENARIO_LIMITS.deploymentZones + 1 }, (_, i) => zone(i)))))).toMatchObject({ field: 'deploymentZones' });
    expect(refusal(table((d) => d.objectives.push(...Array.from({ length: SCENARIO_LIMITS.objectives + 1 }, (_, i) => ({ id: `o${i}`, name: 'Hill', x: 1, y: 1 })))))).toMatchObject({ field: 'objectives' });
  });

  it('refuse names longer than allowed', () => {
    expect(refusal(table((d) => (d.name = 'x'.repeat(SCENARIO_LIMITS.scenarioName + 1))))).toEqual({ field: 'name', message: 'name must be at most 100 characters long' });
    expect(refusal(table((d) => d.models.push({ ...rifleman(0), name: 'y'.repeat(SCENARIO_LIMITS.itemName + 1) })))).toMatchObject({ field: 'models[0].name' });
    expect(refusal(table((d) => d.terrain.push({ ...newTerrainPiece('woods', 't', { x: 1, y: 1 }), props: { name: 'z'.repeat(SCENARIO_LIMITS.terrainName + 1) } })))).toMatchObject({ field: 'terrain[0].props.name' });
  });

  it('say a number like 1e999 is not a finite number (not "got null")', () => {
    const text = JSON.stringify(table((d) => d.models.push(rifleman(0)))).replace('"x":0', '"x":1e999');
    expect(refusal(JSON.parse(text))).toEqual({ field: 'models[0].x', message: 'models[0].x is not a finite number' });
  });
});
