import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { badgesOf } from '../../games/combat-patrol/table-doc';
import { editingTools } from '../tools/editing-set';
import { addModels, setStartingCondition } from './document';
import { Editor } from './editor';
import { modelSummary, startingBadges, STARTING_CHOICES } from './labels';

const model = (id: string, x: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y: 10, facing: 0, squadId: null,
});
const doc = () => addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10), model('b', 20)]);

describe('a man the scenario starts wounded (the "Starts" field)', () => {
  it('sets his condition; unhurt takes the field away, so the document reads as before', () => {
    const d0 = doc();
    const d1 = setStartingCondition(d0, 'a', 'critical');
    expect(d1.models[0]!.condition).toBe('critical');
    expect(d1.models[1]).toBe(d0.models[1]);
    expect(validateScenario(JSON.parse(JSON.stringify(d1))).ok).toBe(true);
    const d2 = setStartingCondition(d1, 'a', 'ok');
    expect('condition' in d2.models[0]!).toBe(false);
    expect(d2).toEqual(d0);
  });

  it('is one undo step in the editor, like the other fields', () => {
    const ed = new Editor(doc(), { tools: editingTools() });
    ed.apply(setStartingCondition, 'a', 'light');
    expect(ed.doc.models[0]!.condition).toBe('light');
    ed.apply(setStartingCondition, 'a', 'serious');
    expect(ed.undo()).toBe(true);
    expect(ed.doc.models[0]!.condition).toBe('light');
    expect(ed.undo()).toBe(true);
    expect(ed.doc.models[0]!.condition).toBeUndefined();
    ed.redo();
    expect(ed.doc.models[0]!.condition).toBe('light');
  });

  it('offers unhurt and each wound of the chart, with what it does', () => {
    expect(STARTING_CHOICES.map((c) => c.label)).toEqual(['Unhurt', 'Flesh wound', 'Lightly wounded', 'Seriously wounded', 'Critically wounded']);
    expect(STARTING_CHOICES.find((c) => c.value === 'light')!.effect).toBe('no more Combat Moves, -1 to all his shooting; may be dragged');
  });

  it('the table marks him with the battle\'s own wound badge, and hovering says how he starts', () => {
    const d = setStartingCondition(setStartingCondition(doc(), 'a', 'light'), 'b', 'ok');
    expect([...startingBadges(d.models)]).toEqual([['a', ['light']]]);
    const inBattle = { ...d.models[0]!, condition: 'light' as const, pinned: false, suppressed: false, gun: null, ammo: {}, critical: null };
    expect(badgesOf(inBattle as never)).toEqual(['light']);
    expect(modelSummary(d, d.models[0]!)[2]).toMatch(/ · starts lightly wounded$/);
    expect(modelSummary(d, d.models[1]!)[2]).not.toMatch(/starts/);
  });
});
