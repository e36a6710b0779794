import * as cardsMod from './cards';
import type { EndlessPatrolAction, EndlessPatrolState, GiCard, PatrolCard } from './types';

// Imported values taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { GI_BY_ID, HAND_LIMIT, PATROL_BY_ID } = cardsMod;

const GI = GI_BY_ID;
const PT = PATROL_BY_ID;
const giCard = (id: string): GiCard => GI[id] as GiCard;
const patrolCard = (id: string): PatrolCard => PT[id] as PatrolCard;

/**
 * Every legal action. Fire actions are listed only in their MINIMAL form: per target and mode,
 * each set of hand cards that defeats the target and from which no card could be dropped.
 * (check() also accepts a larger set: a player may over-commit if they wish.)
 * Order (bots pick by index, so it is part of the game's behaviour): discards in bitmask order,
 * or per target its AT fires then its bullet fires in bitmask order, then end-fire, or negates
 * then accept; then the L cards' looks (GI deck, then Patrol deck), all in hand order.
 */
export function legalActions(s: EndlessPatrolState): EndlessPatrolAction[] {
  const out: EndlessPatrolAction[] = [];
  const phase = s.phase;
  if (phase === 'over') return out;
  const ids = s.hand;
  const n = ids.length;
  // One pass over the hand: bit i of a mask is hand card i; bullet cards go to the pool.
  let looks = 0;
  let negates = 0;
  let ats = 0;
  let size = 0;
  let poolAt = 0;
  for (let i = 0; i < n; i++) {
    const c = giCard(ids[i] as string);
    if (c.look) looks |= 1 << i;
    if (c.negate) negates |= 1 << i;
    if (c.at) ats |= 1 << i;
    if (c.bullets > 0) {
      if (c.at) poolAt |= 1 << size;
      poolBullets[size] = c.bullets;
      poolIds[size] = c.id;
      size++;
    }
  }
  if (phase === 'discard') discards(ids, n - HAND_LIMIT, out);
  else if (phase === 'fire') {
    fires(s, ids, ats, size, poolAt, out);
    out.push({ type: 'end-fire' });
  } else if (phase === 'casualty' && s.pending) {
    if (negates !== 0 && !(s.options.strictMinefields && patrolCard(s.pending.source).undefeatable)) {
      for (let m = negates; m !== 0; m &= m - 1) out.push({ type: 'negate', card: ids[31 - Math.clz32(m & -m)] as string });
    }
    out.push({ type: 'accept' });
  }
  if (looks !== 0) {
    const patrolToo = s.patrolDeck.length > 0;
    for (let m = looks; m !== 0; m &= m - 1) {
      const card = ids[31 - Math.clz32(m & -m)] as string;
      out.push({ type: 'look', card, deck: 'gi' });
      if (patrolToo) out.push({ type: 'look', card, deck: 'patrol' });
    }
  }
  return out;
}

// Scratch space reused between calls (legalActions is on the hot path; it never re-enters).
let sums = new Float64Array(64);
let mins = new Float64Array(64);
const poolBullets = new Float64Array(32);
const poolIds: string[] = [];

/** Every choice of exactly `k` cards of `ids`, each in hand order, in increasing bitmask order. */
function discards(ids: string[], k: number, out: EndlessPatrolAction[]): void {
  const n = ids.length;
  if (k <= 0 || k > n) return;
  const end = 1 << n;
  // Gosper's hack: the next larger mask with the same number of bits.
  for (let mask = (1 << k) - 1; mask < end; ) {
    out.push({ type: 'discard', cards: pick(ids, mask) });
    const low = mask & -mask;
    const ripple = mask + low;
    mask = (((ripple ^ mask) >>> 2) / low) | ripple;
  }
}

/** Fire actions: per target in play, its AT fires (AT cards in hand order), then its minimal bullet sets. */
function fires(s: EndlessPatrolState, ids: string[], ats: number, size: number, poolAt: number, out: EndlessPatrolAction[]): void {
  const full = 1 << size;
  let total = -1; // -1: subset sums not worked out yet
  const inPlay = s.inPlay;
  for (let k = 0; k < inPlay.length; k++) {
    const target = inPlay[k] as string;
    const t = patrolCard(target);
    if (t.undefeatable) continue;
    if (t.at && !t.aa) {
      for (let m = ats; m !== 0; m &= m - 1) out.push({ type: 'fire', target, cards: [ids[31 - Math.clz32(m & -m)] as string], mode: 'at' });
    }
    const need = t.bullets;
    if (need === null || size === 0) continue;
    if (total < 0) total = subsetSums(size);
    if (total < need) continue;
    const aa = t.aa;
    for (let mask = 1; mask < full; mask++) {
      if (aa && (mask & poolAt) !== 0) continue; // AA: no AT card at all, not even for bullets
      const sum = sums[mask] as number;
      if (sum < need || sum - (mins[mask] as number) >= need) continue; // not enough, or not minimal
      out.push({ type: 'fire', target, cards: pick(poolIds, mask), mode: 'bullets' });
    }
  }
}

/** The ids at the bits of `mask`, in index order, in an array of exactly that size. */
function pick(ids: readonly string[], mask: number): string[] {
  const a = 31 - Math.clz32(mask & -mask);
  let m = mask & (mask - 1);
  if (m === 0) return [ids[a] as string];
  const b = 31 - Math.clz32(m & -m);
  m &= m - 1;
  if (m === 0) return [ids[a] as string, ids[b] as string];
  const c = 31 - Math.clz32(m & -m);
  m &= m - 1;
  if (m === 0) return [ids[a] as string, ids[b] as string, ids[c] as string];
  const out = [ids[a] as string, ids[b] as string, ids[c] as string];
  for (; m !== 0; m &= m - 1) out.push(ids[31 - Math.clz32(m & -m)] as string);
  return out;
}

/** Fills sums/mins for every subset of the first `size` pool cards; returns the whole pool's sum. */
function subsetSums(size: number): number {
  const full = 1 << size;
  if (sums.length < full) {
    sums = new Float64Array(full);
    mins = new Float64Array(full);
  }
  sums[0] = 0;
  mins[0] = Infinity;
  for (let mask = 1; mask < full; mask++) {
    const low = mask & -mask;
    const b = poolBullets[31 - Math.clz32(low)] as number;
    const rest = mask ^ low;
    sums[mask] = (sums[rest] as number) + b;
    mins[mask] = Math.min(mins[rest] as number, b);
  }
  return sums[full - 1] as number;
}
