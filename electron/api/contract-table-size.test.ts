import { describe, expect, it } from 'vitest';
import { tableSizeProblem } from '../../engine/games/combat-patrol/table-size';
import { parseRequest } from './contract';

const sizes = [5, 6, 11, 12, 48, 72, 72.5, 96, 97];

describe('scenarios.create applies the engine table size rule', () => {
  it('accepts exactly the sizes the rule (and so the validator) accepts', () => {
    for (const width of sizes) {
      for (const height of sizes) {
        const r = parseRequest('scenarios.create', { name: 'T', width, height });
        expect(r.ok, `${width} x ${height}`).toBe(tableSizeProblem(width, height) === null);
      }
    }
  });
  it('a 72 x 96 table can be created; 96 x 96 is refused with the rule in words', () => {
    expect(parseRequest('scenarios.create', { name: 'T', width: 72, height: 96 }).ok).toBe(true);
    const r = parseRequest('scenarios.create', { name: 'T', width: 96, height: 96 });
    expect(r.ok ? '' : r.error.message).toBe('A table is 6 to 96 inches a side and at most 96 x 72 (either way round): 96 x 96 is too big ("height").');
  });
});
