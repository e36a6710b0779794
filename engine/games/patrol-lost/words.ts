import { tileAt } from './board';
import type { GuyRef, Place } from './events';
import { placeWords, qOf, rOf } from './hex';
import { GOOD_GUYS, START_TILE, tileWords } from './tiles';

/** Names of places and pieces for the log: every line a player reads is built here. */

/** What names the Good Guys: a state, whose options may carry a campaign's names. */
export interface Named {
  options: { names?: readonly string[] };
}

/** 'Able', or in a game played from a campaign the GI's name ('Pvt. Kowalski'). */
export function guyName(i: number, s?: Named): string {
  return s?.options.names?.[i] ?? GOOD_GUYS[i]?.name ?? `Good Guy ${i + 1}`;
}

/** 'Dog (close-combat specialist)', 'Pvt. Kowalski (close-combat specialist)'. */
export function guyFull(i: number, s?: Named): string {
  const g = GOOD_GUYS[i];
  return g ? `${guyName(i, s)} (${g.roleName})` : guyName(i, s);
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

/** A place and the tile on it, for an event. */
export function placeAt(s: Parameters<typeof tileAt>[0], cell: number): Place {
  return { q: qOf(cell), r: rOf(cell), tile: tileAt(s, cell)?.tile ?? null };
}

/** A hex of an event. */
export function hexOf(cell: number): { q: number; r: number } {
  return { q: qOf(cell), r: rOf(cell) };
}

/** A Good Guy for an event: his index and the name the game gives him. */
export function guyRef(guy: number, s?: Named): GuyRef {
  return { guy, name: guyName(guy, s) };
}
