import { describe, expect, it } from 'vitest';
import { nextFloat, nextInt, seedRng } from '../core/rng';
import { distance, hypot } from './vec';

describe('hypot: Math.hypot of two numbers, to the last bit', () => {
  it('equals Math.hypot over a million pairs of table-sized, tiny, huge and special values', () => {
    const rng = seedRng(5);
    const special = [0, -0, 1, -1, Infinity, -Infinity, NaN, Number.MIN_VALUE, Number.MAX_VALUE, 1e-300, 1e300, 0.1, 0.2, 0.3];
    const value = (): number => {
      const k = nextInt(rng, 10);
      if (k === 0) return special[nextInt(rng, special.length)] as number;
      if (k === 1) return (nextFloat(rng) - 0.5) * 10 ** (nextInt(rng, 600) - 300);
      if (k === 2) return Math.round((nextFloat(rng) - 0.5) * 20000) / 100; // hundredths of an inch
      return (nextFloat(rng) - 0.5) * 96; // anywhere on a table
    };
    let differ = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const x = value();
      const y = value();
      if (!Object.is(hypot(x, y), Math.hypot(x, y))) differ++;
    }
    expect(differ).toBe(0);
  });

  it('is what distance measures', () => {
    expect(distance({ x: 1, y: 2 }, { x: 4, y: 6 })).toBe(5);
    const a = { x: 0.1, y: 0.7 };
    const b = { x: 12.3, y: -4.05 };
    expect(distance(a, b)).toBe(Math.hypot(b.x - a.x, b.y - a.y));
  });
});
