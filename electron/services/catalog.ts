import type { CatalogEntry } from '../api/contract';
import { botsFor } from '../../engine/bots';
import type { AnyGame, GameRegistry } from './registry';
import type { BotSource } from './seats';

/** The four games, in the order the home screen shows them. Text is our own. */
const entries: Omit<CatalogEntry, 'available'>[] = [
  {
    id: 'endless-patrol',
    name: 'Endless Patrol',
    blurb: 'A solo card game: lead a squad of GIs through a deck of enemy threats, spending cards as firepower and keeping your men alive as long as you can.',
    players: '1 player',
  },
  {
    id: 'lost-patrol',
    name: 'The Lost Patrol',
    blurb: 'A solitaire march through a forest grid: find the way out before the patrol is worn down. Includes the Deserter variant and short mini variants.',
    players: '1-2 players',
  },
  {
    id: 'patrol-lost',
    name: 'Patrol: Lost!',
    blurb: 'Two patrols on a board of hex tiles laid as you explore. Play a friend at one screen or take on the computer.',
    players: '1-2 players',
  },
  {
    id: 'combat-patrol',
    name: 'Combat Patrol!',
    blurb: 'Miniatures skirmish with a tabletop editor: set up terrain and squads, then play with ranges, cover, line of sight and dice worked out for you.',
    players: '1-2 players',
  },
];

export function catalogNames(): Record<string, string> {
  return Object.fromEntries(entries.map((e) => [e.id, e.name]));
}

/** Seats and bots of an available game, for the "who plays which side" choice. */
function playersOf(def: AnyGame, bots: BotSource): Pick<CatalogEntry, 'seats' | 'bots'> {
  return {
    seats: { min: def.seats.min, max: def.seats.max, names: [...def.seats.names] },
    bots: bots(def.id).map((b) => ({ name: b.name, description: b.description })),
  };
}

/** The catalog: a game is available when the engine registry has it; the others show as coming. */
export function listCatalog(games: GameRegistry, bots: BotSource = botsFor): CatalogEntry[] {
  const known = entries.map((e) => {
    const def = games.get(e.id);
    return def ? { ...e, available: true, ...playersOf(def, bots) } : { ...e, available: false };
  });
  // Games registered in the engine but not (yet) described here, e.g. test fixtures.
  const extra = games
    .ids()
    .filter((id) => !entries.some((e) => e.id === id))
    .map((id) => {
      const def = games.get(id)!;
      const players = def.seats.min === def.seats.max ? `${def.seats.min} player${def.seats.min === 1 ? '' : 's'}` : `${def.seats.min}-${def.seats.max} players`;
      return { id, name: def.name, blurb: '', players, available: true, ...playersOf(def, bots) };
    });
  return [...known, ...extra];
}
