import { describe, expect, it } from 'vitest';
import { markLetter, markLetters, shortName } from './soldier-names';

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

describe('the letters on a squad’s marks', () => {
  it('are the initials where they differ, two letters where two men share one, and a number where those agree too', () => {
    expect(markLetters(['Able', 'Baker', 'Charlie', 'Dog', 'Easy'])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(markLetters(['Pvt. Walter Kowalski', 'Sgt. John Kelly', 'PFC Al Brown'])).toEqual(['Ko', 'Ke', 'B']);
    expect(markLetters(['Pvt. Ed Smith', 'Cpl. Joe Smith', 'Pvt. Sam Smalley', 'Lt. Roy Dunn'])).toEqual(['S1', 'S2', 'S3', 'D']);
    expect(markLetters(['Pvt. Ed Smith', 'Pvt. Ed Smith'])).toEqual(['S1', 'S2']);
    const marks = markLetters(['Pvt. A Kay', 'Pvt. B Kay', 'Pvt. C Kowalski', 'Pvt. D Sands', 'Pvt. E Sands', 'Attached soldier 2']);
    expect(marks).toEqual(['K1', 'K2', 'K3', 'S1', 'S2', '2']);
  });
});
