/**
 * The luck of the dice in one step of a battle, for the battle odds (engine/odds luck.ts): for each
 * side, how much of its fighting strength the dice took beyond what they promised (or spared, when
 * less). Two kinds of term, each worked out from what was fixed before its die was rolled, so each
 * has a mean of nil whatever either side chose:
 * - a shot at one of its men: 1 if it hit, less its chance to hit (the number needed and the natural
 *   rolls, rules/shooting.ts), times the chance that a hit puts him out of action (the wound chart
 *   on his condition before the step);
 * - a wound roll on one of its men: 1 if it put him out of action, less the chance that it would
 *   (2D10 plus the weapon's bonus on the chart, rules/wounds.ts, on his condition before the roll);
 * each divided by the men of his side able to fight before the step (a man is a bigger share of a
 * small side). Measured over 1,000 random battles of the sample from its start (December 2026),
 * the two sides' sums explain some 55% of the spread of the US result and 49% of the German
 * (without the division 52% and 45%; a shot's luck alone 9%, a wound's 40%): the odds need about
 * half the battles for the same margin.
 *
 * The battle odds allow for more than the plain sums (`battleLuck`): the same luck weighed four
 * ways, by what was true before the step's dice (so each weighed sum keeps its mean of nil): as it
 * is, by how late in the battle it fell (the turn over the turn limit, squared: a man lost in the
 * last turn cannot be made good), by the share of its own side still able to fight, and by the
 * share of the enemy's. The odds' regression then finds what a man's luck is worth when. Over 3,000
 * random battles of the sample from its start (December 2026) the eight sums explain 59% of the
 * spread of the US result and 58% of the German (adjusted for the measures fitted), against 54% and
 * 52% for the two plain ones: some 12% fewer battles for the same margin. (The luck of Reaction
 * Tests, of suppressed men's tests and of the initiative, as measures of their own: under 1% more.)
 */
import { neededToHit, successChance } from '../rules/shooting';
import { isOutOfAction, type Condition } from '../rules/wounds';
import { point, summarise, woundStep } from './outcome';
import type { CombatPatrolState } from '../battle/types';
import type { Side } from '../types';

const outChances = new Map<string, number>();

/** The chance that a wound roll with `bonus` leaves a man of `condition` out of action: the exact odds' own wound step (outcome.ts). */
export function woundOutChance(condition: Condition, bonus: number): number {
  const key = `${condition}${bonus}`;
  let p = outChances.get(key);
  if (p === undefined) {
    p = summarise(woundStep(point({ condition, pinned: false, suppressed: false }), bonus)).outOfAction;
    outChances.set(key, p);
  }
  return p;
}

/** The measure of each side: 0 the US, 1 the German. */
const measure = (side: Side): number => (side === 'US' ? 0 : 1);

/** Each side's men [US, German]: all of them, and those able to fight. */
function strength(s: CombatPatrolState): { all: number[]; able: number[] } {
  const all = [0, 0];
  const able = [0, 0];
  for (const m of s.soldiers) {
    const j = measure(m.side);
    all[j] = (all[j] as number) + 1;
    if (!isOutOfAction(m.condition)) able[j] = (able[j] as number) + 1;
  }
  return { all, able };
}

/** [US, German]: how much of each side's fighting strength the dice of the step from `before` to `after` took beyond what they promised. */
export function stepLuck(before: CombatPatrolState, after: CombatPatrolState): [number, number] {
  return after.events.length === 0 ? [0, 0] : luckOf(before, after, strength(before).able);
}

/** stepLuck with the men of each side able to fight before the step (`able`) already counted. */
function luckOf(before: CombatPatrolState, after: CombatPatrolState, able: readonly number[]): [number, number] {
  const luck = [0, 0];
  const share = (j: number): number => 1 / Math.max(1, able[j] as number);
  for (const e of after.events) {
    if (e.type === 'shot') {
      const target = before.soldiers.find((m) => m.id === e.target);
      if (!target) continue;
      const hit = successChance(neededToHit(e.accuracy, e.modifiers), after.rules);
      const j = measure(target.side);
      luck[j] = (luck[j] as number) + ((e.hit ? 1 : 0) - hit) * woundOutChance(target.condition, 0) * share(j);
    } else if (e.type === 'wound') {
      const man = before.soldiers.find((m) => m.id === e.soldier);
      if (!man) continue;
      const j = measure(man.side);
      luck[j] = (luck[j] as number) + ((isOutOfAction(e.after) ? 1 : 0) - woundOutChance(e.before, e.bonus)) * share(j);
    }
  }
  return luck as [number, number];
}

/** How the battle odds weigh each side's luck (battleLuck): as it is, late in the battle, with its side whole, against an enemy whole. */
export const LUCK_WEIGHTS = ['as it is', 'late in the battle', 'its side whole', 'the enemy whole'] as const;

/**
 * The luck of the step's dice for the battle odds: stepLuck's [US, German] weighed by each of
 * LUCK_WEIGHTS, from the state before the step (null when the step's dice told nothing): [US as it
 * is, German as it is, US late, German late, US whole, German whole, US against an enemy whole,
 * German against an enemy whole]. The first two are stepLuck's own (the contract's `plain`).
 */
export function battleLuck(before: CombatPatrolState, after: CombatPatrolState): number[] | null {
  if (after.events.length === 0) return null;
  const { all, able } = strength(before);
  const [us, de] = luckOf(before, after, able);
  if (us === 0 && de === 0) return null;
  const whole = able.map((a, j) => a / Math.max(1, all[j] as number));
  const late = (before.turn / Math.max(1, before.battle.turnLimit)) ** 2;
  return [us, de, us * late, de * late, us * (whole[0] as number), de * (whole[1] as number), us * (whole[1] as number), de * (whole[0] as number)];
}
