/**
 * Play's tool set for the table: one tool that sends game actions instead of editing the document.
 * Pressing one of your soldiers who may move and dragging makes a move (the screen previews its
 * cost on every step and sends it on release); a click selects a soldier or aims at an enemy; in
 * arc mode a drag turns a machine gun's arc; in grenade mode a click picks the target point.
 * The document is never committed to: the battle lives in the main process.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { ToolSet } from '../../table/editor/tool-set';
import { NOTHING_TO_DRAW, type ToolView } from '../../table/editor/tool-view';
import { pickAt } from '../../table/editor/pick';
import type { EditorApi, PointerEvt, Tool } from '../../table/tools/types';
import { dragPath } from './play-geometry';

export type PlayMode = 'select' | 'arc' | 'grenade';

/** What the play screen does with the gestures. */
export interface PlayHost {
  gestureMode(): PlayMode;
  /** True when `id` is a soldier of the seat acting who may move now. */
  canMove(id: string): boolean;
  /** A click on a soldier (null: on the open table). */
  clicked(id: string | null): void;
  /** The move being dragged changed (null: the drag was cancelled). */
  dragging(soldier: string, path: Vec[] | null): void;
  /** A drag ended here: make the move. */
  moved(soldier: string, path: Vec[]): void;
  /** Arc mode: the pointer pressed or dragged to this point (the arc turns to face it). */
  turnTo(p: Vec): void;
  /** Grenade mode: the point clicked. */
  aimAt(p: Vec): void;
  /** What the screen wants drawn over the table now (the path, ring, arc, circle...). */
  overlay(): ToolView;
}

type State = { name: 'idle' } | { name: 'pressing'; id: string; from: Vec; down: Vec } | { name: 'dragging'; id: string; from: Vec } | { name: 'turning' };

export class PlayTool implements Tool {
  readonly id = 'play';
  readonly label = 'Play';
  readonly shortcut = null;
  private s: State = { name: 'idle' };

  constructor(private readonly host: PlayHost) {}

  get state(): string {
    return this.s.name;
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
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    const id = hit?.kind === 'model' ? hit.id : null;
    const m = id ? ed.doc.models.find((x) => x.id === id) : undefined;
    if (m && this.host.canMove(m.id)) {
      this.s = { name: 'pressing', id: m.id, from: { x: m.x, y: m.y }, down: e.world };
      return;
    }
    this.host.clicked(id);
  }

  move(ed: EditorApi, e: PointerEvt): void {
    const s = this.s;
    if (s.name === 'turning') {
      this.host.turnTo(e.world);
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
    if (s.name === 'pressing') this.host.clicked(s.id);
    else if (s.name === 'dragging') {
      const path = dragPath(s.from, e.world);
      if (path.length) this.host.moved(s.id, path);
      else this.host.dragging(s.id, null);
    }
    ed.changed();
  }

  cancel(ed: EditorApi): boolean {
    const s = this.s;
    if (s.name === 'idle') return false;
    this.s = { name: 'idle' };
    if (s.name === 'dragging' || s.name === 'pressing') this.host.dragging(s.id, null);
    ed.changed();
    return true;
  }

  view(): ToolView {
    return this.host.overlay() ?? NOTHING_TO_DRAW;
  }
}

/** The tool set a battle's table is given. */
export function playTools(host: PlayHost): ToolSet {
  return new ToolSet([new PlayTool(host)]);
}
