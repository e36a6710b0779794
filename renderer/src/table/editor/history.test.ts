import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import { renameScenario } from './document';
import { History, HISTORY_LIMIT } from './history';

const doc0 = createScenario({ id: 's', name: 'v0' });
const named = (h: History) => h.doc.name;

describe('history', () => {
  it('undoes and redoes single edits; a new edit drops the redo list', () => {
    const h = new History(doc0);
    h.commit(renameScenario(h.doc, 'v1'));
    h.commit(renameScenario(h.doc, 'v2'));
    expect(h.undo()).toBe(true);
    expect(named(h)).toBe('v1');
    expect(h.redo()).toBe(true);
    expect(named(h)).toBe('v2');
    h.undo();
    h.commit(renameScenario(h.doc, 'v3'));
    expect(h.canRedo).toBe(false);
    h.undo();
    h.undo();
    expect(named(h)).toBe('v0');
    expect(h.undo()).toBe(false);
  });

  it('makes a gesture with many changes one undo step', () => {
    const h = new History(doc0);
    h.begin();
    for (let i = 1; i <= 30; i++) h.commit(renameScenario(h.doc, `drag ${i}`));
    expect(h.canUndo).toBe(false);
    h.end();
    expect(named(h)).toBe('drag 30');
    h.undo();
    expect(named(h)).toBe('v0');
    h.redo();
    expect(named(h)).toBe('drag 30');
  });

  it('cancelling a gesture goes back to its mark with no undo step', () => {
    const h = new History(doc0);
    h.commit(renameScenario(h.doc, 'v1'));
    h.begin();
    h.commit(renameScenario(h.doc, 'moving'));
    h.cancel();
    expect(named(h)).toBe('v1');
    h.undo();
    expect(named(h)).toBe('v0');
  });

  it('a gesture that changed nothing leaves no step; an unchanged commit neither', () => {
    const h = new History(doc0);
    h.begin();
    h.end();
    expect(h.commit(h.doc)).toBe(false);
    expect(h.canUndo).toBe(false);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    const h = new History(doc0);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h.commit(renameScenario(h.doc, `v${i + 1}`));
    let n = 0;
    while (h.undo()) n++;
    expect(n).toBe(HISTORY_LIMIT);
    expect(named(h)).toBe('v20');
  });
});
