/** Issue 8 in the editor core: ids unique by construction, arrow-key nudges, picking by keyboard, the words read out. */
import { describe, expect, it } from 'vitest';
import { editingTools } from '../tools/editing-set';
import { squadTemplate } from '../../../../engine/games/combat-patrol/data';
import { placeSquad } from '../../../../engine/games/combat-patrol/formation';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import { addModels, deleteItems, freshSquadId } from './document';
import { Editor } from './editor';
import { keyAction } from './keys';
import { modelSummary, selectionWords } from './labels';

const model = (id: string, x: number, y: number, extra: Partial<ScenarioModel> = {}): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 270, squadId: null, ...extra,
});
const gruppe = squadTemplate('german-gruppe')!;
const key = (ed: Editor, k: string, shift = false) => ed.key({ key: k, ctrl: false, shift, alt: false });

describe('ids unique by construction', () => {
  it('a deleted leader does not let the next squad of that kind reuse his squad\'s ids', () => {
    let doc = addModels(createScenario({ id: 's', name: 'S' }), placeSquad({ template: gruppe, squadId: freshSquadId(createScenario({ id: 's', name: 'S' }), 'gruppe', 10), at: { x: 10, y: 10 }, facing: 90, formation: 'line' }));
    doc = deleteItems(doc, ['gruppe-1-1']);
    const next = freshSquadId(doc, 'gruppe', 10);
    expect(next).toBe('gruppe-2');
    doc = addModels(doc, placeSquad({ template: gruppe, squadId: next, at: { x: 30, y: 10 }, facing: 90, formation: 'line' }));
    expect(validateScenario(doc).ok).toBe(true);
  });

  it('addModels renames any clash, so no command can make a repeated id', () => {
    const doc = addModels(createScenario({ id: 's', name: 'S' }), [model('us-1', 1, 1), model('us-2', 2, 2)]);
    const more = addModels(doc, [model('us-1', 3, 3), model('us-1', 4, 4)]);
    expect(more.models.map((m) => m.id)).toEqual(['us-1', 'us-2', 'us-3', 'us-4']);
    expect(validateScenario(more).ok).toBe(true);
  });
});

describe('keyboard: nudge and pick', () => {
  it('arrows move the selection 1 in, Shift 0.1 in, one undo step each; nothing selected lets the key go', () => {
    expect(keyAction({ key: 'ArrowLeft', ctrl: false, shift: true, alt: false })).toEqual({ kind: 'nudge', dx: -0.1, dy: 0 });
    const ed = new Editor(addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10), model('b', 47.5, 10)]), { tools: editingTools() });
    expect(key(ed, 'ArrowRight')).toBe(false);
    ed.select(['a', 'b']);
    key(ed, 'ArrowRight');
    // b reaches the edge: the pair stops together, still 37.5 in apart.
    expect(ed.doc.models.map((m) => m.x)).toEqual([10.5, 48]);
    key(ed, 'ArrowDown', true);
    expect(ed.doc.models[0]!.y).toBeCloseTo(10.1, 9);
    ed.undo();
    expect(ed.doc.models[0]!.y).toBe(10);
  });

  it('] and [ pick the next or previous model or objective, wrapping round', () => {
    const doc = addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10), model('b', 20, 20)]);
    const ed = new Editor({ ...doc, objectives: [{ id: 'o', name: 'Crossroads', x: 24, y: 24 }] }, { tools: editingTools() });
    key(ed, ']');
    expect(ed.session.selection).toEqual(['a']);
    key(ed, ']');
    key(ed, ']');
    expect(ed.session.selection).toEqual(['o']);
    key(ed, ']');
    expect(ed.session.selection).toEqual(['a']);
    key(ed, '[');
    expect(ed.session.selection).toEqual(['o']);
    expect(selectionWords(ed.doc, ed.session.selection)).toBe('Selected objective Crossroads at 24.0, 24.0 in.');
  });

  it('a model is read out with its weapon, experience, compass facing and grenades', () => {
    const doc = createScenario({ id: 's', name: 'S' });
    const m = model('Sergeant', 24, 36, { weaponId: 'thompson', nco: true, grenades: 1, squadId: 'squad-1' });
    expect(modelSummary(doc, m)).toEqual(['Sergeant', 'US · Thompson SMG · regular 5+', 'facing 0° (north) · 1 grenade · NCO · squad squad-1']);
    expect(selectionWords({ ...doc, models: [m] }, ['Sergeant'])).toBe('Selected Sergeant: US · Thompson SMG · regular 5+; facing 0° (north) · 1 grenade · NCO · squad squad-1; at 24.0, 36.0 in.');
  });
});
