/**
 * The "next game" choices of a campaign (plain TypeScript, tested): which games can be started
 * from it, how many of each squad the GIs able to fight fill, and the squad a player picks by hand.
 */
import { CAMPAIGN_GAMES, canPlayFromCampaign, SQUAD_SIZES } from '../../../engine/campaign/preview';
import type { GameKind } from '../../../engine/campaign/types';
import type { GiView } from '../../../electron/api/contract';

export interface NextGame {
  id: GameKind;
  name: string;
  /** The squad the game takes. */
  size: number;
  /** GIs able to fight who go (at most `size`), and attached soldiers filling the rest. */
  gis: number;
  attached: number;
  /** Why it cannot be started now, or '' when it can. */
  blocked: string;
}

const NAMES: Record<GameKind, string> = { 'endless-patrol': 'Endless Patrol', 'lost-patrol': 'The Lost Patrol', 'patrol-lost': 'Patrol: Lost!', 'combat-patrol': 'Combat Patrol!' };
const ORDER: GameKind[] = ['endless-patrol', 'lost-patrol', 'patrol-lost', 'combat-patrol'];

/** `hasScreen`: whether this app has the game's screen (a campaign may play a game only on screen). */
export function nextGames(roster: readonly Pick<GiView, 'status'>[], hasScreen: (game: string) => boolean): NextGame[] {
  const fit = roster.filter((g) => g.status === 'active').length;
  return ORDER.map((id) => {
    const size = CAMPAIGN_GAMES[id]?.size ?? SQUAD_SIZES[id];
    const gis = Math.min(fit, size);
    const blocked = !canPlayFromCampaign(id) || !hasScreen(id) ? `${NAMES[id]} is not playable here yet.` : fit === 0 ? 'No GI is able to fight.' : '';
    return { id, name: NAMES[id], size, gis, attached: blocked ? 0 : size - gis, blocked };
  });
}

/** The squad picked by hand, in the order picked: a GI picked again leaves it; at most `size`. */
export function togglePick(picked: readonly string[], id: string, size: number): string[] {
  if (picked.includes(id)) return picked.filter((x) => x !== id);
  return picked.length >= size ? [...picked] : [...picked, id];
}
