/**
 * A campaign GI's name as a narrow squad panel shows it: rank and surname ("Pvt. Kowalski"), an
 * attached soldier as "Attached 2". The full name stays in the log and the tooltip.
 */
export function shortName(full: string): string {
  const attached = /^Attached soldier (\d+)$/.exec(full);
  if (attached) return `Attached ${attached[1]}`;
  const m = /^(Pvt\.|PFC|Cpl\.|Sgt\.|S\/Sgt\.|Lt\.) (.+)$/.exec(full);
  if (!m) return full;
  const words = m[2]!.trim().split(/\s+/);
  return `${m[1]} ${words[words.length - 1]}`;
}

/** The letter on a soldier's mark: his own first letter ("Able": A), a campaign GI's surname initial ("Pvt. Kowalski": K). */
export function markLetter(full: string): string {
  const short = shortName(full);
  const words = short.split(/\s+/);
  return (words.length > 1 && short !== full ? words[words.length - 1]! : short).charAt(0).toUpperCase() || '?';
}

/**
 * The letters on a squad's marks, told apart: each man's letter as markLetter gives it; where two
 * or more share one, the first two letters of the word it came from ("Kowalski", "Kelly": Ko, Ke);
 * where even those clash, the letter and his place among those who share it ("Smith", "Smith",
 * "Smalley": S1, S2, S3).
 */
export function markLetters(names: readonly string[]): string[] {
  const word = (full: string): string => {
    const short = shortName(full);
    const words = short.split(/\s+/);
    return words.length > 1 && short !== full ? words[words.length - 1]! : short;
  };
  const first = names.map(markLetter);
  const two = names.map((n, i) => first[i]! + word(n).charAt(1).toLowerCase());
  return names.map((_, i) => {
    const a = first[i]!;
    const group = first.map((x, j) => (x === a ? j : -1)).filter((j) => j >= 0);
    if (group.length === 1) return a;
    const pairs = group.map((j) => two[j]!);
    if (new Set(pairs).size === group.length && pairs.every((p) => p.length === 2)) return two[i]!;
    return `${a}${group.indexOf(i) + 1}`;
  });
}
