/**
 * Drawing tools: a terrain piece point by point (an area for woods, buildings, fields, foxholes;
 * a line for hedges, fences, walls, roads) and a deployment zone (an area for a side).
 * Click adds a point; double click, Enter or a click on the first point finishes; Backspace
 * takes the last point back; Escape drops the drawing. The finished shape is one undo step.
 *
 *   idle --click--> drawing --click--> drawing --finish--> idle
 */
import { distance, sub, type Vec } from '../../../../engine/geometry/vec';
import { terrainKind } from '../../../../engine/games/combat-patrol/data';
import { addTerrain, addZone } from '../editor/document';
import type { ToolView } from '../editor/tool-view';
import type { EditorApi, PointerEvt, Tool } from './types';

function centre(points: readonly Vec[]): Vec {
  const n = points.length;
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

abstract class DrawBase implements Tool {
  abstract readonly id: string;
  abstract readonly label: string;
  abstract readonly shortcut: string;
  state: 'idle' | 'drawing' = 'idle';
  protected abstract closed(ed: EditorApi): boolean;
  protected abstract create(ed: EditorApi, points: readonly Vec[]): void;

  private minPoints(ed: EditorApi): number {
    return this.closed(ed) ? 3 : 2;
  }

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const draft = ed.session.draft ?? [];
    if (e.double) {
      this.finish(ed);
      return;
    }
    const first = draft[0];
    if (first && this.closed(ed) && draft.length >= 3 && distance(first, e.world) <= ed.tolerance * 1.5) {
      this.finish(ed);
      return;
    }
    const last = draft[draft.length - 1];
    if (last && distance(last, e.world) < 1e-6) return;
    this.state = 'drawing';
    ed.setSession({ draft: [...draft, e.world] });
  }

  move(ed: EditorApi): void {
    if (this.state === 'drawing') ed.changed();
  }

  up(): void {}

  /** Makes the shape if it has enough points; true when one was made. */
  finish(ed: EditorApi): boolean {
    const pts = ed.session.draft ?? [];
    this.state = 'idle';
    ed.setSession({ draft: null });
    if (pts.length < this.minPoints(ed)) return false;
    this.create(ed, pts);
    return true;
  }

  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') return false;
    this.state = 'idle';
    ed.setSession({ draft: null });
    return true;
  }

  key(ed: EditorApi, key: string): boolean {
    if (this.state !== 'drawing') return false;
    if (key === 'Enter') {
      this.finish(ed);
      return true;
    }
    if (key === 'Backspace') {
      const d = (ed.session.draft ?? []).slice(0, -1);
      if (!d.length) this.state = 'idle';
      ed.setSession({ draft: d.length ? d : null });
      return true;
    }
    return false;
  }

  /** The points so far and the segment to the pointer. */
  view(ed: EditorApi): ToolView {
    const d = ed.session.draft;
    return d?.length ? { draft: { points: d, pointer: ed.inputs.pointer } } : {};
  }
}

export class DrawTerrainTool extends DrawBase {
  readonly id = 'draw';
  readonly label = 'Draw terrain';
  readonly shortcut = 'd';
  protected closed(ed: EditorApi): boolean {
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
  protected closed(): boolean {
    return true;
  }
  protected create(ed: EditorApi, pts: readonly Vec[]): void {
    const side = ed.session.placing.zoneSide;
    const id = ed.freshId('zone');
    ed.commit(addZone(ed.doc, { id, side, label: `${side} deployment`, points: [...pts] }));
    ed.select([id]);
  }
}
