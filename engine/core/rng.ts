/**
 * Seeded random numbers whose whole state is plain data kept inside the game state.
 * Algorithm: sfc32 (small fast counter), seeded through splitmix32. Same seed, same stream.
 * Functions mutate the RngState they are given: call them only on a draft copy of a state.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

function splitmix32(x: number): () => number {
  let s = x >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const rng: RngState = { a: next(), b: next(), c: next(), d: next() };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Next unsigned 32-bit integer; advances the state in place. */
export function nextUint32(r: RngState): number {
  const t = (((r.a + r.b) >>> 0) + r.d) >>> 0;
  r.d = (r.d + 1) >>> 0;
  r.a = r.b ^ (r.b >>> 9);
  r.b = (r.c + (r.c << 3)) >>> 0;
  r.c = ((r.c << 21) | (r.c >>> 11)) >>> 0;
  r.c = (r.c + t) >>> 0;
  return t;
}

/** A float in [0, 1). */
export function nextFloat(r: RngState): number {
  return nextUint32(r) / 4294967296;
}

// 2^32 - (2^32 mod n) for small n, worked out once: the hot callers (shuffles, bots) use small n.
const LIMITS = new Float64Array(1024);
for (let n = 1; n < LIMITS.length; n++) LIMITS[n] = 4294967296 - (4294967296 % n);

/**
 * An integer in [0, n), without modulo bias: draws below the largest multiple of n under 2^32
 * are kept, and the answer is the draw modulo n. The modulo is worked out as x - floor(x / n) * n,
 * which is exact for x < 2^32 (the quotient never rounds across an integer) and much cheaper
 * than the floating-point `%` of numbers past 2^31.
 */
export function nextInt(r: RngState, n: number): number {
  let limit: number;
  if (n > 0 && n < 1024 && (n | 0) === n) limit = LIMITS[n] as number;
  else {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt needs a positive integer, got ${n}`);
    limit = 4294967296 - (4294967296 % n);
  }
  let x = nextUint32(r);
  while (x >= limit) x = nextUint32(r);
  return x - Math.floor(x / n) * n;
}

/** Roll one die with `sides` faces: 1..sides. */
export function rollDie(r: RngState, sides = 6): number {
  return nextInt(r, sides) + 1;
}

/** Fisher-Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(r, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A fresh seed for a new game, drawn from an existing stream (for hosts: use their own entropy). */
export function normaliseSeed(seed: number): number {
  if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
  return Math.trunc(seed) >>> 0;
}
