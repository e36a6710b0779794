/**
 * Base contact by dropping a man onto another: a move whose last point would put his base over a
 * soldier's is moved to the nearest point where the two bases touch, if there is room there (on the
 * table, over nobody else, reachable within the allowance). Contact is what first aid, helping to
 * reload and dragging a wounded friend need, and on a screen exact contact is hard to drop by hand.
 * The rules still judge the move (`planMove`); this only chooses the point.
 */
import { distance, type Vec } from '../../../geometry';
import { isPlan, planMove, type MoveKind, type MoveOptions } from './moves';
import type { CombatPatrolState, Soldier } from './types';
import { onTable, pos } from './world';

/** How far beyond touching the snapped base stands: well inside the contact tolerance, clear of rounding. */
const SNAP_GAP = 0.002;
/** The turns tried around the man touched, nearest the dropped point first (degrees each way). */
const STEP_DEG = 5;

export interface ContactDrop {
  /** The path with its last point moved into base contact. */
  path: Vec[];
  /** The soldier he ends in contact with. */
  contact: string;
}

/** The soldier whose base the point `at` would overlap (the nearest such), other than those excluded. */
export function overlapped(s: CombatPatrolState, at: Vec, exclude: readonly string[]): Soldier | null {
  let best: Soldier | null = null;
  let bestD = Infinity;
  for (const o of s.soldiers) {
    if (!onTable(o) || exclude.includes(o.id)) continue;
    const d = distance(o, at);
    if (d < s.rules.baseDiameter - 1e-9 && d < bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

/**
 * The path with its end moved into base contact with the soldier it would overlap, or null when it
 * overlaps nobody or no point of contact makes a move the rules allow.
 */
export function snapToContact(s: CombatPatrolState, mover: Soldier, path: readonly Vec[], kind: MoveKind, opts: MoveOptions = {}): ContactDrop | null {
  const end = path[path.length - 1];
  if (!end) return null;
  const exclude = [mover.id, ...(opts.drag ? [opts.drag] : [])];
  const him = overlapped(s, end, exclude);
  if (!him) return null;
  const centre = pos(him);
  // Start from the side the man comes from: the direction of the dropped point from his centre, or,
  // dropped dead on it, the direction of the point before it.
  const before = path.length > 1 ? (path[path.length - 2] as Vec) : pos(mover);
  const towards = distance(end, centre) > 1e-6 ? end : before;
  const base = Math.atan2(towards.y - centre.y, towards.x - centre.x);
  const r = s.rules.baseDiameter + SNAP_GAP;
  for (let k = 0; k <= 180 / STEP_DEG; k++) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const a = base + (sign * k * STEP_DEG * Math.PI) / 180;
      const at = { x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r };
      const candidate = [...path.slice(0, -1).map((p) => ({ x: p.x, y: p.y })), at];
      if (isPlan(planMove(s, mover, candidate, kind, opts))) return { path: candidate, contact: him.id };
    }
  }
  return null;
}
