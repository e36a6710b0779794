/**
 * The odds of a fight with the horror, from the rules: a bid of b soldiers sees it off when the
 * die shows less than b, and fails (all b die) on b or more. After a failed bid an even roll
 * brings it back for another round. Shown in the horror dialog; no .svelte file computes these.
 */

/** Chance that a bid of `b` soldiers fails: the die shows b or more. */
export function loseChance(b: number): number {
  if (b <= 1) return 1;
  return Math.max(0, 7 - b) / 6;
}

/** The die faces that lose a bid of `b`, as people write them: "2–6", "5–6", "6". */
export function losingFaces(b: number): string {
  const lo = Math.max(1, b);
  if (lo >= 6) return '6';
  if (lo === 5) return '5–6';
  return `${lo}–6`;
}

export interface BidOdds {
  bid: number;
  /** Chance the bid fails and every soldier bet dies. */
  lose: number;
  loseOn: string;
  /** Soldiers left if it fails. */
  leftIfLost: number;
  /** Chance the horror comes back for another round right after this bid: it must fail, then an even roll. */
  again: number;
}

/** The odds of each allowed bid against an attack on `soldiers` men. */
export function bidOdds(minBid: number, maxBid: number, soldiers: number): BidOdds[] {
  const out: BidOdds[] = [];
  for (let b = minBid; b <= maxBid; b++) {
    const lose = loseChance(b);
    const left = Math.max(0, soldiers - b);
    out.push({ bid: b, lose, loseOn: losingFaces(b), leftIfLost: left, again: left > 0 ? lose / 2 : 0 });
  }
  return out;
}

/** Chance the horror attacks on stepping onto a tile: 1, 3 or 5 for the patrol; 1 or 3 for pursuers. */
export function attackChance(target: 'patrol' | 'pursuers'): number {
  return target === 'patrol' ? 3 / 6 : 2 / 6;
}

/** A chance as a whole percentage: 0.8333 -> "83%". */
export function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}
