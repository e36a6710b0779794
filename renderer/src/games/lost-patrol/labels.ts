/** Words for The Lost Patrol screen: seat names, whose turn, end titles, the variants in play. */
import type { SeatPlayer } from '../../../../electron/api/contract';
import type { GameEvent } from '../../../../engine/core/contract';
import type { LostPatrolOptions, LostPatrolView } from '../../../../engine/games/lost-patrol/types';

export function seatName(view: Pick<LostPatrolView, 'mode'>, seat: number): string {
  if (view.mode === 'patrol') return 'The patrol';
  return seat === 0 ? 'Deserter' : 'Pursuers';
}

/** "Deserter (you)", "Pursuers (the app)", or just the name at a shared screen. */
export function seatLabel(view: Pick<LostPatrolView, 'mode'>, seat: number, seats: readonly SeatPlayer[] | undefined): string {
  const name = seatName(view, seat);
  if (view.mode === 'patrol' || !seats || seats.length < 2) return name;
  const bots = seats.some((s) => s.kind === 'bot');
  if (!bots) return name;
  return `${name} (${seats[seat]?.kind === 'bot' ? 'the app' : 'you'})`;
}

export function isBotSeat(seats: readonly SeatPlayer[] | undefined, seat: number | null): boolean {
  return seat !== null && seats?.[seat]?.kind === 'bot';
}

/** The piece a group number names: "Pursuers" for a single group, "Group 2" when split. */
export function groupName(view: Pick<LostPatrolView, 'groups'>, g: number): string {
  return view.groups.length > 1 ? `Group ${g + 1}` : 'Pursuers';
}

/**
 * The heading of the end dialog, told from the side of the people at the screen: against the app
 * it says whether you won or lost; at a shared screen it names the side that won.
 */
export function endTitle(view: Pick<LostPatrolView, 'mode'>, outcome: 'win' | 'loss' | 'draw', winner: number | null, seats?: readonly SeatPlayer[]): string {
  if (outcome === 'draw') return 'A draw';
  if (view.mode === 'patrol') return outcome === 'win' ? 'Out of the forest' : 'The patrol is lost';
  const what = winner === 1 ? 'The Pursuers win' : 'The Deserter escapes';
  const vsApp = seats?.some((s) => s.kind === 'bot') && seats.some((s) => s.kind === 'human');
  if (!vsApp || winner === null) return what;
  const mine = seats?.[winner]?.kind === 'human';
  if (mine) return winner === 1 ? 'You win: the Deserter is caught' : 'You win: you got away';
  return winner === 1 ? 'You lost: the Pursuers caught you' : 'You lost: the Deserter escapes';
}

/** The end dialog's colour, as the people at the screen saw the result. */
export function endTone(seen: 'playing' | 'won' | 'lost' | 'drawn'): 'good' | 'danger' | 'accent' {
  return seen === 'won' ? 'good' : seen === 'lost' ? 'danger' : 'accent';
}

/** Short names of the variants in play, for the badges beside the grid. */
export function variantBadges(o: Pick<LostPatrolOptions, 'deserter' | 'pursuerGroups' | 'mappingTheForest' | 'trailOfBreadcrumbs'>): string[] {
  const out: string[] = [];
  if (o.deserter) out.push(o.pursuerGroups.length > 1 ? `The Deserter · pursuers in ${o.pursuerGroups.join('+')}` : 'The Deserter');
  if (o.mappingTheForest) out.push('Mapping the Forest');
  if (o.trailOfBreadcrumbs) out.push('Trail of Breadcrumbs');
  return out;
}

export const DIR_WORDS = { N: 'north', E: 'east', S: 'south', W: 'west' } as const;

/** Labels for the stats of a finished game. */
const STAT_LABELS: Record<string, string> = {
  turns: 'Turns',
  moves: 'Moves',
  tilesTurned: 'Tiles turned up',
  attacks: 'Horror attacks',
  rounds: 'Fight rounds',
  soldiersLost: 'Soldiers lost',
  reshuffles: 'Reshuffles',
  soldiersLeft: 'Soldiers left',
  pursuersLeft: 'Pursuers left',
};

export function statRows(stats: Record<string, number | string>): { key: string; label: string; value: string }[] {
  return Object.keys(STAT_LABELS)
    .filter((k) => stats[k] !== undefined)
    .map((k) => ({ key: k, label: STAT_LABELS[k] as string, value: String(stats[k]) }));
}

/** The heading of a finished fight, from its events (engine/games/lost-patrol/events.ts). */
export function fightTitle(events: readonly GameEvent[]): string {
  if (events.some((e) => e.type === 'held')) return 'The horror is seen off';
  if (events.some((e) => e.type === 'retreats')) return 'The horror retreats to feed';
  return 'The fight is over';
}

/** A chance as a whole percentage: 0.8333 -> "83%". */
export function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}
