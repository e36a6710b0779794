/**
 * Combat Patrol!'s squad from a campaign (resources/rules/campaign.md): one GI per US model of the
 * battle's scenario. Before a table is chosen the campaign shows the most a scenario takes.
 */
export const CAMPAIGN_SQUAD = 12;
