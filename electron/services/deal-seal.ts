/**
 * The deal seal: what a client is told of a save's seed. The seed and the actions rebuild every
 * hidden tile, card and die to come, so while a game can still go on no client receives it; it
 * receives a commitment instead, the SHA-256 of a text naming the save, the seed and a salt. Once
 * the game is over for good (ended, and its end can no longer be taken back) the seed and the salt
 * are shown beside it, and anyone can check the game was dealt from the seed committed to at the
 * start: the SHA-256 of `sealText(id, seed, salt)` is the commitment.
 *
 * The salt is HMAC-SHA256 of the save's id under the save file's own key (store.sealKey(), never
 * sent): without it a commitment to a 32-bit seed would be opened by trying every seed.
 */
import { createHash, createHmac } from 'node:crypto';
import type { DealSeal } from '../api/contract';

export type { DealSeal };

/** The text whose SHA-256 is the commitment: `patrol-hq deal <save id> <seed> <salt>`. */
export function sealText(id: string, seed: number, salt: string): string {
  return `patrol-hq deal ${id} ${seed} ${salt}`;
}

/** The salt of save `id` under the file's key: 32 hex digits. */
export function sealSalt(key: Buffer, id: string): string {
  return createHmac('sha256', key).update(`deal-seal ${id}`).digest('hex').slice(0, 32);
}

export function commitmentOf(id: string, seed: number, salt: string): string {
  return createHash('sha256').update(sealText(id, seed, salt)).digest('hex');
}

/** Seals worked out, per file key and save: a save's seal never changes, and lists ask for many at a time. */
const known = new WeakMap<Buffer, Map<string, { seed: number; salt: string; commitment: string }>>();

/** The seal of a save; `open` (the game is over for good) adds the seed and salt. */
export function dealSeal(key: Buffer, save: { id: string; seed: number }, open: boolean): DealSeal {
  let byId = known.get(key);
  if (!byId) known.set(key, (byId = new Map()));
  let s = byId.get(save.id);
  if (!s || s.seed !== save.seed) {
    const salt = sealSalt(key, save.id);
    s = { seed: save.seed, salt, commitment: commitmentOf(save.id, save.seed, salt) };
    byId.set(save.id, s);
  }
  return open ? { commitment: s.commitment, seed: s.seed, salt: s.salt } : { commitment: s.commitment };
}
