import { describe, expect, it } from 'vitest';
import { accuracyFor, defaultHouseRules, houseRuleExplanations, profiles, squadTemplates, terrainKinds, weapon, weapons } from './data';

describe('Combat Patrol! rules data', () => {
  it('has the eight terrain kinds with the house cover', () => {
    const byId = Object.fromEntries(terrainKinds.map((k) => [k.id, k]));
    expect(Object.keys(byId).sort()).toEqual(['building', 'foxhole', 'hedge', 'ploughed-field', 'road', 'stone-wall', 'wooden-fence', 'woods']);
    expect(byId['stone-wall']).toMatchObject({ cover: 'heavy', shape: 'line', obstacle: true, blocksSight: false });
    expect(byId['wooden-fence']).toMatchObject({ cover: 'light', shape: 'line', obstacle: true });
    expect(byId['hedge']).toMatchObject({ cover: 'light' });
    expect(byId['building']).toMatchObject({ cover: 'heavy', blocksSight: true });
    expect(byId['foxhole']).toMatchObject({ cover: 'heavy' });
    expect(byId['woods']).toMatchObject({ cover: 'light', blocksSight: true, difficult: true });
    expect(byId['ploughed-field']).toMatchObject({ cover: 'none', difficult: true });
    expect(byId['road']).toMatchObject({ cover: 'none', difficult: false, obstacle: false });
    for (const k of terrainKinds) expect(k.defaultPoints.length).toBeGreaterThanOrEqual(k.shape === 'polygon' ? 3 : 2);
  });

  it('has the weapons table of the rules notes', () => {
    const row = (id: string) => {
      const w = weapon(id)!;
      return [w.optimum, w.maximum, w.standard?.shots, w.standard?.modifier, w.special?.kind === 'shots' ? `${w.special.shots}/${w.special.modifier}` : w.special?.kind];
    };
    expect(row('kar98k')).toEqual([24, 48, 1, 0, undefined]);
    expect(row('m1-garand')).toEqual([24, 48, 1, 0, '2/-1']);
    expect(row('m1-carbine')).toEqual([18, 30, 1, 0, '2/-1']);
    expect(row('thompson')).toEqual([10, 20, 2, -1, 'spray']);
    expect(row('mp40')).toEqual([10, 20, 2, -1, 'spray']);
    expect(row('bar')).toEqual([24, 40, 2, -1, '3/-2']);
    expect(row('mg42')).toEqual([30, 60, 3, -1, 'machine-gun']);
    expect(row('m1919')).toEqual([30, 60, 3, -1, 'machine-gun']);
    expect(row('pistol')).toEqual([6, 12, 1, 0, undefined]);
    expect(row('hand-grenade')).toEqual([6, 10, undefined, undefined, 'grenade']);
    expect(weapon('hand-grenade')!.limitedAmmo).toBe(2);
    expect(weapon('mg42')!.special).toMatchObject({ arcDegrees: 45, feed: 'belt', firesBeforeReload: 4, reloadActions: 3 });
    expect(new Set(weapons.map((w) => w.id)).size).toBe(weapons.length);
  });

  it('has the profiles and squads of the house rules', () => {
    expect(profiles.map((p) => [p.id, p.accuracy])).toEqual([['veteran', 4], ['regular', 5], ['inexperienced', 6]]);
    expect(accuracyFor('veteran')).toBe(4);
    const size = (id: string) => squadTemplates.find((s) => s.id === id)!.members.reduce((n, m) => n + m.count, 0);
    expect(size('us-rifle-squad')).toBe(12);
    expect(size('german-gruppe')).toBe(10);
    for (const s of squadTemplates) for (const m of s.members) expect(weapon(m.weaponId), m.weaponId).toBeDefined();
  });

  it('explains every house rule in words', () => {
    expect(defaultHouseRules).toMatchObject({ coverLight: -1, coverHeavy: -2, combatMove: 5, runMove: 10 });
    for (const key of Object.keys(defaultHouseRules)) expect(houseRuleExplanations[key as keyof typeof houseRuleExplanations], key).toMatch(/\w/);
  });
});
