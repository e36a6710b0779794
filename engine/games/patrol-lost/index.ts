/** Patrol: Lost!: public surface of the game for hosts, bots and tests. */
export * from './types';
export { patrolLost } from './definition';
export { patrolLostModule } from './module';
export { patrolLostBots, easyBot, mediumBot, hardBot, randomBot, MEDIUM, HARD, type PatrolLostBot } from './bots/index';
export { defaultOptions, TURN_LIMIT_RANGE } from './parse';
export { DIRS, DIR_WORDS, AXIAL, centre, cellOf, qOf, rOf, placeWords } from './hex';
export { TILE_KINDS, GOOD_GUYS, BAD_GUYS, BAD_LIMIT, GOOD_LIMIT, TILE_COUNT } from './tiles';
export { fightOdds, badScore } from './combat';
