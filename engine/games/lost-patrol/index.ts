/** The Lost Patrol: public surface of the game for hosts, bots and the renderer. */
export * from './types';
export { lostPatrol } from './definition';
export { lostPatrolBots, type LostPatrolBot } from './bots';
export { defaultOptions, MAX_GROUPS } from './parse';
export { TURN_LIMIT } from './flow';
export { bidRange, moveDirs } from './legal';
export { TILE_KINDS, TILE_KIND_OF, TILE_COUNT, SIZE, CELLS, CENTRE, SQUAD, DIRS, kindOf, exitsOf } from './tiles';
export { playBotGame, type BotGame } from './sim';
