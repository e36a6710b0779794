/**
 * Keyboard focus helpers: where focus goes when a screen or a dialog appears, and the cycle of
 * Tab inside a dialog. Plain DOM code, no Svelte.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab reaches, in document order (hidden ones left out). */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/** True when nothing useful has focus: the page body, or an element no longer on the page. */
export function focusIsLost(doc: Document = document): boolean {
  const a = doc.activeElement;
  return a === null || a === doc.body || a === doc.documentElement || !a.isConnected;
}

/**
 * A new screen has arrived: give its heading focus, so keyboard and screen-reader users start
 * there, unless something on it (a dialog) already took focus.
 */
export function focusOnArrival(el: HTMLElement | null): void {
  if (!el) return;
  queueMicrotask(() => {
    if (focusIsLost()) el.focus({ preventScroll: true });
  });
}

/** Keeps Tab and Shift+Tab cycling inside `root`. Returns true when it moved focus itself. */
export function trapTab(e: KeyboardEvent, root: HTMLElement): boolean {
  if (e.key !== 'Tab') return false;
  const items = focusables(root);
  if (items.length === 0) {
    e.preventDefault();
    return true;
  }
  const first = items[0] as HTMLElement;
  const last = items[items.length - 1] as HTMLElement;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && root.contains(active);
  if (e.shiftKey && (!inside || active === first)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
