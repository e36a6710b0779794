/**
 * A shared game's chat lines (table `chat`, migration 10): kept with the save (deleted with it),
 * in the order said. Undo and forks leave them alone; exports do not carry them.
 */
import type Database from 'better-sqlite3';
import type { Guard } from './guard';

export interface ChatRow {
  seat: number | null;
  name: string;
  text: string;
  /** The game's action count when it was said. */
  at: number;
}

export class ChatRows {
  private readonly st;

  constructor(
    db: Database.Database,
    private readonly guard: Guard,
    private readonly wrote: () => void,
  ) {
    this.st = {
      last: db.prepare('SELECT seat, name, text, at FROM chat WHERE save_id = ? ORDER BY idx DESC LIMIT ?'),
      add: db.prepare('INSERT INTO chat (save_id, idx, seat, name, text, at, created_at) SELECT ?, coalesce(max(idx) + 1, 0), ?, ?, ?, ?, ? FROM chat WHERE save_id = ?'),
    };
  }

  /** The last `n` lines of a save, oldest first (rows that cannot be read are left out). */
  last(saveId: string, n: number): ChatRow[] {
    const rows = this.guard.read(() => this.st.last.all(saveId, n) as { seat: unknown; name: unknown; text: unknown; at: unknown }[]);
    return rows
      .filter((r) => typeof r.name === 'string' && typeof r.text === 'string' && typeof r.at === 'number')
      .map((r) => ({ seat: typeof r.seat === 'number' ? r.seat : null, name: r.name as string, text: r.text as string, at: r.at as number }))
      .reverse();
  }

  add(saveId: string, line: ChatRow, createdAt: string): void {
    this.guard.write(() => this.st.add.run(saveId, line.seat, line.name, line.text, line.at, createdAt, saveId));
    this.wrote();
  }
}
