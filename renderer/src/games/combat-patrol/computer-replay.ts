/**
 * A computer turn replayed on the table, step by step: the envelope's `computerMoves` give each
 * move's action number and the view just after it (where the men stand then), and the envelope's
 * log gives each move's events as this seat received them. What the table draws for a step is the
 * engine's scene of its events (combat-patrol/scene.ts: the same function the replay viewer draws
 * from): a step that answers a question (a die, a scatter inch) goes on with the action it answers,
 * so a shot keeps its line and a grenade its trail. `ReplayRun` paces the steps (one every PACE_MS)
 * until they end or are skipped. Plain TypeScript: the screen only draws what it is given.
 */
import type { GameEvent } from '../../../../engine/core/contract';
import type { CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { sceneOf } from '../../../../engine/games/combat-patrol/scene';
import type { PlayOverlay } from '../../table/editor/tool-view';

/** Milliseconds each computer step stays on the table. */
export const PACE_MS = 800;

export interface Frame {
  action: number;
  seat: number;
  view: CombatPatrolView;
}

export interface ReplayStep {
  /** The action number (its log lines are the step's words). */
  action: number;
  view: CombatPatrolView;
  overlay: PlayOverlay;
  /** The step in a sentence ("" when nothing is drawn). */
  words: string;
  /** The computer's reason for this step (its own `reason` event, not the action it answers), or null. */
  reason: string | null;
  /** The man who acted in it (or in the action it answers), or null. */
  actor: string | null;
}

/**
 * The caption pinned on the table beside the man who acted while his step is shown: the computer's
 * reason, its head in bold ("Kurt fires his MG42 at Able") and the rest below (how the target stands,
 * the odds). Null when the step gives no reason or names no man on the table. Text only.
 */
export function reasonCaption(step: ReplayStep): { key: string; at: { x: number; y: number }; lines: string[]; tone: 'info'; testid: string } | null {
  const man = step.actor ? step.view.soldiers.find((m) => m.id === step.actor) : undefined;
  if (!step.reason || !man) return null;
  const cut = step.reason.indexOf(': ');
  const lines = cut > 0 ? [step.reason.slice(0, cut), step.reason.slice(cut + 2)] : [step.reason];
  return { key: `reason-${step.action}`, at: { x: man.x, y: man.y }, lines, tone: 'info', testid: 'cp-reason' };
}

/**
 * The steps to show for the computer's moves, from their events in `log`. `before` is the view the
 * screen showed before them (null when unknown): when it was waiting on a question, the first move
 * answers it and goes on with the action before.
 */
export function replaySteps(before: CombatPatrolView | null, frames: readonly Frame[], log: readonly { action: number; event: GameEvent }[]): ReplayStep[] {
  const eventsOf = (action: number) => log.filter((l) => l.action === action).map((l) => l.event);
  const out: ReplayStep[] = [];
  let chain: GameEvent[] = before?.question && frames[0] ? eventsOf(frames[0].action - 1) : [];
  let goesOn = !!before?.question;
  for (const f of frames) {
    const own = sceneOf(eventsOf(f.action));
    chain = goesOn ? [...chain, ...eventsOf(f.action)] : eventsOf(f.action);
    const scene = sceneOf(chain);
    out.push({ action: f.action, view: f.view, overlay: scene.marks, words: scene.words, reason: own.reason, actor: own.actor ?? scene.actor });
    goesOn = f.view.question !== null;
  }
  return out;
}

/**
 * Paces a replay: `onstep(i)` for each step in turn, one every `pace` ms, then `onstep(null)` at the
 * end; `skip()` jumps to the end at once; `stop()` drops it without telling.
 */
export class ReplayRun {
  private i = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly length: number,
    private readonly onstep: (i: number | null) => void,
    private readonly pace = PACE_MS,
  ) {}

  get step(): number | null {
    return this.i >= 0 && this.i < this.length ? this.i : null;
  }

  start(): void {
    this.go(0);
  }

  skip(): void {
    this.stop();
    this.go(this.length);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private go(i: number): void {
    this.i = Math.min(i, this.length);
    if (this.i >= this.length) {
      this.onstep(null);
      return;
    }
    this.onstep(this.i);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.go(this.i + 1);
    }, this.pace);
  }
}
