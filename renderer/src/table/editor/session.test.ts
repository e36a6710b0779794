/** Session state changes only through setSession: a new frozen session, one change told to each subscriber. */
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { editingTools } from '../tools/editing-set';
import { addModels, relabelZone, renameObjective, updateModel } from './document';
import { Editor } from './editor';
import { newSession, patchSession } from './session';

const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});
function editor() {
  const ed = new Editor(addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10), model('b', 20, 10)]), { tools: editingTools() });
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  const told: boolean[] = [];
  ed.subscribe((docChanged) => told.push(docChanged));
  return { ed, told };
}

describe('patchSession', () => {
  it('makes a new frozen session with the patch, and keeps the same one when nothing changes', () => {
    const s = newSession();
    const next = patchSession(s, { whoSees: 'German' });
    expect(next).not.toBe(s);
    expect(next.whoSees).toBe('German');
    expect(s.whoSees).toBeNull();
    expect(next.selection).toBe(s.selection);
    expect(Object.isFrozen(next)).toBe(true);
    expect(patchSession(next, { whoSees: 'German', hover: null })).toBe(next);
  });
});

describe('Editor.setSession', () => {
  it('is the one way in: the session object cannot be written to', () => {
    const { ed } = editor();
    expect(() => {
      (ed.session as { tool: string }).tool = 'ruler';
    }).toThrow(TypeError);
    expect(ed.session.tool).toBe('select');
  });

  it('tells subscribers once per change, as a session change, and not at all for no change', () => {
    const { ed, told } = editor();
    const before = ed.session;
    ed.setSession({ whoSees: 'US' });
    expect(told).toEqual([false]);
    expect(ed.session).not.toBe(before);
    ed.setSession({ whoSees: 'US' });
    expect(told).toEqual([false]);
  });

  it('selection, tool and camera all go through it: each leaves a new session behind, the old ones untouched', () => {
    const { ed, told } = editor();
    const first = ed.session;
    const seen = new Set([first]);
    ed.select(['a']);
    seen.add(ed.session);
    ed.setTool('ruler');
    seen.add(ed.session);
    ed.zoomBy(2);
    seen.add(ed.session);
    expect(seen.size).toBe(4);
    expect(told).toEqual([false, false, false]);
    expect(ed.session).toMatchObject({ selection: ['a'], tool: 'ruler' });
    expect(ed.session.camera.zoom).toBe(20);
    expect(first).toMatchObject({ selection: [], tool: 'select', camera: { zoom: 10 } });
  });

  it('moving the pointer over empty table changes no session and wakes no one; onto a model, hover does', () => {
    const { ed, told } = editor();
    const s = ed.session;
    ed.pointerMove({ x: 300, y: 300 });
    ed.pointerMove({ x: 310, y: 300 });
    expect(ed.session).toBe(s);
    expect(told).toEqual([]);
    expect(ed.inputs.pointer).toEqual({ x: 31, y: 30 });
    ed.pointerMove({ x: 100, y: 100 });
    expect(ed.session.hover).toBe('a');
    expect(told).toEqual([false]);
  });
});

describe('panels edit through document commands', () => {
  it('apply(command, ...args) is one undo step and tells subscribers the document changed', () => {
    const { ed, told } = editor();
    ed.apply(updateModel, 'a', { name: 'Adams' });
    expect(ed.doc.models[0]!.name).toBe('Adams');
    expect(told).toEqual([true]);
    ed.undo();
    expect(ed.doc.models[0]!.name).toBe('a');
  });

  it('renaming an objective and relabelling a zone touch only that item; a blank name changes nothing', () => {
    const { ed } = editor();
    const doc = { ...ed.doc, objectives: [{ id: 'o', name: 'Farm', x: 5, y: 5 }], deploymentZones: [{ id: 'z', side: 'US' as const, label: 'US deployment', points: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }] }] };
    const renamed = renameObjective(doc, 'o', '  Crossroads ');
    expect(renamed.objectives[0]!.name).toBe('Crossroads');
    expect(renamed.models).toBe(doc.models);
    expect(renameObjective(doc, 'o', '   ')).toBe(doc);
    const relabelled = relabelZone(doc, 'z', 'Baker Company');
    expect(relabelled.deploymentZones[0]!.label).toBe('Baker Company');
    expect(relabelled.objectives).toBe(doc.objectives);
  });
});
