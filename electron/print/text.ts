/**
 * Text for the standard PDF fonts: they encode WinAnsi only, so every string is cleaned first
 * (accents the font lacks lose their accent, anything else becomes "?"), never throwing.
 */
import type { PDFFont } from 'pdf-lib';
import type { TextKit } from './ops';

const FALLBACKS: Record<string, string> = {
  '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2032': "'", '\u2033': '"', '\u00a0': ' ',
  '\u2190': '<-', '\u2192': '->', '\u2264': '<=', '\u2265': '>=', '\u00d7': 'x', '\u2248': '~',
};

export function makeCleaner(supported: ReadonlySet<number>): (text: string) => string {
  return (text: string): string => {
    let out = '';
    for (const ch of String(text ?? '')) {
      const cp = ch.codePointAt(0) as number;
      if (cp < 32 || (cp >= 0x7f && cp < 0xa0)) { out += ' '; continue; }
      if (supported.has(cp)) { out += ch; continue; }
      const mapped = FALLBACKS[ch];
      if (mapped !== undefined) { out += mapped; continue; }
      const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += bare.length > 0 && [...bare].every((c) => supported.has(c.codePointAt(0) as number)) ? bare : '?';
    }
    return out;
  };
}

export function fontTextKit(regular: PDFFont, bold: PDFFont): TextKit {
  const clean = makeCleaner(new Set(regular.getCharacterSet()));
  return {
    clean,
    width: (text, size, isBold = false) => (isBold ? bold : regular).widthOfTextAtSize(clean(text), size),
  };
}

/** `text` shortened with "..." so it fits `maxWidth` points. */
export function fitText(kit: TextKit, text: string, size: number, maxWidth: number, bold = false): string {
  const clean = kit.clean(text);
  if (kit.width(clean, size, bold) <= maxWidth) return clean;
  let s = clean;
  while (s.length > 0 && kit.width(`${s}...`, size, bold) > maxWidth) s = s.slice(0, -1);
  return s.length > 0 ? `${s.trimEnd()}...` : '';
}

/** Word-wrapped lines no wider than `maxWidth`; over-long words are split. */
export function wrapText(kit: TextKit, text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  for (const para of String(text ?? '').split(/\r?\n/)) {
    let cur = '';
    for (const raw of kit.clean(para).split(/\s+/).filter((w) => w.length > 0)) {
      let word = raw;
      while (kit.width(word, size, bold) > maxWidth && word.length > 1) {
        let n = word.length - 1;
        while (n > 1 && kit.width(word.slice(0, n), size, bold) > maxWidth) n--;
        if (cur) { lines.push(cur); cur = ''; }
        lines.push(word.slice(0, n));
        word = word.slice(n);
      }
      const next = cur ? `${cur} ${word}` : word;
      if (kit.width(next, size, bold) <= maxWidth) cur = next;
      else { if (cur) lines.push(cur); cur = word; }
    }
    lines.push(cur);
  }
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
