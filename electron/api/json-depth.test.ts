import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ s: '[[[[[[{{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: 'a\\"[[[[', t: '\\', u: ['"[[['] }), 2)).toBe(false);
    expect(nestsDeeperThan('[1],[2],[3]', 1)).toBe(false);
    expect(nestsDeeperThan('"unterminated [[[[', 0)).toBe(false);
  });

  it('agrees with the depth of values JSON.stringify writes', () => {
    let v: unknown = 1;
    for (let d = 1; d <= 70; d++) {
      v = d % 2 ? [v, 'x"]}'] : { k: v, 'q\\': '{' };
      const text = JSON.stringify(v);
      expect(nestsDeeperThan(text, d)).toBe(false);
      expect(nestsDeeperThan(text, d - 1)).toBe(true);
    }
  });

  it('refuses five million nested brackets in milliseconds, where JSON.parse takes seconds', () => {
    const deep = '['.repeat(5_000_000) + ']'.repeat(5_000_000);
    const t = performance.now();
    expect(nestsDeeperThan(deep, 64)).toBe(true);
    expect(performance.now() - t).toBeLessThan(500); // JSON.parse: 4.2-4.6 s (bounds leave a loaded machine room)
    const wide = `[${'[1],'.repeat(2_500_000)}[1]]`; // 10 MB, two levels: scanned to the end
    const t2 = performance.now();
    expect(nestsDeeperThan(wide, 64)).toBe(false);
    expect(performance.now() - t2).toBeLessThan(2000);
  });
});
