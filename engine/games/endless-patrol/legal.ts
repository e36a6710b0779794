import * as cardsMod from './cards';
import * as flowMod from './flow';
import type { EndlessPatrolAction, EndlessPatrolState, GiCard, PatrolCard } from './types';

// Imported values taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { GI_BY_ID, HAND_LIMIT, PATROL_BY_ID } = cardsMod;
const { canNegate } = flowMod;

const GI = GI_BY_ID;
const PT = PATROL_BY_ID;
const giCard = (id: string): GiCard => GI[id] as GiCard;
const patrolCard = (id: string): PatrolCard => PT[id] as PatrolCard;

/**
 * Every legal action. Fire actions are listed only in their MINIMAL form: per target and mode,
 * each set of hand cards that defeats the target and from which no card could be dropped.
 * (check() also accepts a larger set: a player may over-commit if they wish.)
 */
export function legalActions(s: EndlessPatrolState): EndlessPatrolAction[] {
  const out: EndlessPatrolAction[] = [];
  if (s.phase === 'over') return out;
  const hand: GiCard[] = [];
  for (const id of s.hand) hand.push(giCard(id));
  if (s.phase === 'discard') discards(s.hand, s.hand.length - HAND_LIMIT, out);
  else if (s.phase === 'fire') {
    fires(s, hand, out);
    out.push({ type: 'end-fire' });
  } else if (s.phase === 'casualty' && s.pending) {
    if (canNegate(s, s.pending.source)) {
      for (const c of hand) if (c.negate) out.push({ type: 'negate', card: c.id });
    }
    out.push({ type: 'accept' });
  }
  for (const c of hand) {
    if (!c.look) continue;
    out.push({ type: 'look', card: c.id, deck: 'gi' });
    if (s.patrolDeck.length > 0) out.push({ type: 'look', card: c.id, deck: 'patrol' });
  }
  return out;
}

/** Every choice of exactly `k` cards of `hand`, each in hand order (bitmask order). */
function discards(hand: string[], k: number, out: EndlessPatrolAction[]): void {
  const n = hand.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m !== 0; m &= m - 1) bits++;
    if (bits !== k) continue;
    const cards: string[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) cards.push(hand[i] as string);
    out.push({ type: 'discard', cards });
  }
}

// Scratch space for subset sums, reused between calls (legalActions is on the hot path).
let sums = new Float64Array(64);
let mins = new Float64Array(64);

function fires(s: EndlessPatrolState, hand: GiCard[], out: EndlessPatrolAction[]): void {
  // Bullet cards in hand, with every subset's bullet sum and smallest card worked out once.
  const pool: GiCard[] = [];
  const atCards: string[] = [];
  let atMask = 0;
  for (const c of hand) {
    if (c.at) atCards.push(c.id);
    if (c.bullets > 0) {
      if (c.at) atMask |= 1 << pool.length;
      pool.push(c);
    }
  }
  const n = pool.length;
  const full = 1 << n;
  if (sums.length < full) {
    sums = new Float64Array(full);
    mins = new Float64Array(full);
  }
  sums[0] = 0;
  mins[0] = Infinity;
  for (let mask = 1; mask < full; mask++) {
    const low = mask & -mask;
    const b = (pool[31 - Math.clz32(low)] as GiCard).bullets;
    const rest = mask ^ low;
    sums[mask] = (sums[rest] as number) + b;
    mins[mask] = Math.min(mins[rest] as number, b);
  }
  const total = sums[full - 1] as number;
  // Minimal sets depend only on the bullet number and the AA flag: work each out once.
  const groups: (number[] | undefined)[] = [];
  for (const target of s.inPlay) {
    const t = patrolCard(target);
    if (t.undefeatable) continue;
    if (t.at && !t.aa) for (const id of atCards) out.push({ type: 'fire', target, cards: [id], mode: 'at' });
    if (t.bullets === null || total < t.bullets) continue;
    const key = t.bullets * 2 + (t.aa ? 1 : 0);
    let masks = groups[key];
    if (!masks) {
      masks = [];
      const need = t.bullets;
      for (let mask = 1; mask < full; mask++) {
        if (t.aa && (mask & atMask) !== 0) continue; // AA: no AT card at all, not even for bullets
        const sum = sums[mask] as number;
        if (sum < need || sum - (mins[mask] as number) >= need) continue; // not enough, or not minimal
        masks.push(mask);
      }
      groups[key] = masks;
    }
    for (const mask of masks) {
      const cards: string[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) cards.push((pool[i] as GiCard).id);
      out.push({ type: 'fire', target, cards, mode: 'bullets' });
    }
  }
}
