/** The squad The Lost Patrol takes from a campaign's roster: its patrol of ten (resources/rules/campaign.md). */
export const CAMPAIGN_SQUAD = 10;
