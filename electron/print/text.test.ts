import { beforeAll, describe, expect, it } from 'vitest';
import type { TextKit } from './ops';
import { standardTextKit } from './scenario-pdf';
import { fitText, wrapText } from './text';

let kit: TextKit;
beforeAll(async () => { kit = await standardTextKit(); });

describe('text for the standard fonts', () => {
  it('keeps what WinAnsi encodes, drops accents it lacks, replaces the rest', () => {
    expect(kit.clean('Schütze Gruppenführer “MG” – café')).toBe('Schütze Gruppenführer “MG” – café');
    expect(kit.clean('Łódź ź ș')).toBe('?ódz z s');
    expect(kit.clean('☃ 🪖 你')).toBe('? ? ?');
    expect(kit.clean('a\tb\nc\u0000d')).toBe('a b c d');
  });

  it('wraps to the width, splitting a word longer than a line', () => {
    const text = 'A US rifle squad advances on a crossroads. ' + 'x'.repeat(300);
    const lines = wrapText(kit, text, 8, 200);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(kit.width(l, 8)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('shortens with an ellipsis to fit', () => {
    const s = fitText(kit, 'Browning Automatic Rifle (BAR)', 6.5, 60);
    expect(s.endsWith('...')).toBe(true);
    expect(kit.width(s, 6.5)).toBeLessThanOrEqual(60);
    expect(fitText(kit, 'BAR', 6.5, 60)).toBe('BAR');
  });
});
