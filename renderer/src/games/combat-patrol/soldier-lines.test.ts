import { describe, expect, it } from 'vitest';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import type { CombatPatrolView, Soldier } from '../../../../engine/games/combat-patrol/battle/types';
import { battle, de, table, us } from '../../../../engine/games/combat-patrol/testing';
import { soldierLines } from './soldier-lines';

const s = battle(table({ models: [us('a', 10, 10, { name: 'Able' }), de('g', 20, 10, { name: 'Gustav' }), de('gun', 30, 30, { name: 'Otto', weapon: 'mg42' })], terrain: [], battle: { firstMove: 'US' } }));
const v = viewOf(s, 0);

/** The view with soldier `id` changed. */
function withMan(view: CombatPatrolView, id: string, patch: Partial<Soldier>): CombatPatrolView {
  return { ...view, soldiers: view.soldiers.map((m) => (m.id === id ? { ...m, ...patch } : m)) };
}

describe('a soldier\'s state in words (the battle table\'s tooltip)', () => {
  it('a fresh rifleman: name; side, weapon, the number he needs; unhurt; his grenades; yet to act', () => {
    expect(v.phase).toBe('battle');
    const lines = soldierLines(v, 'a')!;
    expect(lines[0]).toBe('Able');
    expect(lines[1]).toBe('US · M1 Garand rifle · needs 5+');
    expect(lines[2]).toBe('Unhurt');
    expect(lines).toContain(`${v.soldiers.find((m) => m.id === 'a')!.ammo['hand-grenade']} grenades left`);
    expect(lines.at(-1)).toBe('Yet to act this turn');
  });

  it('wounds each with band and turn, the condition in words, pinned and suppressed', () => {
    const hurt = withMan(v, 'g', {
      condition: 'light',
      pinned: true,
      suppressed: true,
      wounds: [
        { turn: 1, band: 'flesh', total: 9, by: 'a', weaponId: 'm1-garand' },
        { turn: 2, band: 'light', total: 12, by: 'a', weaponId: 'm1-garand' },
      ],
    });
    const lines = soldierLines(hurt, 'g')!;
    expect(lines.slice(0, 5)).toEqual(['Gustav', 'German · Kar98k rifle · needs 5+', 'Lightly wounded', 'Wounds: flesh wound (turn 1), light wound (turn 2)', 'Pinned and suppressed']);
    expect(soldierLines(withMan(v, 'g', { pinned: true }), 'g')).toContain('Pinned');
    expect(soldierLines(withMan(v, 'g', { suppressed: true }), 'g')).toContain('Suppressed');
    expect(soldierLines(v, 'g')!.some((l) => /Pinned|Suppressed|Wound/.test(l))).toBe(false);
  });

  it('a critical man: when he dies', () => {
    const lines = soldierLines(withMan(v, 'g', { condition: 'critical', critical: { deathNumber: 3, penalty: 0 } }), 'g')!;
    expect(lines).toContain('Critically wounded: dies on a D6 of 3 or less at his next activation');
  });

  it('a machine gunner: bursts left, then the reload under way; no grenades left', () => {
    expect(soldierLines(v, 'gun')).toContain('4 of 4 bursts left');
    const empty = withMan(v, 'gun', { gun: { uses: 4, reload: 1, reloadNeeded: 3, magazineRolled: false }, ammo: { 'hand-grenade': 0 } });
    const lines = soldierLines(empty, 'gun')!;
    expect(lines).toContain('Unloaded: 1 of 3 reload actions done');
    expect(lines).toContain('No grenades left');
  });

  it('whether he has acted this turn, is acting, or holds', () => {
    expect(soldierLines(withMan(v, 'a', { activated: true }), 'a')!.at(-1)).toBe('Has acted this turn');
    expect(soldierLines(withMan(v, 'a', { activated: true, onHold: true }), 'a')!.at(-1)).toBe('On Hold: may Snap Fire this turn');
    expect(soldierLines({ ...v, activation: { soldier: 'a', fired: false, moved: false, reloadHalves: 0 } }, 'a')!.at(-1)).toBe('Acting now');
  });

  it('no such soldier: null', () => {
    expect(soldierLines(v, 'nobody')).toBeNull();
  });
});
