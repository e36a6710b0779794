/**
 * Measuring tools. They change no document, only session overlays; the numbers shown come from
 * engine/ (see editor/overlays.ts). Each is a state machine of small state classes (states.ts),
 * like the select tool: the diagrams below are their `states`.
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
import { StateTool, ToolState } from './states';
import type { EditorApi, PointerEvt } from './types';

// ------------------------------------------------------------------ ruler

class RulerIdle extends ToolState {
  readonly id = 'idle';
  constructor(private readonly tool: RulerTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) this.tool.transition(ed, 'measuring', e.world);
  }
  /** A ruler left on the table (the tool was idle) is cleared by Escape too. */
  override cancel(ed: EditorApi): boolean {
    if (!ed.session.ruler) return false;
    ed.setSession({ ruler: null });
    return true;
  }
}

/** From a point, the far end following the pointer. */
class RulerMeasuring extends ToolState<Vec> {
  readonly id = 'measuring';
  constructor(private readonly tool: RulerTool) {
    super();
  }
  override enter(ed: EditorApi, from: Vec): void {
    ed.setSession({ ruler: { from, to: from } });
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) this.pin(ed, e.world);
  }
  override move(ed: EditorApi, e: PointerEvt): void {
    const r = ed.session.ruler;
    if (r) ed.setSession({ ruler: { from: r.from, to: e.world } });
  }
  /** A release after a drag pins it; a click without a drag keeps measuring until the next click. */
  override up(ed: EditorApi, e: PointerEvt): void {
    const r = ed.session.ruler;
    if (r && distance(r.from, e.world) > ed.tolerance) this.pin(ed, e.world);
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.transition(ed, 'idle');
    ed.setSession({ ruler: null });
    return true;
  }
  private pin(ed: EditorApi, to: Vec): void {
    const r = ed.session.ruler;
    if (r) ed.setSession({ ruler: { from: r.from, to } });
    this.tool.transition(ed, 'pinned');
  }
}

/** Both ends fixed; a click measures again from there. */
class RulerPinned extends ToolState {
  readonly id = 'pinned';
  constructor(private readonly tool: RulerTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) this.tool.transition(ed, 'measuring', e.world);
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.transition(ed, 'idle');
    ed.setSession({ ruler: null });
    return true;
  }
}

export class RulerTool extends StateTool<{ idle: RulerIdle; measuring: RulerMeasuring; pinned: RulerPinned }> {
  readonly id = 'ruler';
  readonly label = 'Ruler';
  readonly shortcut = 'r';
  protected readonly states = { idle: new RulerIdle(this), measuring: new RulerMeasuring(this), pinned: new RulerPinned(this) };
  override exit(ed: EditorApi): void {
    super.exit(ed);
    ed.setSession({ ruler: null });
  }
}

// ---------------------------------------------------------- line of sight

/** The press that may become a click or a drag: on which model (if any), where, with Shift. */
interface Press {
  id: string | null;
  at: Vec;
  shift: boolean;
}

/** What every sight state shares: a press is remembered until its release says click or drag. */
abstract class LosState extends ToolState {
  constructor(protected readonly tool: LosTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    this.tool.press = { id: hit?.kind === 'model' ? hit.id : null, at: e.world, shift: e.shift };
  }
  /**
   * A drag that starts on a model asks about the sight from THAT model, whoever was selected;
   * while aiming or dragging, the target follows the pointer.
   */
  override move(ed: EditorApi, e: PointerEvt): void {
    const p = this.tool.press;
    if (p?.id && this.id !== 'dragging' && distance(p.at, e.world) > 2 * ed.tolerance) this.tool.aimFrom(ed, p.id, 'dragging');
    if (this.tool.state === 'aiming' || this.tool.state === 'dragging') this.tool.aimAt(ed, e, false);
  }
  override up(ed: EditorApi, e: PointerEvt): void {
    const p = this.tool.press;
    this.tool.press = null;
    if (p) this.click(ed, e, p);
  }
  protected abstract click(ed: EditorApi, e: PointerEvt, p: Press): void;
}

/** Nobody looking: the first model clicked looks. */
class LosIdle extends LosState {
  readonly id = 'idle';
  protected click(ed: EditorApi, _e: PointerEvt, p: Press): void {
    if (p.id) this.tool.aimFrom(ed, p.id);
  }
  override cancel(): boolean {
    this.tool.press = null;
    return false;
  }
}

/** A shooter looks; the target follows the pointer (snapping to models); the next click pins it. */
class LosAiming extends LosState {
  readonly id: string = 'aiming';
  protected click(ed: EditorApi, e: PointerEvt, p: Press): void {
    if (p.shift && p.id) this.tool.aimFrom(ed, p.id);
    else if (!(p.id && p.id === ed.session.los?.shooterId)) this.pin(ed, e);
  }
  protected pin(ed: EditorApi, e: PointerEvt): void {
    this.tool.aimAt(ed, e, true);
    this.tool.transition(ed, 'pinned');
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.press = null;
    this.tool.transition(ed, 'idle');
    ed.setSession({ los: null });
    return true;
  }
}

/** A drag from a model: the target follows; the release pins it. */
class LosDragging extends LosAiming {
  override readonly id = 'dragging';
  protected override click(ed: EditorApi, e: PointerEvt): void {
    this.pin(ed, e);
  }
}

/** The line is fixed; a click pins it at a new target, Shift-click picks another shooter. */
class LosPinned extends LosAiming {
  override readonly id = 'pinned';
  /** Escape unpins: the target follows the pointer again. */
  override cancel(ed: EditorApi): boolean {
    this.tool.press = null;
    const los = ed.session.los;
    this.tool.transition(ed, 'aiming');
    if (los) ed.setSession({ los: { ...los, pinned: false } });
    return true;
  }
}

export class LosTool extends StateTool<{ idle: LosIdle; aiming: LosAiming; dragging: LosDragging; pinned: LosPinned }> {
  readonly id = 'los';
  readonly label = 'Line of sight';
  readonly shortcut = 'l';
  protected readonly states = { idle: new LosIdle(this), aiming: new LosAiming(this), dragging: new LosDragging(this), pinned: new LosPinned(this) };
  /** The press in progress (kept across the states a drag passes through). */
  press: Press | null = null;

  enter(ed: EditorApi): void {
    const shooter = ed.doc.models.find((m) => ed.session.selection.includes(m.id));
    if (shooter) this.aimFrom(ed, shooter.id);
  }

  override exit(ed: EditorApi): void {
    this.press = null;
    super.exit(ed);
    ed.setSession({ los: null });
  }

  /** Model `id` looks; the target starts at the pointer. */
  aimFrom(ed: EditorApi, id: string, to: 'aiming' | 'dragging' = 'aiming'): void {
    const m = ed.doc.models.find((x) => x.id === id);
    if (!m) return;
    if (this.state !== to) this.transition(ed, to);
    ed.setSession({ los: { shooterId: id, target: ed.inputs.pointer ?? { x: m.x, y: m.y }, targetId: null, pinned: false } });
    ed.select([id]);
  }

  /** The target at the pointer (a model under it, not the shooter, else the point). */
  aimAt(ed: EditorApi, e: PointerEvt, pinned: boolean): void {
    const probe = ed.session.los;
    if (!probe) return;
    const hit = pickAt(ed.doc, e.world, ed.tolerance);
    const target = hit?.kind === 'model' && hit.id !== probe.shooterId ? ed.doc.models.find((m) => m.id === hit.id) : undefined;
    ed.setSession({ los: { shooterId: probe.shooterId, target: target ? { x: target.x, y: target.y } : e.world, targetId: target?.id ?? null, pinned } });
  }
}

// --------------------------------------------------------- grenade blast

/** The blast at the pointer, or (when a thrower is selected) refused beyond his reach. */
function placeBlast(ed: EditorApi, tool: BlastTool, at: Vec): void {
  ed.setSession({ blast: at });
  const thrower = grenadeThrower(ed.doc, ed.session.selection);
  const t = thrower ? grenadeThrow(ed.doc, thrower, at)?.target : null;
  if (t && !t.ok) {
    if (tool.state !== 'following') tool.transition(ed, 'following');
    ed.notify(`Not thrown: ${t.distance.toFixed(1)} in is beyond ${thrower?.name}'s reach.`);
    return;
  }
  if (tool.state !== 'pinned') tool.transition(ed, 'pinned');
  if (t) ed.notify('');
  else ed.changed();
}

abstract class BlastState extends ToolState {
  constructor(protected readonly tool: BlastTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) placeBlast(ed, this.tool, e.world);
  }
  override cancel(ed: EditorApi): boolean {
    if (this.tool.state === 'idle') return false;
    this.tool.transition(ed, 'idle');
    ed.setSession({ blast: null });
    return true;
  }
}

/** No blast yet, or following the pointer: it moves with it. */
class BlastFollowing extends BlastState {
  constructor(
    tool: BlastTool,
    readonly id: 'idle' | 'following',
  ) {
    super(tool);
  }
  override move(ed: EditorApi, e: PointerEvt): void {
    if (this.tool.state !== 'following') this.tool.transition(ed, 'following');
    ed.setSession({ blast: e.world });
  }
}

/** Pinned where clicked; a click pins it elsewhere. */
class BlastPinned extends BlastState {
  readonly id = 'pinned';
}

export class BlastTool extends StateTool<{ idle: BlastFollowing; following: BlastFollowing; pinned: BlastPinned }> {
  readonly id = 'blast';
  readonly label = 'Grenade blast';
  readonly shortcut = 'b';
  protected readonly states = { idle: new BlastFollowing(this, 'idle'), following: new BlastFollowing(this, 'following'), pinned: new BlastPinned(this) };
  override exit(ed: EditorApi): void {
    super.exit(ed);
    ed.setSession({ blast: null });
  }
}
