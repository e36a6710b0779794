/**
 * The play screen's state (Svelte runes): the soldier selected, what a drag on the table does
 * (move, turn a machine-gun arc, pick a grenade's point), the plan in hand with its preview, and
 * the note to show (a refusal in the engine's words). It is the play tool's host: the tool hands it
 * gestures, it sends game actions through `act` (the API client) and never edits the document.
 */
import type { ActionTemplate } from '../../../../engine/core/contract';
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { NOTHING_TO_DRAW, type ToolView } from '../../table/editor/tool-view';
import { activatable, arcWeapon, canDeploy, grenadeWeapon, moveKinds, shotAt, type MoveKind } from './choices';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { arcSector, bearingTo } from './play-geometry';

/** How long the pointer rests before a turned arc's odds are worked out (ms). */
export const ARC_SETTLE_MS = 80;
import { fireShown, grenadeShown, moveShown, type FireShown, type GrenadeShown, type MoveShown } from './play-overlay';
import type { PlayHost, PlayMode } from './play-tool';

type Fire = Extract<CombatPatrolAction, { type: 'fire' }>;

export interface PlayInput {
  view: CombatPatrolView;
  legal: CombatPatrolAction[];
  templates: ActionTemplate[];
  /** True when the seat looking may act now (a person's decision). */
  mine: boolean;
}

export class PlayState implements PlayHost {
  input = $state.raw<PlayInput | null>(null);
  selected = $state<string | null>(null);
  mode = $state<PlayMode>('select');
  moveKind = $state<MoveKind>('move');
  /** The move being dragged, with its preview. */
  drag = $state.raw<{ soldier: string; path: Vec[]; shown: MoveShown } | null>(null);
  /** A fire action previewed (hovering a target or a button, or an arc being turned). */
  aimed = $state.raw<{ action: Fire; shown: FireShown } | null>(null);
  /** An arc being turned: drawn at once; its odds (everyone in it, by the engine) follow when the pointer rests. */
  arcDraft = $state.raw<{ action: Fire; overlay: ToolView['play'] } | null>(null);
  private arcTimer: ReturnType<typeof setTimeout> | null = null;
  grenade = $state.raw<{ at: Vec; weapon: string; shown: GrenadeShown } | null>(null);
  note = $state<string | null>(null);
  /** Redraw the table's overlay (the editor's `changed`). */
  redraw: () => void = () => {};

  constructor(private readonly act: (a: CombatPatrolAction) => Promise<string | null>) {}

  setInput(i: PlayInput): void {
    this.input = i;
    const act = i.view.activation;
    if (act) this.selected = act.soldier;
    else if (this.selected && !i.view.soldiers.some((m) => m.id === this.selected && m.condition !== 'dead')) this.selected = null;
    this.drag = null;
    this.aimed = null;
    this.arcDraft = null;
    this.grenade = null;
    if (this.mode !== 'select' && !(this.selected && (this.mode === 'arc' ? this.arcWeapon : this.grenadeWeapon))) this.mode = 'select';
    this.redraw();
  }

  get view(): CombatPatrolView | null {
    return this.input?.view ?? null;
  }

  get activatable(): Set<string> {
    const i = this.input;
    return i && i.mine ? activatable(i.legal, i.templates) : new Set();
  }

  get moves() {
    const i = this.input;
    return i && i.mine && this.selected ? moveKinds(i.templates, this.selected) : [];
  }

  get arcWeapon(): string | null {
    const i = this.input;
    return i && i.mine && this.selected ? arcWeapon(i.templates, this.selected) : null;
  }

  get grenadeWeapon(): { weapon: string; reach: number } | null {
    const i = this.input;
    return i && i.mine && this.selected ? grenadeWeapon(i.templates, this.selected) : null;
  }

  select(id: string | null): void {
    this.selected = id;
    this.aimed = null;
    this.grenade = null;
    this.mode = 'select';
    this.redraw();
  }

  setMode(m: PlayMode): void {
    this.mode = this.mode === m ? 'select' : m;
    this.aimed = null;
    this.arcDraft = null;
    this.grenade = null;
    this.redraw();
  }

  /** Hovering a choice or a target: preview that fire (null: stop). */
  preview(a: CombatPatrolAction | null): void {
    const v = this.view;
    if (this.mode === 'arc') return;
    this.aimed = v && a && a.type === 'fire' && !a.at ? { action: a, shown: fireShown(v, a) } : null;
    this.redraw();
  }

  /** The pointer is over a soldier on the table (null: over none). */
  hovered(id: string | null): void {
    const i = this.input;
    if (!i || !this.selected || this.mode !== 'select' || this.drag) return;
    const shot = id ? shotAt(i.legal, this.selected, id) : null;
    if (shot || this.aimed) this.preview(shot);
  }

  async send(a: CombatPatrolAction): Promise<boolean> {
    this.note = null;
    const err = await this.act(a);
    if (err) {
      this.note = err;
      this.drag = null;
      this.redraw();
      return false;
    }
    return true;
  }

  // PlayHost: the play tool's gestures.
  gestureMode(): PlayMode {
    return this.mode;
  }

  canMove(id: string): boolean {
    const i = this.input;
    return !!i && i.mine && this.mode === 'select' && (moveKinds(i.templates, id).length > 0 || canDeploy(i.templates, id));
  }

  clicked(id: string | null): void {
    const i = this.input;
    if (!i) return;
    const own = id !== null && this.activatable.has(id);
    if (id && this.selected && !own) {
      const shot = shotAt(i.legal, this.selected, id);
      if (shot) {
        this.preview(shot);
        return;
      }
    }
    if (!i.view.activation) this.select(id);
  }

  dragging(soldier: string, path: Vec[] | null): void {
    const v = this.view;
    if (!v || !path) {
      this.drag = null;
      this.redraw();
      return;
    }
    this.selected = soldier;
    if (v.phase === 'deploy') {
      const from = v.soldiers.find((m) => m.id === soldier) ?? { x: 0, y: 0 };
      this.drag = { soldier, path, shown: { preview: { ok: true, cost: 0, allowance: 0, left: 0, words: '' }, words: 'Drop him where he deploys.', overlay: { path: { from, points: path, ok: true, text: 'place here' } } } };
      return;
    }
    const kinds = moveKinds(this.input?.templates ?? [], soldier).map((k) => k.kind);
    const kind = kinds.includes(this.moveKind) ? this.moveKind : (kinds[0] ?? 'move');
    this.drag = { soldier, path, shown: moveShown(v, soldier, path, kind) };
  }

  moved(soldier: string, path: Vec[]): void {
    if (this.view?.phase === 'deploy') {
      // Deploying: the man is placed where he is dropped (the engine checks his zone).
      const at = path[path.length - 1];
      this.drag = null;
      if (at) void this.send({ type: 'deploy', soldier, at });
      return;
    }
    this.dragging(soldier, path);
    const d = this.drag;
    if (!d) return;
    if (!d.shown.preview.ok) {
      // Refused before sending, in the engine's words; the soldier stays where he was.
      this.note = d.shown.words;
      this.drag = null;
      this.redraw();
      return;
    }
    const kinds = moveKinds(this.input?.templates ?? [], soldier).map((k) => k.kind);
    const type = kinds.includes(this.moveKind) ? this.moveKind : 'move';
    void this.send({ type, soldier, path });
  }

  turnTo(p: Vec): void {
    const v = this.view;
    const weapon = this.arcWeapon;
    const gunner = v?.soldiers.find((m) => m.id === this.selected);
    if (!v || !weapon || !gunner) return;
    const bearing = bearingTo(gunner, p);
    if ((this.arcDraft ?? this.aimed)?.action.bearing === bearing) return;
    const a: Fire = { type: 'fire', soldier: gunner.id, weapon, method: 'special', bearing };
    const w = weapons.find((x) => x.id === weapon);
    const span = w?.special?.kind === 'machine-gun' ? w.special.arcDegrees : 45;
    this.arcDraft = { action: a, overlay: { arc: { ...arcSector(gunner, bearing, w?.optimum ?? 30, span), text: `bearing ${bearing}°` } } };
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

  /** What the table shows for the plan in hand. */
  overlay(): ToolView {
    const q = this.view?.question;
    if (q?.kind === 'scatter') {
      // A grenade scattering: where it lies now, and its blast there, walked an inch at a time.
      return { play: { circle: { center: q.at, radius: 1, text: `the grenade: inch ${q.inch} of ${q.of} next` } } };
    }
    const play = this.drag?.shown.overlay ?? this.grenade?.shown.overlay ?? this.arcDraft?.overlay ?? this.aimed?.shown.overlay;
    return play ? { play } : NOTHING_TO_DRAW;
  }
}
