import { fightBonuses, fightOdds } from '../combat';
import { cellOf, DIR_WORDS, dirIndex } from '../hex';
import { GOOD_GUYS } from '../tiles';
import type { PatrolLostAction } from '../types';
import { badWhy, goodWhy } from './policy';
import { badAt, type Sense } from './sense';

/** What an action is for, in words, whoever chose it (the searching computers explain with it). */
export function intent(k: Sense, seat: number, a: PatrolLostAction): string {
  switch (a.type) {
    case 'move':
    case 'attack':
      return goodWhy(k, a);
    case 'place':
    case 'add':
    case 'advance':
      return badWhy(k, a);
    case 'end-actions':
      return seat === 0 ? 'The other Good Guys hold their ground.' : 'The Bad Guys save their strength.';
    case 'orient':
      return 'Turned the tile the way that serves the Bad Guys best.';
    case 'fight': {
      const cell = cellOf(a.q, a.r);
      const b = fightBonuses(k.s, cell);
      const o = fightOdds(badAt(k, cell), b.close + b.ranged);
      return `Attacks with ${badAt(k, cell)}: ${Math.round(o.bad * 100)}% to kill a Good Guy, ${Math.round(o.good * 100)}% to lose one.`;
    }
    case 'end-attacks':
      return 'Holds back from the fights left.';
    case 'push-good':
      return `Pushes the Good Guys ${DIR_WORDS[dirIndex(a.dir)]}.`;
    case 'push-bad':
      return `Drives the Bad Guys ${DIR_WORDS[dirIndex(a.dir)]}.`;
    case 'lose':
      return `Gives up ${GOOD_GUYS[a.guy]?.name}.`;
  }
}

/** The search's summary: how many futures it imagined and how the choice compared. */
export function searchWords(seat: number, iterations: number, ranked: { visits: number; value: number }[]): string {
  const side = seat === 0 ? 'the Good Guys' : 'the Bad Guys';
  const top = ranked[0];
  if (!top) return '';
  const next = ranked[1];
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const rest = next ? `; the next best choice ${pct(next.value)}` : '';
  return `Looked ahead through ${iterations} sampled piles and dice: about ${pct(top.value)} for ${side} this way${rest}.`;
}
