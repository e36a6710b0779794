/**
 * The table editor's keyboard shortcuts: a key press to an editor action (no DOM here). Arrows
 * nudge the selection 1 in (Shift: 0.1 in); ] and [ pick the next or previous model or objective,
 * so one piece can be chosen without a mouse.
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

const toolKeys: Record<string, ToolId> = {
  v: 'select', m: 'model', s: 'squad', t: 'terrain', d: 'draw', z: 'zone', o: 'objective', r: 'ruler', l: 'los', b: 'blast',
};

export const ROTATE_STEP = 15;
/** Arrow keys move the selection this many inches; with Shift, a tenth of that. */
export const NUDGE_STEP = 1;

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function keyAction(k: KeyInput): KeyAction | null {
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
  const tool = toolKeys[key];
  return tool ? { kind: 'tool', tool } : null;
}
