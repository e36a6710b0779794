import { describe, expect, it } from 'vitest';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import { battle, de, play, step, table, us } from '../../../../engine/games/combat-patrol/testing';
import { dicePlaceholder, dieToCorrect, readDiceEntry, typedValues } from './dice-entry';

describe('the dice boxes of a battle with real dice', () => {
  it('an empty box says what to type', () => {
    expect(dicePlaceholder('D10')).toBe('1–10');
    expect(dicePlaceholder('D6')).toBe('1–6');
    expect(readDiceEntry('D10', [''])).toEqual({ ok: false, box: 0, message: 'Type what the die shows: a number from 1 to 10.' });
    expect(readDiceEntry('2D10', ['4', ' '])).toEqual({ ok: false, box: 1, message: 'Type what die 2 shows: a number from 1 to 10.' });
  });

  it('a wrong entry is refused with why, naming the box (the engine’s words for what the die cannot show)', () => {
    expect(readDiceEntry('D10', ['seven'])).toEqual({ ok: false, box: 0, message: '“seven” is not a number: type what the die shows, 1 to 10.' });
    expect(readDiceEntry('D10', ['11'])).toEqual({ ok: false, box: 0, message: 'A 10-sided die shows 1 to 10, not 11.' });
    expect(readDiceEntry('D2', ['3'])).toEqual({ ok: false, box: 0, message: 'A 2-sided die shows 1 to 2, not 3.' });
    expect(readDiceEntry('2D10', ['3', '2.5'])).toEqual({ ok: false, box: 1, message: 'A 10-sided die shows 1 to 10, not 2.5.' });
    expect(readDiceEntry('2D10', ['0', '4'])).toMatchObject({ ok: false, box: 0 });
  });

  it('what a die can show is read as its values', () => {
    expect(readDiceEntry('D10', [' 7 '])).toEqual({ ok: true, values: [7] });
    expect(readDiceEntry('2D10', [3, '8'])).toEqual({ ok: true, values: [3, 8] });
    expect(typedValues([7])).toBe('7');
    expect(typedValues([3, 8])).toBe('3 and 8');
  });
});

describe('the die the seat looking may still correct', () => {
  const shot = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' } as const;
  const doc = table({ models: [us('joe', 10, 20), de('jerry', 20, 20)] });

  it('is the die typed last while undo can take it back, by the seat that typed it (from either seat of one screen)', () => {
    const hit = step(play(battle(doc, 'entered'), shot), 0, { type: 'dice', values: [9] });
    expect(dieToCorrect(viewOf(hit, 0), 0)).toMatchObject({ values: [9], label: 'The shot at jerry (needs 5+)', seat: 0 });
    // The screen passed to the Germans at one screen: the US die is still the one to correct, as the US.
    expect(dieToCorrect(viewOf(hit, 1), 0)).toMatchObject({ values: [9], seat: 0 });
    // Undo refused (a decision came after it), or the last move another seat's: nothing to correct here.
    expect(dieToCorrect(viewOf(hit, 0), null)).toBeNull();
    expect(dieToCorrect(viewOf(hit, 0), 1)).toBeNull();
  });

  it('is nothing after a decision with no dice, or when the app rolls', () => {
    const declared = play(battle(doc, 'entered'), shot);
    expect(dieToCorrect(viewOf(declared, 0), 0)).toBeNull();
    const rolled = play(battle(doc, 'rolled'), shot);
    expect(rolled.rolls.length).toBeGreaterThan(0);
    expect(dieToCorrect(viewOf(rolled, 0), 0)).toBeNull();
  });
});
