import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { qrShape, runsOf } from './qr';

describe('the invite’s QR code', () => {
  it('merges each row’s dark modules into runs', () => {
    const grid = ['##.#', '....', '####', '.#.#'];
    expect(runsOf(4, (r, c) => grid[r]![c] === '#')).toEqual([
      { x: 0, y: 0, w: 2 },
      { x: 3, y: 0, w: 1 },
      { x: 0, y: 2, w: 4 },
      { x: 1, y: 3, w: 1 },
      { x: 3, y: 3, w: 1 },
    ]);
  });

  it('covers exactly the dark modules of the link’s code', () => {
    const link = 'http://192.168.1.20:5179/?guest=0123456789abcdef0123456789abcdef';
    const shape = qrShape(link);
    const m = create(link, { errorCorrectionLevel: 'M' }).modules;
    expect(shape.size).toBe(m.size);
    const drawn = new Set<number>();
    for (const r of shape.rects) for (let x = r.x; x < r.x + r.w; x++) drawn.add(r.y * m.size + x);
    const dark = [...m.data].flatMap((v, i) => (v ? [i] : []));
    expect([...drawn].sort((a, b) => a - b)).toEqual(dark);
  });
});
