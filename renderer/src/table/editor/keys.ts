/**
 * The table editor's keyboard shortcuts: a key press to an editor action (no DOM here). Arrows
 * nudge the selection 1 in (Shift: 0.1 in); ] and [ pick the next or previous model or objective,
 * so one piece can be chosen without a mouse. A letter that is not the editor's own picks the
 * tool with that shortcut in the editor's tool set (asked through `toolFor`).
 */
import type { ToolId } from './session';

export interface KeyInput {
  key: string;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
}

export type KeyAction =
  | { kind: 'tool'; tool: ToolId }
  | { kind: 'delete' | 'copy' | 'paste' | 'undo' | 'redo' | 'escape' | 'select-all' | 'grid' | 'zoom-in' | 'zoom-out' | 'fit' | 'enter' | 'backspace' }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'pick'; step: 1 | -1 };

/** Letters the editor itself uses (turning, the grid): no tool may take them. */
export const EDITOR_LETTERS: ReadonlySet<string> = new Set(['q', 'e', 'g']);

export const ROTATE_STEP = 15;
/** Arrow keys move the selection this many inches; with Shift, a tenth of that. */
export const NUDGE_STEP = 1;

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function keyAction(k: KeyInput, toolFor: (letter: string) => ToolId | null = () => null): KeyAction | null {
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (k.ctrl) {
    if (key === 'z') return { kind: k.shift ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'c') return { kind: 'copy' };
    if (key === 'v') return { kind: 'paste' };
    if (key === 'a') return { kind: 'select-all' };
    return null;
  }
  if (k.alt) return null;
  if (key === 'Escape') return { kind: 'escape' };
  if (key === 'Delete') return { kind: 'delete' };
  if (key === 'Backspace') return { kind: 'backspace' };
  if (key === 'Enter') return { kind: 'enter' };
  const arrow = arrows[key];
  if (arrow) {
    const step = k.shift ? NUDGE_STEP / 10 : NUDGE_STEP;
    return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (key === ']') return { kind: 'pick', step: 1 };
  if (key === '[') return { kind: 'pick', step: -1 };
  if (key === 'q') return { kind: 'rotate', degrees: -ROTATE_STEP };
  if (key === 'e') return { kind: 'rotate', degrees: ROTATE_STEP };
  if (key === 'g') return { kind: 'grid' };
  if (key === '+' || key === '=') return { kind: 'zoom-in' };
  if (key === '-' || key === '_') return { kind: 'zoom-out' };
  if (key === '0') return { kind: 'fit' };
  const tool = key.length === 1 ? toolFor(key) : null;
  return tool ? { kind: 'tool', tool } : null;
}
