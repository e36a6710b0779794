/**
 * The table editor: the scenario document (through History) and the session, the current tool,
 * and the input the screen feeds it (pointer in screen pixels, wheel, keys). Plain TypeScript:
 * the Konva stage and the Svelte screen subscribe and draw; tests drive it directly.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { DrawTerrainTool, ZoneTool } from '../tools/draw';
import { BlastTool, LosTool, RulerTool } from '../tools/measure';
import { ModelTool, ObjectiveTool, SquadTool, TerrainTool } from '../tools/place';
import { SelectTool } from '../tools/select';
import type { EditorApi, Tool } from '../tools/types';
import { fitTable, panBy, toWorld, zoomAt } from './camera';
import { allIds, clipboardSize, copyItems, deleteItems, freshId, moveItems, pasteItems, setTable, type Clipboard } from './document';
import { removeVertex, rotateGroup } from './shape-edit';
import { History } from './history';
import { pickAt } from './pick';
import { keyAction, type KeyInput } from './keys';
import { newSession, type Session, type ToolId } from './session';

export interface Mods {
  shift?: boolean;
  alt?: boolean;
  button?: number;
  double?: boolean;
}

/** Pixels of slack when grabbing a model, vertex or piece. */
const GRAB_PX = 6;
const PASTE_OFFSET = { x: 1, y: 1 };

export class Editor implements EditorApi {
  readonly history: History;
  readonly session: Session = newSession();
  clipboard: Clipboard | null = null;
  /** A short note for the status line ("Copied 3 items"). */
  note = '';
  private readonly tools: Record<ToolId, Tool> = {
    select: new SelectTool(),
    model: new ModelTool(),
    squad: new SquadTool(),
    terrain: new TerrainTool(),
    draw: new DrawTerrainTool(),
    zone: new ZoneTool(),
    objective: new ObjectiveTool(),
    ruler: new RulerTool(),
    los: new LosTool(),
    blast: new BlastTool(),
  };
  private readonly listeners = new Set<(docChanged: boolean) => void>();
  private panFrom: Vec | null = null;
  /** Until the user zooms or pans, the table is refitted whenever the view changes size. */
  private cameraTouched = false;

  constructor(doc: Scenario) {
    this.history = new History(doc);
  }

  get doc(): Scenario {
    return this.history.doc;
  }

  get tool(): Tool {
    return this.tools[this.session.tool];
  }

  get tolerance(): number {
    return GRAB_PX / this.session.camera.zoom;
  }

  subscribe(fn: (docChanged: boolean) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
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
    this.history.cancel();
    this.emit(true);
  }
  freshId(prefix: string): string {
    return freshId(allIds(this.doc), prefix);
  }

  /** Keeps the selection to ids still in the document (after undo or delete). */
  private pruneSelection(): void {
    const ids = allIds(this.doc);
    const kept = this.session.selection.filter((id) => ids.has(id));
    if (kept.length !== this.session.selection.length) this.session.selection = kept;
    if (this.session.los && !ids.has(this.session.los.shooterId)) this.session.los = null;
    this.session.vertex = null;
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

  select(ids: string[]): void {
    this.session.selection = [...new Set(ids)];
    const v = this.session.vertex;
    if (v && !(ids.length === 1 && ids[0] === v.id)) this.session.vertex = null;
    this.emit(false);
  }

  /** Delete: the picked vertex if there is one (refused with a note below the minimum), else the selection. */
  deleteSelection(): void {
    const sel = this.session.selection;
    const v = this.session.vertex;
    if (v) {
      const r = removeVertex(this.doc, v.id, v.index);
      if (!r.ok) return this.notify(r.message);
      this.commit(r.doc);
      this.session.vertex = null;
      this.notify('Point removed.');
      return;
    }
    if (!sel.length) return;
    this.commit(deleteItems(this.doc, sel));
    this.pruneSelection();
    this.emit(false);
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
    const t = this.doc.table;
    this.commit(setTable(this.doc, { ...t, grid: { ...t.grid, visible: !t.grid.visible } }));
  }

  // ------------------------------------------------------------ tools and input
  setTool(id: ToolId): void {
    if (id === this.session.tool) return;
    if (this.tool.state !== 'idle') this.tool.cancel(this);
    this.tool.exit?.(this);
    this.session.tool = id;
    this.tool.enter?.(this);
    this.emit(false);
  }

  setViewport(width: number, height: number): void {
    this.session.viewport = { width, height };
    if (!this.cameraTouched) this.fit(false);
    else this.emit(false);
  }

  fit(byUser = true): void {
    if (byUser) this.cameraTouched = false;
    this.session.camera = fitTable(this.doc.table, this.session.viewport);
    this.emit(false);
  }

  zoomBy(factor: number, at?: Vec): void {
    const v = this.session.viewport;
    this.session.camera = zoomAt(this.session.camera, at ?? { x: v.width / 2, y: v.height / 2 }, factor);
    this.cameraTouched = true;
    this.emit(false);
  }

  private evt(screen: Vec, m: Mods) {
    return { world: toWorld(this.session.camera, screen), shift: !!m.shift, alt: !!m.alt, button: m.button ?? 0, double: !!m.double };
  }

  pointerDown(screen: Vec, m: Mods = {}): void {
    if (m.button === 1 || (this.session.spaceHeld && (m.button ?? 0) === 0)) {
      this.panFrom = screen;
      return;
    }
    this.tool.down(this, this.evt(screen, m));
  }

  pointerMove(screen: Vec, m: Mods = {}): void {
    if (this.panFrom) {
      this.session.camera = panBy(this.session.camera, screen.x - this.panFrom.x, screen.y - this.panFrom.y);
      this.panFrom = screen;
      this.cameraTouched = true;
      this.emit(false);
      return;
    }
    const e = this.evt(screen, m);
    this.session.pointer = e.world;
    this.tool.move(this, e);
    const hit = this.history.inGesture ? null : pickAt(this.doc, e.world, this.tolerance);
    const hover = hit?.kind === 'model' ? hit.id : null;
    if (hover !== this.session.hover) {
      this.session.hover = hover;
      this.emit(false);
    }
  }

  /** The pointer left the table view. */
  pointerLeave(): void {
    if (this.history.inGesture) return;
    this.session.pointer = null;
    this.session.hover = null;
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

  /** Escape: the tool's gesture first, then back to the select tool. */
  escape(): void {
    if (this.tool.cancel(this)) return;
    if (this.session.tool !== 'select') this.setTool('select');
  }

  /** A key press; true when the editor used it (the screen then prevents the default). */
  key(k: KeyInput): boolean {
    const a = keyAction(k);
    if (!a) return false;
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
