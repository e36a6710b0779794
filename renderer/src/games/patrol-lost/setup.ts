/** The home card's choices for a new Patrol: Lost! game: who plays each side, a person or the computer at a level. */
import type { SeatPlayer } from '../../../../electron/api/contract';

export type Who = 'person' | 'easy' | 'medium' | 'hard';

export const WHO: { who: Who; label: string }[] = [
  { who: 'person', label: 'A person at this screen' },
  { who: 'easy', label: 'The computer, easy (quick)' },
  { who: 'medium', label: 'The computer, medium' },
  { who: 'hard', label: 'The computer, hard (thinks longest)' },
];

/** Who plays the Good Guys (seat 0) and the Bad Guys (seat 1). */
export interface Sides {
  good: Who;
  bad: Who;
}

export const DEFAULT_SIDES: Sides = { good: 'person', bad: 'easy' };

/**
 * Sets one side's player. At least one side stays a person (a game between two computers would be
 * played out before anyone saw it): choosing the computer for both makes the other side a person.
 */
export function choose(s: Sides, side: keyof Sides, who: Who): Sides {
  const next = { ...s, [side]: who };
  const other: keyof Sides = side === 'good' ? 'bad' : 'good';
  if (who !== 'person' && next[other] !== 'person') next[other] = 'person';
  return next;
}

export function seatsFor(s: Sides): SeatPlayer[] {
  const seat = (w: Who): SeatPlayer => (w === 'person' ? { kind: 'human' } : { kind: 'bot', bot: w });
  return [seat(s.good), seat(s.bad)];
}

/** A line under the choices: what kind of game this is. */
export function aboutSides(s: Sides): string {
  if (s.good === 'person' && s.bad === 'person') return 'Two people at one screen, taking turns: both sides see the whole map, so nothing is covered between turns.';
  if (s.good === 'person') return 'You lead the Good Guys out; the computer sends in the Bad Guys.';
  return 'You send in the Bad Guys; the computer leads the Good Guys.';
}
