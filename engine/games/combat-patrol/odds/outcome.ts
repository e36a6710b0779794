/**
 * Exact outcomes by enumeration: every face of every die a shot, a burst, a Spray or a machine-gun
 * arc would roll, weighed and merged by the state it leaves each soldier in (his condition, pinned,
 * suppressed). The steps are the rules' own functions (to hit, wound chart, Reaction Test), in the
 * order the engine rolls them, so the odds and the battle cannot disagree.
 */
import { afterReaction, reactionNeeded, reactionRoll, type ReactionSetup, type TargetStatus } from '../rules/reaction';
import { neededFor, succeeds, type ShotSetup } from '../rules/shooting';
import { isAble, woundBandOdds, worsen, type Condition } from '../rules/wounds';
import type { HouseRules } from '../types';

/** A distribution over a soldier's states: key `${condition}|pinned|suppressed` (0/1). */
export type StatusDist = Map<string, number>;

export const keyOf = (st: TargetStatus): string => `${st.condition}|${st.pinned ? 1 : 0}|${st.suppressed ? 1 : 0}`;

export function statusOf(key: string): TargetStatus {
  const [condition, p, q] = key.split('|');
  return { condition: condition as Condition, pinned: p === '1', suppressed: q === '1' };
}

function add(d: StatusDist, st: TargetStatus, p: number): void {
  if (p <= 0) return;
  const k = keyOf(st);
  d.set(k, (d.get(k) ?? 0) + p);
}

export function point(st: TargetStatus): StatusDist {
  return new Map([[keyOf(st), 1]]);
}

/** Each state steps to a distribution; the results are summed, weighted. */
function stepAll(d: StatusDist, f: (st: TargetStatus, p: number, out: StatusDist) => void): StatusDist {
  const out: StatusDist = new Map();
  for (const [k, p] of d) f(statusOf(k), p, out);
  return out;
}

/** A Reaction Test (only while he is still able to fight). */
export function reactionStep(d: StatusDist, setup: ReactionSetup, rules: HouseRules): StatusDist {
  return stepAll(d, (st, p, out) => {
    if (!isAble(st.condition)) return add(out, st, p);
    const needed = reactionNeeded(setup, st.pinned, rules);
    for (let r = 1; r <= 10; r++) add(out, afterReaction(st, reactionRoll(r, needed, rules)), p / 10);
  });
}

/** The wound chart at 2D10 + bonus. */
export function woundStep(d: StatusDist, bonus: number): StatusDist {
  const bands = Object.entries(woundBandOdds(bonus));
  return stepAll(d, (st, p, out) => {
    for (const [band, q] of bands) add(out, { ...st, condition: worsen(st.condition, band as never) }, p * q);
  });
}

/** One shot's D10: a hit goes to the wound chart; a miss to the Reaction Test when `reaction` is given. */
export function shotStep(d: StatusDist, setup: ShotSetup, reaction: ReactionSetup | null, rules: HouseRules): StatusDist {
  const hits: StatusDist = new Map();
  const misses: StatusDist = new Map();
  for (const [k, p] of d) {
    const st = statusOf(k);
    if (!isAble(st.condition)) {
      add(misses, st, p);
      continue;
    }
    const needed = neededFor(setup, st.pinned, rules);
    let h = 0;
    for (let r = 1; r <= 10; r++) if (succeeds(r, needed, rules)) h++;
    add(hits, st, (p * h) / 10);
    add(misses, st, (p * (10 - h)) / 10);
  }
  const wounded = woundStep(hits, 0);
  const reacted = reaction ? reactionStep(misses, reaction, rules) : misses;
  for (const [k, p] of wounded) reacted.set(k, (reacted.get(k) ?? 0) + p);
  return reacted;
}

/** Merges distributions with weights. */
export function mix(parts: Array<[StatusDist, number]>): StatusDist {
  const out: StatusDist = new Map();
  for (const [d, w] of parts) for (const [k, p] of d) out.set(k, (out.get(k) ?? 0) + p * w);
  return out;
}

export interface OutcomeSummary {
  /** Chance of each condition at the end. */
  condition: Record<Condition, number>;
  /** Able to fight and neither pinned nor suppressed. */
  steady: number;
  /** Able to fight, pinned but not suppressed. */
  pinned: number;
  /** Able to fight and suppressed. */
  suppressed: number;
  /** Seriously or critically wounded, or dead. */
  outOfAction: number;
  /** The full distribution: `${condition}|pinned|suppressed` to its chance. */
  states: Record<string, number>;
}

export function summarise(d: StatusDist): OutcomeSummary {
  const condition: Record<Condition, number> = { ok: 0, flesh: 0, light: 0, serious: 0, critical: 0, dead: 0 };
  let steady = 0;
  let pinned = 0;
  let suppressed = 0;
  let out = 0;
  const states: Record<string, number> = {};
  for (const [k, p] of d) {
    const st = statusOf(k);
    condition[st.condition] += p;
    states[k] = p;
    if (!isAble(st.condition)) out += p;
    else if (st.suppressed) suppressed += p;
    else if (st.pinned) pinned += p;
    else steady += p;
  }
  return { condition, steady, pinned, suppressed, outOfAction: out, states };
}
