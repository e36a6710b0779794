/**
 * The table editor: the scenario document (through History) and the session, the tools it was
 * given (a ToolSet), and the input the screen feeds it (pointer in screen pixels, wheel, keys).
 * Plain TypeScript: the Konva stage and the Svelte screens (through editor-state.svelte.ts)
 * subscribe and draw; tests drive it directly. Session state changes only through `setSession`;
 * the document only through commits of document commands (`apply`, `commit`).
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import type { EditorApi, Inputs, Tool } from '../tools/types';
import { fitTable, panBy, toWorld, zoomAt } from './camera';
import { allIds, clipboardSize, copyItems, deleteItems, freshId, moveItems, pasteItems, setGridVisible, type Clipboard } from './document';
import { removeVertex, rotateGroup } from './shape-edit';
import { History } from './history';
import { pickAt } from './pick';
import { keyAction, type KeyInput } from './keys';
import { newSession, patchSession, type Session, type SessionPatch, type ToolId } from './session';
import { NOTHING_TO_DRAW, type ToolView } from './tool-view';
import type { ToolSet } from './tool-set';

export interface Mods {
  shift?: boolean;
  alt?: boolean;
  button?: number;
  double?: boolean;
}

export interface EditorOptions {
  /** The tools this editor offers (the editing set, or play's). */
  tools: ToolSet;
  /** Play: the document is the battle's picture, never edited here (no delete, paste, nudge, turn, grid or undo keys). */
  readOnly?: boolean;
}

/** Key actions that edit the document, refused by a read-only editor. */
const EDITING_KEYS = new Set(['delete', 'backspace', 'rotate', 'copy', 'paste', 'undo', 'redo', 'select-all', 'grid', 'nudge', 'pick']);

/** Pixels of slack when grabbing a model, vertex or piece. */
const GRAB_PX = 6;
const PASTE_OFFSET = { x: 1, y: 1 };

export class Editor implements EditorApi {
  readonly history: History;
  readonly tools: ToolSet;
  readonly readOnly: boolean;
  private current: Session;
  private input: Inputs = { pointer: null, spaceHeld: false };
  clipboard: Clipboard | null = null;
  /** A short note for the status line ("Copied 3 items"). */
  note = '';
  private readonly listeners = new Set<(docChanged: boolean) => void>();
  private readonly pointerListeners = new Set<(pointer: Vec | null) => void>();
  private panFrom: Vec | null = null;
  /** Until the user zooms or pans, the table is refitted whenever the view changes size. */
  private cameraTouched = false;

  constructor(doc: Scenario, options: EditorOptions) {
    this.history = new History(doc);
    this.tools = options.tools;
    this.readOnly = options.readOnly ?? false;
    this.current = newSession(this.tools.initial);
  }

  /** The session as it is now: frozen; a change makes a new one (see setSession). */
  get session(): Session {
    return this.current;
  }

  /** Raw input: the pointer in table inches (null off the view) and Space held. Not session state. */
  get inputs(): Inputs {
    return this.input;
  }

  /**
   * The one way session state changes: a new session with `patch` applied, then the subscribers
   * are told. A patch that changes nothing makes no new session and tells no one.
   */
  setSession(patch: SessionPatch): void {
    const next = patchSession(this.current, patch);
    if (next === this.current) return;
    this.current = next;
    this.emit(false);
  }

  /** Number of subscribers (the Svelte adapter subscribes only while something reads it). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  get doc(): Scenario {
    return this.history.doc;
  }

  get tool(): Tool {
    return this.tools.get(this.session.tool);
  }

  /** What the current tool gives the stage to draw. */
  toolView(): ToolView {
    return this.tool.view?.(this) ?? NOTHING_TO_DRAW;
  }

  get tolerance(): number {
    return GRAB_PX / this.session.camera.zoom;
  }

  subscribe(fn: (docChanged: boolean) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Follows the pointer: `fn` gets its place in table inches (null off the view) on every move.
   * Apart from `subscribe`, so that a move that changes nothing else (the pointer readout's case)
   * wakes no one who draws: the stage is not drawn again for it.
   */
  onPointer(fn: (pointer: Vec | null) => void): () => void {
    this.pointerListeners.add(fn);
    return () => this.pointerListeners.delete(fn);
  }

  private setPointer(p: Vec | null): void {
    const was = this.input.pointer;
    if (was === p || (was && p && was.x === p.x && was.y === p.y)) return;
    this.input = { ...this.input, pointer: p };
    for (const fn of this.pointerListeners) fn(p);
  }

  private emit(docChanged: boolean): void {
    for (const fn of this.listeners) fn(docChanged);
  }

  changed(): void {
    this.emit(false);
  }

  notify(text: string): void {
    this.note = text;
    this.emit(false);
  }

  // ------------------------------------------------------------ document edits
  /**
   * A document command (document.ts, shape-edit.ts) applied to the document as one undo step:
   * how panels edit, e.g. `editor.apply(updateModel, id, { name })`.
   */
  apply<A extends unknown[]>(command: (doc: Scenario, ...args: A) => Scenario, ...args: A): void {
    this.commit(command(this.doc, ...args));
  }

  commit(next: Scenario): void {
    if (this.history.commit(next)) {
      this.note = '';
      this.emit(true);
    }
  }
  beginGesture(): void {
    this.history.begin();
  }
  endGesture(): void {
    this.history.end();
    this.emit(true);
  }
  cancelGesture(): void {
    if (!this.history.inGesture) return;
    this.history.cancel();
    this.emit(true);
  }
  freshId(prefix: string): string {
    return freshId(allIds(this.doc), prefix);
  }

  /** Keeps the selection to ids still in the document (after undo or delete). */
  private pruneSelection(): void {
    const ids = allIds(this.doc);
    const s = this.session;
    const kept = s.selection.filter((id) => ids.has(id));
    this.setSession({
      selection: kept.length !== s.selection.length ? kept : s.selection,
      los: s.los && !ids.has(s.los.shooterId) ? null : s.los,
      vertex: null,
    });
  }

  undo(): boolean {
    if (this.history.inGesture) return false;
    const ok = this.history.undo();
    if (ok) {
      this.pruneSelection();
      this.emit(true);
    }
    return ok;
  }

  redo(): boolean {
    if (this.history.inGesture) return false;
    const ok = this.history.redo();
    if (ok) {
      this.pruneSelection();
      this.emit(true);
    }
    return ok;
  }

  /** A document from the store (after a stale save): history and selection start again. */
  replaceDocument(doc: Scenario): void {
    this.history.reset(doc);
    this.pruneSelection();
    this.emit(true);
  }

  select(ids: readonly string[]): void {
    const v = this.session.vertex;
    const keepVertex = v && ids.length === 1 && ids[0] === v.id;
    this.setSession({ selection: [...new Set(ids)], vertex: keepVertex ? v : null });
  }

  /** Delete: the picked vertex if there is one (refused with a note below the minimum), else the selection. */
  deleteSelection(): void {
    const sel = this.session.selection;
    const v = this.session.vertex;
    if (v) {
      const r = removeVertex(this.doc, v.id, v.index);
      if (!r.ok) return this.notify(r.message);
      this.commit(r.doc);
      this.setSession({ vertex: null });
      this.notify('Point removed.');
      return;
    }
    if (!sel.length) return;
    this.commit(deleteItems(this.doc, sel));
    this.pruneSelection();
  }

  /** Q/E: turns the selection about its common centre (one model turns on the spot). */
  rotateSelection(deg: number): void {
    this.commit(rotateGroup(this.doc, this.session.selection, deg));
  }

  /** Arrow keys: moves the selection (one undo step per press); false with nothing selected. */
  nudge(dx: number, dy: number): boolean {
    if (!this.session.selection.length) return false;
    this.commit(moveItems(this.doc, this.session.selection, { x: Math.round(dx * 1e6) / 1e6, y: Math.round(dy * 1e6) / 1e6 }));
    return true;
  }

  /**
   * ] and [: selects the next (or previous) model or objective after the one selected, in the
   * order they were placed, wrapping round: picking one piece by keyboard.
   */
  pickNext(step: 1 | -1): void {
    const ids = [...this.doc.models, ...this.doc.objectives].map((t) => t.id);
    if (!ids.length) return;
    const at = ids.indexOf(this.session.selection[0] ?? '');
    const next = at < 0 ? (step > 0 ? 0 : ids.length - 1) : (at + step + ids.length) % ids.length;
    this.select([ids[next]!]);
  }

  copy(): void {
    this.clipboard = copyItems(this.doc, this.session.selection);
    const n = clipboardSize(this.clipboard);
    this.note = n ? `Copied ${n} item${n === 1 ? '' : 's'}.` : '';
    this.emit(false);
  }

  paste(): void {
    if (!clipboardSize(this.clipboard)) return;
    const { doc, ids } = pasteItems(this.doc, this.clipboard as Clipboard, PASTE_OFFSET);
    // The next paste lands one step further on.
    this.clipboard = copyItems(doc, ids);
    this.commit(doc);
    this.select(ids);
  }

  toggleGrid(): void {
    this.apply(setGridVisible, !this.doc.table.grid.visible);
  }

  // ------------------------------------------------------------ tools and input
  /** Makes `id` the current tool (a tool not in this editor's set is refused: false). */
  setTool(id: ToolId): boolean {
    if (!this.tools.has(id)) return false;
    if (id === this.session.tool) return true;
    if (this.tool.state !== 'idle') this.tool.cancel(this);
    this.tool.exit?.(this);
    this.setSession({ tool: id });
    this.tool.enter?.(this);
    return true;
  }

  setViewport(width: number, height: number): void {
    this.setSession({ viewport: { width, height } });
    if (!this.cameraTouched) this.fit(false);
  }

  fit(byUser = true): void {
    if (byUser) this.cameraTouched = false;
    this.setSession({ camera: fitTable(this.doc.table, this.session.viewport) });
  }

  /** Places the camera (tests, and a view restored). */
  setCamera(camera: Session['camera']): void {
    this.cameraTouched = true;
    this.setSession({ camera });
  }

  zoomBy(factor: number, at?: Vec): void {
    const v = this.session.viewport;
    this.cameraTouched = true;
    this.setSession({ camera: zoomAt(this.session.camera, at ?? { x: v.width / 2, y: v.height / 2 }, factor) });
  }

  /** Space held or let go: while held, drags pan. */
  setSpaceHeld(held: boolean): void {
    this.input = { ...this.input, spaceHeld: held };
  }

  private evt(screen: Vec, m: Mods) {
    return { world: toWorld(this.session.camera, screen), shift: !!m.shift, alt: !!m.alt, button: m.button ?? 0, double: !!m.double };
  }

  pointerDown(screen: Vec, m: Mods = {}): void {
    if (m.button === 1 || (this.input.spaceHeld && (m.button ?? 0) === 0)) {
      this.panFrom = screen;
      return;
    }
    this.tool.down(this, this.evt(screen, m));
  }

  pointerMove(screen: Vec, m: Mods = {}): void {
    if (this.panFrom) {
      const from = this.panFrom;
      this.panFrom = screen;
      this.cameraTouched = true;
      this.setSession({ camera: panBy(this.session.camera, screen.x - from.x, screen.y - from.y) });
      return;
    }
    const e = this.evt(screen, m);
    this.setPointer(e.world);
    this.tool.move(this, e);
    const hit = this.history.inGesture ? null : pickAt(this.doc, e.world, this.tolerance);
    this.setSession({ hover: hit?.kind === 'model' ? hit.id : null });
  }

  /** The pointer left the table view. */
  pointerLeave(): void {
    if (this.history.inGesture) return;
    this.tool.leave?.(this);
    this.setPointer(null);
    this.setSession({ hover: null });
    this.emit(false);
  }

  pointerUp(screen: Vec, m: Mods = {}): void {
    if (this.panFrom) {
      this.panFrom = null;
      return;
    }
    this.tool.up(this, this.evt(screen, m));
  }

  get panning(): boolean {
    return this.panFrom !== null;
  }

  /** Escape: the tool's gesture first, then back to the set's first tool (select, when editing). */
  escape(): void {
    if (this.tool.cancel(this)) return;
    if (this.session.tool !== this.tools.initial) this.setTool(this.tools.initial);
  }

  /** A key press; true when the editor used it (the screen then prevents the default). */
  key(k: KeyInput): boolean {
    const a = keyAction(k, (letter) => this.tools.forKey(letter));
    if (!a) return false;
    if (this.readOnly && EDITING_KEYS.has(a.kind)) return false;
    if (this.history.inGesture && a.kind !== 'escape') return true;
    switch (a.kind) {
      case 'tool': this.setTool(a.tool); return true;
      case 'escape': this.escape(); return true;
      case 'delete': this.deleteSelection(); return true;
      case 'backspace': if (!this.tool.key?.(this, 'Backspace')) this.deleteSelection(); return true;
      case 'enter': return this.tool.key?.(this, 'Enter') ?? false;
      case 'rotate': this.rotateSelection(a.degrees); return true;
      case 'copy': this.copy(); return true;
      case 'paste': this.paste(); return true;
      case 'undo': this.undo(); return true;
      case 'redo': this.redo(); return true;
      case 'select-all': this.select([...this.doc.models, ...this.doc.terrain, ...this.doc.objectives].map((t) => t.id)); return true;
      case 'grid': this.toggleGrid(); return true;
      case 'zoom-in': this.zoomBy(1.25); return true;
      case 'zoom-out': this.zoomBy(0.8); return true;
      case 'fit': this.fit(); return true;
      case 'nudge': return this.nudge(a.dx, a.dy);
      case 'pick': this.pickNext(a.step); return true;
    }
  }
}
