/** The short forms of a soldier's label (model-labels.ts): his initials, a badge without its parentheses. */

/**
 * "Schütze 1" -> "S1", "Rifleman 10" -> "R10", "Pvt. John Baker" -> "PJB": the first letter of
 * each word, a word of digits kept whole.
 */
export function initials(name: string): string {
  let short = initialsMet.get(name);
  if (short === undefined) {
    short = name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => (/^\d+$/.test(w) ? w : (w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase()))
      .join('');
    if (initialsMet.size > 2000) initialsMet.clear();
    initialsMet.set(name, short);
  }
  return short;
}
/** Names already shortened (the same men are labelled frame after frame). */
const initialsMet = new Map<string, string>();

/** A badge without what it says in parentheses: "critical (dies on 3-)" -> "critical". */
export function shortBadge(badge: string): string {
  return badge.replace(/\s*\([^)]*\)/g, '').trim() || badge;
}
