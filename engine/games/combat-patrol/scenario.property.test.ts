import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportScenario } from './scenario';
import { terrainKinds, weapons } from './data';
import type { Scenario } from './types';
import { validateScenario } from './validate-scenario';

const id = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const coord = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const pt = fc.record({ x: fc.double({ min: -50, max: 150, noNaN: true }), y: fc.double({ min: -50, max: 150, noNaN: true }) });

const scenario: fc.Arbitrary<Scenario> = fc
  .record({ width: fc.integer({ min: 6, max: 96 }), height: fc.integer({ min: 6, max: 72 }) })
  .chain(({ width, height }) =>
    fc.record({
      format: fc.constant('patrol-hq-scenario' as const),
      formatVersion: fc.constant(1 as const),
      id,
      name: id,
      notes: fc.string({ maxLength: 40 }),
      table: fc.record({ width: fc.constant(width), height: fc.constant(height), grid: fc.record({ visible: fc.boolean(), spacing: fc.double({ min: 0.5, max: 12, noNaN: true }) }) }),
      terrain: fc.uniqueArray(
        fc.record({
          id,
          kind: fc.constantFrom(...terrainKinds.map((k) => k.id)),
          x: coord(width),
          y: coord(height),
          rotation: fc.double({ min: -360, max: 360, noNaN: true }),
          closed: fc.boolean(),
          points: fc.array(pt, { minLength: 3, maxLength: 8 }),
          width: fc.double({ min: 0.05, max: 12, noNaN: true }),
          props: fc.record({ name: id, cover: fc.constantFrom('none' as const, 'light' as const, 'heavy' as const), blocksSight: fc.boolean() }, { requiredKeys: [] }),
        }).map((t) => ({ ...t, width: t.closed ? 0 : t.width })),
        { maxLength: 6, selector: (t) => t.id },
      ),
      models: fc.uniqueArray(
        fc.record({
          id,
          name: id,
          side: fc.constantFrom('US' as const, 'German' as const),
          experience: fc.constantFrom('veteran' as const, 'regular' as const, 'inexperienced' as const),
          accuracy: fc.integer({ min: 2, max: 10 }),
          weaponId: fc.constantFrom(...weapons.map((w) => w.id)),
          nco: fc.boolean(),
          medic: fc.boolean(),
          x: coord(width),
          y: coord(height),
          facing: fc.double({ min: 0, max: 359.999, noNaN: true }),
          squadId: fc.option(id, { nil: null }),
        }),
        { maxLength: 8, selector: (m) => m.id },
      ),
      deploymentZones: fc.uniqueArray(
        fc.record({ id, side: fc.constantFrom('US' as const, 'German' as const), label: fc.string({ maxLength: 10 }), points: fc.array(pt, { minLength: 3, maxLength: 5 }) }),
        { maxLength: 2, selector: (z) => z.id },
      ),
      objectives: fc.uniqueArray(fc.record({ id, name: id, x: coord(width), y: coord(height) }), { maxLength: 3, selector: (o) => o.id }),
      houseRules: fc.record(
        { coverHeavy: fc.integer({ min: -4, max: 0 }), coverDistance: fc.double({ min: 0, max: 6, noNaN: true }), blastInclusion: fc.constantFrom('centre' as const, 'touch' as const), proneIsLightCover: fc.boolean() },
        { requiredKeys: [] },
      ),
    }),
  );

describe('scenario files', () => {
  it('validate(export(doc)) gives back the same document, through JSON text', () => {
    fc.assert(
      fc.property(scenario, (doc) => {
        const r = validateScenario(JSON.parse(JSON.stringify(exportScenario(doc))));
        if (!r.ok) throw new Error(r.error.message);
        expect(r.scenario).toEqual(JSON.parse(JSON.stringify(doc)));
      }),
      { numRuns: 1000 },
    );
  });

  it('any random JSON value is refused with a message, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const r = validateScenario(raw);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
      }),
      { numRuns: 1000 },
    );
  });
});
