import { GI_BY_ID, HAND_LIMIT, PATROL_BY_ID } from './cards';
import { canNegate } from './flow';
import type { EndlessPatrolAction, EndlessPatrolState, GiCard, PatrolCard } from './types';

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
  if (s.phase === 'discard') discards(s.hand, s.hand.length - HAND_LIMIT, out);
  else if (s.phase === 'fire') {
    fires(s, out);
    out.push({ type: 'end-fire' });
  } else if (s.phase === 'casualty' && s.pending) {
    if (canNegate(s, s.pending.source)) {
      for (const id of s.hand) if (giCard(id).negate) out.push({ type: 'negate', card: id });
    }
    out.push({ type: 'accept' });
  }
  for (const id of s.hand) {
    if (!giCard(id).look) continue;
    out.push({ type: 'look', card: id, deck: 'gi' });
    if (s.patrolDeck.length > 0) out.push({ type: 'look', card: id, deck: 'patrol' });
  }
  return out;
}

/** Every choice of exactly `k` cards of `hand`, each in hand order. */
function discards(hand: string[], k: number, out: EndlessPatrolAction[]): void {
  const pick: string[] = [];
  const rec = (from: number): void => {
    if (pick.length === k) {
      out.push({ type: 'discard', cards: pick.slice() });
      return;
    }
    for (let i = from; i <= hand.length - (k - pick.length); i++) {
      pick.push(hand[i] as string);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
}

function fires(s: EndlessPatrolState, out: EndlessPatrolAction[]): void {
  // Bullet cards in hand, with every subset's bullet sum and smallest card worked out once.
  const pool: GiCard[] = [];
  const atCards: string[] = [];
  let atMask = 0;
  for (const id of s.hand) {
    const c = giCard(id);
    if (c.at) atCards.push(id);
    if (c.bullets > 0) {
      if (c.at) atMask |= 1 << pool.length;
      pool.push(c);
    }
  }
  const n = pool.length;
  const full = 1 << n;
  const sums = new Array<number>(full);
  const mins = new Array<number>(full);
  sums[0] = 0;
  mins[0] = Infinity;
  for (let mask = 1; mask < full; mask++) {
    const low = mask & -mask;
    const b = (pool[31 - Math.clz32(low)] as GiCard).bullets;
    const rest = mask ^ low;
    sums[mask] = (sums[rest] as number) + b;
    mins[mask] = Math.min(mins[rest] as number, b);
  }
  for (const target of s.inPlay) {
    const t = patrolCard(target);
    if (t.undefeatable) continue;
    if (t.at && !t.aa) for (const id of atCards) out.push({ type: 'fire', target, cards: [id], mode: 'at' });
    if (t.bullets === null) continue;
    const need = t.bullets;
    for (let mask = 1; mask < full; mask++) {
      if (t.aa && (mask & atMask) !== 0) continue; // AA: no AT card at all, not even for bullets
      const sum = sums[mask] as number;
      if (sum < need || sum - (mins[mask] as number) >= need) continue; // not enough, or not minimal
      const cards: string[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) cards.push((pool[i] as GiCard).id);
      out.push({ type: 'fire', target, cards, mode: 'bullets' });
    }
  }
}
