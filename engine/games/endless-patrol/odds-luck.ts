/**
 * The luck of the draw in one step of Endless Patrol, for the odds (engine/odds luck.ts). The only
 * chance in the game is the order of the two decks, so the luck of a step is in the cards it brought
 * out of the unseen part of a deck (drawn, turned up at Contact, or shown by an L card): for each of
 * a card's marks, what the cards brought out carry of it less what as many cards of the unseen part
 * carry on average. The cards still unseen lie in an order nobody knows (the odds deal them afresh
 * for each sample game, and the player chooses only by what is seen), and how many a step brings out
 * is fixed before any of them shows, so each term has a mean of nil whatever the player chose.
 *
 * The marks: of a GI card its bullets, AT, D and L; of a Patrol card its bullets, none, AT, AA, its N
 * draws and whether it cannot be defeated (I is left out: the I cards are exactly the AA ones and the
 * ones that cannot be defeated). Each mark three times: as it is, times the share of the Patrol deck
 * still to come before the step, and times that share's square (a card that comes early has more
 * turns to tell); the odds fit how much each tells from the sample games themselves.
 * A step in which the GI discard pile was shuffled into a new deck tells no GI luck (which cards came
 * from the old deck and which from the new one is not in the two states); how many cards it draws is
 * fixed before, so leaving it out keeps the mean nil.
 *
 * Measured on the twelve positions whose chance is near 50% of `npm run bench -- odds` (December
 * 2026), each run to +/-1%: 9,460 games on average without the luck; with the marks as they are and
 * times the share to come 6,010, with the square too 5,490 (a cube as well 5,300: not worth ten more
 * measures; each card on its own instead of its marks explained less than the marks with the share).
 */
import { GI_CARDS, PATROL_CARDS } from './cards';
import type { EndlessPatrolState, GiCard, PatrolCard } from './types';

function giLuckMarks(c: GiCard): number[] {
  return [c.bullets, c.at ? 1 : 0, c.negate ? 1 : 0, c.look ? 1 : 0];
}

function patrolLuckMarks(c: PatrolCard): number[] {
  return [c.bullets ?? 0, c.bullets === null ? 1 : 0, c.at ? 1 : 0, c.aa ? 1 : 0, c.draws, c.undefeatable ? 1 : 0];
}

const GI_MARKS = 4;
const PATROL_MARKS = 6;
/** The marks of both decks, each a measure three times: as it is, times the share of the Patrol deck to come, and times its square. */
const MARKS = GI_MARKS + PATROL_MARKS;
export const LUCK_MEASURES = 3 * MARKS;

const marksById = new Map<string, Float64Array>();
for (const c of GI_CARDS) marksById.set(c.id, Float64Array.from(giLuckMarks(c)));
for (const c of PATROL_CARDS) marksById.set(c.id, Float64Array.from(patrolLuckMarks(c)));

function marksOf(id: string): Float64Array {
  const m = marksById.get(id);
  if (!m) throw new Error(`Unknown card: ${id}`);
  return m;
}

/**
 * Adds into `luck` (from measure `first`, `count` marks, then each times `late` and its square) the cards of a deck
 * brought out of its unseen part between `before` (the deck and how many on top were known) and `after`.
 */
function deckLuck(luck: number[], first: number, count: number, late: number, deck: readonly string[], known: number, deckAfter: readonly string[], knownAfter: number): void {
  const unseen = deck.length - known;
  const out = unseen - (deckAfter.length - knownAfter);
  if (out <= 0) return;
  const share = out / unseen;
  for (let i = known; i < deck.length; i++) {
    const m = marksOf(deck[i] as string);
    // Brought out: the top `out` of the unseen part, less its share of the mean; the rest, less their share only.
    const w = (i < known + out ? 1 : 0) - share;
    for (let j = 0; j < count; j++) luck[first + j] = (luck[first + j] as number) + w * (m[j] as number);
  }
  for (let j = first; j < first + count; j++) {
    const v = luck[j] as number;
    luck[MARKS + j] = v * late;
    luck[2 * MARKS + j] = v * late * late;
  }
}

/**
 * The luck of the cards the step from `before` to `after` brought out of the decks' unseen parts,
 * `LUCK_MEASURES` figures; null when it brought none out.
 */
export function drawLuck(before: EndlessPatrolState, after: EndlessPatrolState): number[] | null {
  const giOut = before.giDeck.length - before.known.gi !== after.giDeck.length - after.known.gi && after.stats.reshuffles === before.stats.reshuffles;
  const patrolOut = before.patrolDeck.length - before.known.patrol !== after.patrolDeck.length - after.known.patrol;
  if (!giOut && !patrolOut) return null;
  const luck = new Array<number>(LUCK_MEASURES).fill(0);
  const late = before.patrolDeck.length / PATROL_CARDS.length;
  if (giOut) deckLuck(luck, 0, GI_MARKS, late, before.giDeck, before.known.gi, after.giDeck, after.known.gi);
  if (patrolOut) deckLuck(luck, GI_MARKS, PATROL_MARKS, late, before.patrolDeck, before.known.patrol, after.patrolDeck, after.known.patrol);
  return luck;
}
