import type { Bot } from '../../core/contract';
import { randomBot } from '../../bots/random';
import type { EndlessPatrolAction, EndlessPatrolView, GiCard, PatrolCard } from './types';

type Action = EndlessPatrolAction;

/** True for a Patrol card only an AT card can defeat, and that hurts while it stays. */
function atOnlyThreat(c: PatrolCard): boolean {
  return c.bullets === null && c.at && !c.undefeatable && c.draws === 0;
}

/**
 * What a GI card is worth keeping. D cards save a soldier; AT cards are the only answer to
 * tanks and bunkers, worth more while such cards are in play or seen coming; bullets count.
 */
function cardValue(c: GiCard, atNeed: number): number {
  if (c.negate) return 9;
  if (c.look) return 2;
  let v = c.bullets;
  if (c.at) v += 3 + atNeed;
  return v;
}

/** How much defeating `t` is worth now. */
function targetWorth(t: PatrolCard, view: EndlessPatrolView, spareAt: boolean): number {
  if (t.draws > 0) {
    // N cards never hurt; defeat them for the extra draws when AT cards are to spare, or to finish.
    if (view.patrolDeckCount === 0) return 30;
    return spareAt ? 8 : 0;
  }
  if (t.instant) return 6; // attacks once: defeating it saves exactly one soldier
  return 20; // stays and hurts every turn
}

function atNeedOf(view: EndlessPatrolView): number {
  let need = 0;
  for (const t of view.inPlay) if (atOnlyThreat(t)) need += 2;
  if (view.peek?.deck === 'patrol') for (const c of view.peek.cards) if (atOnlyThreat(c as PatrolCard)) need += 1;
  return need;
}

function pickFire(view: EndlessPatrolView, legal: Action[]): Action | null {
  const atNeed = atNeedOf(view);
  const byId = new Map<string, GiCard>();
  for (const c of view.hand) byId.set(c.id, c);
  const atInHand = view.hand.filter((c) => c.at).length;
  const atThreats = view.inPlay.filter(atOnlyThreat).length;
  const spareAt = atInHand > atThreats + 1 || view.hand.length >= view.handLimit;
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of legal) {
    if (a.type !== 'fire') continue;
    const t = view.inPlay.find((c) => c.id === a.target);
    if (!t) continue;
    let cost = 0;
    for (const id of a.cards) {
      const c = byId.get(id);
      if (c) cost += cardValue(c, a.mode === 'at' || !atOnlyThreat(t) ? atNeed : 0);
    }
    const score = targetWorth(t, view, spareAt) - cost;
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function pickDiscard(view: EndlessPatrolView, legal: Action[]): Action {
  const atNeed = atNeedOf(view);
  // Nothing left that can hurt: only AT cards (for the N cards still in play) matter.
  const endgame = view.patrolDeckCount === 0 && !view.inPlay.some((t) => t.draws === 0);
  const value = new Map<string, number>();
  let dSeen = 0;
  for (const c of view.hand) {
    let v = cardValue(c, atNeed);
    if (c.negate) v = Math.max(1, v - 3 * dSeen++); // a second or third D is worth less
    if (endgame) v = c.at ? 10 : 0;
    value.set(c.id, v);
  }
  let best = legal[0] as Action;
  let bestLoss = Infinity;
  for (const a of legal) {
    if (a.type !== 'discard') continue;
    let loss = 0;
    for (const id of a.cards) loss += value.get(id) ?? 0;
    if (loss < bestLoss) {
      best = a;
      bestLoss = loss;
    }
  }
  return best;
}

/**
 * Greedy Endless Patrol bot: negates every casualty it can, plays L cards at once (they only
 * cycle into a fresh card) looking at the Patrol deck, fires at the cards that hurt most for
 * the cheapest cards (keeping AT cards for tanks), and discards what is worth least.
 */
export const greedyEndlessPatrolBot: Bot<EndlessPatrolView, Action> = {
  name: 'greedy',
  description: 'Defeats the most dangerous cards first with the cheapest GI cards; saves AT cards for tanks; always uses D and L cards.',
  choose(view, legal) {
    const negate = legal.find((a) => a.type === 'negate');
    if (negate) return negate;
    const looks = legal.filter((a) => a.type === 'look');
    if (looks.length > 0) return looks.find((a) => a.deck === 'patrol') ?? (looks[0] as Action);
    if (view.phase === 'discard') return pickDiscard(view, legal);
    if (view.phase === 'fire') return pickFire(view, legal) ?? { type: 'end-fire' };
    return legal.find((a) => a.type === 'accept') ?? (legal[0] as Action);
  },
};

/** The bots Endless Patrol offers, in the order `npm run sim` and the app list them. */
export const endlessPatrolBots: Bot<EndlessPatrolView, Action>[] = [randomBot, greedyEndlessPatrolBot];
