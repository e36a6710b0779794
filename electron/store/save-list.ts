import type Database from 'better-sqlite3';
import type { SaveStatus, SeatPlayer } from '../api/contract';
import { DamagedRowError } from './errors';
import type { Guard } from './guard';
import { damagedRow, toSaveRow, type DamagedRow, type RawSave, type SaveRow } from './rows';

/**
 * A finished game's status as the people at this screen saw it. The store keeps the game's own
 * outcome ('won' when any seat won); when the seat that won was the app's and a person played
 * another seat, the people at the screen lost. Hotseat games: a person won. Kept in step with
 * SEEN_STATUS_SQL (a test checks both on every combination).
 */
export function seenStatus(status: SaveStatus, winner: number | null | undefined, seats: readonly SeatPlayer[] | undefined): SaveStatus {
  if (status !== 'won' || winner === null || winner === undefined || !seats) return status;
  const humanPlays = seats.some((s) => s.kind === 'human');
  return seats[winner]?.kind === 'bot' && humanPlays ? 'lost' : 'won';
}

/** seenStatus in SQL, over a saves row. */
export const SEEN_STATUS_SQL = `CASE
  WHEN status = 'won' AND winner IS NOT NULL AND seats IS NOT NULL
    AND json_extract(seats, '$[' || winner || '].kind') = 'bot'
    AND EXISTS (SELECT 1 FROM json_each(saves.seats) WHERE json_extract(json_each.value, '$.kind') = 'human')
  THEN 'lost' ELSE status END`;

export interface SavePageQuery {
  game?: string;
  /** As the people at the screen saw it (seenStatus). */
  status?: SaveStatus;
  /** Part of the name, any case. */
  search?: string;
  offset: number;
  limit: number;
}

export interface SavePageRows {
  /** A row that cannot be read is a DamagedRow in its place (never hiding the others). */
  rows: (SaveRow | DamagedRow)[];
  /** Saves matching the query. */
  total: number;
  /** Every save, whatever the query. */
  all: number;
}

/** A row as the services use it, or what a list shows of a row that cannot be read. */
function readable(r: RawSave): SaveRow | DamagedRow {
  try {
    return toSaveRow(r);
  } catch (e) {
    if (e instanceof DamagedRowError) return damagedRow(r, e);
    throw e;
  }
}

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The saves list a page at a time: newest first, filtered by game and seen status, searched by name. */
export class SaveList {
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Guard,
    private readonly wrote: () => void = () => {},
  ) {
    const where = `(@game IS NULL OR game = @game)
      AND (@status IS NULL OR (${SEEN_STATUS_SQL}) = @status)
      AND (@search IS NULL OR name LIKE @search ESCAPE '\\')`;
    this.st = {
      page: db.prepare(`SELECT * FROM saves WHERE ${where} ORDER BY updated_at DESC, id LIMIT @limit OFFSET @offset`),
      count: db.prepare(`SELECT COUNT(*) AS n FROM saves WHERE ${where}`),
      all: db.prepare('SELECT COUNT(*) AS n FROM saves'),
      unknownWinners: db.prepare(`SELECT * FROM saves WHERE status = 'won' AND winner IS NULL`),
      setWinner: db.prepare(`UPDATE saves SET winner = ? WHERE id = ? AND action_count = ? AND status = 'won'`),
    };
  }

  page(q: SavePageQuery): SavePageRows {
    const search = q.search?.trim();
    const params = { game: q.game ?? null, status: q.status ?? null, search: search ? likePattern(search) : null };
    return this.guard.read(() => {
      const rows = (this.st.page.all({ ...params, limit: q.limit, offset: q.offset }) as RawSave[]).map(readable);
      const total = (this.st.count.get(params) as { n: number }).n;
      const all = (this.st.all.get() as { n: number }).n;
      return { rows, total, all };
    });
  }

  /** Won games saved before the winner was kept. */
  unknownWinners(): SaveRow[] {
    const rows = this.guard.read(() => this.st.unknownWinners.all() as RawSave[]).map(readable);
    return rows.filter((r): r is SaveRow => !('damaged' in r));
  }

  /** Records the winner of a won game worked out afterwards (only if the save has not moved since). */
  setWinners(found: { id: string; actionCount: number; winner: number }[]): void {
    if (found.length === 0 || this.guard.problem) return; // a read-only or damaged file: work it out again next time
    this.guard.write(() =>
      this.db.transaction(() => {
        for (const f of found) this.st.setWinner.run(f.winner, f.id, f.actionCount);
      })(),
    );
    this.wrote();
  }
}
