import { tileAt } from './board';
import { placeWords, qOf, rOf } from './hex';
import { GOOD_GUYS, START_TILE, tileWords } from './tiles';

/** Names of places and pieces for the log: every line a player reads is built here. */

export function guyName(i: number): string {
  return GOOD_GUYS[i]?.name ?? `Good Guy ${i + 1}`;
}

/** 'Dog (close-combat specialist)'. */
export function guyFull(i: number): string {
  const g = GOOD_GUYS[i];
  return g ? `${g.name} (${g.roleName})` : guyName(i);
}

/** A list in words: 'Able', 'Able and Baker', 'Able, Baker and Dog'. */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'nobody';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Where a tile lies, from Start: '2 N of Start', 'where Start was'. */
export function placeOf(cell: number): string {
  if (qOf(cell) === 0 && rOf(cell) === 0) return 'at the centre';
  return `${placeWords(cell)} of Start`;
}

/** A tile and its place: 'Start', 'the curve 2 N of Start', 'the straight at the centre'. */
export function whereWords(s: Parameters<typeof tileAt>[0], cell: number): string {
  const t = tileAt(s, cell);
  if (!t) return `the empty place ${placeOf(cell)}`;
  if (t.tile === START_TILE) return 'Start';
  return `${tileWords(t.tile)} ${placeOf(cell)}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function badGuys(n: number): string {
  return plural(n, 'Bad Guy');
}
