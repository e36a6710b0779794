/**
 * Endless Patrol played from a campaign (resources/rules/campaign.md): its squad is named in the
 * order the men fall; each casualty rolls the campaign casualty table; the Patrol cards defeated are
 * the foes. Read from the game's `result`, so it stays valid whatever the state looks like inside.
 */
import type { CampaignHooks } from '../../campaign/hooks';
import { statCount, unnamedReport, type ResultLike } from '../../campaign/play';
import type { GameReport } from '../../campaign/types';
import { CAMPAIGN_SQUAD } from './campaign-squad';

export function endlessPatrolReport(squad: readonly string[], result: ResultLike): GameReport {
  return {
    game: 'endless-patrol',
    outcome: result.outcome,
    summary: result.summary,
    squad: [...squad],
    unnamed: { casualties: statCount(result, 'casualties'), kind: 'casualty-table', foes: statCount(result, 'defeated'), leftBehind: false },
  };
}

export const endlessPatrolCampaign: CampaignHooks = {
  size: CAMPAIGN_SQUAD,
  style: 'fall-order',
  report: (link, result, _state, onRoster) => unnamedReport(link.squad, statCount(result, 'casualties'), onRoster, (squad) => endlessPatrolReport(squad, result)),
};
