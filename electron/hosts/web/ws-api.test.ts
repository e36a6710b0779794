import { describe, expect, it } from 'vitest';
import { jsonPieces } from './ws-api';

describe('replies written in pieces', () => {
  it('join to exactly the JSON of the reply, long strings sliced (surrogate pairs split included)', () => {
    const emoji = '\u{1F3F4}x'.repeat(40_000); // 120,000 UTF-16 units; slices of 1,000 split pairs
    const replies: unknown[] = [
      { id: 1, result: { ok: true, value: { fileName: 'a.pdf', base64: 'QUJD'.repeat(300_000), pages: 36 } } },
      { id: 'b', result: { ok: true, value: { fileName: 'x.json', text: `{"quote": "\\"${emoji}\\n"}` } } },
      { id: null, result: { ok: false, error: { code: 'bad-request', message: 'A request must be JSON.' } } },
      { id: 3, result: { ok: true, value: [{ a: 1, skip: undefined }, null, 'x'.repeat(5000)] } },
      { id: 4, result: { ok: true, value: { nested: { deeper: { deepest: { s: 'y'.repeat(3000) } } }, date: new Date(0), none: undefined } } },
    ];
    for (const reply of replies) {
      const text = [...jsonPieces(reply, 4, 1000)].join('');
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(reply)));
      // Byte for byte the same, but where a slice split a surrogate pair (then escaped, read back the same).
      if (reply !== replies[1]) expect(text).toBe(JSON.stringify(reply));
    }
    const pdf = [...jsonPieces(replies[0], 4, 1000)];
    expect(Math.max(...pdf.map((p) => p.length))).toBeLessThanOrEqual(1000);
  });
});
