/** The Lost Patrol: public surface of the game for hosts, bots and tests. */
export * from './types';
export { lostPatrol } from './definition';
export { lostPatrolModule } from './module';
export { lostPatrolBots, bestBid, type LostPatrolBot } from './bots';
export { defaultOptions, MAX_GROUPS } from './parse';
export { TURN_LIMIT } from './flow';
export { bidRange, moveDirs } from './legal';
export { TILE_KINDS, TILE_KIND_OF, TILE_COUNT, SIZE, CELLS, CENTRE, SQUAD, DIRS, DIR_DELTA, kindOf, exitsOf } from './tiles';
export * from './odds';
