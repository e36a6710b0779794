/**
 * Test helpers: build an exact Endless Patrol situation (a "stacked deck") without playing to it.
 * Every card is placed exactly once: cards not named go to the bottom of their deck, or to
 * their discard pile with `restGi: 'discard'` / `restPatrol: 'discard'`.
 */
import { GI_CARDS, PATROL_CARDS } from './cards';
import { emptyState } from './setup';
import type { EndlessPatrolOptions, EndlessPatrolState, PendingCasualty, Phase } from './types';

export interface Stack {
  phase?: Phase;
  turn?: number;
  squad?: number;
  hand?: string[];
  giDeck?: string[]; // top first
  giDiscard?: string[];
  patrolDeck?: string[]; // top first
  patrolDiscard?: string[];
  inPlay?: string[];
  casualtyQueue?: string[];
  pending?: PendingCasualty | null;
  owedDraws?: number;
  options?: Partial<EndlessPatrolOptions>;
  restGi?: 'deck' | 'discard';
  restPatrol?: 'deck' | 'discard';
  seed?: number;
}

/** Card ids may be given in short: 'bazooka' for 'gi-bazooka', 'tiger-tank' for 'pt-tiger-tank'. */
export function gi(short: string): string {
  const id = short.startsWith('gi-') ? short : `gi-${short}`;
  if (!GI_CARDS.some((c) => c.id === id)) throw new Error(`No GI card ${id}`);
  return id;
}

export function pt(short: string): string {
  const id = short.startsWith('pt-') ? short : `pt-${short}`;
  if (!PATROL_CARDS.some((c) => c.id === id)) throw new Error(`No Patrol card ${id}`);
  return id;
}

export function stacked(st: Stack): EndlessPatrolState {
  const s = emptyState(st.seed ?? 1, { dCancelsMinefields: false, ...st.options });
  const giPlaced = [st.hand, st.giDeck, st.giDiscard].flatMap((x) => (x ?? []).map(gi));
  const ptPlaced = [st.patrolDeck, st.patrolDiscard, st.inPlay].flatMap((x) => (x ?? []).map(pt));
  const inPlay = (st.inPlay ?? []).map(pt);
  if (st.pending && !inPlay.includes(pt(st.pending.source))) throw new Error('the pending source must be in play');
  for (const q of st.casualtyQueue ?? []) if (!inPlay.includes(pt(q))) throw new Error(`queued ${q} is not in play`);
  if (new Set(giPlaced).size !== giPlaced.length) throw new Error('a GI card is placed twice');
  const restGi = GI_CARDS.map((c) => c.id).filter((id) => !giPlaced.includes(id));
  const restPt = PATROL_CARDS.map((c) => c.id).filter((id) => !ptPlaced.includes(id));
  s.hand = (st.hand ?? []).map(gi);
  s.giDeck = (st.giDeck ?? []).map(gi);
  s.giDiscard = (st.giDiscard ?? []).map(gi);
  if ((st.restGi ?? 'deck') === 'deck') s.giDeck.push(...restGi);
  else s.giDiscard.push(...restGi);
  s.patrolDeck = (st.patrolDeck ?? []).map(pt);
  s.patrolDiscard = (st.patrolDiscard ?? []).map(pt);
  s.inPlay = (st.inPlay ?? []).map(pt);
  if ((st.restPatrol ?? 'deck') === 'deck') s.patrolDeck.push(...restPt);
  else s.patrolDiscard.push(...restPt);
  s.casualtyQueue = (st.casualtyQueue ?? []).map(pt);
  s.pending = st.pending ? { ...st.pending, source: pt(st.pending.source) } : null;
  s.phase = st.phase ?? 'fire';
  s.turn = st.turn ?? 1;
  s.stats.turns = s.turn;
  s.squad = st.squad ?? 15;
  s.owedDraws = st.owedDraws ?? 0;
  return s;
}

/** Every card id in the state, wherever it is (a pending casualty's source stays in play). */
export function allPlaces(s: EndlessPatrolState): { gi: string[]; patrol: string[] } {
  const patrol = [...s.patrolDeck, ...s.patrolDiscard, ...s.inPlay];
  return { gi: [...s.hand, ...s.giDeck, ...s.giDiscard], patrol };
}
