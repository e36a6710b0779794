import type { CatalogEntry } from '../api/contract';
import type { GameRegistry } from './registry';

/**
 * The catalog, derived from the registry: every game module (available, with its seats and bots
 * for the "who plays which side" choice), then the games still coming. Order: the list's.
 */
export function listCatalog(games: GameRegistry): CatalogEntry[] {
  const available = games.modules.map(({ definition: def, bots, catalog }): CatalogEntry => ({
    id: def.id,
    ...catalog,
    available: true,
    seats: { min: def.seats.min, max: def.seats.max, names: [...def.seats.names] },
    bots: bots.map((b) => ({ name: b.name, description: b.description })),
  }));
  const coming = games.coming.map((c): CatalogEntry => ({ id: c.id, name: c.name, blurb: c.blurb, players: c.players, available: false }));
  return [...available, ...coming];
}
