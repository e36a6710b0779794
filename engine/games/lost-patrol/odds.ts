/**
 * The horror in the woods, as one set of rules and the odds worked out from them. apply.ts rolls
 * with these predicates, the bidder bot weighs bids with these odds, and the screen shows them: a
 * chance is the number of die faces for which the predicate holds, over six, so the three agree.
 */

/** Who the horror may attack: the lost patrol (base game) or a Pursuers group (the Deserter never). */
export type HorrorTarget = 'patrol' | 'pursuers';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Does the horror attack a piece that steps onto a tile, on this roll? Patrol: 1, 3 or 5. Pursuers: 1 or 3. */
export function horrorAttacks(target: HorrorTarget, roll: number): boolean {
  return target === 'patrol' ? roll % 2 === 1 : roll === 1 || roll === 3;
}

/** Does a bid of `bid` soldiers see the horror off on this roll? Only when the roll is lower than the bid. */
export function bidHolds(bid: number, roll: number): boolean {
  return roll < bid;
}

/** After a lost bid: does the horror retreat to feed on this roll (odd), rather than attack again (even)? */
export function horrorRetreats(roll: number): boolean {
  return roll % 2 === 1;
}

/** The chance that `holds` is true for one roll of a D6. */
export function chanceOf(holds: (roll: number) => boolean): number {
  let n = 0;
  for (const f of FACES) if (holds(f)) n++;
  return n / 6;
}

/** Chance the horror attacks a piece stepping onto a tile. */
export function attackChance(target: HorrorTarget): number {
  return chanceOf((r) => horrorAttacks(target, r));
}

/** Chance a bid of `bid` soldiers sees the horror off. */
export function holdChance(bid: number): number {
  return chanceOf((r) => bidHolds(bid, r));
}

/** Chance a bid of `bid` soldiers fails, and every soldier bet dies. */
export function loseChance(bid: number): number {
  return chanceOf((r) => !bidHolds(bid, r));
}

/** Chance the horror retreats after a lost bid. */
export const RETREAT_CHANCE = chanceOf(horrorRetreats);

/** The die faces that lose a bid of `bid`, as people write them: "2–6", "5–6", "6". */
export function losingFaces(bid: number): string {
  const faces = FACES.filter((f) => !bidHolds(bid, f));
  const lo = faces[0] ?? 6;
  const hi = faces[faces.length - 1] ?? 6;
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}

export interface BidOdds {
  bid: number;
  /** Chance the bid fails and every soldier bet dies. */
  lose: number;
  /** The faces that lose it: "5–6". */
  loseOn: string;
  /** Soldiers left if it fails. */
  leftIfLost: number;
  /** Chance the horror comes back for another round right after this bid: it must fail, then not retreat. */
  again: number;
}

/** The odds of each bid from `minBid` to `maxBid` against an attack on `soldiers` men. */
export function bidOdds(minBid: number, maxBid: number, soldiers: number): BidOdds[] {
  const out: BidOdds[] = [];
  for (let b = minBid; b <= maxBid; b++) {
    const lose = loseChance(b);
    const left = Math.max(0, soldiers - b);
    out.push({ bid: b, lose, loseOn: losingFaces(b), leftIfLost: left, again: left > 0 ? lose * (1 - RETREAT_CHANCE) : 0 });
  }
  return out;
}
