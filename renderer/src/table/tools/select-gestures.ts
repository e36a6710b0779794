/**
 * The select tool's gestures, one small state class each (see select.ts for the diagram). A
 * gesture opens an undo mark on `enter`; every pointer move commits the edit worked out afresh
 * from the document as it was at the press (`base`), so nothing drifts; release ends it as one
 * undo step; Escape (or leaving the state any other way) closes it back to the mark in `exit`.
 */
import { bearing, sub, type Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { moveItems, setFacing } from '../editor/document';
import { handlesFor } from '../editor/handles';
import { idsInBox } from '../editor/pick';
import { insertVertex, moveVertex, resizeByHandle, rotateGroup, type BoxHandle } from '../editor/shape-edit';
import type { ToolView } from '../editor/tool-view';
import type { SelectTool } from './select';
import { ToolState } from './states';
import type { EditorApi, PointerEvt } from './types';

/** Turning by the handle snaps to this many degrees with Shift held. */
export const TURN_SNAP = 15;

/** What every select state draws: the handles of the one selected outline. */
export function handlesView(ed: EditorApi): ToolView {
  const handles = handlesFor(ed.doc, ed.session.selection, ed.session.camera.zoom);
  if (!handles) return {};
  const v = ed.session.vertex;
  return { handles: { handles, picked: v?.id === handles.outline.id ? v.index : null } };
}

/** The selected models, drawn on the overlay layer while they are dragged or turned. */
function liftedView(ed: EditorApi): ToolView {
  const sel = new Set(ed.session.selection);
  const lifted = ed.doc.models.filter((m) => sel.has(m.id)).map((m) => m.id);
  return { ...handlesView(ed), lifted };
}

/** A drag that edits the document: one undo step on release, none on Escape. */
abstract class Gesture<Info> extends ToolState<Info> {
  protected base: Scenario | null = null;
  constructor(protected readonly tool: SelectTool) {
    super();
  }
  override enter(ed: EditorApi, info: Info): void {
    ed.beginGesture();
    this.base = ed.doc;
    this.begin(ed, info);
  }
  protected begin(ed: EditorApi, info: Info): void {
    void ed;
    void info;
  }
  /** The document for the pointer at `e`, worked out from `base`. */
  protected abstract edit(ed: EditorApi, base: Scenario, e: PointerEvt): Scenario;
  override move(ed: EditorApi, e: PointerEvt): void {
    if (this.base) ed.commit(this.edit(ed, this.base, e));
  }
  override up(ed: EditorApi): void {
    this.finish(ed);
    ed.endGesture();
    this.tool.transition(ed, 'idle');
  }
  /** Just before the gesture becomes an undo step. */
  protected finish(ed: EditorApi): void {
    void ed;
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.transition(ed, 'idle');
    return true;
  }
  /** Left without a release (Escape, another tool): back to the mark. After a release: nothing open. */
  override exit(ed: EditorApi): void {
    ed.cancelGesture();
    this.base = null;
  }
  override view(ed: EditorApi): ToolView {
    return handlesView(ed);
  }
}

export class Moving extends Gesture<{ start: Vec }> {
  readonly id = 'moving';
  private start: Vec = { x: 0, y: 0 };
  protected override begin(_ed: EditorApi, info: { start: Vec }): void {
    this.start = info.start;
  }
  protected edit(ed: EditorApi, base: Scenario, e: PointerEvt): Scenario {
    return moveItems(base, ed.session.selection, sub(e.world, this.start));
  }
  override view(ed: EditorApi): ToolView {
    return liftedView(ed);
  }
}

/** Dragging one vertex (a "+" first inserts it, in the same undo step); release picks it for Delete. */
export class VertexDrag extends Gesture<{ id: string; index: number; insert: Vec | null }> {
  readonly id = 'vertex';
  private target = { id: '', index: 0 };
  protected override begin(ed: EditorApi, info: { id: string; index: number; insert: Vec | null }): void {
    this.target = { id: info.id, index: info.index };
    if (info.insert) {
      ed.commit(insertVertex(ed.doc, info.id, info.index, info.insert));
      this.base = ed.doc;
    }
  }
  protected edit(_ed: EditorApi, base: Scenario, e: PointerEvt): Scenario {
    return moveVertex(base, this.target.id, this.target.index, e.world);
  }
  protected override finish(ed: EditorApi): void {
    ed.setSession({ vertex: { ...this.target } });
  }
}

export class Resizing extends Gesture<{ id: string; handle: BoxHandle; pad: number }> {
  readonly id = 'resizing';
  private info = { id: '', handle: { hx: 1, hy: 1 } as BoxHandle, pad: 0 };
  protected override begin(_ed: EditorApi, info: { id: string; handle: BoxHandle; pad: number }): void {
    this.info = info;
  }
  protected edit(_ed: EditorApi, base: Scenario, e: PointerEvt): Scenario {
    return resizeByHandle(base, this.info.id, this.info.handle, e.world, e.shift, this.info.pad);
  }
}

/** Turning a piece by its rotate knob about its box's centre (Shift snaps to 15°). */
export class Turning extends Gesture<{ id: string; start: Vec; pivot: Vec }> {
  readonly id = 'turning';
  private info = { id: '', start: { x: 0, y: 0 }, pivot: { x: 0, y: 0 } };
  protected override begin(_ed: EditorApi, info: { id: string; start: Vec; pivot: Vec }): void {
    this.info = info;
  }
  protected edit(_ed: EditorApi, base: Scenario, e: PointerEvt): Scenario {
    const { id, start, pivot } = this.info;
    let deg = bearing(pivot, e.world) - bearing(pivot, start);
    if (deg > 180) deg -= 360;
    else if (deg <= -180) deg += 360;
    if (e.shift) deg = Math.round(deg / TURN_SNAP) * TURN_SNAP;
    return rotateGroup(base, [id], Math.round(deg * 10) / 10, pivot);
  }
}

/** Alt-drag on a model: he turns to face the pointer, standing still. */
export class Rotating extends Gesture<{ id: string }> {
  readonly id = 'rotating';
  private modelId = '';
  protected override begin(_ed: EditorApi, info: { id: string }): void {
    this.modelId = info.id;
  }
  protected edit(_ed: EditorApi, base: Scenario, e: PointerEvt): Scenario {
    const m = base.models.find((x) => x.id === this.modelId);
    return m ? setFacing(base, [m.id], Math.round(bearing(m, e.world))) : base;
  }
  override view(ed: EditorApi): ToolView {
    return liftedView(ed);
  }
}

/**
 * A rubber band from a press on empty table: on release it selects what it encloses, added to
 * `keep` (the selection, when Shift was held at the press) or instead of it (the selection is
 * dropped at the press). Escape leaves `keep` selected.
 */
export class Brushing extends ToolState<{ start: Vec; keep: string[] | null }> {
  readonly id = 'brushing';
  private start: Vec = { x: 0, y: 0 };
  private before: readonly string[] = [];
  constructor(private readonly tool: SelectTool) {
    super();
  }
  override enter(ed: EditorApi, info: { start: Vec; keep: string[] | null }): void {
    this.start = info.start;
    this.before = info.keep ?? [];
    if (!info.keep) ed.select([]);
    ed.setSession({ rubber: { from: info.start, to: info.start } });
  }
  override move(ed: EditorApi, e: PointerEvt): void {
    ed.setSession({ rubber: { from: this.start, to: e.world } });
  }
  override up(ed: EditorApi, e: PointerEvt): void {
    const inBox = idsInBox(ed.doc, this.start, e.world);
    const before = this.before;
    this.tool.transition(ed, 'idle');
    ed.select([...new Set([...before, ...inBox])]);
  }
  override cancel(ed: EditorApi): boolean {
    const before = this.before;
    this.tool.transition(ed, 'idle');
    ed.select(before);
    return true;
  }
  override exit(ed: EditorApi): void {
    ed.setSession({ rubber: null });
  }
  override view(ed: EditorApi): ToolView {
    const r = ed.session.rubber;
    return r ? { ...handlesView(ed), rubber: r } : handlesView(ed);
  }
}
