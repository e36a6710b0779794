/**
 * Select tool: click to select (shift toggles), drag to move the selection, drag a vertex of a
 * selected piece or zone to edit its outline (a click picks the vertex: Delete removes it), drag
 * a resize handle to scale it (Shift keeps proportions), drag the rotate handle to turn a piece,
 * drag a "+" (or double-click an edge) to add a vertex, Alt-drag a model to turn it toward the
 * pointer, drag on empty table for a rubber band (shift adds). A drag is one undo step; Escape
 * puts it back.
 *
 * Its states are small classes (tools/states.ts); the gestures are in select-gestures.ts:
 *
 *   idle --down on item--> moving --up--> idle
 *   idle --down on vertex or "+"--> vertex --up--> idle (the vertex picked)
 *   idle --down on resize handle--> resizing --up--> idle
 *   idle --down on rotate handle--> turning --up--> idle
 *   idle --alt-down on model--> rotating --up--> idle
 *   idle --down on empty--> brushing --up--> idle
 *   any gesture --Escape--> idle (the gesture undone)
 */
import { handleAt, handlesFor } from '../editor/handles';
import { pickAt } from '../editor/pick';
import { edgeAt, insertVertex, outlineOf } from '../editor/shape-edit';
import type { ToolView } from '../editor/tool-view';
import { Brushing, handlesView, Moving, Resizing, Rotating, Turning, VertexDrag } from './select-gestures';
import { ToolState, StateTool } from './states';
import type { EditorApi, PointerEvt } from './types';

class Idle extends ToolState {
  readonly id = 'idle';
  constructor(private readonly tool: SelectTool) {
    super();
  }

  /** A press on a handle of the single selected outline starts its gesture; true when it did. */
  private downOnHandle(ed: EditorApi, e: PointerEvt): boolean {
    const hs = handlesFor(ed.doc, ed.session.selection, ed.session.camera.zoom);
    const h = handleAt(hs, e.world, ed.tolerance);
    if (!hs || !h) {
      const o = hs?.outline;
      const edge = o && e.double ? edgeAt(o, e.world, ed.tolerance) : null;
      if (!o || !edge) return false;
      // Double-click on an edge: a new vertex there (one undo step), picked for Delete.
      ed.commit(insertVertex(ed.doc, o.id, edge.index + 1, edge.at));
      ed.setSession({ vertex: { id: o.id, index: edge.index + 1 } });
      return true;
    }
    if (h.kind === 'vertex' || h.kind === 'midpoint') {
      this.tool.transition(ed, 'vertex', { id: h.id, index: h.index, insert: h.kind === 'midpoint' ? h.at : null });
    } else if (h.kind === 'resize') {
      this.tool.transition(ed, 'resizing', { id: h.id, handle: h.handle, pad: hs.pad });
    } else {
      this.tool.transition(ed, 'turning', { id: h.id, start: e.world, pivot: hs.rotate?.centre ?? e.world });
    }
    return true;
  }

  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    if (this.downOnHandle(ed, e)) return;
    ed.setSession({ vertex: null });
    const sel = ed.session.selection;
    // A press on the edge of the selected outline grabs it, even from outside a zone.
    const only = sel.length === 1 ? outlineOf(ed.doc, sel[0]!) : null;
    const onEdge = only && edgeAt(only, e.world, ed.tolerance) ? { kind: only.kind, id: only.id } : null;
    const hit = pickAt(ed.doc, e.world, ed.tolerance) ?? onEdge;
    if (!hit) {
      this.tool.transition(ed, 'brushing', { start: e.world, keep: e.shift ? [...sel] : null });
      return;
    }
    if (e.shift) {
      ed.select(sel.includes(hit.id) ? sel.filter((s) => s !== hit.id) : [...sel, hit.id]);
      return;
    }
    if (!sel.includes(hit.id)) ed.select([hit.id]);
    if (e.alt && hit.kind === 'model') this.tool.transition(ed, 'rotating', { id: hit.id });
    else this.tool.transition(ed, 'moving', { start: e.world });
  }

  /** Escape with no gesture: drops the picked vertex, then the selection. */
  override cancel(ed: EditorApi): boolean {
    if (ed.session.vertex) {
      ed.setSession({ vertex: null });
      return true;
    }
    if (ed.session.selection.length === 0) return false;
    ed.select([]);
    return true;
  }

  override view(ed: EditorApi): ToolView {
    return handlesView(ed);
  }
}

export class SelectTool extends StateTool<{
  idle: Idle;
  moving: Moving;
  vertex: VertexDrag;
  resizing: Resizing;
  turning: Turning;
  rotating: Rotating;
  brushing: Brushing;
}> {
  readonly id = 'select';
  readonly label = 'Select';
  readonly shortcut = 'v';
  protected readonly states = {
    idle: new Idle(this),
    moving: new Moving(this),
    vertex: new VertexDrag(this),
    resizing: new Resizing(this),
    turning: new Turning(this),
    rotating: new Rotating(this),
    brushing: new Brushing(this),
  };
}
