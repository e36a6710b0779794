/**
 * Replay rows: bookmarks (a note on one action of a save) and the origin of a forked save (the
 * save and action it was forked from). Tables of migration 7 (see schema.ts).
 */
import type Database from 'better-sqlite3';
import type { Guard } from './guard';

export interface Bookmark {
  at: number;
  note: string;
  createdAt: string;
}

export interface ForkOrigin {
  /** The original save's id (it may since have been deleted) and its name when forked. */
  saveId: string;
  name: string;
  /** The number of the original's actions the fork starts from. */
  at: number;
  /** 'fresh': what nobody had seen was dealt again at the fork; 'same': as it fell in the original. */
  luck: 'fresh' | 'same';
}

export class ReplayRows {
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Guard,
    private readonly wrote: () => void,
  ) {
    this.st = {
      bookmarks: db.prepare('SELECT idx, note, created_at FROM bookmarks WHERE save_id = ? ORDER BY idx'),
      setBookmark: db.prepare('INSERT OR REPLACE INTO bookmarks (save_id, idx, note, created_at) VALUES (?, ?, ?, ?)'),
      removeBookmark: db.prepare('DELETE FROM bookmarks WHERE save_id = ? AND idx = ?'),
      origin: db.prepare('SELECT origin_id, origin_name, at, luck FROM forks WHERE save_id = ?'),
      setOrigin: db.prepare('INSERT INTO forks (save_id, origin_id, origin_name, at, luck) VALUES (?, ?, ?, ?, ?)'),
    };
  }

  bookmarks(saveId: string): Bookmark[] {
    const rows = this.guard.read(() => this.st.bookmarks.all(saveId) as { idx: unknown; note: unknown; created_at: unknown }[]);
    return rows
      .filter((r) => typeof r.idx === 'number' && typeof r.note === 'string')
      .map((r) => ({ at: r.idx as number, note: r.note as string, createdAt: typeof r.created_at === 'string' ? r.created_at : '' }));
  }

  setBookmark(saveId: string, at: number, note: string, createdAt: string): void {
    this.guard.write(() => this.st.setBookmark.run(saveId, at, note, createdAt));
    this.wrote();
  }

  removeBookmark(saveId: string, at: number): boolean {
    const r = this.guard.write(() => this.st.removeBookmark.run(saveId, at));
    this.wrote();
    return r.changes > 0;
  }

  origin(saveId: string): ForkOrigin | null {
    const r = this.guard.read(() => this.st.origin.get(saveId) as { origin_id: unknown; origin_name: unknown; at: unknown; luck: unknown } | undefined);
    if (!r || typeof r.origin_id !== 'string' || typeof r.origin_name !== 'string' || typeof r.at !== 'number') return null;
    return { saveId: r.origin_id, name: r.origin_name, at: r.at, luck: r.luck === 'fresh' ? 'fresh' : 'same' };
  }

  /** Runs `insert` (the fork's save, actions and snapshots) and records its origin, in one transaction. */
  insertFork(saveId: string, origin: ForkOrigin, insert: () => void): void {
    this.guard.write(() =>
      this.db.transaction(() => {
        insert();
        this.st.setOrigin.run(saveId, origin.saveId, origin.name, origin.at, origin.luck);
      })(),
    );
    this.wrote();
  }
}
