/**
 * Every editing tool is a state machine of state classes (states.ts), like the select tool: its
 * gestures go through named states, and however a gesture is left (release, Escape, Backspace,
 * another tool) the tool is idle and nothing it drew stays on the table.
 */
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { Editor } from '../editor/editor';
import { editingTools } from './editing-set';
import { StateTool } from './states';

const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});
/** 1 inch = 10 px. */
function editor() {
  const ed = new Editor({ ...createScenario({ id: 's', name: 'S' }), models: [model('a', 10, 10), model('b', 20, 10)] }, { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  return ed;
}
const at = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
const key = (ed: Editor, k: string) => ed.key({ key: k, ctrl: false, shift: false, alt: false });
const transitions = (ed: Editor, id: string) => (ed.tools.get(id) as StateTool<never>).transitions;
/** What a tool leaves in the session while a gesture is under way. */
const traces = (ed: Editor) => ({ draft: ed.session.draft, squadAnchor: ed.session.squadAnchor, ruler: ed.session.ruler, los: ed.session.los, blast: ed.session.blast });
const clean = { draft: null, squadAnchor: null, ruler: null, los: null, blast: null };

describe('editing tools as state machines', () => {
  it('every tool of the editing set is made of state classes', () => {
    for (const t of editingTools().list) expect(t, t.id).toBeInstanceOf(StateTool);
  });

  it('squad: idle -> aiming on the press, back to idle on the release with the squad placed', () => {
    const ed = editor();
    ed.setTool('squad');
    ed.pointerDown(at(30, 30));
    expect(ed.tool.state).toBe('aiming');
    expect(ed.toolView().ghosts?.length).toBeGreaterThan(0);
    ed.pointerMove(at(30, 20));
    ed.pointerUp(at(30, 20));
    expect(ed.tool.state).toBe('idle');
    expect(ed.doc.models.length).toBeGreaterThan(2);
    expect(transitions(ed, 'squad')).toEqual(['idle>aiming', 'aiming>idle']);
    expect(traces(ed)).toEqual(clean);
  });

  it('drawing: points, Backspace back to none leaves the drawing; Enter makes the shape', () => {
    const ed = editor();
    ed.setTool('zone');
    ed.pointerDown(at(5, 5));
    ed.pointerUp(at(5, 5));
    expect(ed.tool.state).toBe('drawing');
    expect(key(ed, 'Backspace')).toBe(true);
    expect(ed.tool.state).toBe('idle');
    expect(traces(ed)).toEqual(clean);
    for (const [x, y] of [[5, 5], [15, 5], [15, 15]] as const) {
      ed.pointerDown(at(x, y));
      ed.pointerUp(at(x, y));
    }
    key(ed, 'Enter');
    expect(ed.tool.state).toBe('idle');
    expect(ed.doc.deploymentZones.at(-1)?.points).toHaveLength(3);
    expect(transitions(ed, 'zone')).toEqual(['idle>drawing', 'drawing>idle', 'idle>drawing', 'drawing>idle']);
  });

  it('a gesture left for another tool, by key, leaves the tool idle and nothing of it on the table', () => {
    const gestures: [string, (ed: Editor) => void][] = [
      ['squad', (ed) => ed.pointerDown(at(30, 30))],
      ['draw', (ed) => { ed.pointerDown(at(5, 5)); ed.pointerUp(at(5, 5)); ed.pointerDown(at(9, 5)); ed.pointerUp(at(9, 5)); }],
      ['ruler', (ed) => { ed.pointerDown(at(5, 5)); ed.pointerMove(at(25, 5)); }],
      ['los', (ed) => { ed.pointerDown(at(10, 10)); ed.pointerMove(at(30, 30)); }],
      ['blast', (ed) => ed.pointerMove(at(25, 25))],
    ];
    for (const [id, gesture] of gestures) {
      const ed = editor();
      ed.setTool(id);
      gesture(ed);
      expect(ed.tool.state, id).not.toBe('idle');
      expect(traces(ed), id).not.toEqual(clean);
      key(ed, 'v');
      expect(ed.session.tool, id).toBe('select');
      expect(ed.tools.get(id).state, id).toBe('idle');
      expect(traces(ed), id).toEqual(clean);
      expect(ed.doc.models, id).toHaveLength(2);
    }
  });

  it('line of sight: a drag from a model pins on release; Escape unpins, then clears', () => {
    const ed = editor();
    ed.setTool('los');
    ed.pointerDown(at(10, 10));
    ed.pointerMove(at(15, 10));
    ed.pointerMove(at(20, 10));
    ed.pointerUp(at(20, 10));
    expect(ed.session.los).toMatchObject({ shooterId: 'a', targetId: 'b', pinned: true });
    expect(transitions(ed, 'los')).toEqual(['idle>dragging', 'dragging>pinned']);
    key(ed, 'Escape');
    expect(ed.tool.state).toBe('aiming');
    key(ed, 'Escape');
    expect(ed.tool.state).toBe('idle');
    expect(ed.session.los).toBeNull();
  });
});
