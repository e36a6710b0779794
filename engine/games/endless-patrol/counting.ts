/**
 * Counting cards, which the rules allow: what is left in each deck, worked out from what the
 * player sees (every card not in the hand, in play or in a discard pile), grouped by kind. In
 * card-list order, never deck order: the order stays hidden. The screen's deck browser shows it.
 */
import { GI_CARDS, PATROL_CARDS } from './cards';
import type { EndlessPatrolView, GiCard, PatrolCard } from './types';

export interface KindGroup<C> {
  kind: string;
  label: string;
  cards: C[];
}

const GI_KINDS = [
  { kind: 'bullets', label: 'Bullets' },
  { kind: 'bullets-or-at', label: 'Bullets or AT' },
  { kind: 'at', label: 'AT' },
  { kind: 'look', label: 'L: look ahead' },
  { kind: 'dodge', label: 'D: cancel a casualty' },
] as const;

const PATROL_KINDS = [
  { kind: 'bullets', label: 'Bullets only' },
  { kind: 'bullets-or-at', label: 'Bullets or AT' },
  { kind: 'at', label: 'AT only' },
  { kind: 'supply', label: 'N: supply targets' },
  { kind: 'aircraft', label: 'AA and I: aircraft' },
  { kind: 'undefeatable', label: 'Cannot be defeated' },
] as const;

export function giKind(c: GiCard): (typeof GI_KINDS)[number]['kind'] {
  if (c.look) return 'look';
  if (c.negate) return 'dodge';
  if (c.at) return c.bullets > 0 ? 'bullets-or-at' : 'at';
  return 'bullets';
}

export function patrolKind(c: PatrolCard): (typeof PATROL_KINDS)[number]['kind'] {
  if (c.undefeatable) return 'undefeatable';
  if (c.aa) return 'aircraft';
  if (c.draws > 0) return 'supply';
  if (c.at) return c.bullets !== null ? 'bullets-or-at' : 'at';
  return 'bullets';
}

function groups<C, K extends string>(cards: C[], kinds: readonly { kind: K; label: string }[], kindOf: (c: C) => K): KindGroup<C>[] {
  return kinds.map((k) => ({ kind: k.kind, label: k.label, cards: cards.filter((c) => kindOf(c) === k.kind) })).filter((g) => g.cards.length > 0);
}

/** The cards left in the GI and Patrol decks, by kind (empty kinds left out). */
export function deckContents(view: Pick<EndlessPatrolView, 'hand' | 'giDiscard' | 'inPlay' | 'patrolDiscard'>): { gi: KindGroup<GiCard>[]; patrol: KindGroup<PatrolCard>[] } {
  const outGi = new Set([...view.hand, ...view.giDiscard].map((c) => c.id));
  const outPatrol = new Set([...view.inPlay, ...view.patrolDiscard].map((c) => c.id));
  const gi = GI_CARDS.filter((c) => !outGi.has(c.id));
  const patrol = PATROL_CARDS.filter((c) => !outPatrol.has(c.id));
  return { gi: groups(gi, GI_KINDS, giKind), patrol: groups(patrol, PATROL_KINDS, patrolKind) };
}
