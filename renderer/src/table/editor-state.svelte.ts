/**
 * The Svelte adapter of the Editor (plain TypeScript): reading `live.session`, `live.doc` and the
 * rest inside a component's markup, `$derived` or `$effect` makes it follow the editor's changes,
 * with no version counter passed from panel to panel. It subscribes to the editor only while
 * something reactive reads it (Svelte's createSubscriber), and lets go when nothing does.
 *
 *   const live = editorState(editor);
 *   const sel = $derived(live.session.selection);   // re-derived on a change; same array, no update
 *
 * One adapter per editor (kept in a WeakMap), so every panel shares its subscription.
 */
import { createSubscriber } from 'svelte/reactivity';
import type { Vec } from '../../../engine/geometry/vec';
import type { Scenario } from '../../../engine/games/combat-patrol/types';
import type { Editor } from './editor/editor';
import type { Session } from './editor/session';

export class EditorState {
  readonly #track: () => void;

  constructor(readonly editor: Editor) {
    this.#track = createSubscriber((update) => editor.subscribe(() => update()));
  }

  get session(): Session {
    this.#track();
    return this.editor.session;
  }

  get doc(): Scenario {
    this.#track();
    return this.editor.doc;
  }

  /** The status line's note. */
  get note(): string {
    this.#track();
    return this.editor.note;
  }

  get canUndo(): boolean {
    this.#track();
    return this.editor.history.canUndo;
  }

  get canRedo(): boolean {
    this.#track();
    return this.editor.history.canRedo;
  }

  /** A drag (or other gesture) is under way. */
  get inGesture(): boolean {
    this.#track();
    return this.editor.history.inGesture;
  }

  /** The current tool's state ('idle' when no gesture). */
  get toolState(): string {
    this.#track();
    return this.editor.tool.state;
  }

  /** The pointer in table inches as of the last change (null off the table view). */
  get pointer(): Vec | null {
    this.#track();
    return this.editor.inputs.pointer;
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
