import type { ParsedRequest, SavesPage } from '../api/contract';
import type { Store } from '../store';
import { damagedSaveSummary } from './damaged';
import { summaryOf } from './gate';
import { loadLive } from './live-game';
import type { GameRegistry } from './registry';

/**
 * The home screen's saves list, a page at a time (saves.page): newest first, by game, by result as
 * the people at the screen saw it, by part of the name. Won games saved before the store kept the
 * winning seat get it worked out once (a one-seat game's winner is its only seat; others replay).
 */
export class SaveListService {
  private winnersKnown = false;

  constructor(private readonly deps: { store: Store; games: GameRegistry }) {}

  page(req: ParsedRequest<'saves.page'>): SavesPage {
    if (!this.winnersKnown) this.fillInWinners();
    const { rows, total, all } = this.deps.store.saveList.page(req);
    const gameName = (id: string) => this.deps.games.name(id) ?? id;
    const items = rows.map((s) => {
      if ('damaged' in s) return damagedSaveSummary(s, gameName);
      const def = this.deps.games.get(s.game);
      return summaryOf(s, def, gameName(s.game), this.deps.store.sealKey());
    });
    return { items, total, all, offset: req.offset };
  }

  private fillInWinners(): void {
    this.winnersKnown = true;
    const found: { id: string; actionCount: number; winner: number }[] = [];
    for (const row of this.deps.store.saveList.unknownWinners()) {
      const def = this.deps.games.get(row.game);
      if (!def) continue;
      if (def.seats.max === 1) {
        found.push({ id: row.id, actionCount: row.actionCount, winner: 0 });
        continue;
      }
      try {
        const winner = def.result(loadLive(this.deps.store, this.deps.games, row).state)?.winner;
        if (typeof winner === 'number') found.push({ id: row.id, actionCount: row.actionCount, winner });
      } catch {
        // A save that cannot be replayed keeps no winner; opening it says why.
      }
    }
    this.deps.store.saveList.setWinners(found);
  }
}
