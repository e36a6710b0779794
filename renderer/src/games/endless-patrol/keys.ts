/** Keyboard play for the Endless Patrol screen: a key press becomes a command, nothing more. */
import { TARGET_LETTERS } from './play';

export type Command =
  | { kind: 'card'; index: number }
  | { kind: 'target'; index: number }
  | { kind: 'target-step'; delta: 1 | -1 }
  | { kind: 'confirm' }
  | { kind: 'end-fire' }
  | { kind: 'take' }
  | { kind: 'undo' }
  | { kind: 'clear' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export function commandForKey(e: KeyLike): Command | null {
  if (e.altKey) return null;
  const k = e.key;
  if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) return { kind: 'undo' };
  if (e.ctrlKey || e.metaKey) return null;
  if (/^[1-9]$/.test(k)) return { kind: 'card', index: Number(k) - 1 };
  if (k === 'ArrowRight' || k === 'ArrowDown') return { kind: 'target-step', delta: 1 };
  if (k === 'ArrowLeft' || k === 'ArrowUp') return { kind: 'target-step', delta: -1 };
  if (k === 'Enter') return { kind: 'confirm' };
  if (k === 'Escape') return { kind: 'clear' };
  const upper = k.length === 1 ? k.toUpperCase() : '';
  // Shift+E ends the Fire phase: plain E is the fifth target, so target letters run A, B, C, D, E…
  if (upper === 'E' && e.shiftKey) return { kind: 'end-fire' };
  if (upper === 'U') return { kind: 'undo' };
  if (upper === 'T') return { kind: 'take' };
  const t = upper ? TARGET_LETTERS.indexOf(upper) : -1;
  if (t >= 0) return { kind: 'target', index: t };
  return null;
}

/** The next target index when stepping with the arrow keys (wraps; -1 = none selected). */
export function stepTarget(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
