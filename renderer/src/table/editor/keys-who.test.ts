import { describe, expect, it } from 'vitest';
import { editingTools } from '../tools/editing-set';
import { createScenario, newTerrainPiece } from '../../../../engine/games/combat-patrol/scenario';
import { runLosBatch } from '../../../../engine/geometry/los-batch';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { fitTable, scaleBar, toScreen, toWorld, zoomAt } from './camera';
import { addModels, addTerrain } from './document';
import { keyAction } from './keys';
import { losMatrixRequest, seenBy } from './who-sees';

const tools = editingTools();
const k = (key: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean } = {}) =>
  keyAction({ key, ctrl: !!mods.ctrl, shift: !!mods.shift, alt: !!mods.alt }, (letter) => tools.forKey(letter));

describe('shortcuts', () => {
  it('map keys to editor actions', () => {
    expect(k('V')).toEqual({ kind: 'tool', tool: 'select' });
    expect(k('l')).toEqual({ kind: 'tool', tool: 'los' });
    expect(k('q')).toEqual({ kind: 'rotate', degrees: -15 });
    expect(k('e')).toEqual({ kind: 'rotate', degrees: 15 });
    expect(k('z', { ctrl: true })).toEqual({ kind: 'undo' });
    expect(k('Z', { ctrl: true, shift: true })).toEqual({ kind: 'redo' });
    expect(k('y', { ctrl: true })).toEqual({ kind: 'redo' });
    expect(k('c', { ctrl: true })).toEqual({ kind: 'copy' });
    expect(k('v', { ctrl: true })).toEqual({ kind: 'paste' });
    expect(k('Delete')).toEqual({ kind: 'delete' });
    expect(k('Escape')).toEqual({ kind: 'escape' });
    expect(k('x')).toBeNull();
    expect(k('v', { alt: true })).toBeNull();
  });
});

describe('camera', () => {
  it('maps inches to pixels and back; zoom keeps the point under the pointer', () => {
    const cam = fitTable({ width: 48, height: 48 }, { width: 1000, height: 600 }, 20);
    expect(cam.zoom).toBeCloseTo(560 / 48, 9);
    const p = { x: 12.5, y: 30 };
    expect(toWorld(cam, toScreen(cam, p)).x).toBeCloseTo(12.5, 9);
    const z = zoomAt(cam, { x: 300, y: 200 }, 2);
    expect(toWorld(z, { x: 300, y: 200 }).x).toBeCloseTo(toWorld(cam, { x: 300, y: 200 }).x, 9);
    expect(scaleBar({ x: 0, y: 0, zoom: 10 }, 120)).toEqual({ inches: 12, px: 120 });
  });
});

describe('who can see whom', () => {
  it('reads the engine matrix for one side: a building hides one enemy', () => {
    const m = (id: string, side: 'US' | 'German', x: number, y: number): ScenarioModel => ({
      id, name: id, side, experience: 'regular', accuracy: 5, weaponId: 'kar98k', nco: false, medic: false, x, y, facing: 0, squadId: null,
    });
    const doc = addTerrain(
      addModels(createScenario({ id: 's', name: 'S' }), [m('us1', 'US', 5, 24), m('de1', 'German', 40, 24), m('de2', 'German', 40, 10)]),
      [newTerrainPiece('building', 'house', { x: 24, y: 24 })],
    );
    const { codes, size } = runLosBatch(losMatrixRequest(doc));
    expect([...seenBy(doc.models, codes, size, 'US')]).toEqual(['de2']);
    expect([...seenBy(doc.models, codes, size, 'German')]).toEqual(['us1']); // de2 sees him past the building's corner
    expect(seenBy(doc.models, codes, size - 1, 'US').size).toBe(0);
  });
});
