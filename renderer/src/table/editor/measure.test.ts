import { describe, expect, it } from 'vitest';
import { editingTools } from '../tools/editing-set';
import { createScenario, newTerrainPiece } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { addModels, addTerrain } from './document';
import { Editor } from './editor';
import { computeOverlays } from './overlays';

const model = (id: string, x: number, y: number, weaponId = 'kar98k', facing = 0): ScenarioModel => ({
  id, name: id, side: 'German', experience: 'regular', accuracy: 5, weaponId, nco: false, medic: false, x, y, facing, squadId: null,
});

function editor(models: ScenarioModel[]): Editor {
  // A stone wall running north-south at x = 30, from y = 7 to y = 13.
  const doc = addTerrain(addModels(createScenario({ id: 's', name: 'S' }), models), [newTerrainPiece('stone-wall', 'wall-1', { x: 30, y: 10 }, 90)]);
  const ed = new Editor(doc, { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  return ed;
}
const at = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
const overlays = (ed: Editor) => computeOverlays(ed.doc, ed.session);
const click = (ed: Editor, x: number, y: number, mods = {}) => {
  ed.pointerDown(at(x, y), mods);
  ed.pointerUp(at(x, y), mods);
};
function drag(ed: Editor, from: [number, number], to: [number, number]) {
  ed.pointerDown(at(...from));
  for (let i = 1; i <= 5; i++) ed.pointerMove(at(from[0] + ((to[0] - from[0]) * i) / 5, from[1] + ((to[1] - from[1]) * i) / 5));
  ed.pointerUp(at(...to));
}

describe('ruler tool', () => {
  it('drag measures in inches and stays pinned; Escape clears', () => {
    const ed = editor([]);
    ed.setTool('ruler');
    ed.pointerDown(at(10, 10));
    ed.pointerMove(at(13, 14));
    expect(ed.tool.state).toBe('measuring');
    ed.pointerUp(at(13, 14));
    expect(ed.tool.state).toBe('pinned');
    expect(overlays(ed).ruler?.inches).toBeCloseTo(5, 12);
    ed.pointerMove(at(40, 40));
    expect(overlays(ed).ruler?.inches).toBeCloseTo(5, 12);
    ed.escape();
    expect(overlays(ed).ruler).toBeNull();
  });

  it('click, move, click measures too', () => {
    const ed = editor([]);
    ed.setTool('ruler');
    ed.pointerDown(at(0, 0));
    ed.pointerUp(at(0, 0));
    ed.pointerMove(at(6, 8));
    ed.pointerDown(at(6, 8));
    expect(ed.tool.state).toBe('pinned');
    expect(overlays(ed).ruler?.inches).toBe(10);
  });
});

describe('line of sight tool', () => {
  it('from the selected model to the pointer, then pinned on a model, with the engine reason', () => {
    const ed = editor([model('shooter', 10, 10), model('target', 31, 10)]);
    ed.select(['shooter']);
    ed.setTool('los');
    expect(ed.tool.state).toBe('aiming');
    ed.pointerMove(at(20, 10));
    expect(overlays(ed).los?.result.status).toBe('clear');
    ed.pointerMove(at(31.2, 10.1)); // near the target: snaps to it
    ed.pointerDown(at(31.2, 10.1));
    ed.pointerUp(at(31.2, 10.1));
    expect(ed.tool.state).toBe('pinned');
    const los = overlays(ed).los!;
    expect(los.targetName).toBe('target');
    expect(los.to).toEqual({ x: 31, y: 10 });
    expect(los.result.status).toBe('heavy');
    expect(los.result.reason).toContain('stone wall');
    expect(los.rangeText).toBe('21.0 in: Kar98k rifle at optimum range');
    ed.pointerMove(at(5, 5)); // pinned: the line stays
    expect(overlays(ed).los?.targetName).toBe('target');
    ed.escape();
    expect(ed.tool.state).toBe('aiming');
    ed.escape();
    expect(ed.tool.state).toBe('idle');
    expect(overlays(ed).los).toBeNull();
  });

  it('with nothing selected, the first click picks the shooter', () => {
    const ed = editor([model('a', 10, 10), model('b', 20, 20)]);
    ed.setTool('los');
    click(ed, 30, 30);
    expect(ed.tool.state).toBe('idle');
    click(ed, 10, 10);
    expect(ed.session.los?.shooterId).toBe('a');
    click(ed, 20, 20, { shift: true });
    expect(ed.session.los?.shooterId).toBe('b');
  });

  it('a drag answers from the model it starts on, whoever is selected, and each way gets its own answer', () => {
    const ed = editor([model('shooter', 10, 10), model('target', 31, 10)]);
    ed.select(['target']);
    ed.setTool('los');
    expect(ed.session.los?.shooterId).toBe('target');
    drag(ed, [10, 10], [31, 10]);
    expect(ed.tool.state).toBe('pinned');
    let los = overlays(ed).los!;
    expect([los.shooterName, los.targetName, los.result.status]).toEqual(['shooter', 'target', 'heavy']);
    expect(ed.session.selection).toEqual(['shooter']);
    drag(ed, [31, 10], [10, 10]);
    los = overlays(ed).los!;
    expect([los.shooterName, los.targetName, los.result.status]).toEqual(['target', 'shooter', 'clear']);
    // Escape in the middle of a drag drops it.
    ed.pointerDown(at(10, 10));
    ed.pointerMove(at(20, 10));
    expect(ed.tool.state).toBe('dragging');
    ed.escape();
    ed.pointerUp(at(20, 10));
    expect(ed.tool.state).toBe('idle');
    expect(overlays(ed).los).toBeNull();
  });
});

describe('templates', () => {
  it('a selected machine gun shows its 45 degree arc to optimum range and the models in it', () => {
    const ed = editor([model('mg', 10, 10, 'mg42', 0), model('in', 35, 12), model('edge-out', 41, 10), model('wide', 20, 20)]);
    ed.select(['mg']);
    const o = overlays(ed);
    expect(o.arcs).toHaveLength(1);
    expect(o.arcs[0]!.sector).toMatchObject({ spanDeg: 45, radius: 30, facingDeg: 0 });
    expect(o.arcs[0]!.inside).toEqual(['in']);
    expect([...o.highlighted]).toEqual(['in']);
    expect(o.rings[0]).toMatchObject({ optimum: 30, maximum: 60, weaponName: 'MG42' });
    // Turning the gun (E = +15 degrees, three times) swings the arc onto the wide man.
    for (let i = 0; i < 3; i++) ed.key({ key: 'e', ctrl: false, shift: false, alt: false });
    expect(overlays(ed).arcs[0]!.inside).toEqual(['wide']);
  });

  it('the grenade blast follows the pointer, pins on click, and lists who it catches', () => {
    const ed = editor([model('a', 10, 10), model('b', 11.4, 10), model('c', 11.6, 10)]);
    ed.setTool('blast');
    ed.pointerMove(at(10, 10));
    expect(overlays(ed).blast?.inside).toEqual(['a', 'b']);
    ed.pointerDown(at(40, 40));
    ed.pointerMove(at(10, 10));
    expect(overlays(ed).blast?.inside).toEqual([]);
    ed.escape();
    expect(overlays(ed).blast).toBeNull();
  });
});
