import type { GameModule } from '../../core/contract';
import type { EndlessPatrolState } from './types';
import { endlessPatrolBots } from './bots';
import { endlessPatrol } from './definition';
import { endlessPatrolCampaign } from './campaign';
import { drawLuck, LUCK_MEASURES } from './odds-luck';

/** Endless Patrol, whole: its rules, its bots and its home-screen text (ours, not the source's). */
export const endlessPatrolModule: GameModule = {
  definition: endlessPatrol,
  campaign: endlessPatrolCampaign,
  bots: endlessPatrolBots,
  catalog: {
    name: 'Endless Patrol',
    blurb: 'A solo card game: lead a squad of GIs through a deck of enemy threats, spending cards as firepower and keeping your men alive as long as you can.',
    players: '1 player',
  },
  odds: {
    botFor: () => 'greedy',
    playedBy: () => 'the greedy computer player',
    casualties: (s: EndlessPatrolState) => s.stats.casualties,
    turn: (s: EndlessPatrolState) => s.turn,
    /** What each step's cards brought beyond what the unseen cards promised (odds-luck.ts): the odds allow for it. */
    luck: { measures: LUCK_MEASURES, of: drawLuck as (before: unknown, after: unknown) => readonly number[] | null },
  },
};
