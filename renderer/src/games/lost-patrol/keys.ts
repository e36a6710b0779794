/** Keyboard play for The Lost Patrol: arrows move (or turn a breadcrumb tile), digits bid or pick a group, U undoes. */
import type { Dir } from '../../../../engine/games/lost-patrol/types';

export type Command = { kind: 'dir'; dir: Dir } | { kind: 'digit'; n: number } | { kind: 'undo' } | { kind: 'close' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, Dir> = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };

export function commandForKey(e: KeyLike): Command | null {
  if (e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z')) return { kind: 'undo' };
  if (e.ctrlKey || e.metaKey) return null;
  const dir = ARROWS[e.key];
  if (dir) return { kind: 'dir', dir };
  if (/^[1-9]$/.test(e.key)) return { kind: 'digit', n: Number(e.key) };
  if (e.key === 'u' || e.key === 'U') return { kind: 'undo' };
  if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') return { kind: 'close' };
  return null;
}
