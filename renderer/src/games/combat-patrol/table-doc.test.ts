import { describe, expect, it } from 'vitest';
import { battle, de, table, us } from '../../../../engine/games/combat-patrol/testing';
import { badgesOf, tableDoc } from './table-doc';

const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg34' }), us('a', 20, 20)], terrain: [] }));
const gun = s.soldiers.find((m) => m.id === 'gun')!;
const a = s.soldiers.find((m) => m.id === 'a')!;

describe('the battle drawn on the table', () => {
  it('the living soldiers stand where they are now; the dead leave the table', () => {
    const doc = tableDoc(s.scenario, [{ ...a, x: 22 }, { ...gun, condition: 'dead' }]);
    expect(doc.models.map((m) => [m.id, m.x])).toEqual([['a', 22]]);
    expect(doc.terrain).toBe(s.scenario.terrain);
  });

  it('badges: wounds, pinned, suppressed, a critical man with his death number, an empty gun', () => {
    expect(badgesOf(gun)).toEqual([]);
    expect(badgesOf({ ...gun, gun: { ...gun.gun!, uses: 2 } })).toEqual(['reload']);
    expect(badgesOf({ ...a, condition: 'light', pinned: true, suppressed: true })).toEqual(['light', 'pinned', 'suppressed']);
    expect(badgesOf({ ...a, condition: 'critical', critical: { deathNumber: 3, penalty: 0 } })).toEqual(['critical (dies on 3-)']);
  });
});
