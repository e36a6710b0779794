/**
 * Select tool: click to select (shift toggles), drag to move the selection, drag a vertex of a
 * selected piece to edit its outline, Alt-drag a model to turn it toward the pointer, drag on
 * empty table for a rubber band (shift adds). A drag is one undo step; Escape puts it back.
 *
 *   idle --down on item--> moving --up--> idle
 *   idle --down on vertex--> vertex --up--> idle
 *   idle --alt-down on model--> rotating --up--> idle
 *   idle --down on empty--> brushing --up--> idle
 */
import { bearing, sub, type Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { moveItems, setFacing, setVertex } from '../editor/document';
import { idsInBox, pickAt } from '../editor/pick';
import type { EditorApi, PointerEvt, Tool } from './types';

type State = 'idle' | 'moving' | 'vertex' | 'rotating' | 'brushing';

export class SelectTool implements Tool {
  readonly id = 'select' as const;
  state: State = 'idle';
  private start: Vec = { x: 0, y: 0 };
  private base: Scenario | null = null;
  private target = { id: '', index: 0 };
  private before: string[] = [];

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const sel = ed.session.selection;
    const hit = pickAt(ed.doc, e.world, ed.tolerance, sel);
    this.start = e.world;
    this.base = ed.doc;
    if (hit?.kind === 'vertex') {
      this.target = { id: hit.id, index: hit.index };
      this.state = 'vertex';
      ed.beginGesture();
      return;
    }
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
    else if (this.state === 'vertex') ed.commit(setVertex(base, this.target.id, this.target.index, e.world));
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
    } else if (this.state !== 'idle') ed.endGesture();
    this.state = 'idle';
    this.base = null;
  }

  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') {
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
