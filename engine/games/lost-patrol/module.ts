import type { GameModule } from '../../core/contract';
import type { LostPatrolState } from './types';
import { lostPatrolBots } from './bots';
import { lostPatrol } from './definition';
import { lostPatrolCampaign } from './campaign';

/** The Lost Patrol, whole: its rules, its bots and its home-screen text (ours, not the source's). */
export const lostPatrolModule: GameModule = {
  definition: lostPatrol,
  campaign: lostPatrolCampaign,
  bots: lostPatrolBots,
  catalog: {
    name: 'The Lost Patrol',
    blurb: 'A solitaire march through a forest grid: find the way out before the patrol is worn down. Includes the Deserter variant and short mini variants.',
    players: '1-2 players',
  },
  variants: {
    base: {},
    mapping: { mappingTheForest: true },
    breadcrumbs: { trailOfBreadcrumbs: true },
    'mapping+breadcrumbs': { mappingTheForest: true, trailOfBreadcrumbs: true },
    deserter: { deserter: true },
    'deserter+groups': { deserter: true, pursuerGroups: [4, 3, 3] },
  },
  odds: {
    // The patrol heads out with the bidder; in the Deserter variant each side plays as the rules' solo AI.
    botFor: (s: LostPatrolState, seat) => (!s.options.deserter ? 'bidder' : seat === 0 ? 'deserter-ai' : 'pursuers-ai'),
    playedBy: (s: LostPatrolState) => (!s.options.deserter ? 'the bidder computer player' : "the rules' solo Deserter and Pursuers"),
    casualties: (s: LostPatrolState) => s.stats.soldiersLost,
    turn: (s: LostPatrolState) => s.stats.turns,
  },
};
