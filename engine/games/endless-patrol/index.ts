/** Endless Patrol: public surface of the game for hosts, bots and tests. */
export * from './types';
export { endlessPatrol } from './definition';
export { endlessPatrolModule } from './module';
export { endlessPatrolBots, greedyEndlessPatrolBot } from './bots';
export { firePreview, judgeFire, type FireJudgement } from './fire';
export {
  GI_CARDS,
  PATROL_CARDS,
  SQUAD_MAX,
  HAND_LIMIT,
  START_HAND,
  LOOK_COUNT,
  findGiCard,
  findPatrolCard,
  giCard,
  patrolCard,
  inflictsCasualties,
  patrolMarks,
} from './cards';
export { defaultOptions } from './parse';
