/**
 * Exact outcomes by enumeration: every face of every die a shot, a burst, a Spray or a machine-gun
 * arc would roll, weighed and merged by the state it leaves each soldier in (his condition, pinned,
 * suppressed). The steps are the rules' own functions (to hit, wound chart, Reaction Test), in the
 * order the engine rolls them, so the odds and the battle cannot disagree.
 */
import { afterReaction, reactionNeeded, reactionRoll, type ReactionSetup, type TargetStatus } from '../rules/reaction';
import { neededFor, succeeds, type ShotSetup } from '../rules/shooting';
import { isAble, woundBandOdds, worsen, type Condition, type WoundBand } from '../rules/wounds';
import type { HouseRules } from '../types';

const CONDITIONS: readonly Condition[] = ['ok', 'flesh', 'light', 'serious', 'critical', 'dead'];
const COND_INDEX: Readonly<Record<Condition, number>> = { ok: 0, flesh: 1, light: 2, serious: 3, critical: 4, dead: 5 };
export const STATES = CONDITIONS.length * 4;

/**
 * A distribution over a soldier's states: index = condition * 4 + pinned * 2 + suppressed, the
 * chance of each (a small typed array: no keys to build, nothing to collect).
 */
export type StatusDist = Float64Array;

export const indexOf = (st: TargetStatus): number => COND_INDEX[st.condition] * 4 + (st.pinned ? 2 : 0) + (st.suppressed ? 1 : 0);

export function statusAt(i: number): TargetStatus {
  return { condition: CONDITIONS[i >> 2] as Condition, pinned: (i & 2) !== 0, suppressed: (i & 1) !== 0 };
}

/** `${condition}|pinned|suppressed` (0/1), for readers of the summary. */
export const keyOf = (st: TargetStatus): string => `${st.condition}|${st.pinned ? 1 : 0}|${st.suppressed ? 1 : 0}`;

const STATUS = Array.from({ length: STATES }, (_, i) => statusAt(i));

export function point(st: TargetStatus): StatusDist {
  const d = new Float64Array(STATES);
  d[indexOf(st)] = 1;
  return d;
}

/** A Reaction Test (only while he is still able to fight). */
export function reactionStep(d: StatusDist, setup: ReactionSetup, rules: HouseRules): StatusDist {
  const out = new Float64Array(STATES);
  for (let i = 0; i < STATES; i++) {
    const p = d[i] as number;
    if (p === 0) continue;
    const st = STATUS[i] as TargetStatus;
    if (!isAble(st.condition)) {
      out[i] = (out[i] as number) + p;
      continue;
    }
    const needed = reactionNeeded(setup, st.pinned, rules);
    for (let r = 1; r <= 10; r++) {
      const j = indexOf(afterReaction(st, reactionRoll(r, needed, rules)));
      out[j] = (out[j] as number) + p / 10;
    }
  }
  return out;
}

const bandCache = new Map<number, Array<[WoundBand, number]>>();

function bands(bonus: number): Array<[WoundBand, number]> {
  let b = bandCache.get(bonus);
  if (!b) {
    b = (Object.entries(woundBandOdds(bonus)) as Array<[WoundBand, number]>).filter(([, q]) => q > 0);
    bandCache.set(bonus, b);
  }
  return b;
}

/** The wound chart at 2D10 + bonus. */
export function woundStep(d: StatusDist, bonus: number): StatusDist {
  const out = new Float64Array(STATES);
  const bs = bands(bonus);
  for (let i = 0; i < STATES; i++) {
    const p = d[i] as number;
    if (p === 0) continue;
    const st = STATUS[i] as TargetStatus;
    for (const [band, q] of bs) {
      const j = indexOf({ ...st, condition: worsen(st.condition, band) });
      out[j] = (out[j] as number) + p * q;
    }
  }
  return out;
}

/**
 * Who is shot at when he is already out of the fight: an aimed burst stops once its target is
 * down ('wasted'); a machine-gun arc's bullet is rolled at every man in it ('shot').
 */
export type AtTheDown = 'wasted' | 'shot';

/**
 * One shot's D10, split: `hit` is where it hits (before the wound chart), `missed` where it misses
 * or, at a man already down under 'wasted', is never fired.
 */
export function splitShot(d: StatusDist, setup: ShotSetup, rules: HouseRules, atTheDown: AtTheDown): { hit: StatusDist; missed: StatusDist } {
  const hit = new Float64Array(STATES);
  const missed = new Float64Array(STATES);
  for (let i = 0; i < STATES; i++) {
    const p = d[i] as number;
    if (p === 0) continue;
    const st = STATUS[i] as TargetStatus;
    if (atTheDown === 'wasted' && !isAble(st.condition)) {
      missed[i] = (missed[i] as number) + p;
      continue;
    }
    const needed = neededFor(setup, st.pinned, rules);
    let h = 0;
    for (let r = 1; r <= 10; r++) if (succeeds(r, needed, rules)) h++;
    hit[i] = (hit[i] as number) + (p * h) / 10;
    missed[i] = (missed[i] as number) + (p * (10 - h)) / 10;
  }
  return { hit, missed };
}

/** One shot's D10: a hit goes to the wound chart; a miss to the Reaction Test when `reaction` is given. */
export function shotStep(d: StatusDist, setup: ShotSetup, reaction: ReactionSetup | null, rules: HouseRules, atTheDown: AtTheDown = 'wasted'): StatusDist {
  const { hit, missed } = splitShot(d, setup, rules, atTheDown);
  const wounded = woundStep(hit, 0);
  const reacted = reaction ? reactionStep(missed, reaction, rules) : missed;
  for (let i = 0; i < STATES; i++) reacted[i] = (reacted[i] as number) + (wounded[i] as number);
  return reacted;
}

/** The whole chance a distribution holds. */
export function total(d: StatusDist): number {
  let t = 0;
  for (let i = 0; i < STATES; i++) t += d[i] as number;
  return t;
}

/** Merges distributions with weights. */
export function mix(parts: Array<[StatusDist, number]>): StatusDist {
  const out = new Float64Array(STATES);
  for (const [d, w] of parts) for (let i = 0; i < STATES; i++) out[i] = (out[i] as number) + (d[i] as number) * w;
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
  for (let i = 0; i < STATES; i++) {
    const p = d[i] as number;
    if (p === 0) continue;
    const st = STATUS[i] as TargetStatus;
    condition[st.condition] += p;
    states[keyOf(st)] = p;
    if (!isAble(st.condition)) out += p;
    else if (st.suppressed) suppressed += p;
    else if (st.pinned) pinned += p;
    else steady += p;
  }
  return { condition, steady, pinned, suppressed, outOfAction: out, states };
}
