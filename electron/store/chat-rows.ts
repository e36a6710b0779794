/**
 * A shared game's chat lines (table `chat`, migration 10): kept with the save (deleted with it),
 * in the order said. Undo and forks leave them alone; a save's file carries them (services/save-files.ts).
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

type RawChatRow = { seat: unknown; name: unknown; text: unknown; at: unknown };

function readable(rows: readonly RawChatRow[]): ChatRow[] {
  return rows
    .filter((r) => typeof r.name === 'string' && typeof r.text === 'string' && typeof r.at === 'number')
    .map((r) => ({ seat: typeof r.seat === 'number' ? r.seat : null, name: r.name as string, text: r.text as string, at: r.at as number }));
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
      all: db.prepare('SELECT seat, name, text, at FROM chat WHERE save_id = ? ORDER BY idx'),
      put: db.prepare('INSERT INTO chat (save_id, idx, seat, name, text, at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      add: db.prepare('INSERT INTO chat (save_id, idx, seat, name, text, at, created_at) SELECT ?, coalesce(max(idx) + 1, 0), ?, ?, ?, ?, ? FROM chat WHERE save_id = ?'),
    };
  }

  /** The last `n` lines of a save, oldest first (rows that cannot be read are left out). */
  last(saveId: string, n: number): ChatRow[] {
    return readable(this.guard.read(() => this.st.last.all(saveId, n) as RawChatRow[])).reverse();
  }

  /** Every line of a save, oldest first (rows that cannot be read are left out): what its file carries. */
  all(saveId: string): ChatRow[] {
    return readable(this.guard.read(() => this.st.all.all(saveId) as RawChatRow[]));
  }

  /** Writes a new save's lines in order (an import). No guard: called inside the store's own write of the save. */
  putAll(saveId: string, lines: readonly ChatRow[], createdAt: string): void {
    lines.forEach((l, i) => this.st.put.run(saveId, i, l.seat, l.name, l.text, l.at, createdAt));
  }

  add(saveId: string, line: ChatRow, createdAt: string): void {
    this.guard.write(() => this.st.add.run(saveId, line.seat, line.name, line.text, line.at, createdAt, saveId));
    this.wrote();
  }
}
