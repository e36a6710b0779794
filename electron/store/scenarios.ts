import type Database from 'better-sqlite3';

/** A stored Combat Patrol! scenario: the document is opaque JSON here (the service validates it). */
export interface ScenarioRow {
  id: string;
  name: string;
  doc: unknown;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

interface RawScenario {
  id: string;
  name: string;
  doc: string;
  revision: number;
  created_at: string;
  updated_at: string;
}

function toRow(r: RawScenario): ScenarioRow {
  return { id: r.id, name: r.name, doc: JSON.parse(r.doc) as unknown, revision: r.revision, createdAt: r.created_at, updatedAt: r.updated_at };
}

/** Thrown when a scenario write finds another revision than the one it expected. */
export class StaleRevisionError extends Error {
  constructor(readonly found: number | null) {
    super(found === null ? 'scenario not found' : `scenario is at revision ${found}`);
  }
}

/** The scenarios table: each write is one statement or one transaction. */
export class ScenarioRows {
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    /** Told after each write (the store schedules its WAL checkpoint). */
    private readonly wrote: () => void = () => {},
  ) {
    this.st = {
      list: db.prepare('SELECT * FROM scenarios ORDER BY updated_at DESC, id'),
      get: db.prepare('SELECT * FROM scenarios WHERE id = ?'),
      insert: db.prepare(
        'INSERT INTO scenarios (id, name, doc, revision, created_at, updated_at) VALUES (@id, @name, @doc, @revision, @createdAt, @updatedAt)',
      ),
      update: db.prepare('UPDATE scenarios SET name = ?, doc = ?, revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ?'),
      revision: db.prepare('SELECT revision FROM scenarios WHERE id = ?'),
      delete: db.prepare('DELETE FROM scenarios WHERE id = ?'),
    };
  }

  list(): ScenarioRow[] {
    return (this.st.list.all() as RawScenario[]).map(toRow);
  }

  get(id: string): ScenarioRow | undefined {
    const r = this.st.get.get(id) as RawScenario | undefined;
    return r ? toRow(r) : undefined;
  }

  insert(row: ScenarioRow): void {
    this.st.insert.run({ ...row, doc: JSON.stringify(row.doc) });
    this.wrote();
  }

  /**
   * Replaces the name and document of a scenario at revision `expected`, raising the revision by one,
   * in one transaction. Throws StaleRevisionError (nothing written) when the stored revision differs.
   */
  update(id: string, expected: number, name: string, doc: unknown, updatedAt: string): ScenarioRow {
    const row = this.db.transaction(() => {
      const changed = this.st.update.run(name, JSON.stringify(doc), updatedAt, id, expected);
      if (changed.changes !== 1) {
        const r = this.st.revision.get(id) as { revision: number } | undefined;
        throw new StaleRevisionError(r ? r.revision : null);
      }
      return toRow(this.st.get.get(id) as RawScenario);
    })();
    this.wrote();
    return row;
  }

  delete(id: string): boolean {
    const gone = this.st.delete.run(id).changes === 1;
    this.wrote();
    return gone;
  }
}
