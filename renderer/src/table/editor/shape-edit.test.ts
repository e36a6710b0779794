import { describe, expect, it } from 'vitest';
import { pieceWorldPoints } from '../../../../engine/games/combat-patrol/scenario';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import type { Scenario, ScenarioModel, TerrainPiece } from '../../../../engine/games/combat-patrol/types';
import { groupCentre, insertVertex, MIN_SIZE, moveVertex, removeVertex, resizeByHandle, rotateGroup } from './shape-edit';

const model = (id: string, x: number, y: number, facing = 0): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing, squadId: null,
});
const square = (id: string, x: number, y: number, rotation = 0): TerrainPiece => ({
  id, kind: 'woods', x, y, rotation, closed: true, width: 0, props: {},
  points: [{ x: -2, y: -2 }, { x: 2, y: -2 }, { x: 2, y: 2 }, { x: -2, y: 2 }],
});
const wall = (id: string, x: number, y: number): TerrainPiece => ({
  id, kind: 'stone-wall', x, y, rotation: 0, closed: false, width: 0.5, props: {}, points: [{ x: -3, y: 0 }, { x: 3, y: 0 }],
});
function doc(terrain: TerrainPiece[] = [], models: ScenarioModel[] = []): Scenario {
  return {
    ...createScenario({ id: 's', name: 'S' }), terrain, models,
    deploymentZones: [{ id: 'zone-1', side: 'US', label: 'US', points: [{ x: 0, y: 40 }, { x: 48, y: 40 }, { x: 48, y: 48 }, { x: 0, y: 48 }] }],
  };
}
const near = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('resize by a handle', () => {
  it('a corner handle stretches each axis to the pointer, the opposite corner staying put', () => {
    const d = resizeByHandle(doc([square('w', 20, 20)]), 'w', { hx: 1, hy: 1 }, { x: 26, y: 23 }, false);
    const pts = pieceWorldPoints(d.terrain[0]!);
    near(pts[0]!, { x: 18, y: 18 });
    near(pts[2]!, { x: 26, y: 23 });
    expect(validateScenario(d).ok).toBe(true);
  });

  it('Shift keeps the proportions (the larger stretch wins)', () => {
    const d = resizeByHandle(doc([square('w', 20, 20)]), 'w', { hx: 1, hy: 1 }, { x: 26, y: 23 }, true);
    const pts = pieceWorldPoints(d.terrain[0]!);
    near(pts[0]!, { x: 18, y: 18 });
    near(pts[2]!, { x: 26, y: 26 });
  });

  it('a side handle stretches one axis only; with Shift both, about the far side', () => {
    const base = doc([square('w', 20, 20)]);
    const plain = pieceWorldPoints(resizeByHandle(base, 'w', { hx: -1, hy: 0 }, { x: 14, y: 40 }, false).terrain[0]!);
    near(plain[0]!, { x: 14, y: 18 });
    near(plain[2]!, { x: 22, y: 22 });
    const kept = pieceWorldPoints(resizeByHandle(base, 'w', { hx: -1, hy: 0 }, { x: 14, y: 40 }, true).terrain[0]!);
    near(kept[0]!, { x: 14, y: 16 });
    near(kept[2]!, { x: 22, y: 24 });
  });

  it('works in the piece\'s own frame when it is turned, and measures past the handle padding', () => {
    const d = resizeByHandle(doc([square('w', 20, 20, 90)]), 'w', { hx: 1, hy: 0 }, { x: 20, y: 27 }, false, 1);
    // Turned 90 degrees, local +x points down the table: the far side moves to y = 27 - 1 (the pad).
    const ys = pieceWorldPoints(d.terrain[0]!).map((p) => p.y);
    expect(Math.max(...ys)).toBeCloseTo(26, 9);
    expect(Math.min(...ys)).toBeCloseTo(18, 9);
  });

  it('never flips nor shrinks below the minimum size; a line keeps its width', () => {
    const d = resizeByHandle(doc([wall('w', 20, 20)]), 'w', { hx: 1, hy: 0 }, { x: 5, y: 20 }, false);
    const t = d.terrain[0]!;
    expect(t.points[1]!.x - t.points[0]!.x).toBeCloseTo(MIN_SIZE, 9);
    expect(t.width).toBe(0.5);
    // A straight wall has no height to scale: a top handle leaves it alone.
    expect(resizeByHandle(d, 'w', { hx: 0, hy: -1 }, { x: 20, y: 10 }, false)).toBe(d);
  });

  it('resizes a deployment zone (table points)', () => {
    const d = resizeByHandle(doc(), 'zone-1', { hx: 0, hy: -1 }, { x: 10, y: 36 }, false);
    expect(d.deploymentZones[0]!.points.map((p) => p.y)).toEqual([36, 36, 48, 48]);
  });
});

describe('vertices', () => {
  it('adds a vertex where asked and moves it; zones too', () => {
    const d = insertVertex(doc([square('w', 20, 20)]), 'w', 1, { x: 20, y: 17 });
    expect(pieceWorldPoints(d.terrain[0]!)).toHaveLength(5);
    near(pieceWorldPoints(d.terrain[0]!)[1]!, { x: 20, y: 17 });
    const z = moveVertex(insertVertex(d, 'zone-1', 1, { x: 24, y: 40 }), 'zone-1', 1, { x: 24, y: 38 });
    expect(z.deploymentZones[0]!.points[1]).toEqual({ x: 24, y: 38 });
    expect(validateScenario(z).ok).toBe(true);
  });

  it('removes a vertex, but an area keeps 3 points and a line 2 (refused with a message, nothing changes)', () => {
    const d0 = doc([square('w', 20, 20), wall('l', 10, 10)]);
    const r = removeVertex(d0, 'w', 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.doc.terrain[0]!.points).toHaveLength(3);
    const refused = removeVertex(r.doc, 'w', 0);
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/at least 3 points/) });
    const line = removeVertex(d0, 'l', 0);
    expect(line).toEqual({ ok: false, message: expect.stringMatching(/A line needs at least 2 points/) });
    const z = removeVertex(d0, 'zone-1', 2);
    expect(z.ok && z.doc.deploymentZones[0]!.points).toHaveLength(3);
    if (z.ok) expect(removeVertex(z.doc, 'zone-1', 0)).toEqual({ ok: false, message: expect.stringMatching(/deployment zone needs at least 3/) });
  });
});

describe('turning a group', () => {
  it('two models turn about their common centre and their facings turn too', () => {
    const d = rotateGroup(doc([], [model('a', 10, 20, 0), model('b', 20, 20, 90)]), ['a', 'b'], 90);
    expect(groupCentre(d, ['a', 'b'])).toEqual({ x: 15, y: 20 });
    near(d.models[0]!, { x: 15, y: 15 });
    near(d.models[1]!, { x: 15, y: 25 });
    expect(d.models.map((m) => m.facing)).toEqual([90, 180]);
  });

  it('one model turns on the spot; a piece turns about its own centre; models stay on the table', () => {
    const one = rotateGroup(doc([], [model('a', 10, 20, 350)]), ['a'], 15);
    expect(one.models[0]).toMatchObject({ x: 10, y: 20, facing: 5 });
    const p = rotateGroup(doc([{ ...square('w', 20, 20), points: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }] }]), ['w'], 90);
    const pts = pieceWorldPoints(p.terrain[0]!);
    near(pts[0]!, { x: 24, y: 20 });
    expect(p.terrain[0]!.rotation).toBe(90);
    // Turned off the top edge, the pair is shifted back on together: still 46 in apart.
    const edge = rotateGroup(doc([], [model('a', 1, 20), model('b', 47, 20)]), ['a', 'b'], 90);
    near(edge.models[0]!, { x: 24, y: 0 });
    near(edge.models[1]!, { x: 24, y: 46 });
  });
});
