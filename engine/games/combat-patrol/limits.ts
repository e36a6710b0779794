/**
 * Limits of a scenario document that no player meets (a big real game has a few hundred soldiers
 * and a few dozen terrain pieces), so an absurd or hostile file is refused with a clear message
 * instead of freezing the editor, the print or the store. validateScenario checks them.
 */
export const SCENARIO_LIMITS = {
  /** Soldiers on one table. */
  models: 20_000,
  /** Terrain pieces on one table. */
  terrain: 5_000,
  /** Points in one terrain or zone outline. */
  pointsPerOutline: 500,
  /** Points in all outlines together. */
  pointsTotal: 100_000,
  deploymentZones: 100,
  objectives: 500,
  /** Characters: the scenario's name, notes, and the names and ids of what is on the table. */
  scenarioName: 100,
  notes: 5000,
  itemName: 80,
  terrainName: 60,
  id: 80,
} as const;

/** Words for a list longer than its limit: "has 20,001 entries; a scenario holds at most 20,000 soldiers". */
export function tooMany(count: number, max: number, what: string): string {
  return `has ${count.toLocaleString('en-US')} entries; a scenario holds at most ${max.toLocaleString('en-US')} ${what}`;
}
