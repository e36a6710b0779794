import { describe, expect, it } from 'vitest';
import { sheetGridText, tileTable } from './print-sheets';

describe('sheets a table prints on, as the editor announces them', () => {
  it('48 x 48 in: 35 A4 sheets portrait (7 x 5), 40 Letter sheets landscape (5 x 8)', () => {
    const a4 = tileTable(48, 48, 'a4');
    expect([a4.tiles.length, a4.cols, a4.rows, a4.orientation]).toEqual([35, 7, 5, 'portrait']);
    expect(sheetGridText(a4)).toBe('7 columns × 5 rows of A4 portrait at 1:1');
    const letter = tileTable(48, 48, 'letter');
    expect([letter.tiles.length, letter.cols, letter.rows, letter.orientation]).toEqual([40, 5, 8, 'landscape']);
  });
  it('a table smaller than a sheet is one sheet', () => {
    const g = tileTable(6, 6, 'a4');
    expect(g.tiles).toHaveLength(1);
    expect(sheetGridText(g)).toBe('1 column × 1 row of A4 portrait at 1:1');
  });
});
