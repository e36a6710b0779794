import { describe, expect, it } from 'vitest';
import sampleFile from '../../../resources/games/combat-patrol/sample-scenario.json';
import { battleSettingsOf, DEFAULT_BATTLE } from './battle-settings';
import { validateScenario } from './validate-scenario';

const sample = (): Record<string, unknown> => JSON.parse(JSON.stringify(sampleFile)) as Record<string, unknown>;

describe('battle settings in the scenario document', () => {
  it('a scenario without them (all made before them) takes the defaults', () => {
    const r = validateScenario(sample());
    expect(r.ok && 'battle' in r.scenario).toBe(false);
    expect(r.ok && battleSettingsOf(r.scenario)).toEqual(DEFAULT_BATTLE);
    expect(DEFAULT_BATTLE).toEqual({ turnLimit: 8, firstMove: 'initiative', deployment: 'as-placed', deployFirst: 'German', breakPercent: 50, objectiveRadius: 3, objectives: true });
  });

  it('fields given are kept exactly as given, the rest default', () => {
    const doc = { ...sample(), battle: { turnLimit: 12, firstMove: 'US', breakPercent: null } };
    const r = validateScenario(doc);
    expect(r.ok && r.scenario.battle).toEqual({ turnLimit: 12, firstMove: 'US', breakPercent: null });
    expect(r.ok && battleSettingsOf(r.scenario)).toMatchObject({ turnLimit: 12, firstMove: 'US', breakPercent: null, deployment: 'as-placed', objectiveRadius: 3 });
  });

  it.each([
    [{ turnLimit: 0 }, 'battle.turnLimit', /whole number of turns from 1 to 99/],
    [{ turnLimit: 2.5 }, 'battle.turnLimit', /whole number/],
    [{ firstMove: 'British' }, 'battle.firstMove', /initiative, US, German/],
    [{ deployment: 'random' }, 'battle.deployment', /as-placed, zones/],
    [{ deployFirst: 'both' }, 'battle.deployFirst', /US, German/],
    [{ breakPercent: 0 }, 'battle.breakPercent', /above 0 and at most 100/],
    [{ breakPercent: 101 }, 'battle.breakPercent', /above 0 and at most 100/],
    [{ objectiveRadius: -1 }, 'battle.objectiveRadius', /from 0 to 48/],
    [{ objectives: 'yes' }, 'battle.objectives', /true or false/],
    [{ reinforcements: true }, 'battle.reinforcements', /is not a battle setting/],
    ['short', 'battle', /must be an object/],
  ])('refuses %j, naming %s', (battle, field, why) => {
    const r = validateScenario({ ...sample(), battle });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.field).toBe(field);
    expect(!r.ok && r.error.message).toMatch(why);
  });

  it('the new house rules are checked like the others', () => {
    expect(validateScenario({ ...sample(), houseRules: { helperReloadActions: 1, medicFailureLasting: true, droppedGrenadeRescatter: false, areaNeedsSight: false } }).ok).toBe(true);
    const r = validateScenario({ ...sample(), houseRules: { helperReloadActions: -0.5 } });
    expect(!r.ok && r.error.field).toBe('houseRules.helperReloadActions');
    const b = validateScenario({ ...sample(), houseRules: { medicFailureLasting: 'sometimes' } });
    expect(!b.ok && b.error.message).toMatch(/true or false/);
  });
});
