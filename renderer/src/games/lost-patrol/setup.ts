/** The home card's choices for a new Lost Patrol game, turned into the engine's options and the seat players. */
import type { SeatPlayer } from '../../../../electron/api/contract';

export type Mode = 'solo' | 'hotseat' | 'as-deserter' | 'as-pursuers';

export interface SetupChoice {
  mode: Mode;
  /** Index into GROUP_SPLITS. */
  split: number;
  mapping: boolean;
  breadcrumbs: boolean;
}

export const GROUP_SPLITS: { sizes: number[]; label: string }[] = [
  { sizes: [10], label: 'One group of 10' },
  { sizes: [5, 5], label: 'Two groups of 5' },
  { sizes: [4, 3, 3], label: 'Three groups: 4, 3 and 3' },
  { sizes: [2, 2, 2, 2, 2], label: 'Five groups of 2' },
];

export const MODES: { mode: Mode; label: string; about: string }[] = [
  { mode: 'solo', label: 'The lost patrol (solitaire)', about: 'Lead ten soldiers out of the forest before the horror in the woods takes them all.' },
  { mode: 'hotseat', label: 'The Deserter: two players at one screen', about: 'One player is a lone deserter trying to slip out of the forest; the other leads ten pursuers trying to catch him and march him out.' },
  { mode: 'as-deserter', label: 'The Deserter: you are the Deserter', about: 'You try to slip out; the app hunts you with the pursuers, always heading for the tile nearest you.' },
  { mode: 'as-pursuers', label: 'The Deserter: you lead the Pursuers', about: 'You hunt; the app runs the Deserter, always moving away from your groups first and toward the edge second.' },
];

export function isDeserterMode(m: Mode): boolean {
  return m !== 'solo';
}

export function optionsFor(c: SetupChoice): Record<string, unknown> {
  const deserter = isDeserterMode(c.mode);
  const o: Record<string, unknown> = { deserter, mappingTheForest: c.mapping, trailOfBreadcrumbs: c.breadcrumbs };
  if (deserter) o.pursuerGroups = (GROUP_SPLITS[c.split] ?? GROUP_SPLITS[0]!).sizes.slice();
  return o;
}

/** Seat 0 is the patrol or the Deserter, seat 1 the Pursuers; the app's side is the source's solo AI. */
export function seatsFor(c: SetupChoice): SeatPlayer[] {
  switch (c.mode) {
    case 'solo':
      return [{ kind: 'human' }];
    case 'hotseat':
      return [{ kind: 'human' }, { kind: 'human' }];
    case 'as-deserter':
      return [{ kind: 'human' }, { kind: 'bot', bot: 'pursuers-ai' }];
    case 'as-pursuers':
      return [{ kind: 'bot', bot: 'deserter-ai' }, { kind: 'human' }];
  }
}
