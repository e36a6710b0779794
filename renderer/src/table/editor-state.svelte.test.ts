/** The Svelte adapter: screens follow the editor's changes through it, with no version counter. */
import { flushSync, tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../engine/games/combat-patrol/types';
import { addModels, updateModel } from './editor/document';
import { Editor } from './editor/editor';
import { editorState } from './editor-state.svelte';
import { editingTools } from './tools/editing-set';

const model = (id: string, x: number, y: number): ScenarioModel => ({
  id, name: id, side: 'US', experience: 'regular', accuracy: 5, weaponId: 'm1-garand', nco: false, medic: false, x, y, facing: 0, squadId: null,
});
const editor = () => new Editor(addModels(createScenario({ id: 's', name: 'S' }), [model('a', 10, 10), model('b', 20, 10)]), { tools: editingTools() });

describe('editorState: the Svelte adapter', () => {
  it('an effect reading the session, the document and undo follows each change', async () => {
    const ed = editor();
    const live = editorState(ed);
    const seen: string[] = [];
    const stop = $effect.root(() => {
      $effect(() => {
        seen.push(`${live.session.selection.join('+') || '-'} ${live.doc.models[0]!.name} undo:${live.canUndo}`);
      });
    });
    await tick();
    ed.select(['a', 'b']);
    flushSync();
    ed.apply(updateModel, 'a', { name: 'Adams' });
    flushSync();
    ed.undo();
    flushSync();
    expect(seen).toEqual(['- a undo:false', 'a+b a undo:false', 'a+b Adams undo:true', 'a+b a undo:false']);
    stop();
  });

  it('one subscription per editor, however many panels read it', async () => {
    const ed = editor();
    expect(ed.listenerCount).toBe(0);
    const live = editorState(ed);
    expect(editorState(ed)).toBe(live);
    expect(ed.listenerCount).toBe(1);
    const stop = $effect.root(() => {
      $effect(() => void live.session.tool);
      $effect(() => void live.doc.models.length);
      $effect(() => void editorState(ed).canUndo);
    });
    await tick();
    expect(ed.listenerCount).toBe(1);
    stop();
  });

  it('a reader of undo sleeps through a drag and wakes once, when the drag becomes an undo step', async () => {
    const ed = editor();
    ed.setCamera({ x: 0, y: 0, zoom: 10 });
    const live = editorState(ed);
    const undo: boolean[] = [];
    let docRuns = 0;
    const stop = $effect.root(() => {
      $effect(() => void undo.push(live.canUndo));
      $effect(() => {
        void live.doc;
        docRuns++;
      });
    });
    await tick();
    ed.pointerDown({ x: 100, y: 100 });
    for (let i = 1; i <= 5; i++) {
      ed.pointerMove({ x: 100 + i * 10, y: 100 });
      flushSync();
    }
    expect(undo).toEqual([false]);
    expect(docRuns).toBe(6);
    ed.pointerUp({ x: 150, y: 100 });
    flushSync();
    expect(undo).toEqual([false, true]);
    stop();
  });

  it('the pointer readout follows every move over the table, also moves that change nothing else', async () => {
    const ed = editor();
    ed.setCamera({ x: 0, y: 0, zoom: 10 });
    const live = editorState(ed);
    const shown: string[] = [];
    let sessionRuns = 0;
    const stop = $effect.root(() => {
      $effect(() => void shown.push(live.pointer ? `${live.pointer.x}, ${live.pointer.y}` : '-'));
      $effect(() => {
        void live.session;
        sessionRuns++;
      });
    });
    await tick();
    for (const x of [300, 310, 320]) {
      ed.pointerMove({ x, y: 300 });
      flushSync();
    }
    ed.pointerLeave();
    flushSync();
    expect(shown).toEqual(['-', '30, 30', '31, 30', '32, 30', '-']);
    // Nothing but the pointer moved until it left: the session's readers slept.
    expect(sessionRuns).toBe(1);
    stop();
  });

  it('a $derived of one session field does not wake its readers when another field changes', async () => {
    const ed = editor();
    const live = editorState(ed);
    let runs = 0;
    const stop = $effect.root(() => {
      const selection = $derived(live.session.selection);
      $effect(() => {
        void selection;
        runs++;
      });
    });
    await tick();
    expect(runs).toBe(1);
    ed.setCamera({ x: 5, y: 5, zoom: 20 });
    ed.zoomBy(1.25);
    flushSync();
    expect(runs).toBe(1);
    ed.select(['b']);
    flushSync();
    expect(runs).toBe(2);
    stop();
  });
});
