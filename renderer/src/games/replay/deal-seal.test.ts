import { describe, expect, it } from 'vitest';
import { sealHolds, sealWords } from './deal-seal';

const text = 'patrol-hq deal save-1 1234 00112233445566778899aabbccddeeff';
// SHA-256 of `text` (as `printf %s '…' | sha256sum` prints it).
const commitment = '041f5c0ec7c5e78a6d78acd16b391424e866df2ef758694d3c33cb6149f83b23';

describe('the deal seal in a replay', () => {
  it('while the game can go on: the commitment only, no seed', () => {
    const w = sealWords('save-1', { commitment });
    expect(w.label).toBe('Sealed deal');
    expect(w.text).toBeNull();
    expect(w.words).toContain(commitment.slice(0, 8));
    expect(w.words).not.toContain('1234');
  });

  it('once over: the seed, and the text whose SHA-256 is the commitment, checked here', async () => {
    const w = sealWords('save-1', { commitment, seed: 1234, salt: '00112233445566778899aabbccddeeff' });
    expect(w.label).toBe('Seed 1234');
    expect(w.text).toBe(text);
    expect(w.words).toContain(`“${text}”`);
    expect(await sealHolds(w.text!, commitment)).toBe(true);
    expect(await sealHolds(text.replace('1234', '1235'), commitment)).toBe(false);
  });
});
