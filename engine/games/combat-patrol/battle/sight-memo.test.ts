import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../../geometry';
import { nextFloat, seedRng } from '../../../core/rng';
import { sightRulesOf } from '../scenario';
import { sampleScenario } from './setup';
import { combatPatrol } from './definition';
import { terrainOf } from './runtime';
import { sight } from './world';

describe('sight lines looked up by number (world.ts sight)', () => {
  it('gives, for thousands of lines asked twice over, what tracing each afresh gives, prone or not', () => {
    const parsed = combatPatrol.parseOptions({ scenario: sampleScenario(), houseRules: { proneIsLightCover: true } });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const s = combatPatrol.setup(4, parsed.options);
    const rng = seedRng(21);
    const { width, height } = s.scenario.table;
    // Points on a coarse grid too, so many lines share their ends (and some their numbers' first bits).
    const point = (): { x: number; y: number } =>
      nextFloat(rng) < 0.5 ? { x: Math.round(nextFloat(rng) * width), y: Math.round(nextFloat(rng) * height) } : { x: nextFloat(rng) * width, y: nextFloat(rng) * height };
    const lines = Array.from({ length: 2000 }, () => ({ from: point(), to: point() }));
    let proneDiffers = 0;
    for (const round of [0, 1]) {
      for (const l of lines) {
        for (const prone of round === 0 ? [false, true] : [true, false]) {
          const fresh = lineOfSight(terrainOf(s), l.from, l.to, sightRulesOf(s.rules), { targetProne: prone });
          expect(sight(s, l.from, l.to, prone), `round ${round}`).toEqual(fresh);
        }
        if (round === 0 && sight(s, l.from, l.to, true).status !== sight(s, l.from, l.to, false).status) proneDiffers++;
      }
    }
    // The two are told apart: lying prone gives cover on many of these lines.
    expect(proneDiffers).toBeGreaterThan(100);
    // A point at -0 is the point at 0.
    expect(sight(s, { x: -0, y: 5 }, { x: 20, y: 5 })).toBe(sight(s, { x: 0, y: 5 }, { x: 20, y: 5 }));
  });
});
