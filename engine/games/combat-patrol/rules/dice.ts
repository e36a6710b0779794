/**
 * The dice of Combat Patrol!: D10 (to hit, reactions, scatter, initiative), 2D10 (the wound chart),
 * D6 (critical wounds and medics) and D2 (machine-gun bullets). Rolled by the game's seeded
 * generator, or typed in from real dice: the same values either way, and a value the die cannot
 * show is refused.
 */
import { rollDie, type RngState } from '../../../core/rng';

export type DieKind = 'D10' | '2D10' | 'D6' | 'D2';

export const DIE_KINDS: readonly DieKind[] = ['D10', '2D10', 'D6', 'D2'];

export const DIE_SPEC: Readonly<Record<DieKind, { count: number; sides: number }>> = {
  D10: { count: 1, sides: 10 },
  '2D10': { count: 2, sides: 10 },
  D6: { count: 1, sides: 6 },
  D2: { count: 1, sides: 2 },
};

/** Rolls the dice of `die` from the seeded generator (advances `rng`). */
export function rollDice(rng: RngState, die: DieKind): number[] {
  const { count, sides } = DIE_SPEC[die];
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rollDie(rng, sides));
  return out;
}

/** Null when `values` is what `die` can show, else why not, in words a player reads. */
export function diceError(die: DieKind, values: unknown): string | null {
  const { count, sides } = DIE_SPEC[die];
  const what = count === 1 ? `one die` : `${count} dice`;
  if (!Array.isArray(values) || values.length !== count) return `A ${die} roll is ${what}: give ${count === 1 ? 'its value' : `${count} values`}.`;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > sides) return `A ${sides}-sided die shows 1 to ${sides}, not ${JSON.stringify(v)}.`;
  }
  return null;
}

/** Every way the dice can fall, each equally likely (100 for 2D10). */
export function allFaces(die: DieKind): number[][] {
  const { count, sides } = DIE_SPEC[die];
  let out: number[][] = [[]];
  for (let i = 0; i < count; i++) {
    const next: number[][] = [];
    for (const pre of out) for (let v = 1; v <= sides; v++) next.push([...pre, v]);
    out = next;
  }
  return out;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** How the dice are shown in the log: "7", "3 + 9 = 12". */
export function diceText(values: readonly number[]): string {
  return values.length === 1 ? String(values[0]) : `${values.join(' + ')} = ${sum(values)}`;
}
