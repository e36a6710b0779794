import { describe, expect, it } from 'vitest';
import { editingTools } from '../tools/editing-set';
import { createScenario, newTerrainPiece, pieceWorldPoints } from '../../../../engine/games/combat-patrol/scenario';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { addModels, addTerrain } from './document';
import { Editor } from './editor';

const model = (id: string, x: number, y: number, weaponId = 'm1-garand'): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId, nco: false, medic: false, x, y, facing: 0, squadId: null,
});

/** An editor whose camera maps 1 inch to 10 px with the table at the origin: screen = 10 * inches. */
function editor(models: ScenarioModel[] = [], terrain = [newTerrainPiece('stone-wall', 'wall-1', { x: 24, y: 30 })]): Editor {
  const ed = new Editor(addTerrain(addModels(createScenario({ id: 's', name: 'S' }), models), terrain), { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  return ed;
}
const at = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
const key = (ed: Editor, k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) => ed.key({ key: k, ctrl: !!mods.ctrl, shift: !!mods.shift, alt: false });
function drag(ed: Editor, from: [number, number], to: [number, number], steps = 5, mods = {}) {
  ed.pointerDown(at(...from), mods);
  for (let i = 1; i <= steps; i++) ed.pointerMove(at(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps), mods);
  ed.pointerUp(at(...to), mods);
}

describe('select tool', () => {
  it('drags a model as one undo step; undo and redo', () => {
    const ed = editor([model('a', 10, 10)]);
    drag(ed, [10, 10], [15, 12], 10);
    expect(ed.doc.models[0]).toMatchObject({ x: 15, y: 12 });
    expect(ed.session.selection).toEqual(['a']);
    expect(ed.undo()).toBe(true);
    expect(ed.doc.models[0]).toMatchObject({ x: 10, y: 10 });
    expect(ed.undo()).toBe(false);
    ed.redo();
    expect(ed.doc.models[0]).toMatchObject({ x: 15, y: 12 });
  });

  it('every pointer move tells the pointer\'s listeners where it is, and wakes no subscriber when nothing else changed', () => {
    const ed = editor([model('a', 10, 10)]);
    const told: Array<{ x: number; y: number } | null> = [];
    let woken = 0;
    ed.onPointer((p) => told.push(p && { ...p }));
    ed.subscribe(() => woken++);
    // Over empty table: the hover stays null, the tool idle.
    ed.pointerMove(at(30, 30));
    ed.pointerMove(at(31, 30));
    ed.pointerMove(at(31, 30)); // the same place: nothing new to tell
    expect(told).toEqual([{ x: 30, y: 30 }, { x: 31, y: 30 }]);
    expect(ed.inputs.pointer).toEqual({ x: 31, y: 30 });
    expect(woken).toBe(0);
    // Onto a model: the hover changes, so subscribers hear of it too.
    ed.pointerMove(at(10, 10));
    expect(told.at(-1)).toEqual({ x: 10, y: 10 });
    expect(woken).toBe(1);
    ed.pointerLeave();
    expect(told.at(-1)).toBeNull();
  });

  it('Escape during a drag puts everything back, with no undo step', () => {
    const ed = editor([model('a', 10, 10)]);
    ed.pointerDown(at(10, 10));
    ed.pointerMove(at(20, 20));
    expect(ed.tool.state).toBe('moving');
    key(ed, 'Escape');
    expect(ed.tool.state).toBe('idle');
    expect(ed.doc.models[0]).toMatchObject({ x: 10, y: 10 });
    expect(ed.history.canUndo).toBe(false);
  });

  it('shift-click adds to the selection; the rubber band selects what it encloses', () => {
    const ed = editor([model('a', 10, 10), model('b', 20, 10), model('c', 40, 40)]);
    ed.pointerDown(at(10, 10));
    ed.pointerUp(at(10, 10));
    ed.pointerDown(at(20, 10), { shift: true });
    ed.pointerUp(at(20, 10), { shift: true });
    expect(ed.session.selection).toEqual(['a', 'b']);
    drag(ed, [5, 5], [25, 35]);
    expect(ed.session.selection.sort()).toEqual(['a', 'b', 'wall-1']);
    expect(ed.session.rubber).toBeNull();
    drag(ed, [35, 35], [45, 45], 3, { shift: true });
    expect(ed.session.selection.sort()).toEqual(['a', 'b', 'c', 'wall-1']);
  });

  it('moves several selected items together', () => {
    const ed = editor([model('a', 10, 10), model('b', 20, 10)]);
    ed.select(['a', 'b', 'wall-1']);
    drag(ed, [20, 10], [22, 13]);
    expect(ed.doc.models.map((m) => [m.x, m.y])).toEqual([[12, 13], [22, 13]]);
    expect(ed.doc.terrain[0]).toMatchObject({ x: 26, y: 33 });
  });

  it('drags a vertex of the selected piece (edit point by point)', () => {
    const ed = editor();
    ed.select(['wall-1']);
    drag(ed, [27, 30], [27, 35]); // the wall's right end is at (27, 30)
    const pts = pieceWorldPoints(ed.doc.terrain[0]!);
    expect(pts[1]!.x).toBeCloseTo(27, 9);
    expect(pts[1]!.y).toBeCloseTo(35, 9);
    expect(ed.doc.terrain[0]).toMatchObject({ x: 24, y: 30 });
  });

  it('Alt-drag turns a model toward the pointer', () => {
    const ed = editor([model('a', 10, 10)]);
    drag(ed, [10, 10], [10, 20], 3, { alt: true });
    expect(ed.doc.models[0]!.facing).toBe(90);
    expect(ed.doc.models[0]).toMatchObject({ x: 10, y: 10 });
  });
});

describe('keyboard', () => {
  it('Q and E rotate by 15 degrees, Delete removes, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y', () => {
    const ed = editor([model('a', 10, 10), model('b', 20, 10)]);
    ed.select(['a']);
    key(ed, 'e');
    key(ed, 'e');
    key(ed, 'q');
    expect(ed.doc.models[0]!.facing).toBe(15);
    key(ed, 'Delete');
    expect(ed.doc.models.map((m) => m.id)).toEqual(['b']);
    expect(ed.session.selection).toEqual([]);
    key(ed, 'z', { ctrl: true });
    expect(ed.doc.models.map((m) => m.id)).toEqual(['a', 'b']);
    key(ed, 'Z', { ctrl: true, shift: true });
    expect(ed.doc.models.map((m) => m.id)).toEqual(['b']);
    key(ed, 'z', { ctrl: true });
    key(ed, 'y', { ctrl: true });
    expect(ed.doc.models.map((m) => m.id)).toEqual(['b']);
  });

  it('Ctrl+C, Ctrl+V pastes copies one inch on, selected, each paste further on', () => {
    const ed = editor([model('a', 10, 10)]);
    ed.select(['a', 'wall-1']);
    key(ed, 'c', { ctrl: true });
    key(ed, 'v', { ctrl: true });
    expect(ed.session.selection).toEqual(['a-1', 'wall-2']);
    key(ed, 'v', { ctrl: true });
    expect(ed.doc.models.map((m) => [m.id, m.x])).toEqual([['a', 10], ['a-1', 11], ['a-2', 12]]);
    expect(validateScenario(ed.doc).ok).toBe(true);
  });

  it('tool keys switch tools; Escape goes back to select', () => {
    const ed = editor();
    for (const [k, t] of [['m', 'model'], ['s', 'squad'], ['t', 'terrain'], ['r', 'ruler'], ['l', 'los'], ['v', 'select']] as const) {
      key(ed, k);
      expect(ed.session.tool).toBe(t);
    }
    key(ed, 'r');
    key(ed, 'Escape');
    expect(ed.session.tool).toBe('select');
  });

  it('space-drag and middle-drag pan the camera without touching the document', () => {
    const ed = editor([model('a', 10, 10)]);
    ed.setSpaceHeld(true);
    drag(ed, [10, 10], [20, 10]);
    expect(ed.session.camera.x).toBe(100);
    ed.setSpaceHeld(false);
    drag(ed, [0, 0], [0, 5], 2, { button: 1 });
    expect(ed.session.camera.y).toBe(50);
    expect(ed.doc.models[0]).toMatchObject({ x: 10, y: 10 });
  });
});

describe('placing tools', () => {
  it('model tool places one model where clicked, selected; one undo step', () => {
    const ed = editor();
    ed.setTool('model');
    ed.pointerDown(at(5, 6));
    ed.pointerUp(at(5, 6));
    expect(ed.doc.models).toHaveLength(1);
    expect(ed.doc.models[0]).toMatchObject({ id: 'us-1', side: 'US', x: 5, y: 6, facing: 270, accuracy: 5 });
    expect(ed.session.selection).toEqual(['us-1']);
    ed.undo();
    expect(ed.doc.models).toHaveLength(0);
  });

  it('squad tool: press for the leader, drag to face, release; Escape while aiming places nothing', () => {
    const ed = editor();
    ed.setTool('squad');
    ed.setSession({ placing: { ...ed.session.placing, formation: 'column' } });
    drag(ed, [24, 20], [24, 10]);
    expect(ed.doc.models).toHaveLength(12);
    expect(ed.doc.models[0]).toMatchObject({ x: 24, y: 20, facing: 270, nco: true, squadId: 'squad-1', grenades: 2 });
    expect(ed.doc.models[1]).toMatchObject({ x: 24, y: 22 });
    ed.pointerDown(at(10, 10));
    expect(ed.tool.state).toBe('aiming');
    key(ed, 'Escape');
    ed.pointerUp(at(10, 20));
    expect(ed.doc.models).toHaveLength(12);
    expect(validateScenario(ed.doc).ok).toBe(true);
  });

  it('terrain tool stamps the chosen library piece', () => {
    const ed = editor([], []);
    ed.setTool('terrain');
    ed.setSession({ placing: { ...ed.session.placing, terrainKind: 'woods' } });
    ed.pointerDown(at(12, 12));
    expect(ed.doc.terrain[0]).toMatchObject({ id: 'woods-1', kind: 'woods', closed: true, x: 12, y: 12 });
  });

  it('draw tool: clicks add points, Backspace takes one back, Enter finishes, Escape drops', () => {
    const ed = editor([], []);
    ed.setTool('draw');
    ed.setSession({ placing: { ...ed.session.placing, terrainKind: 'building' } });
    for (const p of [[0, 0], [10, 0], [10, 10], [99, 99]] as const) ed.pointerDown(at(...p));
    key(ed, 'Backspace');
    ed.pointerDown(at(0, 10));
    expect(ed.session.draft).toHaveLength(4);
    key(ed, 'Enter');
    expect(ed.doc.terrain).toHaveLength(1);
    expect(pieceWorldPoints(ed.doc.terrain[0]!)).toEqual([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]);
    ed.pointerDown(at(20, 20));
    ed.pointerDown(at(30, 20));
    key(ed, 'Escape');
    expect(ed.session.draft).toBeNull();
    expect(ed.doc.terrain).toHaveLength(1);
    ed.setSession({ placing: { ...ed.session.placing, terrainKind: 'hedge' } });
    ed.pointerDown(at(20, 20));
    ed.pointerDown(at(30, 20), { double: true });
    expect(ed.doc.terrain).toHaveLength(1); // a double click with one point: no line yet
    ed.pointerDown(at(20, 20));
    ed.pointerDown(at(30, 20));
    ed.pointerDown(at(30, 20), { double: true });
    expect(ed.doc.terrain[1]).toMatchObject({ kind: 'hedge', closed: false, width: 0.75, x: 25, y: 20 });
  });

  it('zone and objective tools', () => {
    const ed = editor([], []);
    ed.setTool('zone');
    for (const p of [[0, 0], [48, 0], [48, 6], [0, 6]] as const) ed.pointerDown(at(...p));
    ed.pointerDown(at(0.1, 0.1)); // clicking the first point closes it
    expect(ed.doc.deploymentZones[0]).toMatchObject({ id: 'zone-1', side: 'US' });
    ed.setTool('objective');
    ed.pointerDown(at(24, 24));
    expect(ed.doc.objectives[0]).toMatchObject({ id: 'objective-1', name: 'Objective 1', x: 24, y: 24 });
    expect(validateScenario(ed.doc).ok).toBe(true);
  });
});
