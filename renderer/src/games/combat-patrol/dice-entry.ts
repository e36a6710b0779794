/**
 * Dice typed in from a real table (battles with diceMode 'entered'): what the boxes hold, read as
 * the dice (or why not, in words, and which box), and the die the seat looking typed last, which it
 * may still correct (take back with undo) until the next decision is made.
 */
import { DIE_SPEC, enteredDiceError } from '../../../../engine/games/combat-patrol/preview';
import type { CombatPatrolView, DiceRecord, Question } from '../../../../engine/games/combat-patrol/battle/types';

type DieKind = Extract<Question, { kind: 'dice' }>['die'];

export type DiceEntry = { ok: true; values: number[] } | { ok: false; message: string; box: number };

/** What an empty box says it wants: "1–10". */
export function dicePlaceholder(die: DieKind): string {
  return `1–${DIE_SPEC[die].sides}`;
}

/**
 * The boxes of a `die` roll read as its values; refused with why when a box is empty, is not a
 * whole number, or shows what the die cannot (the engine's own words), and the first box at fault.
 */
export function readDiceEntry(die: DieKind, boxes: readonly (string | number | null | undefined)[]): DiceEntry {
  const { count, sides } = DIE_SPEC[die];
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const raw = String(boxes[i] ?? '').trim();
    const which = count === 1 ? 'the die' : `die ${i + 1}`;
    if (raw === '') return { ok: false, box: i, message: `Type what ${which} shows: a number from 1 to ${sides}.` };
    if (!/^[+-]?\d+(\.\d+)?$/.test(raw)) return { ok: false, box: i, message: `“${raw}” is not a number: type what ${which} shows, 1 to ${sides}.` };
    values.push(Number(raw));
  }
  const why = enteredDiceError(die, values);
  if (why) return { ok: false, box: Math.max(0, values.findIndex((v) => !Number.isInteger(v) || v < 1 || v > sides)), message: why };
  return { ok: true, values };
}

/**
 * The die typed in the last move by the seat this screen may take it back as (`undoBy`: the seat
 * looking, or the other person at one screen; null when undo cannot take it back now: something was
 * decided after it). Null in a battle where the app rolls, or when the last dice were another
 * seat's (the computer's).
 */
export function dieToCorrect(view: Pick<CombatPatrolView, 'diceMode' | 'rolls'>, undoBy: number | null): DiceRecord | null {
  if (view.diceMode !== 'entered' || undoBy === null) return null;
  const last = view.rolls[view.rolls.length - 1];
  return last && last.seat === undoBy ? last : null;
}

/** "7", "3 and 8". */
export function typedValues(values: readonly number[]): string {
  return values.length === 1 ? String(values[0]) : `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}
