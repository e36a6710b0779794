import { describe, expect, it } from 'vitest';
import { createScenario } from './scenario';
import { resizeTableProblem, tableSizeProblem } from './table-size';
import { validateScenario } from './validate-scenario';

const sizes = [5, 5.9, 6, 12, 47.5, 48, 72, 72.5, 95, 96, 96.1, 120];

describe('the table size rule', () => {
  it('takes 6 to 96 in a side, at most 96 x 72 either way round', () => {
    expect(tableSizeProblem(72, 96)).toBeNull();
    expect(tableSizeProblem(96, 72)).toBeNull();
    expect(tableSizeProblem(6, 6)).toBeNull();
    expect(tableSizeProblem(96, 96)).toMatchObject({ field: 'height', why: 'makes a table over 96 x 72 inches (96 x 96)' });
    expect(tableSizeProblem(73, 73)?.message).toBe('A table is 6 to 96 inches a side and at most 96 x 72 (either way round): 73 x 73 is too big.');
    expect(tableSizeProblem(120, 48)).toMatchObject({ field: 'width', why: 'must be from 6 to 96 inches, got 120' });
    expect(tableSizeProblem(48, 5)).toMatchObject({ field: 'height', why: 'must be from 6 to 96 inches, got 5' });
    expect(tableSizeProblem(Number.NaN, 48)?.field).toBe('width');
  });

  it('is the rule the validator applies to every size', () => {
    for (const width of sizes) {
      for (const height of sizes) {
        const r = validateScenario(createScenario({ id: 'a', name: 'A', width, height }));
        const p = tableSizeProblem(width, height);
        expect(r.ok, `${width} x ${height}`).toBe(p === null);
        if (!r.ok && p) expect(r.error).toMatchObject({ field: `table.${p.field}`, message: `table.${p.field} ${p.why}` });
      }
    }
  });
});

describe('shrinking a table under its pieces', () => {
  const doc = {
    models: [{ id: 'a', name: 'Adams', x: 31, y: 24 }, { id: 'b', name: 'Baker', x: 10, y: 10 }],
    objectives: [{ id: 'o', name: 'Crossroads', x: 40, y: 40 }],
  };
  it('names what would stand off the smaller table', () => {
    expect(resizeTableProblem(doc, 24, 24)).toBe('The table cannot be 24 x 24 in: Adams (at 31.0, 24.0 in), Crossroads (at 40.0, 40.0 in) would stand off it. Move them in first.');
    expect(resizeTableProblem(doc, 40, 40)).toBeNull();
    expect(resizeTableProblem(doc, 35, 40)).toBe('The table cannot be 35 x 40 in: Crossroads (at 40.0, 40.0 in) would stand off it. Move it in first.');
  });
  it('gives the size rule first', () => {
    expect(resizeTableProblem(doc, 96, 96)).toContain('96 x 96 is too big');
  });
});
