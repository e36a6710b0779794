/** What Combat Patrol! tells the rest of the app (renderer/src/games/index.ts lists it with its screens). */
import { CAMPAIGN_SQUAD } from '../../../../engine/games/combat-patrol/campaign-squad';
import type { GameInfo } from '../types';

export const combatPatrolInfo: GameInfo = {
  name: 'Combat Patrol!',
  rulesPage: true,
  variantLine: (s) => {
    // The save keeps the whole table; the row names it and the dice.
    const sc = s.options.scenario as { name?: unknown } | undefined;
    const table = typeof sc === 'object' && sc !== null && typeof sc.name === 'string' ? sc.name : 'Crossroads at dawn';
    return `${table} · ${s.options.diceMode === 'entered' ? 'real dice typed in' : 'dice rolled by the app'}`;
  },
  seatNames: () => ['US', 'German'],
  // Its tables, which battles are fought on, are laid out in the home screen's tables panel.
  catalogLink: {
    text: 'Fight on the sample table or on one of your own: lay out terrain and squads in the table editor, then pick it here.',
    link: 'Set up a table in the tables panel',
    target: 'scenarios-h',
    badge: 'play coming',
  },
  campaign: { size: CAMPAIGN_SQUAD, byModel: true, squadWords: 'Combat Patrol! one GI per US model' },
};
