/**
 * The "next game" choices of a campaign (plain TypeScript, tested): which games can be started
 * from it, how many of each squad the GIs able to fight fill, and the squad a player picks by hand.
 */
import type { GiView, SeatPlayer } from '../../../electron/api/contract';
import type { CampaignUi, GameInfo } from '../games/types';

export interface NextGame {
  id: string;
  name: string;
  /** The squad the game takes. */
  size: number;
  /** GIs able to fight who go (at most `size`; for Combat Patrol! all who could), and attached soldiers filling the rest. */
  gis: number;
  attached: number;
  /** Why it cannot be started now, or '' when it can. */
  blocked: string;
  /** The squad is one GI per US model of the table chosen when it starts (`size` is the most shown): Combat Patrol!. */
  byModel: boolean;
  /** How the game is played from a campaign (its GameInfo's `campaign`). */
  campaign: CampaignUi;
}

/** A game as the campaign screens read it: its id and what it tells of itself (renderer/src/games/index.ts allGameUis). */
export interface GameEntry {
  id: string;
  ui: Pick<GameInfo, 'name' | 'campaign'>;
}

/** The games a campaign can start (`games`: the games with screens here, in the home screen's order; those that declare `campaign`). */
export function nextGames(roster: readonly Pick<GiView, 'status'>[], games: readonly GameEntry[]): NextGame[] {
  const fit = roster.filter((g) => g.status === 'active').length;
  return games.flatMap(({ id, ui }) => {
    const c = ui.campaign;
    if (!c) return [];
    const gis = c.byModel ? fit : Math.min(fit, c.size);
    const blocked = fit === 0 ? 'No GI is able to fight.' : '';
    return [{ id, name: ui.name, size: c.size, gis, attached: blocked ? 0 : c.size - gis, blocked, byModel: c.byModel === true, campaign: c }];
  });
}

/** Who plays a game started from a campaign: the player leads the GIs; the game may give other seats to the computer (undefined: every seat the player's). */
export function campaignSeats(game: Pick<NextGame, 'campaign'>): SeatPlayer[] | undefined {
  return game.campaign.seats;
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
export const GERMAN_SIDES: { id: 'veteran' | 'tactical' | 'random' | 'person'; label: string }[] = [
  { id: 'tactical', label: 'The computer: tactical' },
  { id: 'veteran', label: 'The computer: veteran' },
  { id: 'random', label: 'The computer: beginner' },
  { id: 'person', label: 'A person at this screen' },
];

export function battleSeats(german: (typeof GERMAN_SIDES)[number]['id']): SeatPlayer[] {
  return [{ kind: 'human' }, german === 'person' ? { kind: 'human' } : { kind: 'bot', bot: german }];
}
