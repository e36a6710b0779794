import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/fixtures/services';
import { ICO_SIZES, makeIcons, PNG_SIZES } from './icons.mjs';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): [number, number] {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

describe('icons from the one source image (icon-gen)', () => {
  it('makes a macOS .icns, a Windows .ico and the Linux PNG set from resources/icons/icon.svg', { timeout: 60_000 }, async () => {
    const t = tempDir();
    try {
      const out = join(t.dir, 'icons');
      const files = await makeIcons(out);
      expect(files).toEqual(['icon.icns', 'icon.ico', ...PNG_SIZES.map((n) => `png/${n}x${n}.png`).sort()]);

      const icns = readFileSync(join(out, 'icon.icns'));
      expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
      expect(icns.readUInt32BE(4)).toBe(icns.length);
      const types: string[] = [];
      for (let o = 8; o < icns.length; o += icns.readUInt32BE(o + 4)) types.push(icns.subarray(o, o + 4).toString('latin1'));
      // 16 px (is32) up to 1024 px (ic10, 512@2x): the smallest and largest macOS shows.
      expect(types).toEqual(expect.arrayContaining(['is32', 'il32', 'ic07', 'ic08', 'ic09', 'ic10']));

      const ico = readFileSync(join(out, 'icon.ico'));
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type 1 = icon
      const count = ico.readUInt16LE(4);
      const widths = Array.from({ length: count }, (_, i) => ico[6 + i * 16] || 256);
      expect(widths.sort((a, b) => a - b)).toEqual(ICO_SIZES);

      for (const n of PNG_SIZES) expect(pngSize(readFileSync(join(out, 'png', `${n}x${n}.png`)))).toEqual([n, n]);
      expect(readdirSync(join(out, 'png'))).toHaveLength(PNG_SIZES.length);
    } finally {
      t.cleanup();
    }
  });
});
