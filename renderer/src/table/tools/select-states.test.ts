/** The select tool's states as classes: each gesture enters and leaves cleanly, however it ends. */
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel, TerrainPiece } from '../../../../engine/games/combat-patrol/types';
import { Editor } from '../editor/editor';
import { ToolSet } from '../editor/tool-set';
import { editingTools } from './editing-set';
import type { SelectTool } from './select';
import { StateTool, ToolState } from './states';
import type { EditorApi } from './types';

const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});
const woods: TerrainPiece = {
  id: 'w', kind: 'woods', x: 30, y: 30, rotation: 0, closed: true, width: 0, props: {},
  points: [{ x: -2, y: -2 }, { x: 2, y: -2 }, { x: 2, y: 2 }, { x: -2, y: 2 }],
};
/** 1 inch = 10 px. */
function editor() {
  const ed = new Editor({ ...createScenario({ id: 's', name: 'S' }), models: [model('a', 10, 10), model('b', 20, 10)], terrain: [woods] }, { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  return { ed, select: ed.tools.get('select') as SelectTool };
}
const at = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
const key = (ed: Editor, k: string) => ed.key({ key: k, ctrl: false, shift: false, alt: false });

describe('select tool states', () => {
  it('every gesture goes idle -> its state -> idle, one state per kind of press', () => {
    const { ed, select } = editor();
    const gesture = (from: [number, number], to: [number, number], mods = {}) => {
      ed.pointerDown(at(...from), mods);
      ed.pointerMove(at(...to), mods);
      const during = select.state;
      ed.pointerUp(at(...to), mods);
      return during;
    };
    expect(gesture([10, 10], [11, 10])).toBe('moving');
    expect(gesture([11, 10], [11, 20], { alt: true })).toBe('rotating');
    expect(gesture([5, 40], [6, 41])).toBe('brushing');
    ed.select(['w']);
    expect(gesture([32, 32], [33, 33])).toBe('vertex'); // the woods' corner
    expect(gesture([34.2, 34.2], [36, 36])).toBe('resizing'); // its corner handle, 12 px out
    const knob = ed.toolView().handles!.handles.rotate!.at;
    expect(gesture([knob.x, knob.y], [knob.x + 3, knob.y])).toBe('turning');
    expect(select.state).toBe('idle');
    expect(select.transitions).toEqual([
      'idle>moving', 'moving>idle', 'idle>rotating', 'rotating>idle', 'idle>brushing', 'brushing>idle',
      'idle>vertex', 'vertex>idle', 'idle>resizing', 'resizing>idle', 'idle>turning', 'turning>idle',
    ]);
    // Five edits, five undo steps (the rubber band changed no document).
    let steps = 0;
    while (ed.undo()) steps++;
    expect(steps).toBe(5);
  });

  it('a gesture opens one undo mark on enter and, left by another tool mid-drag, closes it back on exit', () => {
    const { ed, select } = editor();
    ed.pointerDown(at(10, 10));
    expect(ed.history.inGesture).toBe(true);
    ed.pointerMove(at(15, 15));
    expect(ed.doc.models[0]).toMatchObject({ x: 15, y: 15 });
    ed.setTool('ruler');
    expect(select.state).toBe('idle');
    expect(select.transitions.at(-1)).toBe('moving>idle');
    expect(ed.history.inGesture).toBe(false);
    expect(ed.doc.models[0]).toMatchObject({ x: 10, y: 10 });
    expect(ed.history.canUndo).toBe(false);
  });

  it('brushing shows its box while it lasts; Escape leaves it with the box gone and the selection dropped', () => {
    const { ed, select } = editor();
    ed.select(['a']);
    ed.pointerDown(at(5, 5));
    ed.pointerMove(at(25, 15));
    expect(ed.toolView().rubber).toEqual({ from: { x: 5, y: 5 }, to: { x: 25, y: 15 } });
    expect(ed.session.selection).toEqual([]);
    key(ed, 'Escape');
    expect(select.state).toBe('idle');
    expect(ed.session.rubber).toBeNull();
    expect(ed.toolView().rubber).toBeUndefined();
    expect(ed.session.selection).toEqual([]);
  });

  it('what each state gives the stage: handles when idle on a piece, the dragged models lifted only while moving', () => {
    const { ed } = editor();
    ed.select(['w']);
    const idle = ed.toolView();
    expect(idle.handles?.handles.outline.id).toBe('w');
    expect(idle.lifted).toBeUndefined();
    ed.select(['a', 'b']);
    expect(ed.toolView()).toEqual({});
    ed.pointerDown(at(10, 10));
    ed.pointerMove(at(12, 10));
    expect(ed.toolView().lifted).toEqual(['a', 'b']);
    ed.pointerUp(at(12, 10));
    expect(ed.toolView().lifted).toBeUndefined();
  });

  it('a vertex dragged is picked on release (Delete then removes it), not on Escape', () => {
    const { ed, select } = editor();
    ed.select(['w']);
    ed.pointerDown(at(32, 32));
    ed.pointerMove(at(33, 33));
    key(ed, 'Escape');
    expect(select.transitions.at(-1)).toBe('vertex>idle');
    expect(ed.session.vertex).toBeNull();
    ed.pointerDown(at(32, 32));
    ed.pointerMove(at(33, 33));
    ed.pointerUp(at(33, 33));
    expect(ed.session.vertex).toEqual({ id: 'w', index: 2 });
    expect(ed.toolView().handles?.picked).toBe(2);
  });
});

describe('StateTool', () => {
  it('leaves the old state (exit) before entering the next (enter, with what it needs), and leaving the tool leaves its state', () => {
    const log: string[] = [];
    class A extends ToolState {
      readonly id = 'idle';
      override enter(): void { log.push('enter idle'); }
      override exit(): void { log.push('exit idle'); }
      override down(ed: EditorApi): void { tool.transition(ed, 'b', { n: 7 }); }
    }
    class B extends ToolState<{ n: number }> {
      readonly id = 'b';
      override enter(_ed: EditorApi, info: { n: number }): void { log.push(`enter b ${info.n}`); }
      override exit(): void { log.push('exit b'); }
    }
    class T extends StateTool<{ idle: A; b: B }> {
      readonly id = 't';
      readonly label = 'T';
      readonly shortcut = 'k';
      protected readonly states = { idle: new A(), b: new B() };
    }
    const tool = new T();
    const ed = new Editor(createScenario({ id: 's', name: 'S' }), { tools: new ToolSet([tool, ...editingTools().list.filter((t) => t.id === 'ruler')]) });
    ed.pointerDown({ x: 1, y: 1 });
    expect(tool.state).toBe('b');
    ed.setTool('ruler');
    expect(log).toEqual(['exit idle', 'enter b 7', 'exit b', 'enter idle']);
    expect(tool.state).toBe('idle');
  });
});
