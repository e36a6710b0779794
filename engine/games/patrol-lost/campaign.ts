/**
 * Patrol: Lost! played from a campaign (resources/rules/campaign.md, the ruling on Patrol: Lost!):
 * the player leads the five Good Guys, each a GI by his role (campaign-squad.ts); a Good Guy lost
 * is killed. The report is read from the game's state.
 */
import type { CampaignHooks } from '../../campaign/hooks';
import type { GameReport } from '../../campaign/types';
import { assignGoodGuys, CAMPAIGN_SQUAD, patrolLostSquad } from './campaign-squad';
import type { PatrolLostState } from './types';

/** What the campaign reads of a finished game (PatrolLostState). */
export interface PatrolLostLike {
  /** Each Good Guy's place, negative once he is lost. */
  goods: readonly number[];
  /** Bad Guys each Good Guy defeated. */
  credit: readonly number[];
  outcome: { winner: number | null; summary: string } | null;
}

/**
 * A Patrol: Lost! game's report: a Good Guy lost in the game is killed (the game has no wounds);
 * the others come back unhurt; each is credited with the Bad Guys he defeated. `squad` is the GI of
 * each Good Guy by index, null for an attached soldier. Seat 0 (the Good Guys) winning is a win.
 */
export function patrolLostReport(squad: readonly (string | null)[], s: PatrolLostLike, onRoster: (gi: string) => boolean = () => true): GameReport | undefined {
  const named: GameReport['named'] = [];
  const ids: string[] = [];
  squad.forEach((gi, i) => {
    if (gi === null || !onRoster(gi)) return;
    ids.push(gi);
    const foes = Math.max(0, Math.floor(s.credit[i] ?? 0));
    named.push({ gi, fate: (s.goods[i] ?? 0) < 0 ? 'killed' : 'unhurt', foes });
  });
  if (ids.length === 0) return undefined;
  const winner = s.outcome?.winner ?? null;
  return { game: 'patrol-lost', outcome: winner === 0 ? 'win' : winner === 1 ? 'loss' : 'draw', summary: s.outcome?.summary ?? 'The game is over.', squad: ids, named };
}

export const patrolLostCampaign: CampaignHooks<PatrolLostState> = {
  size: CAMPAIGN_SQUAD,
  style: 'places',
  pick: patrolLostSquad,
  places: assignGoodGuys,
  report: (link, _result, state, onRoster) => patrolLostReport(link.squad, state, onRoster),
};
