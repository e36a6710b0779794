/**
 * What Patrol: Lost!'s screen may take from the engine besides types: the hex directions and where
 * to draw a hex (hex.ts), the tile types and the pieces (from resources/games/patrol-lost/), and the
 * odds of a fight (odds.ts, the arithmetic the rules roll with). The layer check lets the renderer
 * import values from this file only (and data.ts, types.ts): never the rules themselves.
 */
export { DIRS, DIR_WORDS, AXIAL, centre } from './hex';
export { TILE_KINDS, GOOD_GUYS, BAD_GUYS, BAD_LIMIT, GOOD_LIMIT } from './tiles';
export { fightOdds, badScore, type Odds } from './odds';
export { PHASES, DIE_SIDES, BAD_ACTIONS, REINFORCEMENT, reinforcementFrom, HAZARD_PASS, ATTACK_HIT, SPECIALIST_BONUS, attackDice } from './numbers';
export { hexSteps } from './hex';
