/**
 * The play screen's facade over the battle's play state. The state (play-types.ts) lives in the
 * battle editor's session (`session.play`), frozen; this class is its one writer: every intent (a
 * gesture from the play tool, a button or key from the screens) runs one pure transition
 * (play-transitions.ts, play-plan.ts) and hands the next state to the editor, then sends what the
 * transition asks for through `act` (the API client). The screens and the stage only read it (the
 * getters below, reactive through the editor's Svelte adapter) and send intents. The document is
 * never edited: the battle lives in the main process.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { Editor } from '../../table/editor/editor';
import { editorState, type EditorState } from '../../table/editor-state.svelte';
import type { ToolView } from '../../table/editor/tool-view';
import type { MoveKind } from './choices';
import { overlayOf } from './play-drawing';
import { activatableOf, arcWeaponOf, canMoveOf, dragsOf, dragWhoOf, grenadeWeaponOf, legalOf, moveKindOf, movesOf, snapPointsOf } from './play-offers';
import * as plan from './play-plan';
import { playTools, type PlayHost, type PlayMode } from './play-tool';
import * as t from './play-transitions';
import { NO_PLAY, type Fire, type PlayData, type PlayInput, type Step } from './play-types';

export type { MoveChoice, MovePlan, PlayInput } from './play-types';

/** How long the pointer rests before a turned arc's odds are worked out (ms). */
export const ARC_SETTLE_MS = 80;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export class PlayState implements PlayHost {
  /** The battle's table: its session holds the play state; its one tool is play's. */
  readonly editor: Editor;
  private readonly live: EditorState;
  private arcTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly act: (a: CombatPatrolAction) => Promise<string | null>,
    doc: Scenario,
  ) {
    this.editor = new Editor(doc, { tools: playTools(this), readOnly: true });
    this.live = editorState(this.editor);
    this.run({ state: NO_PLAY });
  }

  /** The play state now: frozen, read-only; in Svelte, reading it follows its changes. */
  get state(): PlayData {
    return (this.live.play as PlayData | null) ?? NO_PLAY;
  }

  /**
   * The one writer: the transition's state goes into the editor's session (with the table's
   * selection, the man selected unless a computer step is replayed), then what it asks for is done.
   * False when an action sent was refused (the engine's words are the note).
   */
  private async run(step: Step): Promise<boolean> {
    const s = step.state;
    if (s !== this.editor.session.play) {
      const cur = this.editor.session.selection;
      const sel = s.selected && !s.replayed ? [s.selected] : [];
      this.editor.setSession({ play: s, selection: same(cur, sel) ? cur : sel });
    }
    if (step.settle) this.settleLater(step.settle);
    if (!step.send) return true;
    const err = await this.act(step.send);
    if (err) this.run(t.noted(this.state, err));
    return !err;
  }

  /** Working out everyone in a turned arc and his odds takes longer than a frame on a crowded table: once the pointer rests. */
  private settleLater(a: Fire): void {
    const at = this.state.input;
    if (this.arcTimer) clearTimeout(this.arcTimer);
    this.arcTimer = setTimeout(() => {
      this.arcTimer = null;
      void this.run(t.arcSettled(this.state, a, at));
    }, ARC_SETTLE_MS);
  }

  // ------------------------------------------------------------ reading
  get input(): PlayInput | null { return this.state.input; }
  get view(): CombatPatrolView | null { return this.state.input?.view ?? null; }
  get selected(): string | null { return this.state.selected; }
  get mode(): PlayMode { return this.state.mode; }
  get choice(): PlayData['choice'] { return this.state.choice; }
  get plan(): PlayData['plan'] { return this.state.plan; }
  get aimed(): PlayData['aimed'] { return this.state.aimed; }
  get arcDraft(): PlayData['arcDraft'] { return this.state.arcDraft; }
  get grenade(): PlayData['grenade'] { return this.state.grenade; }
  get refusal(): PlayData['refusal'] { return this.state.refusal; }
  get measured(): PlayData['measured'] { return this.state.measured; }
  get snap(): PlayData['snap'] { return this.state.snap; }
  get armed(): PlayData['armed'] { return this.state.armed; }
  get note(): string | null { return this.state.note; }
  /** The seat's choices with the selected man's own in full: what the panel lists and the table offers. */
  get legal(): CombatPatrolAction[] { return legalOf(this.state); }
  get activatable(): ReadonlySet<string> { return activatableOf(this.state); }
  get moves() { return movesOf(this.state); }
  /** Wounded friends the selected man may drag now. */
  get drags() { return dragsOf(this.state); }
  get moveKind(): MoveKind { return moveKindOf(this.state); }
  get dragWho(): string | null { return dragWhoOf(this.state); }
  get arcWeapon(): string | null { return arcWeaponOf(this.state); }
  get grenadeWeapon(): { weapon: string; reach: number } | null { return grenadeWeaponOf(this.state); }
  /** The points of the run the chosen shooter can see the runner in range at (whole inches, and the run's end). */
  get snapPoints(): number[] { return snapPointsOf(this.state); }

  // ------------------------------------------------------------ intents
  /** What the screen shows: the envelope's, or a computer step replayed (`replayed`); `deselect` when a replay ends. */
  setInput(i: PlayInput, replayed: ToolView['play'] | null = null, deselect = false): void { void this.run(t.show(this.state, i, replayed, deselect)); }
  select(id: string | null): void { void this.run(t.select(this.state, id)); }
  setMode(m: PlayMode): void { void this.run(t.setMode(this.state, m)); }
  preview(a: CombatPatrolAction | null): void { void this.run(t.preview(this.state, a)); }
  hovered(id: string | null): void { void this.run(t.hovered(this.state, id)); }
  arm(key: string, action: Fire): void { void this.run(t.arm(this.state, key, action)); }
  /** Escape: a shot armed is put down (false when there was none). */
  disarm(): boolean {
    if (!this.state.armed) return false;
    void this.run(t.disarm(this.state));
    return true;
  }
  send(a: CombatPatrolAction): Promise<boolean> { return this.run(t.send(this.state, a)); }
  chooseMove(kind: MoveKind, drag: string | null = null): void { void this.run(plan.chooseMove(this.state, kind, drag)); }
  commitPlan(gamble = false, withTip = true): void { void this.run(plan.commitPlan(this.state, gamble, withTip)); }
  removeBend(): boolean {
    if (!this.state.plan) return false;
    void this.run(plan.removeBend(this.state));
    return true;
  }
  pickShooter(shooter: string): void { void this.run(t.pickShooter(this.state, shooter)); }
  snapAlong(along: number, fix: boolean): void { void this.run(t.snapAlong(this.state, along, fix)); }
  snapStep(step: 1 | -1): void { void this.run(t.snapStep(this.state, step)); }

  // ------------------------------------------------------ PlayHost: gestures
  gestureMode(): PlayMode { return this.state.mode; }
  canMove(id: string): boolean { return canMoveOf(this.state, id); }
  planning(): boolean { return this.state.plan !== null; }
  clicked(id: string | null, at: Vec): void { void this.run(t.clicked(this.state, id, at)); }
  dragging(soldier: string, path: Vec[] | null): void { void this.run(plan.dragging(this.state, soldier, path)); }
  moved(soldier: string, path: Vec[], bend: boolean): void { void this.run(plan.moved(this.state, soldier, path, bend)); }
  tipTo(p: Vec | null): void { void this.run(plan.tipTo(this.state, p)); }
  addBend(p: Vec, double: boolean): void { void this.run(plan.addBend(this.state, p, double)); }
  dropPlan(): boolean {
    if (!this.state.plan && !this.state.measured) return false;
    void this.run(plan.dropPlan(this.state));
    return true;
  }
  turnTo(p: Vec): void { void this.run(t.turnTo(this.state, p)); }
  aimAt(p: Vec): void { void this.run(t.aimAt(this.state, p)); }
  measure(from: Vec, to: Vec): void { void this.run(t.measure(this.state, from, to)); }
  snapPointer(p: Vec, click: boolean, id: string | null): void { void this.run(t.snapPointer(this.state, p, click, id)); }
  /** What the table shows for the plan in hand. */
  overlay(): ToolView { return overlayOf(this.state); }
}
