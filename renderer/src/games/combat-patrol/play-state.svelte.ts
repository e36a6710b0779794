/**
 * The play screen's state (Svelte runes): the soldier selected, what a gesture on the table does
 * (move, turn a machine-gun arc, pick a grenade's point, measure, pick a Snap Fire's point), the
 * plan in hand with its preview, and what stays on screen (a refusal near the man, in the engine's
 * words, until the next action). It is the play tool's host: the tool hands it gestures, it sends
 * game actions through `act` (the API client) and never edits the document.
 */
import type { ActionTemplate } from '../../../../engine/core/contract';
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { alongPath, arcOnBearing, blastRadius, previewSight, soldierOptions, type SightCheck } from '../../../../engine/games/combat-patrol/preview';
import { compassBearing } from '../../../../engine/games/combat-patrol/compass';
import { NOTHING_TO_DRAW, type ToolView } from '../../table/editor/tool-view';
import { activatable, actorOf, arcWeapon, canDeploy, dragOptions, grenadeWeapon, moveKinds, shotAt, type MoveKind } from './choices';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { planPath } from './play-geometry';
import { fireShown, grenadeShown, moveShown, snapShown, type FireShown, type GrenadeShown, type MoveShown, type SnapShown } from './play-overlay';
import type { PlayHost, PlayMode } from './play-tool';

/** How long the pointer rests before a turned arc's odds are worked out (ms). */
export const ARC_SETTLE_MS = 80;

type Fire = Extract<CombatPatrolAction, { type: 'fire' }>;

/** One soldier's choices: his listed actions and his templates. */
type Own = { legal: CombatPatrolAction[]; templates: ActionTemplate[] };

export interface PlayInput {
  view: CombatPatrolView;
  legal: CombatPatrolAction[];
  templates: ActionTemplate[];
  /** True when the seat looking may act now (a person's decision). */
  mine: boolean;
  /** The battle's action count for this view: a new count is a new position (plans and refusals end). */
  count: number;
}

/** The move the player chose in the panel: for one man, in one position only. */
export interface MoveChoice {
  soldier: string;
  kind: MoveKind;
  /** A wounded friend he drags (a Combat Move), or null. */
  drag: string | null;
}

/**
 * A move being planned: its bends, the point the next leg runs to, and what the table shows for it.
 * `open` while bends are laid by clicks (the next leg follows the pointer over the table); a plan
 * left by a drop (a run waiting for its gamble) stands still until the player clicks again.
 */
export interface MovePlan {
  soldier: string;
  bends: Vec[];
  tip: Vec | null;
  open: boolean;
  shown: MoveShown;
}

export class PlayState implements PlayHost {
  input = $state.raw<PlayInput | null>(null);
  selected = $state<string | null>(null);
  mode = $state<PlayMode>('select');
  choice = $state.raw<MoveChoice | null>(null);
  plan = $state.raw<MovePlan | null>(null);
  /** A fire action previewed (hovering a target or a button, or an arc being turned). */
  aimed = $state.raw<{ action: Fire; shown: FireShown } | null>(null);
  /** An arc being turned: drawn at once; its odds (everyone in it, by the engine) follow when the pointer rests. */
  arcDraft = $state.raw<{ action: Fire; overlay: ToolView['play'] } | null>(null);
  private arcTimer: ReturnType<typeof setTimeout> | null = null;
  grenade = $state.raw<{ at: Vec; weapon: string; shown: GrenadeShown } | null>(null);
  /** A refused move's reason, shown near the man until the next action. */
  refusal = $state.raw<{ soldier: string; text: string } | null>(null);
  /** A line measured with its sight check (measure mode): acts on nothing. */
  measured = $state.raw<{ from: Vec; to: Vec; check: SightCheck } | null>(null);
  /** Snap Fire at a runner: the shooter, the point of the run and its odds; `fixed` once clicked. */
  snap = $state.raw<{ shooter: string; along: number; fixed: boolean; shown: SnapShown } | null>(null);
  /** A fire choice a number key asked for once: the same key again (or Enter) fires it. */
  armed = $state.raw<{ key: string; action: Fire } | null>(null);
  note = $state<string | null>(null);
  /** A computer step being replayed: what the table shows for it (it comes before any plan). */
  replayed: ToolView['play'] | null = null;
  /** Redraw the table's overlay (the editor's `changed`). */
  redraw: () => void = () => {};
  private count = -1;

  constructor(private readonly act: (a: CombatPatrolAction) => Promise<string | null>) {}

  /** The move kinds of each soldier for the input in hand, worked out once (a drag asks on every pointer move). */
  private kindsOf = new Map<string, ReturnType<typeof moveKinds>>();

  private kinds(soldier: string): ReturnType<typeof moveKinds> {
    let k = this.kindsOf.get(soldier);
    if (!k) {
      k = moveKinds(this.own(soldier).templates, soldier);
      this.kindsOf.set(soldier, k);
    }
    return k;
  }

  /** Each soldier's own choices for the input in hand, worked out once when first asked for. */
  private ownOf = new Map<string, Own>();

  /**
   * All of `soldier`'s choices now. While a side picks a soldier to activate the host sends each
   * man's holding, rallying, reloading, but not his shots at each enemy nor his moves and throws
   * (they grow with the square of a big battle), and in the middle of an activation not his shots:
   * those are worked out here, for him alone, from the view (engine preview soldierOptions, the
   * rules' own list). At any other time the input has them all.
   */
  own(soldier: string): Own {
    const i = this.input;
    if (!i || !i.mine) return { legal: [], templates: [] };
    let o = this.ownOf.get(soldier);
    if (!o) {
      const asked = i.view.phase === 'battle' ? soldierOptions(i.view, soldier) : null;
      o = asked && asked.legal.length + asked.templates.length > 0
        ? asked
        : { legal: i.legal.filter((a) => actorOf(a) === soldier), templates: i.templates.filter((t) => (t.base as { soldier?: unknown }).soldier === soldier) };
      this.ownOf.set(soldier, o);
    }
    return o;
  }

  /** The seat's choices with the selected man's own in full: what the panel lists and the table offers. */
  get legal(): CombatPatrolAction[] {
    const i = this.input;
    if (!i || !i.mine) return [];
    const sel = this.selected;
    if (!sel || i.view.question) return i.legal;
    return [...i.legal.filter((a) => actorOf(a) !== sel), ...this.own(sel).legal];
  }

  setInput(i: PlayInput): void {
    const moved = i.count !== this.count;
    this.input = i;
    this.count = i.count;
    this.kindsOf = new Map();
    this.ownOf = new Map();
    const act = i.view.activation;
    if (act) this.selected = act.soldier;
    else if (this.selected && !i.view.soldiers.some((m) => m.id === this.selected && m.condition !== 'dead')) this.selected = null;
    if (moved) {
      // A new position: what was chosen, planned or refused for the last one is over.
      this.choice = null;
      this.plan = null;
      this.refusal = null;
      this.armed = null;
      this.measured = null;
      this.snap = null;
    }
    this.aimed = null;
    this.arcDraft = null;
    this.grenade = null;
    if (this.plan) this.replan();
    const q = i.view.question;
    if (i.mine && q?.kind === 'snap-fire') {
      if (!this.snap || !q.options.some((o) => o.shooter === this.snap?.shooter)) this.pickShooter(q.options[0]?.shooter ?? '');
      if (this.mode !== 'measure') this.mode = 'snap';
    } else if (this.mode === 'snap') this.mode = 'select';
    if (this.mode !== 'select' && this.mode !== 'measure' && this.mode !== 'snap' && !(this.selected && (this.mode === 'arc' ? this.arcWeapon : this.grenadeWeapon))) this.mode = 'select';
    this.redraw();
  }

  get view(): CombatPatrolView | null {
    return this.input?.view ?? null;
  }

  get activatable(): Set<string> {
    const i = this.input;
    if (!i || !i.mine) return new Set();
    const out = activatable(i.legal, i.templates);
    // In the middle of his activation his shots are worked out here: he is one who may act while he has any.
    const act = i.view.activation;
    if (act && this.own(act.soldier).legal.length > 0) out.add(act.soldier);
    return out;
  }

  get moves() {
    const i = this.input;
    return i && i.mine && this.selected ? this.kinds(this.selected) : [];
  }

  /** Wounded friends the selected man may drag now. */
  get drags() {
    const i = this.input;
    return i && i.mine && this.selected ? dragOptions(this.own(this.selected).templates, this.selected) : [];
  }

  /** The move a drag or a plan makes for the selected man: his own choice in this position, else a Combat Move. */
  get moveKind(): MoveKind {
    const kinds = this.moves.map((k) => k.kind);
    const c = this.choice;
    if (c && c.soldier === this.selected && kinds.includes(c.kind)) return c.kind;
    return kinds.includes('move') ? 'move' : (kinds[0] ?? 'move');
  }

  /** The friend the selected man drags, when he chose to. */
  get dragWho(): string | null {
    const c = this.choice;
    return c && c.soldier === this.selected && c.drag && this.drags.some((d) => d.drag === c.drag) ? c.drag : null;
  }

  /** Chooses the selected man's move (for this position only); a plan in hand is costed again. */
  chooseMove(kind: MoveKind, drag: string | null = null): void {
    if (!this.selected) return;
    this.choice = { soldier: this.selected, kind: drag ? 'move' : kind, drag };
    this.replan();
    this.redraw();
  }

  get arcWeapon(): string | null {
    const i = this.input;
    return i && i.mine && this.selected ? arcWeapon(this.own(this.selected).templates, this.selected) : null;
  }

  get grenadeWeapon(): { weapon: string; reach: number } | null {
    const i = this.input;
    return i && i.mine && this.selected ? grenadeWeapon(this.own(this.selected).templates, this.selected) : null;
  }

  select(id: string | null): void {
    if (id !== this.selected) {
      this.plan = null;
      this.armed = null;
    }
    this.selected = id;
    this.aimed = null;
    this.grenade = null;
    if (this.mode !== 'measure' && this.mode !== 'snap') this.mode = 'select';
    this.redraw();
  }

  /** The mode to come back to: picking a Snap Fire's point while a runner is the seat's question, else select. */
  private get restingMode(): PlayMode {
    const i = this.input;
    return i?.mine && i.view.question?.kind === 'snap-fire' ? 'snap' : 'select';
  }

  /** Switches to `m`, or back to the resting mode when `m` is on. Measuring keeps a plan in hand (it acts on nothing). */
  setMode(m: PlayMode): void {
    const measuring = m === 'measure' || this.mode === 'measure';
    this.mode = this.mode === m ? this.restingMode : m;
    this.aimed = null;
    this.arcDraft = null;
    this.grenade = null;
    this.armed = null;
    if (!measuring) this.plan = null;
    this.measured = null;
    this.redraw();
  }

  /** Hovering a choice or a target: preview that fire (null: stop). */
  preview(a: CombatPatrolAction | null): void {
    const v = this.view;
    if (this.mode === 'arc' || this.armed) return;
    this.aimed = v && a && a.type === 'fire' && !a.at ? { action: a, shown: fireShown(v, a) } : null;
    this.redraw();
  }

  /** The pointer is over a soldier on the table (null: over none). */
  hovered(id: string | null): void {
    const i = this.input;
    if (!i || !this.selected || this.mode !== 'select' || this.plan || this.armed) return;
    const shot = id ? shotAt(this.own(this.selected).legal, this.selected, id) : null;
    if (shot || this.aimed) this.preview(shot);
  }

  /** A fire choice asked for by its number key: the first press shows it, the same key again sends it. */
  arm(key: string, action: Fire): void {
    if (this.armed?.key === key) {
      void this.send(action);
      return;
    }
    // A shot chosen by key: the arc or grenade in hand, and a plan, give way to it.
    if (this.mode === 'arc' || this.mode === 'grenade') this.mode = 'select';
    this.arcDraft = null;
    this.grenade = null;
    this.plan = null;
    this.armed = null;
    this.preview(action);
    this.armed = { key, action };
  }

  disarm(): boolean {
    if (!this.armed) return false;
    this.armed = null;
    this.aimed = null;
    this.redraw();
    return true;
  }

  async send(a: CombatPatrolAction): Promise<boolean> {
    this.note = null;
    this.armed = null;
    const err = await this.act(a);
    if (err) {
      this.note = err;
      this.redraw();
      return false;
    }
    return true;
  }

  // ----------------------------------------------------------------- moves
  /** The move's template for the selected man (his choice, or dragging a friend): its inches over open ground and most points. */
  private pathTemplate(): { maxLength: number; maxPoints: number } {
    const drag = this.dragWho;
    const t = drag ? this.drags.find((d) => d.drag === drag) : this.moves.find((m) => m.kind === this.moveKind);
    return t ?? { maxLength: 0, maxPoints: 1 };
  }

  private replan(): void {
    const p = this.plan;
    const v = this.view;
    if (!p || !v) return;
    const t = this.pathTemplate();
    const path = planPath(p.bends, p.tip, t.maxPoints);
    const opts = this.dragWho ? { drag: this.dragWho } : {};
    this.plan = { ...p, shown: moveShown(v, p.soldier, path, this.moveKind, opts, t.maxLength) };
  }

  private startPlan(soldier: string, bends: Vec[], tip: Vec | null, open: boolean): void {
    const v = this.view;
    if (!v) return;
    if (soldier !== this.selected) this.choice = null;
    this.selected = soldier;
    this.aimed = null;
    this.armed = null;
    // A new plan: the words of the last refusal give way to his own.
    this.refusal = null;
    this.plan = { soldier, bends, tip, open, shown: moveShown(v, soldier, [], this.moveKind) };
    this.replan();
  }

  /**
   * Makes the planned move (with the gamble offered, when `gamble`); a refusal stays near the man and
   * the plan stays in hand. `withTip`: the leg to the pointer counts (Enter, with the pointer on the
   * table); a button makes the move the bends lay down.
   */
  commitPlan(gamble = false, withTip = true): void {
    let p = this.plan;
    if (!p) return;
    if (!withTip && p.tip) {
      this.plan = { ...p, tip: null };
      this.replan();
      p = this.plan as MovePlan;
    }
    if (planPath(p.bends, p.tip).length === 0) return;
    const s = p.shown;
    const kind = this.moveKind;
    if (!s.preview.ok && !(gamble && s.gamble)) {
      this.refusal = { soldier: p.soldier, text: s.words };
      this.redraw();
      return;
    }
    const drag = this.dragWho;
    const a: CombatPatrolAction =
      kind === 'run'
        ? { type: 'run', soldier: p.soldier, path: s.path, ...(gamble && s.gamble ? { gamble: s.gamble.inches } : {}) }
        : { type: 'move', soldier: p.soldier, path: s.path, ...(drag ? { drag } : {}) };
    void this.send(a);
  }

  // ------------------------------------------------------ PlayHost: gestures
  gestureMode(): PlayMode {
    return this.mode;
  }

  canMove(id: string): boolean {
    const i = this.input;
    return !!i && i.mine && this.mode === 'select' && (this.kinds(id).length > 0 || canDeploy(i.templates, id));
  }

  planning(): boolean {
    return this.plan !== null;
  }

  clicked(id: string | null, at: Vec): void {
    const i = this.input;
    if (!i) return;
    const own = id !== null && this.activatable.has(id);
    if (id && this.selected && !own) {
      const shot = shotAt(this.own(this.selected).legal, this.selected, id);
      if (shot) {
        this.armed = null;
        this.preview(shot);
        return;
      }
    }
    // The open table, with a man of yours who may move selected: his path starts there.
    if (id === null && this.selected && i.view.phase === 'battle' && this.canMove(this.selected)) {
      this.startPlan(this.selected, [{ x: at.x, y: at.y }], null, true);
      this.redraw();
      return;
    }
    if (!i.view.activation) this.select(id);
  }

  dragging(soldier: string, path: Vec[] | null): void {
    const v = this.view;
    if (!v || !path) {
      this.plan = null;
      this.redraw();
      return;
    }
    if (soldier !== this.selected) this.select(soldier);
    if (v.phase === 'deploy') {
      const from = v.soldiers.find((m) => m.id === soldier) ?? { x: 0, y: 0 };
      const shown: MoveShown = {
        preview: { ok: true, cost: 0, allowance: 0, left: 0, words: '', legs: [] }, words: 'Drop him where he deploys.', path, contact: null, gamble: null,
        overlay: { path: { from, points: path, ok: true, text: 'place here' } },
      };
      this.plan = { soldier, bends: [], tip: path[path.length - 1] ?? null, open: false, shown };
      return;
    }
    this.startPlan(soldier, [], path[path.length - 1] ?? null, false);
  }

  moved(soldier: string, path: Vec[], bend: boolean): void {
    if (this.view?.phase === 'deploy') {
      // Deploying: the man is placed where he is dropped (the engine checks his zone).
      const at = path[path.length - 1];
      this.plan = null;
      if (at) void this.send({ type: 'deploy', soldier, at });
      return;
    }
    // Let go with Shift: the point is a bend and the path goes on following the pointer.
    this.startPlan(soldier, path, null, bend);
    const p = this.plan as MovePlan | null;
    if (!p || bend) {
      this.redraw();
      return;
    }
    if (!p.shown.preview.ok && !p.shown.gamble) {
      // Refused before sending, in the engine's words, beside the man; he stays where he was.
      this.refusal = { soldier, text: p.shown.words };
      this.plan = null;
      this.redraw();
      return;
    }
    if (!p.shown.preview.ok) {
      // Too far as it stands, but a gamble on the ground would make it: the plan stays for the player to choose.
      this.redraw();
      return;
    }
    this.commitPlan();
  }

  tipTo(p: Vec | null): void {
    const plan = this.plan;
    if (!plan || !plan.open) return;
    this.plan = { ...plan, tip: p ? { x: p.x, y: p.y } : null };
    this.replan();
    this.redraw();
  }

  addBend(p: Vec, double: boolean): void {
    const plan = this.plan;
    if (!plan) return;
    if (double) {
      this.plan = { ...plan, tip: null };
      this.replan();
      this.commitPlan();
      return;
    }
    const most = this.pathTemplate().maxPoints;
    if (plan.bends.length >= most) {
      this.refusal = { soldier: plan.soldier, text: `A move has at most ${most} points: double-click or press Enter to make it, Backspace to take a bend back.` };
      this.redraw();
      return;
    }
    // A click reopens a plan left standing by a drop: the path goes on from its end.
    this.plan = { ...plan, bends: [...plan.bends, { x: p.x, y: p.y }], tip: null, open: true };
    this.replan();
  }

  removeBend(): boolean {
    const plan = this.plan;
    if (!plan) return false;
    const bends = plan.bends.slice(0, -1);
    if (bends.length === 0) this.plan = null;
    else {
      this.plan = { ...plan, bends };
      this.replan();
    }
    this.redraw();
    return true;
  }

  dropPlan(): boolean {
    if (!this.plan && !this.measured) return false;
    this.plan = null;
    this.measured = null;
    this.redraw();
    return true;
  }

  turnTo(p: Vec): void {
    const v = this.view;
    const weapon = this.arcWeapon;
    const gunner = v?.soldiers.find((m) => m.id === this.selected);
    if (!v || !weapon || !gunner) return;
    const bearing = compassBearing(gunner, p);
    if ((this.arcDraft ?? this.aimed)?.action.bearing === bearing) return;
    const a: Fire = { type: 'fire', soldier: gunner.id, weapon, method: 'special', bearing };
    const w = weapons.find((x) => x.id === weapon);
    if (!w) return;
    this.arcDraft = { action: a, overlay: { arc: { ...arcOnBearing(w, gunner, bearing), text: `bearing ${bearing}°` } } };
    this.redraw();
    // Working out everyone in the arc and his odds takes longer than a frame on a crowded table: once the pointer rests.
    if (this.arcTimer) clearTimeout(this.arcTimer);
    this.arcTimer = setTimeout(() => {
      this.arcTimer = null;
      if (this.arcDraft?.action !== a || this.view !== v) return;
      this.aimed = { action: a, shown: fireShown(v, a) };
      this.arcDraft = null;
      this.redraw();
    }, ARC_SETTLE_MS);
  }

  aimAt(p: Vec): void {
    const v = this.view;
    const g = this.grenadeWeapon;
    if (!v || !g || !this.selected) return;
    const at = { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
    this.grenade = { at, weapon: g.weapon, shown: grenadeShown(v, this.selected, at, g.weapon) };
    this.redraw();
  }

  measure(from: Vec, to: Vec): void {
    const v = this.view;
    if (!v) return;
    const target = v.soldiers.find((m) => m.x === to.x && m.y === to.y && m.condition !== 'dead');
    this.measured = { from, to, check: previewSight(v, from, to, !!target?.pinned) };
  }

  // ------------------------------------------------------------ Snap Fire
  /** The Snap Fire being decided: its shooter (a lit man), the point at his best odds. */
  pickShooter(shooter: string): void {
    const v = this.view;
    const q = v?.question;
    if (!v || !q || q.kind !== 'snap-fire') return;
    const o = q.options.find((x) => x.shooter === shooter);
    if (!o) return;
    // Start at the point of the run where his chance is best (the nearest to the runner's start on a tie).
    let best = o.along[0] ?? 0;
    let bestChance = -1;
    for (const d of o.along) {
      const s = snapShown(v, shooter, d);
      const c = s.chance ?? -1;
      if (c > bestChance + 1e-9) {
        best = d;
        bestChance = c;
      }
    }
    this.snap = { shooter, along: best, fixed: false, shown: snapShown(v, shooter, best) };
    // The shooter is the man selected: his ranges are the ones drawn.
    this.selected = shooter;
    this.redraw();
  }

  /** The points of the run the chosen shooter can see the runner in range at (whole inches, and the run's end). */
  get snapPoints(): number[] {
    const q = this.view?.question;
    const s = this.snap;
    return q && q.kind === 'snap-fire' && s ? (q.options.find((x) => x.shooter === s.shooter)?.along ?? []) : [];
  }

  /** Puts the Snap Fire's point at the shooter's point nearest `along` inches of the run. */
  snapAlong(along: number, fix: boolean): void {
    const v = this.view;
    const s = this.snap;
    const points = this.snapPoints;
    if (!v || !s || points.length === 0) return;
    const d = points.reduce((best, x) => (Math.abs(x - along) < Math.abs(best - along) - 1e-9 ? x : best), points[0] as number);
    this.snap = { shooter: s.shooter, along: d, fixed: s.fixed || fix, shown: d === s.along ? s.shown : snapShown(v, s.shooter, d) };
    this.redraw();
  }

  /** The shooter's next point of the run (`step` 1) or the one before (-1). */
  snapStep(step: 1 | -1): void {
    const s = this.snap;
    const points = this.snapPoints;
    if (!s) return;
    const i = points.indexOf(s.along);
    const next = points[Math.max(0, Math.min(points.length - 1, i + step))];
    if (next !== undefined) this.snapAlong(next, true);
  }

  snapPointer(p: Vec, click: boolean, id: string | null): void {
    const q = this.view?.question;
    if (!q || q.kind !== 'snap-fire' || !this.snap) return;
    if (click && id && q.options.some((o) => o.shooter === id)) {
      this.pickShooter(id);
      return;
    }
    if (!click && this.snap.fixed) return;
    this.snapAlong(alongPath(q.path, p), click);
  }

  // ------------------------------------------------------------- drawing
  /** What the table shows for the plan in hand. */
  overlay(): ToolView {
    if (this.replayed) return { play: this.replayed };
    const q = this.view?.question;
    if (q?.kind === 'scatter') {
      // A grenade scattering: where it lies now, and its blast there, walked an inch at a time.
      const thrown = this.view?.last?.action;
      const radius = blastRadius(weapons.find((x) => thrown?.type === 'fire' && x.id === thrown.weapon));
      return { play: { circle: { center: q.at, radius, text: `the grenade: inch ${q.inch} of ${q.of} next` } } };
    }
    if (this.mode === 'measure') {
      const m = this.measured;
      return m ? { play: { measure: { from: m.from, to: m.to, status: m.check.status, text: `${(Math.round(m.check.distance * 10) / 10).toFixed(1)} in · ${m.check.status === 'clear' ? 'clear sight' : m.check.reason}` } } } : NOTHING_TO_DRAW;
    }
    if (q?.kind === 'snap-fire' && this.snap && this.input?.mine) return { play: this.snap.shown.overlay };
    const play = this.plan?.shown.overlay ?? this.grenade?.shown.overlay ?? this.arcDraft?.overlay ?? this.aimed?.shown.overlay;
    return play ? { play } : NOTHING_TO_DRAW;
  }
}
