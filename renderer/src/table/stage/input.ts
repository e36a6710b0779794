/**
 * DOM input for the table: pointer events on the canvas container, the wheel, and keys on the
 * window (not while typing in a field), handed to the Editor unchanged in meaning.
 */
import type { Editor } from '../editor/editor';

const DOUBLE_MS = 350;
const DOUBLE_PX = 6;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function attachInput(container: HTMLElement, editor: Editor): () => void {
  let lastDown = { t: 0, x: -99, y: -99 };
  const local = (e: PointerEvent | WheelEvent) => {
    const r = container.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const mods = (e: PointerEvent) => ({ shift: e.shiftKey, alt: e.altKey, button: e.button });

  const down = (e: PointerEvent) => {
    if (e.button === 2) return;
    container.focus({ preventScroll: true });
    try {
      container.setPointerCapture?.(e.pointerId);
    } catch {
      // a synthetic or already-ended pointer: the drag still works while over the table
    }
    const p = local(e);
    const now = performance.now();
    const double = now - lastDown.t < DOUBLE_MS && Math.hypot(p.x - lastDown.x, p.y - lastDown.y) < DOUBLE_PX;
    lastDown = double ? { t: 0, x: -99, y: -99 } : { t: now, x: p.x, y: p.y };
    if (e.button === 1) e.preventDefault();
    editor.pointerDown(p, { ...mods(e), double });
  };
  const move = (e: PointerEvent) => editor.pointerMove(local(e), mods(e));
  const up = (e: PointerEvent) => {
    if (container.hasPointerCapture?.(e.pointerId)) container.releasePointerCapture(e.pointerId);
    editor.pointerUp(local(e), mods(e));
  };
  const leave = () => editor.pointerLeave();
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    editor.zoomBy(Math.exp(-e.deltaY * 0.0015), local(e));
  };
  const keydown = (e: KeyboardEvent) => {
    if (typing(e.target)) return;
    if (e.key === ' ') {
      editor.setSpaceHeld(true);
      container.style.cursor = 'grab';
      e.preventDefault();
      return;
    }
    if (editor.key({ key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey })) e.preventDefault();
  };
  const keyup = (e: KeyboardEvent) => {
    if (e.key === ' ') {
      editor.setSpaceHeld(false);
      container.style.cursor = '';
    }
  };
  const menu = (e: Event) => e.preventDefault();

  container.addEventListener('pointerdown', down);
  container.addEventListener('pointermove', move);
  container.addEventListener('pointerup', up);
  container.addEventListener('pointerleave', leave);
  container.addEventListener('wheel', wheel, { passive: false });
  container.addEventListener('contextmenu', menu);
  window.addEventListener('keydown', keydown);
  window.addEventListener('keyup', keyup);
  return () => {
    container.removeEventListener('pointerdown', down);
    container.removeEventListener('pointermove', move);
    container.removeEventListener('pointerup', up);
    container.removeEventListener('pointerleave', leave);
    container.removeEventListener('wheel', wheel);
    container.removeEventListener('contextmenu', menu);
    window.removeEventListener('keydown', keydown);
    window.removeEventListener('keyup', keyup);
  };
}
