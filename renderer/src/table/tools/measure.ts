/**
 * Measuring tools. They change no document, only session overlays; the numbers shown come from
 * engine/ (see editor/overlays.ts).
 *
 * Ruler: idle --down--> measuring --up after a drag--> pinned  (a click without a drag keeps
 *        measuring until the next click pins it); Escape clears.
 * Line of sight: idle --click a model--> aiming (target follows the pointer, snapping to models)
 *        --click--> pinned --click--> pinned at the new target; Shift-click a model makes it the
 *        shooter. Escape: pinned -> aiming -> idle.
 * Grenade blast: idle --move--> following --click--> pinned --click--> pinned elsewhere; Escape clears.
 *        With a grenade carrier selected it measures from him: a click beyond his maximum
 *        throwing range is refused with a message and the blast keeps following the pointer.
 */
import { distance } from '../../../../engine/geometry/vec';
import { grenadeThrow, grenadeThrower } from '../editor/grenade';
import { pickAt } from '../editor/pick';
import type { EditorApi, PointerEvt, Tool } from './types';

export class RulerTool implements Tool {
  readonly id = 'ruler' as const;
  state: 'idle' | 'measuring' | 'pinned' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    if (this.state === 'measuring' && ed.session.ruler) {
      ed.session.ruler = { from: ed.session.ruler.from, to: e.world };
      this.state = 'pinned';
    } else {
      ed.session.ruler = { from: e.world, to: e.world };
      this.state = 'measuring';
    }
    ed.changed();
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state !== 'measuring' || !ed.session.ruler) return;
    ed.session.ruler = { from: ed.session.ruler.from, to: e.world };
    ed.changed();
  }
  up(ed: EditorApi, e: PointerEvt): void {
    const r = ed.session.ruler;
    if (this.state === 'measuring' && r && distance(r.from, e.world) > ed.tolerance) {
      ed.session.ruler = { from: r.from, to: e.world };
      this.state = 'pinned';
      ed.changed();
    }
  }
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle' && !ed.session.ruler) return false;
    ed.session.ruler = null;
    this.state = 'idle';
    ed.changed();
    return true;
  }
  exit(ed: EditorApi): void {
    this.cancel(ed);
  }
}

export class LosTool implements Tool {
  readonly id = 'los' as const;
  state: 'idle' | 'aiming' | 'pinned' = 'idle';

  enter(ed: EditorApi): void {
    const shooter = ed.doc.models.find((m) => ed.session.selection.includes(m.id));
    if (shooter) this.aimFrom(ed, shooter.id);
  }

  private aimFrom(ed: EditorApi, id: string): void {
    const m = ed.doc.models.find((x) => x.id === id);
    if (!m) return;
    ed.session.los = { shooterId: id, target: ed.session.pointer ?? { x: m.x, y: m.y }, targetId: null, pinned: false };
    ed.select([id]);
    this.state = 'aiming';
    ed.changed();
  }

  private aimAt(ed: EditorApi, e: PointerEvt, pinned: boolean): void {
    const probe = ed.session.los;
    if (!probe) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    const target = hit?.kind === 'model' && hit.id !== probe.shooterId ? ed.doc.models.find((m) => m.id === hit.id) : undefined;
    ed.session.los = { shooterId: probe.shooterId, target: target ? { x: target.x, y: target.y } : e.world, targetId: target?.id ?? null, pinned };
    ed.changed();
  }

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    if (this.state === 'idle' || (e.shift && hit?.kind === 'model')) {
      if (hit?.kind === 'model') this.aimFrom(ed, hit.id);
      return;
    }
    if (hit?.kind === 'model' && hit.id === ed.session.los?.shooterId) return;
    this.aimAt(ed, e, true);
    this.state = 'pinned';
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state === 'aiming') this.aimAt(ed, e, false);
  }
  up(): void {}
  cancel(ed: EditorApi): boolean {
    if (this.state === 'pinned' && ed.session.los) {
      ed.session.los = { ...ed.session.los, pinned: false };
      this.state = 'aiming';
    } else if (this.state === 'aiming') {
      ed.session.los = null;
      this.state = 'idle';
    } else return false;
    ed.changed();
    return true;
  }
  exit(ed: EditorApi): void {
    ed.session.los = null;
    this.state = 'idle';
  }
}

export class BlastTool implements Tool {
  readonly id = 'blast' as const;
  state: 'idle' | 'following' | 'pinned' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    ed.session.blast = e.world;
    const thrower = grenadeThrower(ed.doc, ed.session.selection);
    const t = thrower ? grenadeThrow(ed.doc, thrower, e.world)?.target : null;
    if (t && !t.ok) {
      this.state = 'following';
      ed.notify(`Not thrown: ${t.distance.toFixed(1)} in is beyond ${thrower?.name}'s reach.`);
      return;
    }
    this.state = 'pinned';
    if (t) ed.notify('');
    else ed.changed();
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state === 'pinned') return;
    ed.session.blast = e.world;
    this.state = 'following';
    ed.changed();
  }
  up(): void {}
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') return false;
    ed.session.blast = null;
    this.state = 'idle';
    ed.changed();
    return true;
  }
  exit(ed: EditorApi): void {
    this.cancel(ed);
  }
}
