import { describe, expect, it } from 'vitest';
import { createScenario, newTerrainPiece, pieceWorldPoints } from '../../../../engine/games/combat-patrol/scenario';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import {
  addModels, addTerrain, copyItems, deleteItems, freshId, moveItems, pasteItems, rotateItems, scaleTerrain, setVertex, updateModel,
} from './document';

const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});

const base = () => addTerrain(addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10), model('b', 20, 20)]), [newTerrainPiece('stone-wall', 'wall-1', { x: 24, y: 24 })]);

describe('document commands', () => {
  it('never change the document they are given and keep untouched lists', () => {
    const doc = base();
    const snapshot = JSON.stringify(doc);
    const moved = moveItems(doc, ['a'], { x: 1, y: 2 });
    expect(JSON.stringify(doc)).toBe(snapshot);
    expect(moved.models.find((m) => m.id === 'a')).toMatchObject({ x: 11, y: 12 });
    expect(moved.terrain).toBe(doc.terrain);
    expect(moved.models[1]).toBe(doc.models[1]);
  });

  it('keep models on the table when moved past its edge: the group stops there together', () => {
    const moved = moveItems(base(), ['a', 'wall-1'], { x: -50, y: 100 });
    expect(moved.models[0]).toMatchObject({ x: 0, y: 48 });
    // The wall moved with him, by the same (shortened) step.
    const wall = base().terrain[0]!;
    expect(moved.terrain[0]).toMatchObject({ x: wall.x - 10, y: wall.y + 38 });
    expect(validateScenario(moved).ok).toBe(true);
  });

  it('a column pushed against an edge keeps its spacing instead of piling up on one point', () => {
    const doc = { ...base(), models: [0, 1, 2, 3].map((k) => ({ ...base().models[0]!, id: `c${k}`, x: 30, y: 4 + 2 * k })) };
    const moved = moveItems(doc, ['c0', 'c1', 'c2', 'c3'], { x: 0, y: -20 });
    expect(moved.models.map((m) => m.y)).toEqual([0, 2, 4, 6]);
  });

  it('rotate facings and pieces, staying within the validator bounds', () => {
    let doc = base();
    for (let i = 0; i < 100; i++) doc = rotateItems(doc, ['a', 'wall-1'], 15);
    expect(doc.models[0]!.facing).toBe(1500 % 360);
    expect(doc.terrain[0]!.rotation).toBe(1500 % 360);
    expect(validateScenario(doc).ok).toBe(true);
  });

  it('delete models and pieces', () => {
    const doc = deleteItems(base(), ['a', 'wall-1']);
    expect(doc.models.map((m) => m.id)).toEqual(['b']);
    expect(doc.terrain).toEqual([]);
  });

  it('move one vertex to a world point, whatever the piece rotation', () => {
    const doc = rotateItems(base(), ['wall-1'], 90);
    const edited = setVertex(doc, 'wall-1', 1, { x: 30, y: 30 });
    const pts = pieceWorldPoints(edited.terrain[0]!);
    expect(pts[1]!.x).toBeCloseTo(30, 9);
    expect(pts[1]!.y).toBeCloseTo(30, 9);
    expect(pts[0]).toEqual(pieceWorldPoints(doc.terrain[0]!)[0]);
  });

  it('resize a piece about its origin', () => {
    const doc = scaleTerrain(base(), 'wall-1', 2);
    expect(doc.terrain[0]!.points).toEqual([{ x: -6, y: 0 }, { x: 6, y: 0 }]);
    expect(scaleTerrain(base(), 'wall-1', 0)).toEqual(base());
  });

  it('update a model from the properties panel, position clamped', () => {
    const doc = updateModel(base(), 'a', { name: 'Sgt Kowalski', nco: true, weaponId: 'thompson', x: 99 });
    expect(doc.models[0]).toMatchObject({ name: 'Sgt Kowalski', nco: true, weaponId: 'thompson', x: 48 });
  });

  it('paste copies with fresh ids, offset, and valid', () => {
    const doc = base();
    const clip = copyItems(doc, ['a', 'wall-1']);
    const { doc: pasted, ids } = pasteItems(doc, clip, { x: 1, y: 1 });
    expect(ids).toEqual(['a-1', 'wall-2']);
    expect(pasted.models.find((m) => m.id === 'a-1')).toMatchObject({ x: 11, y: 11 });
    expect(pasted.terrain.find((t) => t.id === 'wall-2')).toMatchObject({ x: 25, y: 25 });
    expect(validateScenario(pasted).ok).toBe(true);
  });

  it('fresh ids skip those in use', () => {
    expect(freshId(new Set(['us-1', 'us-2']), 'us')).toBe('us-3');
  });
});
