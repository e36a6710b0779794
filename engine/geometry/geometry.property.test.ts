import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng';
import { LOS_CODES, lineOfSight, losMatrix } from './los';
import { randomTerrain } from './random-terrain';
import { buildTerrainIndex, piecesAlong, searchBox, searchBoxBruteForce, segmentTouchesBox, type TerrainShape } from './terrain-index';
import { distance, type Vec } from './vec';

const RUNS = { numRuns: 1000 };
const coord = fc.double({ min: -10, max: 58, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord, y: coord });

/** A seeded small table, plus points that are sometimes exactly on a piece's corner or edge. */
const tableAndPoints = fc
  .record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), pieces: fc.integer({ min: 1, max: 14 }) })
  .chain(({ seed, pieces }) => {
    const terrain = randomTerrain(seedRng(seed), pieces, 24, 24);
    const corners = terrain.flatMap((t) => t.points);
    const onTerrain = fc.constantFrom(...corners);
    const midEdge = fc.tuple(fc.constantFrom(...corners), fc.constantFrom(...corners)).map(([a, b]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }));
    const anywhere = fc.record({ x: fc.double({ min: -2, max: 26, noNaN: true }), y: fc.double({ min: -2, max: 26, noNaN: true }) });
    const p = fc.oneof({ arbitrary: anywhere, weight: 6 }, { arbitrary: onTerrain, weight: 1 }, { arbitrary: midEdge, weight: 1 });
    return fc.record({ terrain: fc.constant(terrain), a: p, b: p, drop: fc.nat({ max: pieces - 1 }) });
  });

const code = (terrain: TerrainShape[], a: Vec, b: Vec): number => LOS_CODES.indexOf(lineOfSight(buildTerrainIndex(terrain), a, b).status);

describe('geometry properties', () => {
  it('distance is a metric: symmetric, zero only to the same point, the triangle inequality, and Pythagoras', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.x === b.x && a.y === b.y);
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c) + 1e-9);
        // A 3-4-5 triangle from `a`, whichever way it points: swapping or dropping an axis fails here.
        expect(distance(a, { x: a.x + 3, y: a.y - 4 })).toBeCloseTo(5, 9);
        expect(distance(a, { x: a.x - 4, y: a.y + 3 })).toBeCloseTo(5, 9);
      }),
      RUNS,
    );
  });

  it('removing a terrain piece never improves the target’s protection (and never turns clear into blocked)', () => {
    fc.assert(
      fc.property(tableAndPoints, ({ terrain, a, b, drop }) => {
        const before = code(terrain, a, b);
        const after = code(terrain.filter((_, i) => i !== drop), a, b);
        expect(after).toBeLessThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('blocked one way is blocked the other way', () => {
    fc.assert(
      fc.property(tableAndPoints, ({ terrain, a, b }) => {
        const index = buildTerrainIndex(terrain);
        expect(lineOfSight(index, a, b).status === 'blocked').toBe(lineOfSight(index, b, a).status === 'blocked');
      }),
      RUNS,
    );
  });

  it('the spatial index finds exactly the pieces brute force finds', () => {
    fc.assert(
      fc.property(tableAndPoints, point, point, ({ terrain, a, b }, p, q) => {
        const index = buildTerrainIndex(terrain);
        const box = { minX: Math.min(p.x, q.x), minY: Math.min(p.y, q.y), maxX: Math.max(p.x, q.x), maxY: Math.max(p.y, q.y) };
        expect(searchBox(index, box)).toEqual(searchBoxBruteForce(index, box));
        const brute = index.boxes.flatMap((bx, i) => (segmentTouchesBox(a, b, bx) ? [i] : []));
        expect(piecesAlong(index, a, b)).toEqual(brute);
      }),
      RUNS,
    );
  });

  it('the fast status matrix agrees with the explained line of sight, both ways', () => {
    fc.assert(
      fc.property(tableAndPoints, ({ terrain, a, b }) => {
        const index = buildTerrainIndex(terrain);
        const codes = losMatrix(index, [a, b]);
        const same = a.x === b.x && a.y === b.y;
        expect(LOS_CODES[codes[1]!]).toBe(same ? 'clear' : lineOfSight(index, a, b).status);
        expect(LOS_CODES[codes[2]!]).toBe(same ? 'clear' : lineOfSight(index, b, a).status);
      }),
      RUNS,
    );
  });
});

describe('direction independence (regression)', () => {
  // Found by the property above: a shooter standing exactly on a foxhole's corner. Tracing the line
  // from each end rounded differently, so the matrix said heavy cover where lineOfSight said clear.
  it('a model on the corner of an area gets the same verdict from the matrix and from lineOfSight', () => {
    const terrain = randomTerrain(seedRng(2074372613), 1, 24, 24);
    const index = buildTerrainIndex(terrain);
    const a = { x: 0, y: 0 };
    const b = { x: 1.8156379796409081, y: 1.6039019832934762 };
    const codes = losMatrix(index, [a, b]);
    expect(LOS_CODES[codes[1]!]).toBe(lineOfSight(index, a, b).status);
    expect(LOS_CODES[codes[2]!]).toBe(lineOfSight(index, b, a).status);
    expect(lineOfSight(index, b, a).status).toBe('clear');
  });
});
