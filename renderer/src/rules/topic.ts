/**
 * Finding the part of a rules page a symbol stands for ("AA", "I", "dead end"), to scroll to it
 * and mark it. In order: a heading that names it; a list item or paragraph that opens with it in
 * bold (the explanation of a mark); a ruling box that mentions it; any paragraph that mentions it.
 */
function words(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`, 'i');
}

function opensWith(el: Element, term: string): boolean {
  const first = el.firstElementChild;
  if (!first || first.tagName !== 'STRONG' || first.textContent?.trim() !== term) return false;
  const before = (el.textContent ?? '').slice(0, (el.textContent ?? '').indexOf(first.textContent ?? ''));
  return before.trim() === '';
}

export function findTopic(root: HTMLElement, term: string): HTMLElement | null {
  const re = words(term);
  const all = <T extends Element>(sel: string) => Array.from(root.querySelectorAll<T & HTMLElement>(sel));
  return (
    all('h1, h2, h3, h4, h5, h6').find((h) => re.test(h.textContent ?? '')) ??
    all('li, p').find((el) => opensWith(el, term)) ??
    all('.ruling').find((el) => re.test(el.textContent ?? '')) ??
    all('li, p').find((el) => re.test(el.textContent ?? '')) ??
    null
  );
}
