/**
 * How a table is cut into printed sheets at true 1:1 scale. Each sheet prints a window of the
 * table inside a margin, above a footer band (label, check rulers); neighbouring windows overlap
 * so the player can trim one sheet and tape it over the next. Orientation: whichever of portrait
 * and landscape needs fewer sheets (portrait on a tie). Pure arithmetic: the PDF (electron/print)
 * cuts by it, and the table editor says before printing how many sheets it will be.
 */
export type Paper = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';

export const PT_PER_INCH = 72;
/** Portrait page sizes in PDF points. */
export const PAPER_SIZES: Readonly<Record<Paper, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};
/** Blank border on every side of a sheet, inches (most printers cannot print the outer 0.25 in). */
export const PRINT_MARGIN_IN = 0.4;
/** Table inches printed on both of two neighbouring sheets. */
export const TILE_OVERLAP_IN = 0.5;
/** Band above the bottom margin holding the sheet label and the check rulers, inches. */
export const TILE_FOOTER_IN = 0.65;

export interface Tile {
  row: number;
  col: number;
  /** "B3": row letter, column number. */
  label: string;
  /** The table window this sheet prints, in table inches (may run past the table's far edges). */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TileGrid {
  paper: Paper;
  orientation: Orientation;
  /** Page size in points. */
  pageWidth: number;
  pageHeight: number;
  /** The printed window per sheet, inches. */
  areaWidth: number;
  areaHeight: number;
  overlap: number;
  rows: number;
  cols: number;
  tiles: Tile[];
}

/** Sheets needed along one side: windows of `area` stepping by `area - overlap` until they reach `length`. */
export function sheetsAlong(length: number, area: number, overlap: number): number {
  return Math.max(1, Math.ceil((length - overlap) / (area - overlap) - 1e-9));
}

export function rowLabel(row: number): string {
  let s = '';
  let n = row;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

function gridFor(tableW: number, tableH: number, paper: Paper, orientation: Orientation): TileGrid {
  const size = PAPER_SIZES[paper];
  const pageWidth = orientation === 'portrait' ? size.width : size.height;
  const pageHeight = orientation === 'portrait' ? size.height : size.width;
  const areaWidth = pageWidth / PT_PER_INCH - 2 * PRINT_MARGIN_IN;
  const areaHeight = pageHeight / PT_PER_INCH - 2 * PRINT_MARGIN_IN - TILE_FOOTER_IN;
  const overlap = TILE_OVERLAP_IN;
  const cols = sheetsAlong(tableW, areaWidth, overlap);
  const rows = sheetsAlong(tableH, areaHeight, overlap);
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = col * (areaWidth - overlap);
      const y0 = row * (areaHeight - overlap);
      tiles.push({ row, col, label: `${rowLabel(row)}${col + 1}`, x0, y0, x1: x0 + areaWidth, y1: y0 + areaHeight });
    }
  }
  return { paper, orientation, pageWidth, pageHeight, areaWidth, areaHeight, overlap, rows, cols, tiles };
}

/** The sheets for a table of `tableW` x `tableH` inches, in the orientation needing fewer of them. */
export function tileTable(tableW: number, tableH: number, paper: Paper): TileGrid {
  const portrait = gridFor(tableW, tableH, paper, 'portrait');
  const landscape = gridFor(tableW, tableH, paper, 'landscape');
  return landscape.tiles.length < portrait.tiles.length ? landscape : portrait;
}

/** "7 columns × 5 rows of A4 portrait at 1:1": the grid in words. */
export function sheetGridText(grid: Pick<TileGrid, 'cols' | 'rows' | 'paper' | 'orientation'>): string {
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  return `${n(grid.cols, 'column')} × ${n(grid.rows, 'row')} of ${grid.paper === 'a4' ? 'A4' : 'Letter'} ${grid.orientation} at 1:1`;
}
