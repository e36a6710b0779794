/**
 * A computer turn shown step by step: the envelope's `computerMoves` are the views just after each
 * of the computer's moves; the screen shows them one at a time at a readable pace (or all at once
 * when skipped) before settling on the envelope's own view.
 */
export interface Frame<V> {
  action: number;
  seat: number;
  view: V;
}

/** Milliseconds each computer move stays on screen. */
export const PACE_MS = 1100;

/**
 * The frames to play for an envelope: none when the computer did not move. A single move is shown
 * too: its view is the one the screen settles on, but shown as a move its changes are marked.
 */
export function framesOf<V>(moves: readonly Frame<V>[]): Frame<V>[] {
  return moves.slice();
}

/** The log as it stood just after action `upTo` (every line when null). */
export function logUpTo<L extends { action: number }>(log: readonly L[], upTo: number | null): L[] {
  return upTo === null ? log.slice() : log.filter((l) => l.action <= upTo);
}

/** What the log says of action `action`: its lines, the computer's reason last. */
export function saidAt(log: readonly { action: number; text: string }[], action: number): string[] {
  const lines = log.filter((l) => l.action === action).map((l) => l.text);
  return [...lines.filter((t) => !t.startsWith('Reason:')), ...lines.filter((t) => t.startsWith('Reason:'))];
}

/**
 * The events a computer move's marks are drawn from: those of its own action and of every action
 * since the one shown before it. For the first move of a turn `since` is the first action after the
 * view that was on screen (the person's own move and what followed it are marked with it); null
 * when that is not known (no marks for it). A replay point is marked with its last action alone.
 */
export function frameEvents<E>(log: readonly { action: number; event: E }[], frames: readonly { action: number }[], i: number, since: number | null): E[] | null {
  const frame = frames[i];
  const from = i === 0 ? since : (frames[i - 1] as { action: number }).action + 1;
  if (!frame || from === null) return null;
  return log.filter((l) => l.action >= from && l.action <= frame.action).map((l) => l.event);
}
