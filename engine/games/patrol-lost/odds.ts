/**
 * The odds of the Bad Guys' attacks, pure arithmetic on the dice (no rules state): the rules roll
 * with badScore (combat.ts), the computer players weigh fights with fightOdds, and the screen shows
 * them before the Bad Guy player picks a fight (through preview.ts).
 */

/** The Bad Guys' score for `die` with `n` of them on the tile. */
export function badScore(n: number, die: number): number {
  const s = die + (die === n ? 1 : 0);
  return s < n ? n : s;
}

export type Odds = { good: number; tie: number; bad: number };
const ODDS = new Map<number, Odds>();

/** Exact chances of a fight with `n` Bad Guys and a Good Guy bonus of `bonus`: the Good Guys win, a tie, the Bad Guys win. */
export function fightOdds(n: number, bonus: number): Odds {
  const key = n * 8 + bonus;
  const hit = ODDS.get(key);
  if (hit) return hit;
  let good = 0;
  let tie = 0;
  let bad = 0;
  for (let b = 1; b <= 6; b++) {
    const bs = badScore(n, b);
    for (let g = 1; g <= 6; g++) {
      // Best of two dice shows g: (2g - 1) of the 36 throws.
      const p = (2 * g - 1) / 36 / 6;
      const gs = g + bonus;
      if (gs > bs) good += p;
      else if (gs === bs) tie += p;
      else bad += p;
    }
  }
  const odds = { good, tie, bad };
  ODDS.set(key, odds);
  return odds;
}

