import data from '../../../resources/games/endless-patrol/cards.json';
import type { GiCard, PatrolCard } from './types';

/** Every GI card, one copy each, in the order of the card list. */
export const GI_CARDS: readonly GiCard[] = data.gi as GiCard[];
/** Every Patrol card, one copy each, in the order of the card list. */
export const PATROL_CARDS: readonly PatrolCard[] = data.patrol as PatrolCard[];

export const SQUAD_MAX = 15;
export const HAND_LIMIT = 5;
export const START_HAND = 4;
export const LOOK_COUNT = 5;

const giById: Record<string, GiCard> = Object.create(null) as Record<string, GiCard>;
for (const c of GI_CARDS) giById[c.id] = c;
const patrolById: Record<string, PatrolCard> = Object.create(null) as Record<string, PatrolCard>;
for (const c of PATROL_CARDS) patrolById[c.id] = c;

/** The GI card with this id, or undefined. */
export function findGiCard(id: string): GiCard | undefined {
  return giById[id];
}

/** The Patrol card with this id, or undefined. */
export function findPatrolCard(id: string): PatrolCard | undefined {
  return patrolById[id];
}

/** The GI card with this id; throws on an unknown id (ids in a state are always known). */
export function giCard(id: string): GiCard {
  const c = giById[id];
  if (!c) throw new Error(`Unknown GI card: ${id}`);
  return c;
}

/** The Patrol card with this id; throws on an unknown id (ids in a state are always known). */
export function patrolCard(id: string): PatrolCard {
  const c = patrolById[id];
  if (!c) throw new Error(`Unknown Patrol card: ${id}`);
  return c;
}

/** N cards inflict no casualties; Minefield and Shelling do, like every other card. */
export function inflictsCasualties(c: PatrolCard): boolean {
  return c.draws === 0;
}

/** What a card shows, in short: "4, AT", "AT, 2N", "9 AA I". */
export function patrolMarks(c: PatrolCard): string {
  const parts: string[] = [];
  if (c.at) parts.push('AT');
  if (c.bullets !== null) parts.push(String(c.bullets));
  if (c.draws > 0) parts.push(`${c.draws}N`);
  if (c.aa) parts.push('AA');
  if (c.instant) parts.push('I');
  return parts.join(', ');
}
