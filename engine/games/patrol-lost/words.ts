import { tileAt } from './board';
import { placeText, type GuyRef, type Place } from './events';
import { qOf, rOf } from './hex';
import { GOOD_GUYS } from './tiles';

/**
 * Names of places and pieces, from a state: for the view's labels, the computer players' reasons
 * and the events (whose words are built in events.ts).
 */

export { badGuys, listWords } from './events';

/** What names the Good Guys: a state, whose options may carry a campaign's names. */
export interface Named {
  options: { names?: readonly string[] };
}

/** 'Able', or in a game played from a campaign the GI's name ('Pvt. Kowalski'). */
export function guyName(i: number, s?: Named): string {
  return s?.options.names?.[i] ?? GOOD_GUYS[i]?.name ?? `Good Guy ${i + 1}`;
}

/** A tile and its place: 'Start', 'the curve 2 N of Start', 'the straight at the centre'. */
export function whereWords(s: Parameters<typeof tileAt>[0], cell: number): string {
  return placeText(placeAt(s, cell));
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
