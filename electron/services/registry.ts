import type { GameDefinition } from '../../engine/core';

export type AnyGame = GameDefinition<any, any, any, any>;

/** The games the services may play, injected so tests can use fixture games. */
export interface GameRegistry {
  get(id: string): AnyGame | undefined;
  has(id: string): boolean;
  ids(): string[];
}

export function registryFrom(games: Record<string, AnyGame>): GameRegistry {
  const own = (id: string) => Object.prototype.hasOwnProperty.call(games, id);
  return {
    get: (id) => (own(id) ? games[id] : undefined),
    has: own,
    ids: () => Object.keys(games),
  };
}
