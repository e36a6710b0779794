/**
 * Reaction Tests (house rule; the source names them and gives their modifiers for Spray and machine
 * guns): a D10 against the soldier's accuracy number as his nerve, +1 in cover, +1 with an NCO near,
 * -1 if already pinned, plus the source's own modifier (Spray -2, machine gun -1). A natural 10
 * passes. Fail: pinned; fail while pinned, or a natural 1: suppressed.
 */
import type { HouseRules } from '../types';
import type { Condition } from './wounds';
import { neededToHit, succeeds, type Modifier } from './shooting';

/** What changes as a soldier is shot at: his condition and whether he is pinned or suppressed. */
export interface TargetStatus {
  condition: Condition;
  pinned: boolean;
  suppressed: boolean;
}

/** What is fixed about a Reaction Test when the fire that causes it is declared. */
export interface ReactionSetup {
  accuracy: number;
  /** The source's modifier for the kind of fire (Spray -2, machine gun -1), if any. */
  source: Modifier | null;
  /** In cover from the fire (the geometry's light or heavy cover), not counting prone. */
  inCover: boolean;
  /** An NCO of his side, able to fight, within the house range (not himself). */
  ncoNear: boolean;
}

export type ReactionRoll = 'pass' | 'fail' | 'natural-fail';

export function reactionModifiers(setup: ReactionSetup, pinned: boolean, rules: HouseRules): Modifier[] {
  const out: Modifier[] = [];
  if (setup.source && setup.source.value !== 0) out.push(setup.source);
  if (setup.inCover || (pinned && rules.proneIsLightCover)) out.push({ value: rules.reactionInCover, reason: setup.inCover ? 'in cover' : 'in cover (prone)' });
  if (setup.ncoNear) out.push({ value: rules.reactionNcoNearby, reason: `NCO within ${rules.reactionNcoRange} in` });
  if (pinned) out.push({ value: rules.reactionAlreadyPinned, reason: 'already pinned' });
  return out.filter((m) => m.value !== 0);
}

export function reactionNeeded(setup: ReactionSetup, pinned: boolean, rules: HouseRules): number {
  return neededToHit(setup.accuracy, reactionModifiers(setup, pinned, rules));
}

export function reactionRoll(roll: number, needed: number, rules: HouseRules): ReactionRoll {
  if (roll <= rules.naturalMiss) return 'natural-fail';
  return succeeds(roll, needed, rules) ? 'pass' : 'fail';
}

/** The status after a test: pass changes nothing; a fail pins, or suppresses a man already pinned; a natural 1 suppresses. */
export function afterReaction(st: TargetStatus, r: ReactionRoll): TargetStatus {
  if (r === 'pass') return st;
  if (r === 'natural-fail' || st.pinned) return { ...st, pinned: true, suppressed: true };
  return { ...st, pinned: true };
}

export function reactionWords(r: ReactionRoll, before: TargetStatus, after: TargetStatus): string {
  if (r === 'pass') return 'passes: he holds his nerve';
  if (after.suppressed && !before.suppressed) return r === 'natural-fail' ? 'a natural 1: suppressed' : 'fails while pinned: suppressed';
  if (after.suppressed) return 'fails: still suppressed';
  return 'fails: pinned';
}
