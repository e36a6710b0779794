/**
 * A check hash over the states of a game, so two people can confirm they see the same game: each
 * state is written as JSON (the same code builds it the same way everywhere) and folded into two
 * 32-bit FNV-1a streams with different offsets, shown as 16 hex digits. Not a secret: it tells
 * nothing of the states, only whether two sequences of them are the same.
 */

const PRIME = 0x01000193;

export class CheckHash {
  private a = 0x811c9dc5;
  private b = 0x050c5d1f;

  /** Folds one state (any JSON value) in. */
  add(state: unknown): this {
    const text = JSON.stringify(state) ?? 'undefined';
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, PRIME);
      b = Math.imul(b ^ (c + 0x9e), PRIME);
    }
    // A separator between states, so [ab, c] and [a, bc] differ.
    this.a = Math.imul(a ^ 0x1e, PRIME);
    this.b = Math.imul(b ^ 0x1f, PRIME);
    return this;
  }

  /** The hash so far: 16 hex digits. */
  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }

  /** Four groups of four, easier to read out to someone: "1a2b 3c4d 5e6f 7a8b". */
  words(): string {
    return this.hex().replace(/(.{4})(?!$)/g, '$1 ');
  }
}

/** The check hash of a sequence of states. */
export function checkHashOf(states: Iterable<unknown>): string {
  const h = new CheckHash();
  for (const s of states) h.add(s);
  return h.hex();
}
