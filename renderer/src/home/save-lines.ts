/**
 * The words of a row in the saves list: the variant the game was started with, who played which
 * side, and the result as the people at the screen saw it. Each game gives its own words (its
 * GameInfo: variantLine, seatNames); `info` is the save's game's. Plain TypeScript, tested with vitest.
 */
import type { GameInfo, SaveOf } from '../games/types';
import { statusLabel } from '../lib/format';

type Info = Pick<GameInfo, 'variantLine' | 'seatNames'> | undefined;

/** "The Deserter · pursuers in 4+3+3 · Mapping the Forest", "Base game", "D cards cancel minefields", or ''. */
export function variantLine(s: SaveOf, info: Info): string {
  return info?.variantLine?.(s) ?? '';
}

/** What each seat is called in this save's game. */
export function seatNames(s: SaveOf, info: Info): string[] {
  return info?.seatNames?.(s) ?? s.seats.map((_, i) => (s.seats.length === 1 ? 'Player' : `Seat ${i + 1}`));
}

/** "You: Pursuers · the app: Deserter", "Deserter and Pursuers: two players at one screen", or '' for one player. */
export function playersLine(s: SaveOf, info: Info): string {
  const names = seatNames(s, info);
  if (names.length < 2) return '';
  const kind = (i: number) => s.seats[i]?.kind ?? 'human';
  const humans = names.filter((_, i) => kind(i) === 'human');
  const bots = names.filter((_, i) => kind(i) === 'bot');
  if (bots.length === 0) return `${names.join(' and ')}: ${names.length === 2 ? 'two' : names.length} players at one screen`;
  if (humans.length === 0) return `the app plays ${names.join(' and ')}`;
  return `You: ${humans.join(' and ')} · the app: ${bots.join(' and ')}`;
}

/** The result as the people at the screen saw it; at a shared screen, which side won. */
export function resultLine(s: SaveOf, info: Info): string {
  const names = seatNames(s, info);
  const humans = names.filter((_, i) => (s.seats[i]?.kind ?? 'human') === 'human').length;
  if (s.seenStatus === 'won' && names.length > 1 && humans > 1 && s.winner !== null) return `${names[s.winner] ?? 'A player'} won`;
  return statusLabel(s.seenStatus);
}
