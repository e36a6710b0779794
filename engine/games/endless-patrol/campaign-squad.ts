/** The squad Endless Patrol takes from a campaign's roster: all fifteen of its GIs (resources/rules/campaign.md). */
export const CAMPAIGN_SQUAD = 15;
