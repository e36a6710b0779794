import { describe, expect, it } from 'vitest';
import { combatPatrol } from '../../../../engine/games/combat-patrol/battle/definition';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import { battle, de, table, us } from '../../../../engine/games/combat-patrol/testing';
import { actionLabel, activatable, arcWeapon, canDeploy, moveKinds, shotAt, soldierChoices, waitingWords } from './choices';
import { rect } from '../../../../engine/games/combat-patrol/testing';

const s = battle(table({ models: [us('a', 10, 10, { name: 'Able' }), us('b', 10, 14), de('g', 20, 10, { name: 'Gustav' }), de('gun', 30, 30, { weapon: 'mg42' })], terrain: [], battle: { firstMove: 'US' } }));
const v = viewOf(s, 0);
const legal = combatPatrol.legalActions(s, 0);
const templates = combatPatrol.templates(s, 0);

describe('the seat choices on the play screen', () => {
  it('a soldier gets his own choices, numbered for the keys, in words', () => {
    const cs = soldierChoices(v, legal, 'a');
    expect(cs.length).toBeGreaterThan(0);
    expect(cs.every((c) => (c.action as { soldier?: string }).soldier === 'a')).toBe(true);
    expect(cs[0]!.key).toBe('1');
    expect(cs.map((c) => c.label)).toContain('Fire the M1 Garand rifle at Gustav');
    expect(cs.map((c) => c.label)).toContain('Throw a grenade (Hand grenade) at Gustav');
    expect(cs.map((c) => c.label)).toContain('Hold (Snap Fire later this turn)');
  });

  it('who may act, and what a drag can do for him (Combat and Run Moves with their allowances)', () => {
    expect([...activatable(legal, templates)].sort()).toEqual(['a', 'b']);
    expect(moveKinds(templates, 'a').map((m) => [m.kind, m.maxLength])).toEqual([['move', s.rules.combatMove], ['run', s.rules.runMove]]);
    expect(moveKinds(templates, 'g')).toEqual([]);
    expect(arcWeapon(templates, 'a')).toBeNull();
  });

  it('hovering an enemy previews the first aimed shot at him', () => {
    expect(shotAt(legal, 'a', 'g')).toMatchObject({ type: 'fire', soldier: 'a', target: 'g' });
    expect(shotAt(legal, 'a', 'b')).toBeNull();
  });

  it('tells a screen whose turn it is not which side the battle waits for, and for what', () => {
    expect(waitingWords(v, ['US', 'German'])).toBe('Waiting for the US side to activate a soldier.');
    expect(waitingWords({ ...v, phase: 'deploy', deploying: 'German' }, ['US', 'German'])).toBe('Waiting for the German side to deploy.');
    expect(waitingWords({ ...v, question: { ...({} as NonNullable<typeof v.question>), seat: 1 } }, ['US', 'German'])).toBe('Waiting for the German side to decide.');
    expect(waitingWords({ ...v, toAct: null }, ['US', 'German'])).toBe('Waiting for the other side.');
  });

  it('labels for answers and arcs', () => {
    expect(actionLabel(v, { type: 'scatter', bearing: 90 })).toBe('E (90°)');
    expect(actionLabel(v, { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 270 })).toMatch(/arc, bearing 270°/);
    expect(actionLabel(v, { type: 'scatter', bearing: 359 })).toBe('N (359°)');
  });

  it('deploying in zones: the side placing may drag its men, the other may not', () => {
    const zone = (side: 'US' | 'German', y0: number, y1: number) => ({ id: `z-${side}`, side, label: side, points: rect(0, y0, 48, y1) });
    const d = battle(table({ models: [us('a', 10, 44), de('x', 10, 4)], deploymentZones: [zone('US', 40, 48), zone('German', 0, 8)], battle: { deployment: 'zones', deployFirst: 'German' } }));
    expect(canDeploy(combatPatrol.templates(d, 1), 'x')).toBe(true);
    expect(canDeploy(combatPatrol.templates(d, 1), 'a')).toBe(false);
    expect(canDeploy(combatPatrol.templates(d, 0), 'a')).toBe(false);
  });
});
