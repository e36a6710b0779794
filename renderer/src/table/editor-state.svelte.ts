/**
 * The Svelte adapter of the Editor (plain TypeScript): reading `live.session`, `live.doc` and the
 * rest inside a component's markup, `$derived` or `$effect` makes it follow the editor's changes,
 * with no version counter passed from panel to panel.
 *
 *   const live = editorState(editor);
 *   const sel = $derived(live.session.selection);   // a camera change leaves it (and its readers) alone
 *
 * One adapter per editor (kept in a WeakMap), subscribed once for the editor's life: on each
 * change it copies what changed into its own signals ($state.raw, compared by identity), so a
 * reader wakes only when the thing it reads is a new value (a drag wakes readers of the
 * document, not of undo or the note).
 */
import type { Vec } from '../../../engine/geometry/vec';
import type { Scenario } from '../../../engine/games/combat-patrol/types';
import type { Editor } from './editor/editor';
import type { Session } from './editor/session';

export class EditorState {
  #session: Session;
  #doc: Scenario;
  #note = $state.raw('');
  #canUndo = $state.raw(false);
  #canRedo = $state.raw(false);
  #inGesture = $state.raw(false);
  #toolState = $state.raw('idle');
  #pointer = $state.raw<Vec | null>(null);
  #play = $state.raw<object | null>(null);

  constructor(readonly editor: Editor) {
    this.#session = $state.raw(editor.session);
    this.#doc = $state.raw(editor.doc);
    this.sync();
    editor.subscribe(() => this.sync());
    // The pointer readout follows every move, also those that change nothing else (and so wake no other reader).
    editor.onPointer((p) => (this.#pointer = p));
  }

  private sync(): void {
    const ed = this.editor;
    this.#session = ed.session;
    this.#doc = ed.doc;
    this.#note = ed.note;
    this.#canUndo = ed.history.canUndo;
    this.#canRedo = ed.history.canRedo;
    this.#inGesture = ed.history.inGesture;
    this.#toolState = ed.tool.state;
    this.#pointer = ed.inputs.pointer;
    this.#play = ed.session.play;
  }

  get session(): Session {
    return this.#session;
  }
  get doc(): Scenario {
    return this.#doc;
  }
  /** The status line's note. */
  get note(): string {
    return this.#note;
  }
  get canUndo(): boolean {
    return this.#canUndo;
  }
  get canRedo(): boolean {
    return this.#canRedo;
  }
  /** A drag (or other gesture) is under way. */
  get inGesture(): boolean {
    return this.#inGesture;
  }
  /** The current tool's state ('idle' when no gesture). */
  get toolState(): string {
    return this.#toolState;
  }
  /** The game's play state (session.play): its readers wake only when it is a new one, not on a pan or a hover. */
  get play(): object | null {
    return this.#play;
  }
  /** The pointer in table inches, following every move (null off the table view). */
  get pointer(): Vec | null {
    return this.#pointer;
  }
}

const adapters = new WeakMap<Editor, EditorState>();

export function editorState(editor: Editor): EditorState {
  let a = adapters.get(editor);
  if (!a) {
    a = new EditorState(editor);
    adapters.set(editor, a);
  }
  return a;
}
