/**
 * What The Lost Patrol's screens may take from the engine besides types: the grid's constants and
 * directions, and the horror odds the fight dialog shows (the rules roll with the same
 * predicates: odds.ts). The layer check lets the renderer import values from this file only (and
 * data.ts, types.ts): never the rules themselves.
 */
export { SIZE, CELLS, SQUAD, DIRS, DIR_DELTA, DIR_WORDS } from './tiles';
export { attackChance, bidOdds, loseChance, losingFaces, type BidOdds } from './odds';
