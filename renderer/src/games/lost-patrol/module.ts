/** What The Lost Patrol tells the rest of the app (renderer/src/games/index.ts lists it with its screens). */
import { CAMPAIGN_SQUAD } from '../../../../engine/games/lost-patrol/campaign-squad';
import type { LostPatrolOptions } from '../../../../engine/games/lost-patrol/types';
import type { GameInfo } from '../types';
import { choiceWords } from './choice-words';
import { variantBadges } from './labels';

export const lostPatrolInfo: GameInfo = {
  name: 'The Lost Patrol',
  rulesPage: true,
  variantLine: (s) => {
    const badges = variantBadges({ deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, ...(s.options as Partial<LostPatrolOptions>) });
    return badges.length ? badges.join(' · ') : 'Base game';
  },
  seatNames: (s) => (s.options.deserter === true ? ['Deserter', 'Pursuers'] : ['Patrol']),
  choiceLabel: (action) => choiceWords(action) ?? JSON.stringify(action),
  campaign: { size: CAMPAIGN_SQUAD, squadWords: `The Lost Patrol ${CAMPAIGN_SQUAD}` },
};
