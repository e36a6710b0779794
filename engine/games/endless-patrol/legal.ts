import { giCard, HAND_LIMIT, patrolCard } from './cards';
import { canNegate } from './flow';
import type { EndlessPatrolAction, EndlessPatrolState, GiCard } from './types';

/** The items of `items` at the set bits of `mask` (bit i is item i), in order. */
function pick<T>(items: readonly T[], mask: number): T[] {
  return items.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** How many bits of `mask` are set. */
function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Adds to `out` every choice of exactly `k` of the hand's cards, each in hand order, in increasing bitmask order. */
function discards(hand: readonly string[], k: number, out: EndlessPatrolAction[]): EndlessPatrolAction[] {
  if (k <= 0 || k > hand.length) return out;
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    if (bits(mask) === k) out.push({ type: 'discard', cards: pick(hand, mask) });
  }
  return out;
}

/**
 * Fire actions: per target in play, its AT fires (each AT card in hand order), then its minimal
 * bullet fires: each set of hand cards with bullets (in bitmask order over those cards) that
 * defeats the target and from which no card could be dropped. AA targets take no AT card at all.
 */
function fires(s: EndlessPatrolState, hand: readonly GiCard[], out: EndlessPatrolAction[]): EndlessPatrolAction[] {
  const shooters = hand.filter((c) => c.bullets > 0);
  for (const target of s.inPlay) {
    const t = patrolCard(target);
    if (t.undefeatable) continue;
    if (t.at && !t.aa) for (const c of hand) if (c.at) out.push({ type: 'fire', target, cards: [c.id], mode: 'at' });
    const need = t.bullets;
    if (need === null) continue;
    for (let mask = 1; mask < 1 << shooters.length; mask++) {
      let sum = 0;
      let least = Infinity;
      let anyAt = false;
      for (let i = 0; i < shooters.length; i++) {
        if ((mask & (1 << i)) === 0) continue;
        const c = shooters[i] as GiCard;
        sum += c.bullets;
        least = Math.min(least, c.bullets);
        anyAt ||= c.at;
      }
      if (t.aa && anyAt) continue; // AA: no AT card at all, not even for bullets
      if (sum >= need && sum - least < need) out.push({ type: 'fire', target, cards: pick(shooters, mask).map((c) => c.id), mode: 'bullets' });
    }
  }
  return out;
}

/**
 * Every legal action. Fire actions are listed only in their MINIMAL form (see fires); check()
 * also accepts a larger set: a player may over-commit if they wish.
 * Order (bots pick by index, so it is part of the game's behaviour): discards, or per target its
 * AT fires then its bullet fires, then end-fire, or the D cards' negates then accept; then the
 * L cards' looks (GI deck, then Patrol deck), all in hand order.
 */
export function legalActions(s: EndlessPatrolState): EndlessPatrolAction[] {
  if (s.phase === 'over') return [];
  const hand = s.hand.map(giCard);
  const out: EndlessPatrolAction[] = [];
  if (s.phase === 'discard') discards(s.hand, s.hand.length - HAND_LIMIT, out);
  else if (s.phase === 'fire') fires(s, hand, out).push({ type: 'end-fire' });
  else if (s.phase === 'casualty' && s.pending) {
    if (canNegate(s, s.pending.source)) for (const c of hand) if (c.negate) out.push({ type: 'negate', card: c.id });
    out.push({ type: 'accept' });
  }
  for (const c of hand) {
    if (!c.look) continue;
    out.push({ type: 'look', card: c.id, deck: 'gi' });
    if (s.patrolDeck.length > 0) out.push({ type: 'look', card: c.id, deck: 'patrol' });
  }
  return out;
}
