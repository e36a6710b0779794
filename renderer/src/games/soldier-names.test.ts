import { describe, expect, it } from 'vitest';
import { shortName } from './soldier-names';

describe('a GI in the squad panel', () => {
  it('is shown by rank and surname; an attached soldier by his number; anything else as it is', () => {
    expect(shortName('Pvt. Walter J. Kowalski')).toBe('Pvt. Kowalski');
    expect(shortName('S/Sgt. Robert Conti')).toBe('S/Sgt. Conti');
    expect(shortName('Attached soldier 3')).toBe('Attached 3');
    expect(shortName('Doc')).toBe('Doc');
  });
});
