/**
 * Combat Patrol! played from a campaign (resources/rules/campaign.md, "Who takes part" and the ruling
 * on Combat Patrol!): one GI per US model of the battle's scenario (the sample table when none is
 * given), and the battle's report from its after-action summary.
 */
import type { CampaignHooks } from '../../campaign/hooks';
import { namedScenario, type CampaignModel } from '../../campaign/play';
import type { GameReport } from '../../campaign/types';
import { sampleScenario } from './battle/setup';
import type { CombatPatrolState } from './battle/types';
import { afterAction } from './battle/view';
import { CAMPAIGN_SQUAD } from './campaign-squad';

/** What the campaign reads of a finished battle's after-action summary (AfterAction). */
export interface AfterActionLike {
  outcome: { winner: string | null; summary: string } | null;
  soldiers: { id: string; condition: string; kills: number }[];
}

/**
 * A Combat Patrol! battle's report: each GI's fate from his model's condition (dead: killed; a
 * wound: its severity; otherwise unhurt) and the foes he put down. When the US side lost, a GI left
 * seriously or critically wounded on the table is missing (rules: "Who falls", the ruling on
 * Combat Patrol!). `squad` and `models` are parallel: the GI of each US model, null for attached.
 */
export function combatPatrolReport(squad: readonly (string | null)[], models: readonly string[], aa: AfterActionLike, onRoster: (gi: string) => boolean = () => true): GameReport | undefined {
  const lost = aa.outcome?.winner === 'German';
  const named: GameReport['named'] = [];
  const ids: string[] = [];
  squad.forEach((gi, i) => {
    if (gi === null || !onRoster(gi)) return;
    const m = aa.soldiers.find((s) => s.id === models[i]);
    if (!m) return;
    ids.push(gi);
    const foes = Math.max(0, Math.floor(m.kills));
    if (m.condition === 'dead') named.push({ gi, fate: 'killed', foes });
    else if (lost && (m.condition === 'serious' || m.condition === 'critical')) named.push({ gi, fate: 'missing', foes });
    else if (m.condition === 'flesh' || m.condition === 'light' || m.condition === 'serious' || m.condition === 'critical') named.push({ gi, fate: 'wounded', severity: m.condition, foes });
    else named.push({ gi, fate: 'unhurt', foes });
  });
  if (ids.length === 0) return undefined;
  const winner = aa.outcome?.winner ?? null;
  return { game: 'combat-patrol', outcome: winner === 'US' ? 'win' : winner === 'German' ? 'loss' : 'draw', summary: aa.outcome?.summary ?? 'The battle is over.', squad: ids, named };
}

export const combatPatrolCampaign: CampaignHooks<CombatPatrolState> = {
  size: CAMPAIGN_SQUAD,
  style: 'models',
  scenario: (options) => {
    const s = typeof options.scenario === 'object' && options.scenario !== null ? (options.scenario as { models: CampaignModel[] }) : sampleScenario();
    return Array.isArray(s.models) ? s : null;
  },
  withModels: (options, scenario, gis) => ({ ...options, scenario: namedScenario(scenario, gis) }),
  report: (link, _result, state, onRoster) => (link.models ? combatPatrolReport(link.squad, link.models, afterAction(state), onRoster) : undefined),
};
