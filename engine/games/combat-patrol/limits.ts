/**
 * Limits of a scenario document that no player meets (a big real game has a few hundred soldiers
 * and a few dozen terrain pieces), so an absurd or hostile file is refused with a clear message
 * instead of freezing the editor, the print or the store. validateScenario checks them.
 */
export const SCENARIO_LIMITS = {
  /**
   * Soldiers on one table: what the host serves within its budgets (a battle's envelope under 1 MB,
   * every other client answered within 100 ms while it is created, opened and played). Measured by
   * `npm run soak -- --only battle --models N` on 2 shared cores: 1,000 models 0.83 MB, slowest
   * other answer 47 ms (load 4.6) / 95 ms (load 9); 1,500 models 1.25 MB, 125 ms (load 8);
   * 2,000 models 1.76 MB, 118 ms (load 4.7) / 267 ms (load 9); 3,000 models 2.55 MB, 103 ms (load 4.7).
   */
  models: 1_000,
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

/**
 * The range of each number a player types into a scenario, inclusive: what the validator and the
 * battle settings check, and what the table editor's fields offer (so an input's min and max are
 * the rule's). `breakPercent` must be above `above`, not at it.
 */
export const FIELD_RANGES = {
  /** A soldier's accuracy (hits on this or more on a D10). */
  accuracy: { min: 2, max: 10 },
  /** Hand grenades one soldier carries. */
  grenades: { min: 0, max: 20 },
  /** The width of an open terrain piece (a hedge, a wall), inches. */
  lineWidth: { min: 0.05, max: 12 },
  /** The battle's turn limit. */
  turnLimit: { min: 1, max: 99 },
  /** The side's losses, in percent, at which it breaks. */
  breakPercent: { above: 0, max: 100 },
  /** How near an objective a soldier must be to hold it, inches. */
  objectiveRadius: { min: 0, max: 48 },
} as const;

/** Words for a list longer than its limit: "has 1,001 entries; a scenario holds at most 1,000 soldiers". */
export function tooMany(count: number, max: number, what: string): string {
  return `has ${count.toLocaleString('en-US')} entries; a scenario holds at most ${max.toLocaleString('en-US')} ${what}`;
}
