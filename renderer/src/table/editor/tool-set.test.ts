/** The Editor takes its set of tools: the set is checked, and the editor offers only what it holds. */
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { editingTools } from '../tools/editing-set';
import { RulerTool } from '../tools/measure';
import { ModelTool } from '../tools/place';
import { SelectTool } from '../tools/select';
import type { Tool } from '../tools/types';
import { addModels } from './document';
import { Editor } from './editor';
import { ToolSet } from './tool-set';

const key = (ed: Editor, k: string) => ed.key({ key: k, ctrl: false, shift: false, alt: false });
const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});
/** A tool with only what the set checks. */
const stub = (id: string, shortcut: string | null): Tool => ({
  id, label: id, shortcut, state: 'idle', down() {}, move() {}, up() {}, cancel: () => false,
});

describe('ToolSet', () => {
  it('the editing set: ten tools in palette order, select first, each letter to its tool', () => {
    const set = editingTools();
    expect(set.list.map((t) => t.id)).toEqual(['select', 'model', 'squad', 'terrain', 'draw', 'zone', 'objective', 'ruler', 'los', 'blast']);
    expect(set.initial).toBe('select');
    expect(set.forKey('L')).toBe('los');
    expect(set.forKey('x')).toBeNull();
    expect(set.label('blast')).toBe('Grenade blast');
  });

  it('refuses a set with no tool, a repeated id, a shared or malformed shortcut, or a letter the editor uses', () => {
    expect(() => new ToolSet([])).toThrow(/at least one tool/);
    expect(() => new ToolSet([stub('a', 'a'), stub('a', 'b')])).toThrow(/Two tools have the id "a"/);
    expect(() => new ToolSet([stub('a', 'k'), stub('b', 'k')])).toThrow(/a and b tools share the shortcut "k"/);
    expect(() => new ToolSet([stub('a', 'K')])).toThrow(/not one lower-case letter/);
    expect(() => new ToolSet([stub('a', 'g')])).toThrow(/taken by the editor/);
    expect(() => new ToolSet([stub('a', 'q')])).toThrow(/taken by the editor/);
    expect(new ToolSet([stub('a', null), stub('b', null)]).list).toHaveLength(2);
  });

  it('each editing set is fresh: two editors never share a tool', () => {
    expect(editingTools().get('select')).not.toBe(editingTools().get('select'));
  });
});

describe('an Editor with a smaller set (as play will have)', () => {
  const small = () => new Editor(addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10)]), { tools: new ToolSet([new RulerTool(), new SelectTool()]) });

  it('starts in the set\'s first tool; Escape goes back there, not to a tool it lacks', () => {
    const ed = small();
    expect(ed.session.tool).toBe('ruler');
    key(ed, 'v');
    expect(ed.session.tool).toBe('select');
    key(ed, 'Escape');
    expect(ed.session.tool).toBe('ruler');
  });

  it('a tool it was not given is refused, by name and by key, and nothing changes', () => {
    const ed = small();
    let emits = 0;
    ed.subscribe(() => emits++);
    expect(ed.setTool('model')).toBe(false);
    expect(key(ed, 'm')).toBe(false);
    expect(ed.session.tool).toBe('ruler');
    expect(emits).toBe(0);
    // With the model tool in the set, the same key works.
    const ed2 = new Editor(createScenario({ id: 's', name: 'S' }), { tools: new ToolSet([new SelectTool(), new ModelTool()]) });
    expect(key(ed2, 'm')).toBe(true);
    expect(ed2.session.tool).toBe('model');
  });
});
