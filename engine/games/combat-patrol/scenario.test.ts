import { describe, expect, it } from 'vitest';
import { squadTemplate } from './data';
import { placeSquad } from './formation';
import { createScenario, exportScenario, houseRulesOf, newTerrainPiece, resolveTerrain } from './scenario';
import type { Scenario } from './types';
import { validateScenario } from './validate-scenario';

function sample(): Scenario {
  const doc = createScenario({ id: 'scn-1', name: 'Hedgerow ambush' });
  doc.terrain.push(newTerrainPiece('stone-wall', 'wall-1', { x: 20, y: 24 }, 90), newTerrainPiece('woods', 'woods-1', { x: 35, y: 10 }));
  doc.models.push(...placeSquad({ template: squadTemplate('us-rifle-squad')!, squadId: 'us1', at: { x: 24, y: 40 }, facing: 270, formation: 'line' }));
  doc.deploymentZones.push({ id: 'dz-us', side: 'US', label: 'US edge', points: [{ x: 0, y: 42 }, { x: 48, y: 42 }, { x: 48, y: 48 }, { x: 0, y: 48 }] });
  doc.objectives.push({ id: 'obj-1', name: 'Crossroads', x: 24, y: 24 });
  doc.houseRules = { coverDistance: 3, blastInclusion: 'centre' };
  return doc;
}

/** A JSON copy of the sample with one change made by `edit`. */
function broken(edit: (o: any) => void): unknown {
  const o = JSON.parse(JSON.stringify(sample()));
  edit(o);
  return o;
}

describe('the scenario document', () => {
  it('starts as an empty 48 x 48 table', () => {
    const doc = createScenario({ id: 'a', name: 'New' });
    expect(doc).toMatchObject({ format: 'patrol-hq-scenario', formatVersion: 1, table: { width: 48, height: 48 }, terrain: [], models: [] });
  });

  it('exports to JSON and validates back to the same document', () => {
    const doc = sample();
    const back = validateScenario(JSON.parse(JSON.stringify(exportScenario(doc))));
    expect(back).toEqual({ ok: true, scenario: doc });
  });

  it('merges the scenario house rules over our defaults', () => {
    expect(houseRulesOf(sample())).toMatchObject({ coverDistance: 3, blastInclusion: 'centre', coverHeavy: -2 });
  });

  it('resolves pieces to world inches with their kind and overrides', () => {
    const doc = sample();
    doc.terrain[0]!.props = { name: 'churchyard wall', cover: 'light' };
    const [wall] = resolveTerrain(doc);
    expect(wall).toMatchObject({ id: 'wall-1', name: 'churchyard wall', cover: 'light', closed: false, width: 0.5, obstacle: true });
    // default (-3,0)-(3,0) turned 90 degrees about (20, 24)
    expect(wall!.points[0]!.x).toBeCloseTo(20, 12);
    expect(wall!.points[0]!.y).toBeCloseTo(21, 12);
    expect(wall!.points[1]!.y).toBeCloseTo(27, 12);
  });
});

describe('validateScenario refuses bad files, naming the field', () => {
  const cases: Array<[string, (o: any) => void, string, string]> = [
    ['not ours', (o) => (o.format = 'vassal-module'), 'format', 'not-a-scenario'],
    ['newer', (o) => (o.formatVersion = 2), 'formatVersion', 'newer-format'],
    ['table too big', (o) => (o.table.width = 120), 'table.width', 'invalid-scenario'],
    ['table 96 x 96', (o) => ((o.table.width = 96), (o.table.height = 96)), 'table.height', 'invalid-scenario'],
    ['model off the table', (o) => (o.models[3].x = 50), 'models[3].x', 'invalid-scenario'],
    ['bad side', (o) => (o.models[0].side = 'British'), 'models[0].side', 'invalid-scenario'],
    ['unknown weapon', (o) => (o.models[1].weaponId = 'bazooka'), 'models[1].weaponId', 'invalid-scenario'],
    ['accuracy not whole', (o) => (o.models[2].accuracy = 4.5), 'models[2].accuracy', 'invalid-scenario'],
    ['repeated id', (o) => (o.models[5].id = o.models[4].id), 'models[5].id', 'invalid-scenario'],
    ['unknown kind', (o) => (o.terrain[1].kind = 'lava'), 'terrain[1].kind', 'invalid-scenario'],
    ['polygon of two points', (o) => (o.terrain[1].points = o.terrain[1].points.slice(0, 2)), 'terrain[1].points', 'invalid-scenario'],
    ['point not a number', (o) => (o.terrain[0].points[1].y = '3'), 'terrain[0].points[1].y', 'invalid-scenario'],
    ['line without width', (o) => (o.terrain[0].width = 0), 'terrain[0].width', 'invalid-scenario'],
    ['unknown prop', (o) => (o.terrain[0].props = { height: 3 }), 'terrain[0].props.height', 'invalid-scenario'],
    ['unknown house rule', (o) => (o.houseRules.moraleDice = 2), 'houseRules.moraleDice', 'invalid-scenario'],
    ['house rule of wrong type', (o) => (o.houseRules.proneIsLightCover = 'yes'), 'houseRules.proneIsLightCover', 'invalid-scenario'],
    ['negative distance rule', (o) => (o.houseRules.coverDistance = -1), 'houseRules.coverDistance', 'invalid-scenario'],
    ['natural hit of 11', (o) => (o.houseRules.naturalHit = 11), 'houseRules.naturalHit', 'invalid-scenario'],
    ['zone side', (o) => (o.deploymentZones[0].side = 'Allies'), 'deploymentZones[0].side', 'invalid-scenario'],
    ['objective missing name', (o) => delete o.objectives[0].name, 'objectives[0].name', 'invalid-scenario'],
    ['models missing', (o) => delete o.models, 'models', 'invalid-scenario'],
  ];
  for (const [what, edit, field, code] of cases) {
    it(`${what}: ${field}`, () => {
      const r = validateScenario(broken(edit));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.field).toBe(field);
        expect(r.error.code).toBe(code);
        expect(r.error.message.startsWith(field)).toBe(true);
      }
    });
  }
  it('explains an off-table model in words', () => {
    const r = validateScenario(broken((o) => (o.models[3].x = 50)));
    expect(r.ok ? '' : r.error.message).toBe('models[3].x must be from 0 to 48 (the table is 48 inches wide), got 50');
  });
  it('refuses things that are not objects at all, without throwing', () => {
    for (const raw of [null, 42, 'scenario', [], undefined]) {
      const r = validateScenario(raw);
      expect(r.ok).toBe(false);
    }
  });
  it('does not change the input it refuses', () => {
    const raw = broken((o) => (o.models[3].x = 50));
    const copy = JSON.parse(JSON.stringify(raw));
    validateScenario(raw);
    expect(raw).toEqual(copy);
  });
});

describe('the sample scenario shipped in resources', () => {
  it('validates and holds both default squads on a 48 x 48 table', async () => {
    const raw = (await import('../../../resources/games/combat-patrol/sample-scenario.json')).default;
    const r = validateScenario(JSON.parse(JSON.stringify(raw)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.scenario.models.filter((m) => m.side === 'US')).toHaveLength(12);
    expect(r.scenario.models.filter((m) => m.side === 'German')).toHaveLength(10);
    expect(r.scenario.table).toMatchObject({ width: 48, height: 48 });
    expect(r.scenario.models.every((m) => m.grenades === 2)).toBe(true);
  });
});
