/**
 * An invite link's QR code as rectangles to draw in SVG: `qrcode`'s module grid (create(text).modules),
 * each row's runs of dark modules merged into one rectangle. Nothing here makes markup.
 */
import { create } from 'qrcode';

export interface QrRect {
  x: number;
  y: number;
  w: number;
}

export interface QrShape {
  /** Modules a side (the quiet zone not counted). */
  size: number;
  /** Dark runs, one module high, in module units. */
  rects: QrRect[];
}

/** The dark runs of a matrix given as `size` and a row-major cell reader. */
export function runsOf(size: number, dark: (row: number, col: number) => boolean): QrRect[] {
  const rects: QrRect[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!dark(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && dark(y, x)) x++;
      rects.push({ x: start, y, w: x - start });
    }
  }
  return rects;
}

/** The QR code of `text` (medium error correction: a phone reads it off a screen). */
export function qrShape(text: string): QrShape {
  const m = create(text, { errorCorrectionLevel: 'M' }).modules;
  return { size: m.size, rects: runsOf(m.size, (r, c) => m.data[r * m.size + c] === 1) };
}
