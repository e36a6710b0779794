/**
 * The Lost Patrol played from a campaign (resources/rules/campaign.md): its patrol of ten is named in
 * the order the men fall. The horror kills (no one is wounded); a patrol that does not get out of the
 * forest leaves its survivors missing. No foe is defeated: a horror is only seen off.
 */
import type { CampaignHooks } from '../../campaign/hooks';
import { statCount, unnamedReport, type ResultLike } from '../../campaign/play';
import type { GameReport } from '../../campaign/types';
import { CAMPAIGN_SQUAD } from './campaign-squad';

export function lostPatrolReport(squad: readonly string[], result: ResultLike): GameReport {
  const left = 'soldiersLeft' in result.stats ? statCount(result, 'soldiersLeft') : squad.length;
  return {
    game: 'lost-patrol',
    outcome: result.outcome,
    summary: result.summary,
    squad: [...squad],
    unnamed: { casualties: Math.max(0, squad.length - left), kind: 'killed', foes: 0, leftBehind: result.outcome !== 'win' },
  };
}

export const lostPatrolCampaign: CampaignHooks = {
  size: CAMPAIGN_SQUAD,
  style: 'fall-order',
  refuse: (options) => (options.deserter === true ? 'A campaign plays The Lost Patrol as its patrol of ten: the Deserter variant has no squad to name.' : null),
  report: (link, result, _state, onRoster) => {
    const fallen = 'soldiersLeft' in result.stats ? Math.max(0, link.squad.length - statCount(result, 'soldiersLeft')) : 0;
    return unnamedReport(link.squad, fallen, onRoster, (squad) => lostPatrolReport(squad, result));
  },
};
