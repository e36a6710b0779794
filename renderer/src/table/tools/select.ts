/**
 * Select tool: click to select (shift toggles), drag to move the selection, drag a vertex of a
 * selected piece or zone to edit its outline (a click picks the vertex: Delete removes it), drag
 * a resize handle to scale it (Shift keeps proportions), drag the rotate handle to turn a piece,
 * drag a "+" (or double-click an edge) to add a vertex, Alt-drag a model to turn it toward the
 * pointer, drag on empty table for a rubber band (shift adds). A drag is one undo step; Escape
 * puts it back.
 *
 *   idle --down on item--> moving --up--> idle
 *   idle --down on vertex or "+"--> vertex --up--> idle (the vertex picked)
 *   idle --down on resize handle--> resizing --up--> idle
 *   idle --down on rotate handle--> turning --up--> idle
 *   idle --alt-down on model--> rotating --up--> idle
 *   idle --down on empty--> brushing --up--> idle
 */
import { bearing, sub, type Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { moveItems, setFacing } from '../editor/document';
import { handleAt, handlesFor } from '../editor/handles';
import { idsInBox, pickAt } from '../editor/pick';
import { edgeAt, insertVertex, moveVertex, outlineOf, resizeByHandle, rotateGroup, type BoxHandle } from '../editor/shape-edit';
import type { EditorApi, PointerEvt, Tool } from './types';

type State = 'idle' | 'moving' | 'vertex' | 'rotating' | 'brushing' | 'resizing' | 'turning';
/** Turning by the handle snaps to this many degrees with Shift held. */
const TURN_SNAP = 15;

export class SelectTool implements Tool {
  readonly id = 'select' as const;
  state: State = 'idle';
  private start: Vec = { x: 0, y: 0 };
  private base: Scenario | null = null;
  private target = { id: '', index: 0 };
  private before: string[] = [];
  private handle: BoxHandle = { hx: 1, hy: 1 };
  private pivot: Vec = { x: 0, y: 0 };
  private pad = 0;

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
      ed.session.vertex = { id: o.id, index: edge.index + 1 };
      ed.changed();
      return true;
    }
    ed.beginGesture();
    if (h.kind === 'midpoint') {
      ed.commit(insertVertex(ed.doc, h.id, h.index, h.at));
      this.base = ed.doc;
    }
    if (h.kind === 'vertex' || h.kind === 'midpoint') {
      this.target = { id: h.id, index: h.index };
      this.state = 'vertex';
    } else if (h.kind === 'resize') {
      this.target = { id: h.id, index: 0 };
      this.handle = h.handle;
      this.pad = hs.pad;
      this.state = 'resizing';
    } else {
      this.target = { id: h.id, index: 0 };
      this.pivot = hs.rotate?.centre ?? e.world;
      this.state = 'turning';
    }
    return true;
  }

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    this.start = e.world;
    this.base = ed.doc;
    if (this.downOnHandle(ed, e)) return;
    ed.session.vertex = null;
    const sel = ed.session.selection;
    // A press on the edge of the selected outline grabs it, even from outside a zone.
    const only = sel.length === 1 ? outlineOf(ed.doc, sel[0]!) : null;
    const onEdge = only && edgeAt(only, e.world, ed.tolerance) ? { kind: only.kind, id: only.id } : null;
    const hit = pickAt(ed.doc, e.world, ed.tolerance) ?? onEdge;
    if (hit) {
      if (e.shift) {
        ed.select(sel.includes(hit.id) ? sel.filter((s) => s !== hit.id) : [...sel, hit.id]);
        return;
      }
      if (!sel.includes(hit.id)) ed.select([hit.id]);
      if (e.alt && hit.kind === 'model') {
        this.target = { id: hit.id, index: 0 };
        this.state = 'rotating';
      } else this.state = 'moving';
      ed.beginGesture();
      return;
    }
    this.before = e.shift ? [...sel] : [];
    if (!e.shift) ed.select([]);
    ed.session.rubber = { from: e.world, to: e.world };
    this.state = 'brushing';
    ed.changed();
  }

  move(ed: EditorApi, e: PointerEvt): void {
    const base = this.base;
    if (!base) return;
    if (this.state === 'moving') ed.commit(moveItems(base, ed.session.selection, sub(e.world, this.start)));
    else if (this.state === 'vertex') ed.commit(moveVertex(base, this.target.id, this.target.index, e.world));
    else if (this.state === 'resizing') ed.commit(resizeByHandle(base, this.target.id, this.handle, e.world, e.shift, this.pad));
    else if (this.state === 'turning') {
      let deg = bearing(this.pivot, e.world) - bearing(this.pivot, this.start);
      if (deg > 180) deg -= 360;
      else if (deg <= -180) deg += 360;
      if (e.shift) deg = Math.round(deg / TURN_SNAP) * TURN_SNAP;
      ed.commit(rotateGroup(base, [this.target.id], Math.round(deg * 10) / 10, this.pivot));
    }
    else if (this.state === 'rotating') {
      const m = base.models.find((x) => x.id === this.target.id);
      if (m) ed.commit(setFacing(base, [m.id], Math.round(bearing(m, e.world))));
    } else if (this.state === 'brushing' && ed.session.rubber) {
      ed.session.rubber = { from: ed.session.rubber.from, to: e.world };
      ed.changed();
    }
  }

  up(ed: EditorApi, e: PointerEvt): void {
    if (this.state === 'brushing') {
      const inBox = idsInBox(ed.doc, this.start, e.world);
      ed.session.rubber = null;
      ed.select([...new Set([...this.before, ...inBox])]);
    } else if (this.state !== 'idle') {
      if (this.state === 'vertex') ed.session.vertex = { ...this.target };
      ed.endGesture();
    }
    this.state = 'idle';
    this.base = null;
  }

  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') {
      if (ed.session.vertex) {
        ed.session.vertex = null;
        ed.changed();
        return true;
      }
      if (ed.session.selection.length === 0) return false;
      ed.select([]);
      return true;
    }
    if (this.state === 'brushing') {
      ed.session.rubber = null;
      ed.select(this.before);
    } else ed.cancelGesture();
    this.state = 'idle';
    this.base = null;
    return true;
  }
}
