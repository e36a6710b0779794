import type { GameModule } from '../../core/contract';
import { patrolLostBots } from './bots/index';
import { patrolLost } from './definition';
import type { PatrolLostAction, PatrolLostOptions, PatrolLostState, PatrolLostView } from './types';

/** Patrol: Lost!: public surface of the game for hosts, bots and the renderer. */
export * from './types';
export { patrolLost } from './definition';
export { patrolLostBots, easyBot, mediumBot, hardBot, randomBot, MEDIUM, HARD, type PatrolLostBot } from './bots/index';
export { defaultOptions, TURN_LIMIT_RANGE } from './parse';
export { DIRS, DIR_WORDS, AXIAL, centre, cellOf, qOf, rOf, placeWords } from './hex';
export { TILE_KINDS, GOOD_GUYS, BAD_GUYS, BAD_LIMIT, GOOD_LIMIT, TILE_COUNT } from './tiles';
export { fightOdds, badScore } from './combat';

/** The one module the game lists derive from: rules, computer players, catalog text (ours). */
export const patrolLostModule: GameModule<PatrolLostState, PatrolLostAction, PatrolLostOptions, PatrolLostView> = {
  definition: patrolLost,
  bots: Object.values(patrolLostBots),
  catalog: {
    name: 'Patrol: Lost!',
    blurb: 'Five Good Guys explore a map of hex tiles laid as they go, looking for the way out, while the other player sends in eighteen Bad Guys. Play a friend at one screen or the computer on either side.',
    players: '1-2 players',
  },
};
