import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFloat, nextInt, normaliseSeed, rollDie, seedRng, shuffleInPlace } from './rng';

describe('seeded rng', () => {
  it('the same seed gives the same stream; another seed another stream', () => {
    const a = seedRng(1411);
    const b = seedRng(1411);
    const c = seedRng(1412);
    const sa = Array.from({ length: 20 }, () => nextInt(a, 1000));
    expect(Array.from({ length: 20 }, () => nextInt(b, 1000))).toEqual(sa);
    expect(Array.from({ length: 20 }, () => nextInt(c, 1000))).not.toEqual(sa);
  });

  it('its whole state is plain data: a copy continues the same stream', () => {
    const a = seedRng(7);
    nextInt(a, 10);
    const copy = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(nextFloat(copy)).toBe(nextFloat(a));
  });

  it('nextInt stays in range and refuses a bad bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 1_000_000 }), (seed, n) => {
        const r = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = nextInt(r, n);
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    expect(() => nextInt(seedRng(1), 0)).toThrow(RangeError);
    expect(() => nextInt(seedRng(1), 2.5)).toThrow(RangeError);
  });

  it('a die is fair enough: each face of a d6 within 10% of 1/6 over 60,000 rolls', () => {
    const r = seedRng(99);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollDie(r) - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(1000);
  });

  it('shuffle is a permutation, and seeded', () => {
    const items = Array.from({ length: 43 }, (_, i) => i);
    const a = shuffleInPlace(seedRng(5), items.slice());
    expect(a.slice().sort((x, y) => x - y)).toEqual(items);
    expect(shuffleInPlace(seedRng(5), items.slice())).toEqual(a);
    expect(a).not.toEqual(items);
  });

  it('normaliseSeed folds numbers into 32 bits and refuses non-finite ones', () => {
    expect(normaliseSeed(-1)).toBe(0xffffffff);
    expect(normaliseSeed(12.9)).toBe(12);
    expect(() => normaliseSeed(Number.NaN)).toThrow(RangeError);
  });
});
