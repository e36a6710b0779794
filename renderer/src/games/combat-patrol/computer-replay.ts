/**
 * A computer turn replayed on the table, step by step: the envelope's `computerMoves` are the
 * views just after each of the computer's moves, and each view's `last` says what that step did.
 * For each step this works out what the table shows (the model's path to his new spot, the shot
 * from shooter to target with its result, an MG arc with the men it touched, a grenade's scatter
 * walked an inch at a time and its burst), and `ReplayRun` paces the steps (one every PACE_MS)
 * until they end or are skipped. Plain TypeScript: the screen only draws what it is given.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import type { CombatPatrolView, Soldier } from '../../../../engine/games/combat-patrol/battle/types';
import { arcOnBearing, blastRadius, CONDITION_WORDS, sprayRadius } from '../../../../engine/games/combat-patrol/preview';
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
}

const posOf = (v: CombatPatrolView | null, id: string): Vec | null => {
  const m = v?.soldiers.find((x) => x.id === id);
  return m ? { x: m.x, y: m.y } : null;
};

/** What a step did to one soldier, in words, or null when it left him as he was. */
export function outcomeOf(before: Soldier | undefined, after: Soldier): string | null {
  if (!before) return null;
  if (after.condition !== before.condition) return CONDITION_WORDS[after.condition];
  if (after.wounds.length > before.wounds.length) return 'hit, no effect';
  if (after.suppressed && !before.suppressed) return 'suppressed';
  if (after.pinned && !before.pinned) return 'pinned';
  return null;
}

/** The soldiers a step touched, each with what it did to him. */
function touched(prev: CombatPatrolView | null, v: CombatPatrolView): Map<string, string> {
  const out = new Map<string, string>();
  if (!prev) return out;
  for (const m of v.soldiers) {
    const o = outcomeOf(prev.soldiers.find((x) => x.id === m.id), m);
    if (o) out.set(m.id, o);
  }
  return out;
}

const nameOf = (v: CombatPatrolView, id: string): string => v.soldiers.find((m) => m.id === id)?.name ?? id;

function summary(v: CombatPatrolView, hit: Map<string, string>, none: string): string {
  return hit.size ? [...hit].map(([id, o]) => `${nameOf(v, id)} ${o}`).join(', ') : none;
}

/**
 * What the table shows for one step: `prev` the view before its action began (null when unknown),
 * `v` the view after it, `trail` the grenade's points walked so far when the step goes on with the same grenade.
 */
export function stepOverlay(prev: CombatPatrolView | null, v: CombatPatrolView, trail: readonly Vec[] = []): PlayOverlay {
  const last = v.last;
  if (!last) return {};
  const a = last.action;
  const hit = touched(prev, v);
  switch (a.type) {
    case 'move':
    case 'run':
    case 'first-aid': {
      const from = posOf(prev, a.soldier) ?? a.path[0] ?? posOf(v, a.soldier) ?? { x: 0, y: 0 };
      const words = a.type === 'run' ? 'runs' : a.type === 'first-aid' ? 'goes to a wounded man' : 'moves';
      return { path: { from, points: a.path, ok: true, text: `${nameOf(v, a.soldier)} ${words}` }, highlight: [a.soldier, ...hit.keys()] };
    }
    case 'fire': {
      const from = posOf(v, a.soldier) ?? { x: 0, y: 0 };
      const w = weapons.find((x) => x.id === a.weapon);
      if (a.bearing !== undefined && w) {
        return { arc: { ...arcOnBearing(w, from, a.bearing), text: summary(v, hit, 'nobody hit') }, highlight: [...hit.keys()] };
      }
      if (a.at) {
        const q = v.question?.kind === 'scatter' ? v.question : null;
        const here = q ? q.at : (last.burst?.at ?? a.at);
        const end = trail[trail.length - 1];
        const walked = end && Math.hypot(end.x - here.x, end.y - here.y) < 1e-9 ? trail.slice() : [...trail, here];
        if (q) return { aim: { from, to: a.at, text: '' }, trail: walked, circle: { center: q.at, radius: blastRadius(w), text: `scatter: inch ${q.inch} of ${q.of} next` } };
        const burst = last.burst ?? { at: a.at, radius: blastRadius(w) };
        return { aim: { from, to: a.at, text: '' }, trail: walked, circle: { center: burst.at, radius: burst.radius, text: v.question ? 'it bursts' : summary(v, hit, 'nobody hurt') }, highlight: [...hit.keys()] };
      }
      if (a.target) {
        const to = posOf(v, a.target) ?? from;
        if (a.method === 'special' && w?.special?.kind === 'spray') {
          const spray = sprayRadius(w);
          return { aim: { from, to, text: '' }, circle: { center: to, radius: spray, text: summary(v, hit, 'nobody rattled') }, highlight: [...hit.keys()] };
        }
        return { aim: { from, to, text: hit.get(a.target) ?? (v.question ? '' : 'missed') }, highlight: [a.target] };
      }
      return { highlight: [a.soldier] };
    }
    case 'deploy':
    case 'hold':
    case 'rally':
    case 'reload':
    case 'help-reload':
    case 'activate':
      return { highlight: [a.soldier, ...hit.keys()] };
    default:
      return hit.size ? { highlight: [...hit.keys()] } : {};
  }
}

const sameAction = (x: CombatPatrolView | null, y: CombatPatrolView): boolean =>
  !!x?.last && !!y.last && x.last.seat === y.last.seat && JSON.stringify(x.last.action) === JSON.stringify(y.last.action);

/** The steps to show for the computer's moves; `before` is the view the screen showed before them (null when unknown). */
export function replaySteps(before: CombatPatrolView | null, frames: readonly Frame[]): ReplayStep[] {
  const out: ReplayStep[] = [];
  let prev = before;
  // The view before the action now shown began: a step answered die by die (or inch by inch) is told from there.
  let start = before;
  let trail: Vec[] = [];
  for (const f of frames) {
    const goesOn = !!prev?.question && sameAction(prev, f.view);
    if (!goesOn) start = prev;
    const a = f.view.last?.action;
    const thrown = a?.type === 'fire' && a.at ? a.at : null;
    // A grenade answered step after step (its scatter inches) keeps its trail; anything else starts afresh.
    if (!(thrown && goesOn)) trail = thrown ? [thrown] : [];
    const overlay = stepOverlay(start, f.view, trail);
    if (overlay.trail) trail = overlay.trail.slice();
    out.push({ action: f.action, view: f.view, overlay });
    prev = f.view;
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
