/**
 * The words of a row in the saves list: the variant the game was started with, who played which
 * side, and the result as the people at the screen saw it. Plain TypeScript, tested with vitest.
 */
import type { SaveSummary } from '../../../electron/api/contract';
import type { LostPatrolOptions } from '../../../engine/games/lost-patrol/types';
import { variantBadges } from '../games/lost-patrol/labels';
import { statusLabel } from '../lib/format';

type Save = Pick<SaveSummary, 'game' | 'options' | 'seats' | 'winner' | 'seenStatus'>;

/** "The Deserter · pursuers in 4+3+3 · Mapping the Forest", "Base game", "D cards cancel minefields", or ''. */
export function variantLine(s: Save): string {
  if (s.game === 'lost-patrol') {
    const badges = variantBadges({ deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, ...(s.options as Partial<LostPatrolOptions>) });
    return badges.length ? badges.join(' · ') : 'Base game';
  }
  if (s.game === 'endless-patrol') {
    // Rules version 2 names the house rule dCancelsMinefields; version 1 saves stored strictMinefields (false: D cards cancel).
    const cancels = s.options.dCancelsMinefields === true || s.options.strictMinefields === false;
    return cancels ? 'D cards cancel minefields' : '';
  }
  if (s.game === 'patrol-lost') {
    const levels = s.seats.flatMap((p) => (p.kind === 'bot' ? [p.bot] : []));
    return levels.length ? `Computer: ${levels.join(' and ')}` : '';
  }
  if (s.game === 'combat-patrol') {
    // The save keeps the whole table; the row names it and the dice.
    const sc = s.options.scenario as { name?: unknown } | undefined;
    const table = typeof sc === 'object' && sc !== null && typeof sc.name === 'string' ? sc.name : 'Crossroads at dawn';
    return `${table} · ${s.options.diceMode === 'entered' ? 'real dice typed in' : 'dice rolled by the app'}`;
  }
  return '';
}

/** What each seat is called in this save's game. */
export function seatNames(s: Save): string[] {
  if (s.game === 'lost-patrol') return s.options.deserter === true ? ['Deserter', 'Pursuers'] : ['Patrol'];
  if (s.game === 'patrol-lost') return ['Good Guys', 'Bad Guys'];
  if (s.game === 'combat-patrol') return ['US', 'German'];
  return s.seats.map((_, i) => (s.seats.length === 1 ? 'Player' : `Seat ${i + 1}`));
}

/** "You: Pursuers · the app: Deserter", "Deserter and Pursuers: two players at one screen", or '' for one player. */
export function playersLine(s: Save): string {
  const names = seatNames(s);
  if (names.length < 2) return '';
  const kind = (i: number) => s.seats[i]?.kind ?? 'human';
  const humans = names.filter((_, i) => kind(i) === 'human');
  const bots = names.filter((_, i) => kind(i) === 'bot');
  if (bots.length === 0) return `${names.join(' and ')}: ${names.length === 2 ? 'two' : names.length} players at one screen`;
  if (humans.length === 0) return `the app plays ${names.join(' and ')}`;
  return `You: ${humans.join(' and ')} · the app: ${bots.join(' and ')}`;
}

/** The result as the people at the screen saw it; at a shared screen, which side won. */
export function resultLine(s: Save): string {
  const names = seatNames(s);
  const humans = names.filter((_, i) => (s.seats[i]?.kind ?? 'human') === 'human').length;
  if (s.seenStatus === 'won' && names.length > 1 && humans > 1 && s.winner !== null) return `${names[s.winner] ?? 'A player'} won`;
  return statusLabel(s.seenStatus);
}
