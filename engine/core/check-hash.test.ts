import { describe, expect, it } from 'vitest';
import { CheckHash, checkHashOf } from './check-hash';

describe('check hash over states', () => {
  it('is the same for the same states and differs when any state or the order differs', () => {
    const states = [{ a: 1, b: [1, 2] }, { a: 2, b: [1] }, { a: 3, b: [] }];
    const h = checkHashOf(states);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(checkHashOf(structuredClone(states))).toBe(h);
    expect(checkHashOf([states[0], { a: 2, b: [2] }, states[2]])).not.toBe(h);
    expect(checkHashOf([states[1], states[0], states[2]])).not.toBe(h);
    expect(checkHashOf(states.slice(0, 2))).not.toBe(h);
    expect(checkHashOf(['ab', 'c'])).not.toBe(checkHashOf(['a', 'bc']));
    expect(new CheckHash().add(1).words()).toMatch(/^[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}$/);
  });
});
