import type { Bot, GameDefinition, GameModule } from '../../engine/core';
import type { ComingGame } from '../../engine/games';

export type AnyGame = GameDefinition<any, any, any, any>;

/**
 * The games the services may play, and the ones the catalog lists as coming: built from the
 * engine's one list of game modules (engine/games/index.ts) by the hosts, from fixture modules
 * by tests. A coming game whose module is present is ignored (the module wins).
 */
export class GameRegistry {
  readonly modules: readonly GameModule[];
  readonly coming: readonly ComingGame[];

  constructor(modules: readonly GameModule[], coming: readonly ComingGame[] = []) {
    const ids = new Set<string>();
    for (const m of modules) {
      if (ids.has(m.definition.id)) throw new Error(`Two game modules have the id "${m.definition.id}".`);
      ids.add(m.definition.id);
    }
    this.modules = modules;
    this.coming = coming.filter((c) => !ids.has(c.id));
  }

  module(id: string): GameModule | undefined {
    return this.modules.find((m) => m.definition.id === id);
  }

  get(id: string): AnyGame | undefined {
    return this.module(id)?.definition;
  }

  /** The bots game `id` offers (empty for an unknown game). */
  bots(id: string): Bot<any, any>[] {
    return this.module(id)?.bots.slice() ?? [];
  }

  /** A game's name, playable or coming, or undefined. */
  name(id: string): string | undefined {
    return this.get(id)?.name ?? this.coming.find((c) => c.id === id)?.name;
  }
}
