import type { GameModule } from '../../core/contract';
import { patrolLostBots } from './bots/index';
import { patrolLost } from './definition';
import type { PatrolLostAction, PatrolLostOptions, PatrolLostState, PatrolLostView } from './types';
import { patrolLostCampaign } from './campaign';

/** Patrol: Lost!, whole: its rules, its computer players and its home-screen text (ours, not the source's). */
export const patrolLostModule: GameModule<PatrolLostState, PatrolLostAction, PatrolLostOptions, PatrolLostView> = {
  definition: patrolLost,
  campaign: patrolLostCampaign,
  bots: Object.values(patrolLostBots),
  catalog: {
    name: 'Patrol: Lost!',
    blurb: 'Five Good Guys explore a map of hex tiles laid as they go, looking for the way out, while the other player sends in eighteen Bad Guys. Play a friend at one screen or the computer on either side, or watch the computer play both.',
    players: '1-2 players',
  },
  turn: (s) => s.turn,
};
