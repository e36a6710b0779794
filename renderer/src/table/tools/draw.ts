/**
 * Drawing tools: a terrain piece point by point (an area for woods, buildings, fields, foxholes;
 * a line for hedges, fences, walls, roads) and a deployment zone (an area for a side).
 * Click adds a point; double click, Enter or a click on the first point finishes; Backspace
 * takes the last point back; Escape drops the drawing. The finished shape is one undo step.
 * The states are small classes (states.ts), like the select tool's:
 *
 *   idle --click--> drawing --click--> drawing --finish--> idle
 */
import { distance, sub, type Vec } from '../../../../engine/geometry/vec';
import { terrainKind } from '../../../../engine/games/combat-patrol/data';
import { addTerrain, addZone } from '../editor/document';
import type { ToolView } from '../editor/tool-view';
import { StateTool, ToolState } from './states';
import type { EditorApi, PointerEvt } from './types';

function centre(points: readonly Vec[]): Vec {
  const n = points.length;
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/** A click adds a point (a double click finishes; a click on the first point of an area closes it). */
function clickPoint(ed: EditorApi, tool: DrawBase, e: PointerEvt): void {
  if (e.button !== 0) return;
  const draft = ed.session.draft ?? [];
  if (e.double) {
    tool.finish(ed);
    return;
  }
  const first = draft[0];
  if (first && tool.closed(ed) && draft.length >= 3 && distance(first, e.world) <= ed.tolerance * 1.5) {
    tool.finish(ed);
    return;
  }
  const last = draft[draft.length - 1];
  if (last && distance(last, e.world) < 1e-6) return;
  ed.setSession({ draft: [...draft, e.world] });
  if (tool.state !== 'drawing') tool.transition(ed, 'drawing');
}

class DrawIdle extends ToolState {
  readonly id = 'idle';
  constructor(private readonly tool: DrawBase) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    clickPoint(ed, this.tool, e);
  }
}

/** Points placed; the next segment follows the pointer. Leaving this state drops the draft. */
class Drawing extends ToolState {
  readonly id = 'drawing';
  constructor(private readonly tool: DrawBase) {
    super();
  }
  override exit(ed: EditorApi): void {
    ed.setSession({ draft: null });
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    clickPoint(ed, this.tool, e);
  }
  override move(ed: EditorApi): void {
    ed.changed();
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.transition(ed, 'idle');
    return true;
  }
  override key(ed: EditorApi, key: string): boolean {
    if (key === 'Enter') {
      this.tool.finish(ed);
      return true;
    }
    if (key !== 'Backspace') return false;
    const d = (ed.session.draft ?? []).slice(0, -1);
    if (d.length) ed.setSession({ draft: d });
    else this.tool.transition(ed, 'idle');
    return true;
  }
  /** The points so far and the segment to the pointer. */
  override view(ed: EditorApi): ToolView {
    const d = ed.session.draft;
    return d?.length ? { draft: { points: d, pointer: ed.inputs.pointer } } : {};
  }
}

abstract class DrawBase extends StateTool<{ idle: DrawIdle; drawing: Drawing }> {
  protected readonly states = { idle: new DrawIdle(this), drawing: new Drawing(this) };
  /** An area (closed) or a line. */
  abstract closed(ed: EditorApi): boolean;
  protected abstract create(ed: EditorApi, points: readonly Vec[]): void;

  private minPoints(ed: EditorApi): number {
    return this.closed(ed) ? 3 : 2;
  }

  /** Makes the shape if it has enough points; true when one was made. */
  finish(ed: EditorApi): boolean {
    const pts = ed.session.draft ?? [];
    if (this.state !== 'idle') this.transition(ed, 'idle');
    ed.setSession({ draft: null });
    if (pts.length < this.minPoints(ed)) return false;
    this.create(ed, pts);
    return true;
  }
}

export class DrawTerrainTool extends DrawBase {
  readonly id = 'draw';
  readonly label = 'Draw terrain';
  readonly shortcut = 'd';
  closed(ed: EditorApi): boolean {
    return terrainKind(ed.session.placing.terrainKind)?.shape !== 'line';
  }
  protected create(ed: EditorApi, pts: readonly Vec[]): void {
    const kind = terrainKind(ed.session.placing.terrainKind);
    if (!kind) return;
    const origin = centre(pts);
    const id = ed.freshId(kind.id);
    const closed = kind.shape === 'polygon';
    ed.commit(addTerrain(ed.doc, [{ id, kind: kind.id, x: origin.x, y: origin.y, rotation: 0, closed, points: pts.map((p) => sub(p, origin)), width: closed ? 0 : kind.width, props: {} }]));
    ed.select([id]);
  }
}

export class ZoneTool extends DrawBase {
  readonly id = 'zone';
  readonly label = 'Deployment zone';
  readonly shortcut = 'z';
  closed(): boolean {
    return true;
  }
  protected create(ed: EditorApi, pts: readonly Vec[]): void {
    const side = ed.session.placing.zoneSide;
    const id = ed.freshId('zone');
    ed.commit(addZone(ed.doc, { id, side, label: `${side} deployment`, points: [...pts] }));
    ed.select([id]);
  }
}
