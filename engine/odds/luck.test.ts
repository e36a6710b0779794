import { describe, expect, it } from 'vitest';
import { countLuck, emptyLuck, LUCK_GAMES_PER_MEASURE, LUCK_MIN_GAMES, luckAdjusted, MOST_EXPLAINED } from './luck';
import { addTally, chanceOf, emptyTally, gamesNeeded, lossChanceOf, type OddsTally } from './tally';
import { nextFloat, seedRng } from '../core/rng';

/** A tally of games: each `[won, lost, luck...]`. */
function tallyOf(games: ReadonlyArray<readonly [boolean, boolean, ...number[]]>): OddsTally {
  const t = emptyTally();
  for (const [won, lost, ...x] of games) {
    t.games++;
    if (won) t.wins++;
    if (lost) t.losses = (t.losses ?? 0) + 1;
    countLuck((t.luck ??= emptyLuck(x.length)), x, won, lost);
  }
  return t;
}

/** Least squares of y on [1, x] by hand (one measure): the slope, and the share of y's spread it explains. */
function byHand(ys: number[], xs: number[]): { slope: number; r2: number; mx: number; my: number } {
  const n = ys.length;
  const mx = xs.reduce((a, b) => a + b) / n;
  const my = ys.reduce((a, b) => a + b) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
    syy += ((ys[i] as number) - my) ** 2;
  }
  return { slope: sxy / sxx, r2: (sxy * sxy) / (sxx * syy), mx, my };
}

describe('the odds allowing for luck (control variates)', () => {
  const rng = seedRng(5);
  // 300 games: luck drawn at random, the game won more often with more luck, lost with less.
  const games = Array.from({ length: 300 }, () => {
    const x = nextFloat(rng) * 2 - 1;
    const u = nextFloat(rng);
    const won = u < 0.5 + 0.4 * x;
    const lost = !won && u > 0.9;
    return [won, lost, x] as const;
  });

  it('leave out a measure the others tell wholly (a copy, a multiple, a sum of two): the same chance and margin as without it', () => {
    const r = seedRng(9);
    const base = Array.from({ length: 400 }, () => {
      const x = nextFloat(r) * 2 - 1;
      const z = nextFloat(r) - 0.5;
      const u = nextFloat(r);
      const won = u < 0.5 + 0.4 * x + 0.3 * z;
      return [won, !won && u > 0.95, x, z] as const;
    });
    const two = tallyOf(base);
    const withCopies = tallyOf(base.map(([w, l, x, z]) => [w, l, x, z, x, 3 * z, x + z, 0] as const));
    const a = chanceOf(two);
    const b = chanceOf(withCopies);
    expect(a.margin).toBeLessThan(chanceOf({ games: two.games, wins: two.wins }).margin * 0.9);
    expect(b.chance).toBeCloseTo(a.chance, 9);
    expect(b.margin).toBeCloseTo(a.margin, 9);
    // Only measures that never vary (or copies of them): the plain figure.
    const none = tallyOf(base.map(([w, l]) => [w, l, 0, 0] as const));
    expect(chanceOf(none)).toEqual(chanceOf({ games: none.games, wins: none.wins }));
  });

  it('give the share won less the regression on the luck times its mean (the luck\'s true mean is nil), and a margin shrunk by what the luck explains', () => {
    const t = tallyOf(games);
    const h = byHand(games.map((g) => (g[0] ? 1 : 0)), games.map((g) => g[2]));
    const plain = chanceOf({ games: t.games, wins: t.wins });
    const c = chanceOf(t);
    expect(c.chance).toBeCloseTo(h.my - h.slope * h.mx, 12);
    const explained = 1 - ((1 - h.r2) * (300 - 1)) / (300 - 2);
    expect(explained).toBeGreaterThan(0.2);
    expect(c.margin).toBeCloseTo(plain.margin * Math.sqrt(1 - explained), 12);
    expect(c.games).toBe(300);
    // The other side's chance, from the games lost and their luck.
    const hl = byHand(games.map((g) => (g[1] ? 1 : 0)), games.map((g) => g[2]));
    expect(lossChanceOf(t).chance).toBeCloseTo(hl.my - hl.slope * hl.mx, 12);
    // Fewer games are needed for a margin than without the luck.
    expect(gamesNeeded(t, 0.01)).toBeLessThan(gamesNeeded({ games: t.games, wins: t.wins }, 0.01));
  });

  it('luck that tells nothing about the result leaves the figures as they were, or nearly', () => {
    const r = seedRng(9);
    const t = tallyOf(Array.from({ length: 400 }, (_, i) => [i % 3 === 0, false, nextFloat(r) - 0.5] as const));
    const plain = chanceOf({ games: t.games, wins: t.wins });
    const c = chanceOf(t);
    expect(Math.abs(c.chance - plain.chance)).toBeLessThan(0.01);
    expect(c.margin).toBeGreaterThan(plain.margin * 0.98);
  });

  it('a result the luck decides wholly gives the exact chance, with a margin of a tenth of the plain one', () => {
    // A known 30% shot decides each game: the luck is the hit less 0.3.
    const r = seedRng(3);
    const t = tallyOf(Array.from({ length: 200 }, () => {
      const hit = nextFloat(r) < 0.3;
      return [hit, !hit, (hit ? 1 : 0) - 0.3] as const;
    }));
    const c = chanceOf(t);
    expect(c.chance).toBeCloseTo(0.3, 12);
    expect(c.margin).toBeCloseTo(chanceOf({ games: t.games, wins: t.wins }).margin * Math.sqrt(1 - MOST_EXPLAINED), 12);
  });

  it('are plain before a few dozen games, and when the games all end alike', () => {
    const few = tallyOf(games.slice(0, LUCK_MIN_GAMES - 1));
    expect(chanceOf(few)).toEqual(chanceOf({ games: few.games, wins: few.wins }));
    const allWon = tallyOf(games.map(([, , x]) => [true, false, x] as const));
    expect(chanceOf(allWon)).toEqual(chanceOf({ games: 300, wins: 300 }));
    expect(luckAdjusted(300, 300, allWon.luck!.xWin, allWon.luck!)).toBeNull();
    // Many measures need more games: 30 of them, plain until 300.
    const wide = games.map(([w, l, x]) => [w, l, x, ...Array.from({ length: 29 }, (_, j) => x * Math.sin(j + 1) + (j % 3) * x * x)] as const);
    const under = tallyOf(wide.slice(0, 30 * LUCK_GAMES_PER_MEASURE - 1));
    expect(chanceOf(under)).toEqual(chanceOf({ games: under.games, wins: under.wins }));
    const enough = tallyOf(wide);
    expect(enough.games).toBe(30 * LUCK_GAMES_PER_MEASURE);
    expect(chanceOf(enough).margin).toBeLessThan(chanceOf({ games: enough.games, wins: enough.wins }).margin);
  });

  it('add up the same however the games are split (sums only)', () => {
    const whole = tallyOf(games);
    const parts = addTally(tallyOf(games.slice(0, 120)), tallyOf(games.slice(120)));
    expect(parts.games).toBe(whole.games);
    parts.luck!.x.forEach((v, i) => expect(v).toBeCloseTo(whole.luck!.x[i] as number, 9));
    parts.luck!.xx.forEach((v, i) => expect(v).toBeCloseTo(whole.luck!.xx[i] as number, 9));
    expect(chanceOf(parts).chance).toBeCloseTo(chanceOf(whole).chance, 9);
    // A tally without luck added to one with it keeps the luck of the one that has it.
    const mixed = addTally(emptyTally(), tallyOf(games.slice(0, 50)));
    expect(mixed.luck!.x).toEqual(tallyOf(games.slice(0, 50)).luck!.x);
  });

  it('two measures: a measure that never varies is left out, the other still counts', () => {
    const t = tallyOf(games.map(([w, l, x]) => [w, l, x, 0] as const));
    const one = tallyOf(games);
    expect(chanceOf(t).chance).toBeCloseTo(chanceOf(one).chance, 9);
    // The margin allows for one more measure fitted, so it is a hair wider.
    expect(chanceOf(t).margin).toBeGreaterThanOrEqual(chanceOf(one).margin);
  });
});
