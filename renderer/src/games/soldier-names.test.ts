import { describe, expect, it } from 'vitest';
import { markLetter, shortName } from './soldier-names';

describe('a GI in the squad panel', () => {
  it('is shown by rank and surname; an attached soldier by his number; anything else as it is', () => {
    expect(shortName('Pvt. Walter J. Kowalski')).toBe('Pvt. Kowalski');
    expect(shortName('S/Sgt. Robert Conti')).toBe('S/Sgt. Conti');
    expect(shortName('Attached soldier 3')).toBe('Attached 3');
    expect(shortName('Doc')).toBe('Doc');
  });
});

describe('the letter on a soldier’s mark', () => {
  it('is a GI’s surname initial, an attached soldier’s number, or a plain name’s first letter', () => {
    expect(markLetter('Pvt. Walter J. Kowalski')).toBe('K');
    expect(markLetter('S/Sgt. Robert Conti')).toBe('C');
    expect(markLetter('Attached soldier 2')).toBe('2');
    expect(markLetter('Able')).toBe('A');
  });
});
