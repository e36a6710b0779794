import { describe, expect, it } from 'vitest';
import { defaultHouseRules, weapon } from './data';
import { arcOf, losBetween, modelsInArc, modelsInBlast, modelsUnderSpray, terrainIndexOf, weaponRange } from './measure';
import { createScenario, newTerrainPiece } from './scenario';
import type { Scenario, ScenarioModel } from './types';

const soldier = (id: string, x: number, y: number, weaponId = 'kar98k', facing = 0): ScenarioModel => ({
  id, name: id, side: 'German', experience: 'regular', accuracy: 5, weaponId, nco: false, medic: false, x, y, facing, squadId: null,
});

describe('weapon range from the weapons table', () => {
  const garand = weapon('m1-garand')!;
  it('10 in is optimum (the source example); exactly 24 optimum; 24.1 beyond at -1; exactly 48 still in; 48.1 out', () => {
    const at = (d: number) => weaponRange(garand, { x: 0, y: 0 }, { x: d, y: 0 }, defaultHouseRules);
    expect(at(10)).toEqual({ band: 'optimum', modifier: 0, distance: 10 });
    expect(at(24).band).toBe('optimum');
    expect(at(24.1)).toMatchObject({ band: 'maximum', modifier: -1 });
    expect(at(48).band).toBe('maximum');
    expect(at(48.1)).toMatchObject({ band: 'out', modifier: null });
  });
  it('measures diagonals exactly: a 3-4-5 triangle scaled to 6 x 8 is 10 in for an MP40, optimum', () => {
    expect(weaponRange(weapon('mp40')!, { x: 1, y: 1 }, { x: 7, y: 9 }, defaultHouseRules)).toEqual({ band: 'optimum', modifier: 0, distance: 10 });
  });
});

describe('arcs, blasts and spray on a scenario', () => {
  function doc(): Scenario {
    const d = createScenario({ id: 's', name: 'arc test' });
    d.models.push(
      soldier('gunner', 10, 24, 'mg42', 0),
      soldier('ahead', 30, 24),
      soldier('edge', 10 + 20 * Math.cos(Math.PI / 8), 24 + 20 * Math.sin(Math.PI / 8)),
      soldier('beyond-optimum', 40.5, 24),
      soldier('behind', 5, 24),
      soldier('near-blast', 31.4, 24),
    );
    return d;
  }
  it('only machine guns have an arc: 45 degrees out to optimum (30 in for the MG42)', () => {
    const d = doc();
    expect(arcOf(d.models[1]!)).toBeNull();
    expect(arcOf(d.models[0]!)).toMatchObject({ spanDeg: 45, radius: 30, facingDeg: 0 });
  });
  it('catches models whose centres are in the arc (edge included), never the gunner', () => {
    expect(modelsInArc(doc(), doc().models[0]!)).toEqual(['ahead', 'edge', 'near-blast']);
  });
  it('turning the arc changes who is in it', () => {
    expect(modelsInArc(doc(), doc().models[0]!, 180)).toEqual(['behind']);
  });
  it('a blast catches every base it touches by default, only centres under the centre rule', () => {
    const d = doc();
    expect(modelsInBlast(d, { x: 30, y: 24 })).toEqual(['ahead', 'near-blast']);
    d.houseRules = { blastInclusion: 'centre' };
    expect(modelsInBlast(d, { x: 30, y: 24 })).toEqual(['ahead']);
  });
  it('spray tests the target and everyone within 3 in of it', () => {
    const d = doc();
    expect(modelsUnderSpray(d, d.models[1]!)).toEqual(['ahead', 'near-blast']);
  });
});

describe('line of sight on a scenario uses its house rules', () => {
  it('a stone wall in front of the target gives heavy cover at -2, or the scenario\'s own number', () => {
    const d = createScenario({ id: 's', name: 'wall' });
    d.terrain.push(newTerrainPiece('stone-wall', 'w1', { x: 20, y: 24 }, 90));
    const index = terrainIndexOf(d);
    expect(losBetween(d, index, { x: 5, y: 24 }, { x: 21.5, y: 24 })).toMatchObject({ status: 'heavy', modifier: -2, reason: 'stone wall 1.5 in in front of the target: heavy cover, -2' });
    d.houseRules = { coverHeavy: -3, coverDistance: 1 };
    expect(losBetween(d, index, { x: 5, y: 24 }, { x: 21.5, y: 24 }).status).toBe('clear');
    expect(losBetween(d, index, { x: 5, y: 24 }, { x: 21, y: 24 }).modifier).toBe(-3);
  });
  it('a prone target in the open has light cover unless the house rule is off', () => {
    const d = createScenario({ id: 's', name: 'open' });
    const index = terrainIndexOf(d);
    expect(losBetween(d, index, { x: 5, y: 5 }, { x: 15, y: 5 }, true).status).toBe('light');
    d.houseRules = { proneIsLightCover: false };
    expect(losBetween(d, index, { x: 5, y: 5 }, { x: 15, y: 5 }, true).status).toBe('clear');
  });
});

describe('the sample scenario, measured', () => {
  it('every US rifleman sees the MG42 gunner in heavy cover behind the stone wall', async () => {
    const { validateScenario } = await import('./validate-scenario');
    const raw = (await import('../../../resources/games/combat-patrol/sample-scenario.json')).default;
    const r = validateScenario(JSON.parse(JSON.stringify(raw)));
    if (!r.ok) throw new Error(r.error.message);
    const doc = r.scenario;
    const index = terrainIndexOf(doc);
    const gunner = doc.models.find((m) => m.weaponId === 'mg42')!;
    for (const us of doc.models.filter((m) => m.side === 'US')) {
      const los = losBetween(doc, index, us, gunner);
      expect(los.status).toBe('heavy');
      expect(los.reason).toMatch(/^stone wall 1\.[56] in in front of the target: heavy cover, -2$/);
    }
    expect(modelsInArc(doc, gunner).length).toBeGreaterThanOrEqual(8);
  });
});
