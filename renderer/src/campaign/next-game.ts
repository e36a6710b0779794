/**
 * The "next game" choices of a campaign (plain TypeScript, tested): which games can be started
 * from it, how many of each squad the GIs able to fight fill, and the squad a player picks by hand.
 */
import { CAMPAIGN_GAMES, canPlayFromCampaign, SQUAD_SIZES } from '../../../engine/campaign/preview';
import type { GameKind } from '../../../engine/campaign/types';
import type { GiView, SeatPlayer } from '../../../electron/api/contract';

export interface NextGame {
  id: GameKind;
  name: string;
  /** The squad the game takes. */
  size: number;
  /** GIs able to fight who go (at most `size`; for Combat Patrol! all who could), and attached soldiers filling the rest. */
  gis: number;
  attached: number;
  /** Why it cannot be started now, or '' when it can. */
  blocked: string;
  /** Combat Patrol!: the squad is one GI per US model of the table chosen when it starts (`size` is the most shown). */
  byModel: boolean;
}

const NAMES: Record<GameKind, string> = { 'endless-patrol': 'Endless Patrol', 'lost-patrol': 'The Lost Patrol', 'patrol-lost': 'Patrol: Lost!', 'combat-patrol': 'Combat Patrol!' };
const ORDER: GameKind[] = ['endless-patrol', 'lost-patrol', 'patrol-lost', 'combat-patrol'];

/** `hasScreen`: whether this app has the game's screen (a campaign may play a game only on screen). */
export function nextGames(roster: readonly Pick<GiView, 'status'>[], hasScreen: (game: string) => boolean): NextGame[] {
  const fit = roster.filter((g) => g.status === 'active').length;
  return ORDER.map((id) => {
    const size = CAMPAIGN_GAMES[id]?.size ?? SQUAD_SIZES[id];
    const gis = id === 'combat-patrol' ? fit : Math.min(fit, size);
    const blocked = !canPlayFromCampaign(id) || !hasScreen(id) ? `${NAMES[id]} is not playable here yet.` : fit === 0 ? 'No GI is able to fight.' : '';
    return { id, name: NAMES[id], size, gis, attached: blocked ? 0 : size - gis, blocked, byModel: id === 'combat-patrol' };
  });
}

/**
 * Who plays a game started from a campaign: the player leads the GIs. Patrol: Lost!'s Bad Guys are
 * the computer's (easy, the home card's default); undefined: every seat the player's.
 */
export function campaignSeats(game: GameKind): SeatPlayer[] | undefined {
  return game === 'patrol-lost' ? [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] : undefined;
}

/** The squad picked by hand, in the order picked: a GI picked again leaves it; at most `size`. */
export function togglePick(picked: readonly string[], id: string, size: number): string[] {
  if (picked.includes(id)) return picked.filter((x) => x !== id);
  return picked.length >= size ? [...picked] : [...picked, id];
}

/**
 * The GIs of a battle's US models after the player gives model `index` to `gi` (null: the scenario's
 * own soldier). A GI already on another model swaps with the one he replaces, so no GI has two.
 */
export function giveModel(picks: readonly (string | null)[], index: number, gi: string | null): (string | null)[] {
  const out = [...picks];
  const other = gi === null ? -1 : out.indexOf(gi);
  if (other >= 0 && other !== index) out[other] = out[index] ?? null;
  out[index] = gi;
  return out;
}

/** Who plays the Germans in a campaign battle: the computer at a level, or a person at this screen. */
export const GERMAN_SIDES: { id: 'tactical' | 'random' | 'person'; label: string }[] = [
  { id: 'tactical', label: 'The computer: tactical' },
  { id: 'random', label: 'The computer: beginner' },
  { id: 'person', label: 'A person at this screen' },
];

export function battleSeats(german: (typeof GERMAN_SIDES)[number]['id']): SeatPlayer[] {
  return [{ kind: 'human' }, german === 'person' ? { kind: 'human' } : { kind: 'bot', bot: german }];
}
