import { describe, expect, it } from 'vitest';
import { losRow, type Vec } from '../../../geometry';
import { playBotGame } from '../../../bots/play';
import { combatPatrol } from '../battle/definition';
import { terrainOf } from '../battle/runtime';
import { sampleScenario } from '../battle/setup';
import type { CombatPatrolState } from '../battle/types';
import { pos } from '../battle/world';
import { sightRulesOf } from '../scenario';
import { sightCodes } from './sight-codes';
import { tacticalBot } from './tactical';

/** Positions of a battle on the sample table, the tactical bot on both sides: men moved, wounded, down. */
function positions(): CombatPatrolState[] {
  const parsed = combatPatrol.parseOptions({ scenario: sampleScenario(), diceMode: 'rolled' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const states: CombatPatrolState[] = [];
  playBotGame(combatPatrol, 3, parsed.options, tacticalBot, { maxSteps: 120, onState: (x) => states.push(x) });
  return states.filter((_, i) => i % 6 === 0);
}

describe("the bots' remembered sight lines", () => {
  it('give the geometry’s own codes for every man to every other and to spots around him, asked first or again', () => {
    const list = positions();
    expect(list.length).toBeGreaterThan(10);
    let lines = 0;
    const seen = new Set<number>();
    for (const s of list) {
      const index = terrainOf(s);
      const rules = sightRulesOf(s.rules);
      const men = s.soldiers.map(pos);
      const spots: Vec[] = men.flatMap((p) => [{ x: p.x + 2.5, y: p.y - 1.25 }, { x: p.x - 3, y: p.y + 4.5 }]);
      for (const from of [...men, ...spots.slice(0, 6)]) {
        const targets = [...men, ...spots];
        const want = losRow(index, from, targets, rules);
        expect(sightCodes(s, from, targets)).toEqual(want);
        expect(sightCodes(s, from, targets)).toEqual(want);
        lines += targets.length;
        want.forEach((c) => seen.add(c));
      }
    }
    expect(lines).toBeGreaterThan(5000);
    // Clear lines, cover and blocked sight all among them.
    expect(seen.has(0) && seen.has(3) && (seen.has(1) || seen.has(2))).toBe(true);
  });
});
