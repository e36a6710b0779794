/**
 * The play tools' geometry, in table inches: the path a drag makes and its length, whether a
 * pointer moved far enough to be a drag, and inches in words. Plain TypeScript (tested); the rules'
 * own measures (a machine-gun arc on a bearing, the bearing a drag turns it to, a scatter inch)
 * come from the engine (compass.ts, preview.ts).
 */
import type { Vec } from '../../../../engine/geometry/vec';

/** The path a drag from a soldier at `from` to `to` makes: the points after him (waypoints first). */
export function dragPath(from: Vec, to: Vec, waypoints: readonly Vec[] = []): Vec[] {
  const pts = [...waypoints, to].map((p) => ({ x: round2(p.x), y: round2(p.y) }));
  // A drag that has not left the base is no path yet.
  return pts.length === 1 && Math.hypot(pts[0]!.x - from.x, pts[0]!.y - from.y) < 1e-6 ? [] : pts;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Whether a pointer went far enough from where it was pressed to be a drag, not a click (screen px). */
export function isDrag(down: Vec, now: Vec, px = 4): boolean {
  return Math.hypot(now.x - down.x, now.y - down.y) > px;
}

/** Length of a path from `from` through `points` (inches, as drawn: the engine costs terrain). */
export { pathLength } from '../../../../engine/geometry/vec';

/** The path a plan makes: its bends, then the point the next leg runs to (unless it sits on the last bend); at most `most` points (the move template's). */
export function planPath(bends: readonly Vec[], tip: Vec | null, most = Infinity): Vec[] {
  const out = bends.map((p) => ({ x: round2(p.x), y: round2(p.y) }));
  if (tip) {
    const t = { x: round2(tip.x), y: round2(tip.y) };
    const last = out[out.length - 1];
    if (!last || Math.hypot(last.x - t.x, last.y - t.y) > 0.05) out.push(t);
  }
  return out.slice(0, most);
}

/** "7 in", "9.5 in": whole inches as they are, anything else to a tenth. */
export function inches(n: number): string {
  const r = Math.round(n * 10) / 10;
  return `${Number.isInteger(r) ? r : r.toFixed(1)} in`;
}

/** A point of a run in words: "at the start of his run", or "7 in along his run". */
export function alongWords(along: number): string {
  return along < 0.05 ? 'the start of his run' : `${inches(along)} along his run`;
}
