/** The select tool's handles, Q/E on a group, and the grenade tool with a thrower, driven through the Editor. */
import { describe, expect, it } from 'vitest';
import { editingTools } from './editing-set';
import { createScenario, pieceWorldPoints } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel, TerrainPiece } from '../../../../engine/games/combat-patrol/types';
import { Editor } from '../editor/editor';
import { computeOverlays } from '../editor/overlays';

const model = (id: string, x: number, y: number, extra: Partial<ScenarioModel> = {}): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null, ...extra,
});
const square: TerrainPiece = {
  id: 'w', kind: 'woods', x: 20, y: 20, rotation: 0, closed: true, width: 0, props: {},
  points: [{ x: -2, y: -2 }, { x: 2, y: -2 }, { x: 2, y: 2 }, { x: -2, y: 2 }],
};
const line: TerrainPiece = { id: 'l', kind: 'stone-wall', x: 30, y: 5, rotation: 0, closed: false, width: 0.5, props: {}, points: [{ x: -3, y: 0 }, { x: 3, y: 0 }] };

/** 1 inch = 10 px: resize handles sit 1.2 in outside the box, the rotate knob 3 in above it. */
function editor(models: ScenarioModel[] = []): Editor {
  const ed = new Editor({ ...createScenario({ id: 's', name: 'S' }), terrain: [square, line], models }, { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  return ed;
}
const at = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
const key = (ed: Editor, k: string) => ed.key({ key: k, ctrl: false, shift: false, alt: false });
const click = (ed: Editor, x: number, y: number, mods = {}) => {
  ed.pointerDown(at(x, y), mods);
  ed.pointerUp(at(x, y), mods);
};
function drag(ed: Editor, from: [number, number], to: [number, number], mods = {}) {
  ed.pointerDown(at(...from), mods);
  for (let i = 1; i <= 4; i++) ed.pointerMove(at(from[0] + ((to[0] - from[0]) * i) / 4, from[1] + ((to[1] - from[1]) * i) / 4), mods);
  ed.pointerUp(at(...to), mods);
}
const corners = (ed: Editor) => pieceWorldPoints(ed.doc.terrain[0]!).map((p) => ({ x: +p.x.toFixed(6), y: +p.y.toFixed(6) }));

describe('resize handles', () => {
  it('dragging a corner handle resizes the piece as one undo step', () => {
    const ed = editor();
    click(ed, 20, 20);
    expect(ed.session.selection).toEqual(['w']);
    drag(ed, [23.2, 23.2], [27.2, 24.2]);
    expect(corners(ed)).toEqual([{ x: 18, y: 18 }, { x: 26, y: 18 }, { x: 26, y: 23 }, { x: 18, y: 23 }]);
    expect(ed.tool.state).toBe('idle');
    ed.undo();
    expect(corners(ed)[2]).toEqual({ x: 22, y: 22 });
    expect(ed.history.canUndo).toBe(false);
  });

  it('Shift keeps the proportions; Escape mid-drag cancels with no undo step', () => {
    const ed = editor();
    click(ed, 20, 20);
    drag(ed, [23.2, 23.2], [27.2, 24.2], { shift: true });
    expect(corners(ed)[2]).toEqual({ x: 26, y: 26 });
    ed.undo();
    ed.pointerDown(at(23.2, 23.2));
    ed.pointerMove(at(30, 30));
    expect(ed.tool.state).toBe('resizing');
    key(ed, 'Escape');
    expect(ed.tool.state).toBe('idle');
    expect(corners(ed)[2]).toEqual({ x: 22, y: 22 });
    expect(ed.history.canUndo).toBe(false);
  });

  it('the rotate handle turns the piece about its centre', () => {
    const ed = editor();
    click(ed, 20, 20);
    drag(ed, [20, 13.8], [26.2, 20]);
    expect(ed.doc.terrain[0]!.rotation).toBeCloseTo(90, 6);
    expect(ed.doc.terrain[0]).toMatchObject({ x: 20, y: 20 });
    ed.undo();
    expect(ed.doc.terrain[0]!.rotation).toBe(0);
  });
});

describe('deployment zone handles', () => {
  it('a zone shows resize handles and "+" but no rotate knob; its top handle moves its top edge', () => {
    const ed = editor();
    ed.commit({ ...ed.doc, deploymentZones: [{ id: 'zone-1', side: 'US', label: 'US', points: [{ x: 0, y: 40 }, { x: 48, y: 40 }, { x: 48, y: 48 }, { x: 0, y: 48 }] }] });
    click(ed, 24, 44);
    expect(ed.session.selection).toEqual(['zone-1']);
    drag(ed, [24, 38.8], [24, 34.8]);
    expect(ed.doc.deploymentZones[0]!.points.map((p) => p.y)).toEqual([36, 36, 48, 48]);
    ed.undo();
    expect(ed.doc.deploymentZones[0]!.points.map((p) => p.y)).toEqual([40, 40, 48, 48]);
    // Where a knob would be, nothing: the press starts a rubber band instead.
    ed.pointerDown(at(24, 35.8));
    expect(ed.tool.state).toBe('brushing');
    key(ed, 'Escape');
  });

  it('Shift on the rotate knob snaps to 15 degrees', () => {
    const ed = editor();
    click(ed, 20, 20);
    drag(ed, [20, 13.8], [22, 14], { shift: true });
    expect(ed.doc.terrain[0]!.rotation % 15).toBe(0);
    expect(ed.doc.terrain[0]!.rotation).toBe(15);
  });
});

describe('vertices', () => {
  it('dragging a "+" adds a vertex there as one step; a click picks it and Delete removes it', () => {
    const ed = editor();
    click(ed, 20, 20);
    drag(ed, [20, 18], [20, 16]);
    expect(corners(ed)).toHaveLength(5);
    expect(corners(ed)[1]).toEqual({ x: 20, y: 16 });
    expect(ed.session.vertex).toEqual({ id: 'w', index: 1 });
    ed.undo();
    expect(corners(ed)).toHaveLength(4);
    click(ed, 22, 22);
    expect(ed.session.vertex).toEqual({ id: 'w', index: 2 });
    key(ed, 'Delete');
    expect(corners(ed)).toEqual([{ x: 18, y: 18 }, { x: 22, y: 18 }, { x: 18, y: 22 }]);
    expect(ed.session.selection).toEqual(['w']);
    ed.undo();
    expect(corners(ed)).toHaveLength(4);
  });

  it('refuses to take an area below 3 points or a line below 2, with a message', () => {
    const ed = editor();
    click(ed, 20, 20);
    click(ed, 18, 18);
    key(ed, 'Backspace');
    click(ed, 22, 18);
    key(ed, 'Delete');
    expect(corners(ed)).toHaveLength(3);
    expect(ed.note).toMatch(/needs at least 3 points/);
    expect(ed.doc.terrain[1]!.points).toHaveLength(2);
    click(ed, 30, 5);
    expect(ed.session.selection).toEqual(['l']);
    click(ed, 27, 5);
    key(ed, 'Delete');
    expect(ed.doc.terrain[1]!.points).toHaveLength(2);
    expect(ed.note).toMatch(/A line needs at least 2 points/);
    expect(ed.session.selection).toEqual(['l']);
  });

  it('a double-click on an edge adds a vertex at that spot; Escape drops the picked vertex first', () => {
    const ed = editor();
    click(ed, 30, 5);
    click(ed, 31, 5);
    click(ed, 31, 5, { double: true });
    expect(ed.doc.terrain[1]!.points.map((p) => p.x)).toEqual([-3, 1, 3]);
    expect(ed.session.vertex).toEqual({ id: 'l', index: 1 });
    key(ed, 'Escape');
    expect(ed.session.vertex).toBeNull();
    expect(ed.session.selection).toEqual(['l']);
    ed.undo();
    expect(ed.doc.terrain[1]!.points).toHaveLength(2);
  });
});

describe('Q / E on a group', () => {
  it('turns two models about their common centre, facings too, one step each', () => {
    const ed = editor([model('a', 10, 30), model('b', 16, 30, { facing: 90 })]);
    ed.select(['a', 'b']);
    key(ed, 'e');
    const rad = (15 * Math.PI) / 180;
    expect(ed.doc.models[0]!.x).toBeCloseTo(13 - 3 * Math.cos(rad), 9);
    expect(ed.doc.models[0]!.y).toBeCloseTo(30 - 3 * Math.sin(rad), 9);
    expect(ed.doc.models.map((m) => m.facing)).toEqual([15, 105]);
    key(ed, 'q');
    expect(ed.doc.models[0]!.x).toBeCloseTo(10, 9);
    ed.undo();
    ed.undo();
    expect(ed.doc.models.map((m) => [m.x, m.y, m.facing])).toEqual([[10, 30, 0], [16, 30, 90]]);
  });
});

describe('grenade tool with a thrower', () => {
  it('shows his 6 / 10 in bands, refuses a point beyond 10 in with a message and pins one within it', () => {
    const ed = editor([model('a', 10, 30), model('c', 10.5, 38), model('d', 40, 40)]);
    ed.select(['a']);
    key(ed, 'b');
    ed.pointerMove(at(10, 42));
    let o = computeOverlays(ed.doc, ed.session);
    expect(o.grenade).toMatchObject({ throwerId: 'a', optimum: 6, maximum: 10, carried: 2, target: { ok: false, band: 'out' } });
    expect(o.rings).toEqual([]);
    click(ed, 10, 42);
    expect(ed.tool.state).toBe('following');
    expect(ed.note).toBe("Not thrown: 12.0 in is beyond a's reach.");
    expect(computeOverlays(ed.doc, ed.session).grenade?.targetText).toBe('Out of throwing range: 12.0 in from a, a grenade reaches 10 in');
    click(ed, 10, 38);
    expect(ed.tool.state).toBe('pinned');
    o = computeOverlays(ed.doc, ed.session);
    expect(o.grenade?.target).toMatchObject({ ok: true, band: 'maximum', distance: 8 });
    expect(o.blast?.inside).toEqual(['c']);
    expect([...o.highlighted]).toEqual(['c']);
    expect(ed.history.canUndo).toBe(false);
  });

  it('exactly 10 in is in range; a man with no grenades throws nothing; with no thrower any point is pinned', () => {
    const ed = editor([model('a', 10, 30), model('m', 30, 30, { medic: true, grenades: 0 })]);
    ed.select(['a']);
    key(ed, 'b');
    click(ed, 20, 30);
    expect(ed.tool.state).toBe('pinned');
    key(ed, 'Escape');
    ed.select(['m']);
    click(ed, 45, 45);
    expect(ed.tool.state).toBe('pinned');
    expect(computeOverlays(ed.doc, ed.session).grenade).toBeNull();
  });
});
