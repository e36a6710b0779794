import { describe, expect, it } from 'vitest';
import { defaultHouseRules, squadTemplates, weapon } from './data';
import { placeSquad } from './formation';
import { grenadeThrow, grenadeThrower, grenadesCarried } from './grenades';
import { createScenario } from './scenario';
import type { ScenarioModel } from './types';
import { validateScenario } from './validate-scenario';

const soldier = (id: string, x: number, y: number, extra: Partial<ScenarioModel> = {}): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null, ...extra,
});

describe('who carries grenades, and how many: squad data', () => {
  it('every member of the default squads carries 2 ("limited ammo 2 per man"), the same number as the house rule and the weapon', () => {
    for (const s of squadTemplates) for (const m of s.members) expect(m.grenades, `${s.id} ${m.name}`).toBe(2);
    expect(defaultHouseRules.grenadesPerMan).toBe(2);
    expect(weapon('hand-grenade')!.limitedAmmo).toBe(2);
  });

  it('a placed squad records each soldier\'s grenades from its members; a template that gives a member none gives him 0', () => {
    const us = squadTemplates.find((s) => s.id === 'us-rifle-squad')!;
    const placed = placeSquad({ template: us, squadId: 'u', at: { x: 24, y: 24 }, facing: 270, formation: 'line' });
    expect(placed.map((m) => m.grenades)).toEqual(Array(12).fill(2));
    const noBar = { ...us, members: us.members.map((m) => (m.weaponId === 'bar' ? { ...m, grenades: 0 } : m)) };
    const doc = { ...createScenario({ id: 's', name: 'S' }), models: placeSquad({ template: noBar, squadId: 'u', at: { x: 24, y: 24 }, facing: 270, formation: 'line' }) };
    expect(grenadesCarried(doc.models[1]!, defaultHouseRules)).toBe(0);
    // The BAR gunner is skipped: the next selected man who carries one throws.
    expect(grenadeThrower(doc, ['u-2', 'u-3'])?.id).toBe('u-3');
    expect(grenadeThrower(doc, ['u-2'])).toBeNull();
  });

  it('a soldier saved before grenades were recorded carries the scenario\'s grenadesPerMan', () => {
    const doc = { ...createScenario({ id: 's', name: 'S' }), models: [soldier('old', 10, 10)], houseRules: { grenadesPerMan: 1 } };
    expect(grenadesCarried(doc.models[0]!, { grenadesPerMan: 1 })).toBe(1);
    expect(grenadeThrow(doc, doc.models[0]!, null)?.carried).toBe(1);
    expect(grenadeThrower({ ...doc, houseRules: { grenadesPerMan: 0 } }, ['old'])).toBeNull();
  });

  it('the throw is measured on the hand grenade\'s 6 / 10 in: beyond 10 in it cannot be thrown', () => {
    const doc = { ...createScenario({ id: 's', name: 'S' }), models: [soldier('a', 10, 10, { grenades: 2 })] };
    const t = (x: number) => grenadeThrow(doc, doc.models[0]!, { x, y: 10 })!.target!;
    expect(t(16)).toMatchObject({ band: 'optimum', modifier: 0, ok: true, distance: 6 });
    expect(t(20)).toMatchObject({ band: 'maximum', modifier: -1, ok: true });
    expect(t(20.5)).toMatchObject({ band: 'out', modifier: null, ok: false });
  });

  it('documents keep grenades as given; absent stays absent; a bad count is refused by name', () => {
    const doc = { ...createScenario({ id: 's', name: 'S' }), models: [soldier('a', 1, 1, { grenades: 3 }), soldier('b', 2, 2)] };
    const back = validateScenario(JSON.parse(JSON.stringify(doc)));
    expect(back).toEqual({ ok: true, scenario: doc });
    expect(back.ok && 'grenades' in back.scenario.models[1]!).toBe(false);
    const bad = validateScenario({ ...doc, models: [soldier('a', 1, 1, { grenades: 1.5 })] });
    expect(bad.ok ? '' : bad.error.message).toBe('models[0].grenades must be a whole number, got 1.5');
  });
});
