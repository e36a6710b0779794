/** What Endless Patrol tells the rest of the app (renderer/src/games/index.ts lists it with its screens). */
import { CAMPAIGN_SQUAD } from '../../../../engine/games/endless-patrol/campaign-squad';
import type { GameInfo } from '../types';
import { choiceWords } from './choice-words';

export const endlessPatrolInfo: GameInfo = {
  name: 'Endless Patrol',
  rulesPage: true,
  variantLine: (s) => {
    // Rules version 2 names the house rule dCancelsMinefields; version 1 saves stored strictMinefields (false: D cards cancel).
    const cancels = s.options.dCancelsMinefields === true || s.options.strictMinefields === false;
    return cancels ? 'D cards cancel minefields' : '';
  },
  choiceLabel: (action, view) => choiceWords(action, view) ?? JSON.stringify(action),
  campaign: { size: CAMPAIGN_SQUAD, squadWords: `Endless Patrol ${CAMPAIGN_SQUAD}` },
};
