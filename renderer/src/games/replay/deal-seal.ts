/**
 * What a replay says of its save's deal seal (the host's commitment to the seed: see DealSeal in
 * the contract). While the game can go on the host sends only the commitment; once it is over for
 * good, the seed and salt, and the text whose SHA-256 must be the commitment.
 */
import type { DealSeal } from '../../../../electron/api/contract';

export interface SealWords {
  /** The button's words. */
  label: string;
  /** What the seal says, in a sentence or two. */
  words: string;
  /** The text whose SHA-256 is the commitment; null while the seed is kept. */
  text: string | null;
}

/** The commitment in groups of eight, easier to read against another copy. */
export function groupedHex(hex: string): string {
  return hex.replace(/(.{8})(?!$)/g, '$1 ');
}

export function sealWords(id: string, seal: DealSeal): SealWords {
  if (seal.seed === undefined || seal.salt === undefined) {
    return {
      label: 'Sealed deal',
      words: `The seed behind this game’s hidden tiles, cards and dice stays with Patrol HQ while the game can go on. Its seal (SHA-256): ${groupedHex(seal.commitment)}. Once the game is over the seed is shown here, and the seal lets you check it was fixed from the start.`,
      text: null,
    };
  }
  const text = `patrol-hq deal ${id} ${seal.seed} ${seal.salt}`;
  return {
    label: `Seed ${seal.seed}`,
    words: `This game was dealt from seed ${seal.seed}. Its seal, shown from the start, is the SHA-256 of “${text}”: ${groupedHex(seal.commitment)}.`,
    text,
  };
}

/** True when the SHA-256 of `text` is `commitment` (null when this screen cannot hash). */
export async function sealHolds(text: string, commitment: string): Promise<boolean | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('') === commitment;
}
