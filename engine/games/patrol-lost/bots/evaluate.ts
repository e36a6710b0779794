import { GOOD_GUYS } from '../tiles';
import type { PatrolLostState } from '../types';
import { badNear, distOf, sense, type Sense } from './sense';

const PILE = 28;
const FAR = 20;

/**
 * How good a position is for the Good Guys, as a chance from 0 to 1: 1 or 0 once the game is won,
 * else a logistic model of the position at the start of a turn. Its weights were fitted (logistic
 * regression, 43,000 positions from games between the easy, medium and random players) on: the
 * standard Good Guys left, each specialist alive, how much of the pile is used (the End comes out
 * only when it is empty), how near the nearest Good Guy is to the End (or, before it is laid, to the
 * edge of the map), the Good Guys' mean distance, and the Bad Guys poised next to them. (The pool was left out: with the Bad Guys on the map it
 * always makes 18, so its fitted weight meant nothing, and it told the Bad Guys to hold back.)
 * The searching computers score the end of each imagined turn with it.
 */
export function evaluate(s: PatrolLostState, known?: Sense): number {
  if (s.phase === 'over') return s.outcome?.winner === 0 ? 1 : s.outcome?.winner === 1 ? 0 : 0.5;
  const k = known ?? sense(s);
  let std = 0;
  let specialists = 0;
  let near = 0;
  let nearest = FAR;
  let sum = 0;
  let n = 0;
  for (let g = 0; g < s.goods.length; g++) {
    const c = s.goods[g] as number;
    if (c < 0) continue;
    if (GOOD_GUYS[g]?.role === 'standard') std++;
    else specialists++;
    near += badNear(k, c);
    const d = Math.min(distOf(k, c), FAR);
    if (d < nearest) nearest = d;
    sum += d;
    n++;
  }
  const used = (PILE - s.pile.length + (s.endPlaced ? 1 : 0)) / (PILE + 1);
  const z =
    -9.8 +
    1.456 * std +
    1.83 * specialists +
    7.05 * used +
    (k.toEnd ? 1.27 + 2.04 / (1 + nearest) : 0.2 / (1 + nearest)) -
    0.79 * (near / 6) -
    2.46 * (n > 0 ? sum / n / 10 : 0);
  return 1 / (1 + Math.exp(-z));
}

/**
 * `v` (a value from evaluate) drawn toward a draw (0.5) by the whole turns left after this one before
 * the turn limit: unchanged with `turns` or more, halfway with half that, a draw at the start of the
 * last turn (turn `turnLimit`, still played in full; the game is drawn at its end). So from there on
 * only a game the look-ahead actually finishes counts for either side. A game that is over keeps its
 * result (a draw scores 0.5 in evaluate). The fitted model above scores "the Good Guys will not win",
 * which the Bad Guys read as a win; but a game that stalls until the limit is only a draw. Drawn in
 * like this, a promising position counts for less against a real win found in the look-ahead, the
 * more so as the limit nears, so the hard computer goes for the win instead of playing for time.
 * (Counting the last turn too, so that its start keeps 1/`turns` of the lead, plays the same within
 * the noise: 11 Bad Guy wins in 16 seeded games against easy Good Guys, against 13 this way.)
 */
export function towardDraw(v: number, s: PatrolLostState, turns: number): number {
  if (turns <= 0 || s.phase === 'over') return v;
  const w = Math.max(0, Math.min(1, (s.options.turnLimit - s.turn) / turns));
  return 0.5 + (v - 0.5) * w;
}
