import { fightBonuses, fightOdds } from '../combat';
import { maskOf } from '../board';
import { cellOf, DIR_WORDS, dirIndex, neighbour, opposite } from '../hex';
import { exitMask, GOOD_GUYS, sidesOf, tileWords } from '../tiles';
import { listWords } from '../words';
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
      return orientWords(k, a.rot);
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

/** Where the new tile's other paths lead, laid with turn `rot`. */
function orientWords(k: Sense, rot: number): string {
  const p = k.s.pending;
  if (p?.kind !== 'orient') return 'Turned the tile.';
  const ways = sidesOf(exitMask(p.tile, rot))
    .filter((d) => d !== p.entry)
    .map((d) => {
      const t = k.at.get(neighbour(p.cell, d));
      if (!t) return `${DIR_WORDS[d]} into the unknown`;
      return maskOf(t) & (1 << opposite(d)) ? `${DIR_WORDS[d]} on to ${tileWords(t.tile)}` : `${DIR_WORDS[d]} into the side of ${tileWords(t.tile)}, a dead stop`;
    });
  return ways.length > 0 ? `Turned the tile so its path runs ${listWords(ways)}.` : 'Laid the tile.';
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
