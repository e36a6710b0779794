/**
 * The number a shot needs: the shooter's accuracy (4 for a 4+) less every modifier, rolled on a D10.
 * Natural rolls (house rule): a 10 always hits, a 1 always misses. The modifiers of one shot are
 * fixed when it is declared (method, range, the shooter's state, the cover between), except that a
 * target who goes prone (pinned) during a burst gets at least light cover for the rest of it.
 */
import type { CoverLevel } from '../../../geometry';
import type { HouseRules } from '../types';

/** One modifier and the reason for it, in words: { value: -1, reason: 'wooden fence ...: light cover' }. */
export interface Modifier {
  value: number;
  reason: string;
}

/** What is fixed about a shot at one target when it is declared. */
export interface ShotSetup {
  accuracy: number;
  /** Method, range, shooter's wounds, pinned, dragged, snap fire. */
  fixed: Modifier[];
  /** The target's cover from the shooter as the geometry finds it (not counting prone). */
  cover: CoverLevel;
  coverReason: string;
}

export function coverModifier(level: CoverLevel, rules: HouseRules): number {
  return level === 'heavy' ? rules.coverHeavy : level === 'light' ? rules.coverLight : 0;
}

/** The cover that counts: the geometry's, or light for a prone (pinned) target if that is better. */
export function effectiveCover(declared: CoverLevel, pinned: boolean, rules: HouseRules): { level: CoverLevel; prone: boolean } {
  if (declared === 'heavy' || declared === 'light') return { level: declared, prone: false };
  if (pinned && rules.proneIsLightCover) return { level: 'light', prone: true };
  return { level: 'none', prone: false };
}

/** Every modifier of a shot at a target who is (or is not) pinned right now. */
export function shotModifiers(setup: ShotSetup, targetPinned: boolean, rules: HouseRules): Modifier[] {
  const out = setup.fixed.filter((m) => m.value !== 0);
  const c = effectiveCover(setup.cover, targetPinned, rules);
  if (c.level !== 'none') {
    const value = coverModifier(c.level, rules);
    out.push({ value, reason: c.prone ? `target is prone (pinned): light cover` : setup.coverReason.replace(/, -?\d+$/, '') });
  }
  return out;
}

export function neededToHit(accuracy: number, mods: readonly Modifier[]): number {
  let n = accuracy;
  for (const m of mods) n -= m.value;
  return n;
}

export function neededFor(setup: ShotSetup, targetPinned: boolean, rules: HouseRules): number {
  return neededToHit(setup.accuracy, shotModifiers(setup, targetPinned, rules));
}

/** Whether a D10 roll succeeds against `needed`, with the natural hit and miss of the house rules. */
export function succeeds(roll: number, needed: number, rules: Pick<HouseRules, 'naturalHit' | 'naturalMiss'>): boolean {
  if (roll <= rules.naturalMiss) return false;
  if (roll >= rules.naturalHit) return true;
  return roll >= needed;
}

/** The exact chance of success on one D10. */
export function successChance(needed: number, rules: Pick<HouseRules, 'naturalHit' | 'naturalMiss'>): number {
  let n = 0;
  for (let r = 1; r <= 10; r++) if (succeeds(r, needed, rules)) n++;
  return n / 10;
}

/** "5+" (the lowest roll that succeeds), "a natural 10" when nothing less will do, "no roll" when nothing will. */
export function neededText(needed: number, rules: Pick<HouseRules, 'naturalHit' | 'naturalMiss'>): string {
  for (let r = 1; r <= 10; r++) {
    if (!succeeds(r, needed, rules)) continue;
    return r === 10 || (r >= rules.naturalHit && needed > 10) ? `a natural ${r}` : `${r}+`;
  }
  return 'no roll';
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "accuracy 5+; light cover -1; beyond optimum range -1". */
export function modifierWords(accuracy: number, mods: readonly Modifier[]): string {
  return [`accuracy ${accuracy}+`, ...mods.map((m) => `${m.reason} ${signed(m.value)}`)].join('; ');
}
