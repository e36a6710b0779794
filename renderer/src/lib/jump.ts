/** Moves focus to a heading on the same page and scrolls it into view (the home's "On this page" links). */
export function jumpTo(id: string, e?: Event): void {
  e?.preventDefault();
  const el = document.getElementById(id);
  if (!el) return;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'start' });
}
