/**
 * Measuring tools. They change no document, only session overlays; the numbers shown come from
 * engine/ (see editor/overlays.ts).
 *
 * Ruler: idle --down--> measuring --up after a drag--> pinned  (a click without a drag keeps
 *        measuring until the next click pins it); Escape clears.
 * Line of sight: a drag from a model to a model (or a point) asks "can THIS model see THAT?":
 *        idle|aiming|pinned --press on a model, drag--> dragging --release--> pinned, from the model
 *        the drag started on, whoever was selected. By clicks: idle --click a model--> aiming
 *        (target follows the pointer, snapping to models) --click--> pinned --click--> pinned at
 *        the new target; Shift-click a model makes it the shooter. Escape: pinned -> aiming -> idle.
 * Grenade blast: idle --move--> following --click--> pinned --click--> pinned elsewhere; Escape clears.
 *        With a grenade carrier selected it measures from him: a click beyond his maximum
 *        throwing range is refused with a message and the blast keeps following the pointer.
 */
import { distance, type Vec } from '../../../../engine/geometry/vec';
import { grenadeThrow, grenadeThrower } from '../../../../engine/games/combat-patrol/grenades';
import { pickAt } from '../editor/pick';
import type { EditorApi, PointerEvt, Tool } from './types';

export class RulerTool implements Tool {
  readonly id = 'ruler';
  readonly label = 'Ruler';
  readonly shortcut = 'r';
  state: 'idle' | 'measuring' | 'pinned' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    if (this.state === 'measuring' && ed.session.ruler) {
      this.state = 'pinned';
      ed.setSession({ ruler: { from: ed.session.ruler.from, to: e.world } });
    } else {
      this.state = 'measuring';
      ed.setSession({ ruler: { from: e.world, to: e.world } });
    }
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state !== 'measuring' || !ed.session.ruler) return;
    ed.setSession({ ruler: { from: ed.session.ruler.from, to: e.world } });
  }
  up(ed: EditorApi, e: PointerEvt): void {
    const r = ed.session.ruler;
    if (this.state === 'measuring' && r && distance(r.from, e.world) > ed.tolerance) {
      this.state = 'pinned';
      ed.setSession({ ruler: { from: r.from, to: e.world } });
    }
  }
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle' && !ed.session.ruler) return false;
    this.state = 'idle';
    ed.setSession({ ruler: null });
    return true;
  }
  exit(ed: EditorApi): void {
    this.cancel(ed);
  }
}

export class LosTool implements Tool {
  readonly id = 'los';
  readonly label = 'Line of sight';
  readonly shortcut = 'l';
  state: 'idle' | 'aiming' | 'dragging' | 'pinned' = 'idle';
  /** The press that may become a click or a drag: on which model (if any), where, with Shift. */
  private press: { id: string | null; at: Vec; shift: boolean } | null = null;

  enter(ed: EditorApi): void {
    const shooter = ed.doc.models.find((m) => ed.session.selection.includes(m.id));
    if (shooter) this.aimFrom(ed, shooter.id);
  }

  private aimFrom(ed: EditorApi, id: string, state: 'aiming' | 'dragging' = 'aiming'): void {
    const m = ed.doc.models.find((x) => x.id === id);
    if (!m) return;
    this.state = state;
    ed.setSession({ los: { shooterId: id, target: ed.inputs.pointer ?? { x: m.x, y: m.y }, targetId: null, pinned: false } });
    ed.select([id]);
  }

  private aimAt(ed: EditorApi, e: PointerEvt, pinned: boolean): void {
    const probe = ed.session.los;
    if (!probe) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    const target = hit?.kind === 'model' && hit.id !== probe.shooterId ? ed.doc.models.find((m) => m.id === hit.id) : undefined;
    ed.setSession({ los: { shooterId: probe.shooterId, target: target ? { x: target.x, y: target.y } : e.world, targetId: target?.id ?? null, pinned } });
  }

  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    this.press = { id: hit?.kind === 'model' ? hit.id : null, at: e.world, shift: e.shift };
  }

  move(ed: EditorApi, e: PointerEvt): void {
    const p = this.press;
    // A drag that starts on a model asks about the sight from THAT model, whoever was selected.
    if (p?.id && this.state !== 'dragging' && distance(p.at, e.world) > 2 * ed.tolerance) this.aimFrom(ed, p.id, 'dragging');
    if (this.state === 'aiming' || this.state === 'dragging') this.aimAt(ed, e, false);
  }

  up(ed: EditorApi, e: PointerEvt): void {
    const p = this.press;
    this.press = null;
    if (!p) return;
    if (this.state === 'dragging') {
      this.aimAt(ed, e, true);
      this.state = 'pinned';
      return;
    }
    // A click: the first model clicked looks (Shift-click picks another), the next click is the target.
    if (this.state === 'idle' || (p.shift && p.id)) {
      if (p.id) this.aimFrom(ed, p.id);
      return;
    }
    if (p.id && p.id === ed.session.los?.shooterId) return;
    this.aimAt(ed, e, true);
    this.state = 'pinned';
  }

  cancel(ed: EditorApi): boolean {
    this.press = null;
    if (this.state === 'pinned' && ed.session.los) {
      this.state = 'aiming';
      ed.setSession({ los: { ...ed.session.los, pinned: false } });
    } else if (this.state === 'aiming' || this.state === 'dragging') {
      this.state = 'idle';
      ed.setSession({ los: null });
    } else return false;
    return true;
  }
  exit(ed: EditorApi): void {
    this.press = null;
    this.state = 'idle';
    ed.setSession({ los: null });
  }
}

export class BlastTool implements Tool {
  readonly id = 'blast';
  readonly label = 'Grenade blast';
  readonly shortcut = 'b';
  state: 'idle' | 'following' | 'pinned' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    ed.setSession({ blast: e.world });
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
    this.state = 'following';
    ed.setSession({ blast: e.world });
  }
  up(): void {}
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') return false;
    this.state = 'idle';
    ed.setSession({ blast: null });
    return true;
  }
  exit(ed: EditorApi): void {
    this.cancel(ed);
  }
}
