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
 * Sets one side's player, leaving the other as it was: either side may be a person or the computer,
 * and with the computer on both the game is watched, a turn at a time.
 */
export function choose(s: Sides, side: keyof Sides, who: Who): Sides {
  return { ...s, [side]: who };
}

export function seatsFor(s: Sides): SeatPlayer[] {
  const seat = (w: Who): SeatPlayer => (w === 'person' ? { kind: 'human' } : { kind: 'bot', bot: w });
  return [seat(s.good), seat(s.bad)];
}

/** A line under the choices: what kind of game this is. */
export function aboutSides(s: Sides): string {
  if (s.good === 'person' && s.bad === 'person') return 'Two people at one screen, taking turns: both sides see the whole map, so nothing is covered between turns.';
  if (s.good === 'person') return 'You lead the Good Guys out; the computer sends in the Bad Guys.';
  if (s.bad === 'person') return 'You send in the Bad Guys; the computer leads the Good Guys.';
  return 'Computer against computer: watch both sides play, a turn at a time (Skip or Esc hurries a turn on, P pauses).';
}
