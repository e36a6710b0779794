import { describe, expect, it } from 'vitest';
import { defaultHouseRules, houseRuleExplanations, houseRuleKinds } from './data';
import type { HouseRules } from './types';

/**
 * Every house rule with its default, written out: a new house rule fails here (and does not
 * compile) until it is listed, with its default, and classified below.
 */
const DEFAULTS: HouseRules = {
  coverLight: -1,
  coverHeavy: -2,
  coverDistance: 2,
  sightDepth: 1,
  baseDiameter: 1,
  arcInclusion: 'centre',
  blastInclusion: 'touch',
  sprayInclusion: 'centre',
  proneIsLightCover: true,
  overOptimumModifier: -1,
  naturalHit: 10,
  naturalMiss: 1,
  combatMove: 5,
  runMove: 10,
  snapFireModifier: -1,
  grenadesPerMan: 2,
  reactionInCover: 1,
  reactionNcoNearby: 1,
  reactionNcoRange: 6,
  reactionAlreadyPinned: -1,
  grenadeReactionRange: 2,
  helperReloadActions: 0.5,
  medicFailureLasting: false,
  droppedGrenadeRescatter: true,
  areaNeedsSight: false,
};

/**
 * The house rules that can change a rule the source document states, with the document's value
 * (where it says so). Every other house rule fills a gap the document leaves.
 */
const VARIANTS: Partial<HouseRules> = {
  // "counts as light cover which will subtract 1": the document's worked example.
  coverLight: -1,
  // "firing over their Optimum Range Receives a -1 Penalty".
  overOptimumModifier: -1,
  // A grenade dropped on a 1 "will scatter from the model using it".
  droppedGrenadeRescatter: true,
  // "All Models in the Arc"; "Any Model within Three Inches of the Target": nothing about sight.
  areaNeedsSight: false,
};

describe('house rules: every one listed, classified, and the default game is the document', () => {
  it('lists every house rule with its default', () => {
    expect(defaultHouseRules).toEqual(DEFAULTS);
  });

  it('classifies every house rule: a ruling filling a gap, or a variant with the document\'s value', () => {
    expect(Object.keys(houseRuleKinds).sort()).toEqual(Object.keys(DEFAULTS).sort());
    const variants = Object.fromEntries(Object.entries(houseRuleKinds).flatMap(([k, c]) => (c.kind === 'variant' ? [[k, c.document]] : [])));
    expect(variants).toEqual(VARIANTS);
    for (const c of Object.values(houseRuleKinds)) expect(['ruling', 'variant']).toContain(c.kind);
  });

  it('a variant that changes a document rule is at the document\'s value by default', () => {
    for (const [key, c] of Object.entries(houseRuleKinds)) {
      if (c.kind === 'variant') expect(defaultHouseRules[key as keyof HouseRules], key).toBe(c.document);
    }
  });

  it('each variant\'s words say it changes the source document\'s rule, and what the document does', () => {
    for (const [key, c] of Object.entries(houseRuleKinds)) {
      if (c.kind === 'variant') expect(houseRuleExplanations[key as keyof HouseRules], key).toMatch(/changes the source('s| document's) rule/);
    }
    expect(houseRuleExplanations.areaNeedsSight).toMatch(/^A house rule that changes the source document's rule, off by default\./);
  });
});
