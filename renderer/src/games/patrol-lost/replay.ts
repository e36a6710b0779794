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
export const PACE_MS = 800;

/** The frames to play for an envelope: none when the computer did not move, or when it made only the move now shown. */
export function framesOf<V>(moves: readonly Frame<V>[]): Frame<V>[] {
  return moves.length > 1 ? moves.slice() : [];
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
