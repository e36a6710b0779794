/**
 * Play's tool set for the table: one tool that sends game actions instead of editing the document.
 * Its gestures, as a small state machine:
 * - pressing one of your soldiers who may move and dragging makes a move: its cost is previewed on
 *   every step and the move is sent on release; let go with Shift held and the point becomes a bend
 *   and the path goes on following the pointer;
 * - with a soldier selected who may move, a click on the table starts a path there (or adds a bend
 *   to the path being planned); a double click makes the move (the screen also takes Enter, and
 *   Backspace for the last bend); Escape drops the plan;
 * - a click selects a soldier or aims at an enemy;
 * - in arc mode a drag turns a machine gun's arc, in grenade mode a click picks the target point,
 *   in measure mode a drag measures and checks the sight line (acting on nothing), in snap mode the
 *   pointer picks the point of a runner's path and a click fixes it (or picks the shooter).
 * The document is never committed to: the battle lives in the main process.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { ToolSet } from '../../table/editor/tool-set';
import { NOTHING_TO_DRAW, type ToolView } from '../../table/editor/tool-view';
import { pickAt } from '../../table/editor/pick';
import type { EditorApi, PointerEvt, Tool } from '../../table/tools/types';
import { dragPath } from './play-geometry';

export type PlayMode = 'select' | 'arc' | 'grenade' | 'measure' | 'snap';

/** What the play screen does with the gestures. */
export interface PlayHost {
  gestureMode(): PlayMode;
  /** True when `id` is a soldier of the seat acting who may move now. */
  canMove(id: string): boolean;
  /** A path is being planned (bends laid, the next leg following the pointer). */
  planning(): boolean;
  /** A click on a soldier (null: on the open table, at `at`). */
  clicked(id: string | null, at: Vec): void;
  /** The move being dragged changed (null: the drag was cancelled). */
  dragging(soldier: string, path: Vec[] | null): void;
  /** A drag ended here: make the move, or (`bend`) keep the point as a bend and plan on. */
  moved(soldier: string, path: Vec[], bend: boolean): void;
  /** Planning: the pointer moved (the next leg runs to it), or left the table (null). */
  tipTo(p: Vec | null): void;
  /** Planning: a click adds a bend here; a double click makes the move. */
  addBend(p: Vec, double: boolean): void;
  /** Escape while planning: the plan is dropped (false when there was none). */
  dropPlan(): boolean;
  /** Arc mode: the pointer pressed or dragged to this point (the arc turns to face it). */
  turnTo(p: Vec): void;
  /** Grenade mode: the point clicked. */
  aimAt(p: Vec): void;
  /** Measure mode: a line from `from` to `to` (soldiers' centres when on a soldier); `done` on release. */
  measure(from: Vec, to: Vec, done: boolean): void;
  /** Snap mode: the pointer over the table (`click`: pressed there; `id`: the soldier under it). */
  snapPointer(p: Vec, click: boolean, id: string | null): void;
  /** What the screen wants drawn over the table now (the path, ring, arc, circle...). */
  overlay(): ToolView;
}

type State =
  | { name: 'idle' }
  | { name: 'pressing'; id: string; from: Vec; down: Vec }
  | { name: 'dragging'; id: string; from: Vec }
  | { name: 'turning' }
  | { name: 'measuring'; from: Vec };

export class PlayTool implements Tool {
  readonly id = 'play';
  readonly label = 'Play';
  readonly shortcut = null;
  private s: State = { name: 'idle' };

  constructor(private readonly host: PlayHost) {}

  get state(): string {
    return this.s.name;
  }

  /** The centre of the soldier under `p`, or `p` itself. */
  private snapToModel(ed: EditorApi, p: Vec): Vec {
    const hit = pickAt(ed.doc, p, ed.tolerance);
    const m = hit?.kind === 'model' ? ed.doc.models.find((x) => x.id === hit.id) : undefined;
    return m ? { x: m.x, y: m.y } : p;
  }

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const mode = this.host.gestureMode();
    if (mode === 'arc') {
      this.s = { name: 'turning' };
      this.host.turnTo(e.world);
      return;
    }
    if (mode === 'grenade') {
      this.host.aimAt(e.world);
      return;
    }
    if (mode === 'measure') {
      const from = this.snapToModel(ed, e.world);
      this.s = { name: 'measuring', from };
      this.host.measure(from, from, false);
      return;
    }
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    const id = hit?.kind === 'model' ? hit.id : null;
    if (mode === 'snap') {
      this.host.snapPointer(e.world, true, id);
      return;
    }
    if (this.host.planning()) {
      this.host.addBend(e.world, e.double === true);
      ed.changed();
      return;
    }
    const m = id ? ed.doc.models.find((x) => x.id === id) : undefined;
    if (m && this.host.canMove(m.id)) {
      this.s = { name: 'pressing', id: m.id, from: { x: m.x, y: m.y }, down: e.world };
      return;
    }
    this.host.clicked(id, e.world);
  }

  move(ed: EditorApi, e: PointerEvt): void {
    const s = this.s;
    if (s.name === 'turning') {
      this.host.turnTo(e.world);
      return;
    }
    if (s.name === 'measuring') {
      this.host.measure(s.from, this.snapToModel(ed, e.world), false);
      ed.changed();
      return;
    }
    if (s.name === 'idle') {
      const mode = this.host.gestureMode();
      if (mode === 'snap') {
        this.host.snapPointer(e.world, false, null);
        ed.changed();
      } else if (mode === 'select' && this.host.planning()) {
        this.host.tipTo(e.world);
        ed.changed();
      }
      return;
    }
    if (s.name === 'pressing' && Math.hypot(e.world.x - s.down.x, e.world.y - s.down.y) > ed.tolerance) this.s = { name: 'dragging', id: s.id, from: s.from };
    const d = this.s;
    if (d.name === 'dragging') {
      this.host.dragging(d.id, dragPath(d.from, e.world));
      ed.changed();
    }
  }

  up(ed: EditorApi, e: PointerEvt): void {
    const s = this.s;
    this.s = { name: 'idle' };
    if (s.name === 'pressing') this.host.clicked(s.id, e.world);
    else if (s.name === 'measuring') this.host.measure(s.from, this.snapToModel(ed, e.world), true);
    else if (s.name === 'dragging') {
      const path = dragPath(s.from, e.world);
      if (path.length) this.host.moved(s.id, path, e.shift);
      else this.host.dragging(s.id, null);
    }
    ed.changed();
  }

  cancel(ed: EditorApi): boolean {
    const s = this.s;
    this.s = { name: 'idle' };
    if (s.name === 'dragging' || s.name === 'pressing') this.host.dragging(s.id, null);
    else if (s.name === 'idle' && !this.host.dropPlan()) return false;
    ed.changed();
    return true;
  }

  /** The pointer left the table: the next leg of a path being planned no longer follows it. */
  leave(ed: EditorApi): void {
    if (this.s.name !== 'idle' || !this.host.planning()) return;
    this.host.tipTo(null);
    ed.changed();
  }

  view(): ToolView {
    return this.host.overlay() ?? NOTHING_TO_DRAW;
  }
}

/** The tool set a battle's table is given. */
export function playTools(host: PlayHost): ToolSet {
  return new ToolSet([new PlayTool(host)]);
}
