import { describe, expect, it } from 'vitest';
import { PAPER_SIZES, PRINT_MARGIN_IN, PT_PER_INCH, TILE_FOOTER_IN, TILE_OVERLAP_IN, sheetsAlong, tileTable, type Paper } from './tiling';

/** The tiling worked out by hand from the page size, margin, footer band and overlap. */
function expected(tableW: number, tableH: number, paper: Paper): { pages: number; orientation: string } {
  const p = PAPER_SIZES[paper];
  const count = (pw: number, ph: number): number => {
    const aw = pw / 72 - 2 * PRINT_MARGIN_IN;
    const ah = ph / 72 - 2 * PRINT_MARGIN_IN - TILE_FOOTER_IN;
    return Math.ceil((tableW - TILE_OVERLAP_IN) / (aw - TILE_OVERLAP_IN)) * Math.ceil((tableH - TILE_OVERLAP_IN) / (ah - TILE_OVERLAP_IN));
  };
  const portrait = count(p.width, p.height);
  const landscape = count(p.height, p.width);
  return landscape < portrait ? { pages: landscape, orientation: 'landscape' } : { pages: portrait, orientation: 'portrait' };
}

describe('tiling the table at 1:1', () => {
  const cases: [number, number, Paper, number, string][] = [
    [48, 48, 'a4', 35, 'portrait'], // 7 x 5 portrait beats 5 x 8 landscape
    [48, 48, 'letter', 40, 'landscape'], // 5 x 8 landscape beats 7 x 6 portrait
    [96, 72, 'a4', 112, 'portrait'], // 14 x 8 beats 10 x 12
    [96, 72, 'letter', 110, 'landscape'], // 10 x 11 beats 14 x 8
  ];
  for (const [w, h, paper, pages, orientation] of cases) {
    it(`${w} x ${h} on ${paper}: ${pages} sheets, ${orientation}`, () => {
      const g = tileTable(w, h, paper);
      expect(expected(w, h, paper)).toEqual({ pages, orientation });
      expect(g.tiles.length).toBe(pages);
      expect(g.rows * g.cols).toBe(pages);
      expect(g.orientation).toBe(orientation);
      const size = PAPER_SIZES[paper];
      expect([g.pageWidth, g.pageHeight]).toEqual(orientation === 'portrait' ? [size.width, size.height] : [size.height, size.width]);
    });

    it(`${w} x ${h} on ${paper}: every table inch is on some sheet, neighbours share exactly the overlap`, () => {
      const g = tileTable(w, h, paper);
      // Every point of the table on a quarter-inch lattice, edges included, lies inside some sheet's window.
      for (let i = 0; i <= w * 4; i++) {
        for (let j = 0; j <= h * 4; j++) {
          const x = i / 4;
          const y = j / 4;
          const on = g.tiles.some((t) => t.x0 <= x + 1e-9 && t.x1 >= x - 1e-9 && t.y0 <= y + 1e-9 && t.y1 >= y - 1e-9);
          if (!on) throw new Error(`table point ${x},${y} is on no sheet`);
        }
      }
      for (const t of g.tiles) {
        const right = g.tiles.find((u) => u.row === t.row && u.col === t.col + 1);
        if (right) expect(t.x1 - right.x0).toBeCloseTo(TILE_OVERLAP_IN, 9);
        const below = g.tiles.find((u) => u.col === t.col && u.row === t.row + 1);
        if (below) expect(t.y1 - below.y0).toBeCloseTo(TILE_OVERLAP_IN, 9);
      }
      // One sheet fewer along either side would leave table uncovered.
      expect((g.cols - 1) * (g.areaWidth - g.overlap) + g.overlap).toBeLessThan(w);
      expect((g.rows - 1) * (g.areaHeight - g.overlap) + g.overlap).toBeLessThan(h);
      // The window, its margins and the footer fit the page.
      expect(g.areaWidth * PT_PER_INCH + 2 * PRINT_MARGIN_IN * PT_PER_INCH).toBeLessThanOrEqual(g.pageWidth + 1e-6);
      expect((g.areaHeight + TILE_FOOTER_IN + 2 * PRINT_MARGIN_IN) * PT_PER_INCH).toBeLessThanOrEqual(g.pageHeight + 1e-6);
    });
  }

  it('a table smaller than one window takes one sheet labelled A1', () => {
    const g = tileTable(6, 6, 'a4');
    expect(g.tiles.map((t) => t.label)).toEqual(['A1']);
    expect(sheetsAlong(0, 7, 0.5)).toBe(1);
  });

  it('labels sheets by row letter and column number', () => {
    const g = tileTable(48, 48, 'a4');
    expect(g.tiles[0]!.label).toBe('A1');
    expect(g.tiles.find((t) => t.row === 1 && t.col === 2)!.label).toBe('B3');
    expect(g.tiles[g.tiles.length - 1]!.label).toBe('E7');
  });
});
