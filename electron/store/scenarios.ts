import type Database from 'better-sqlite3';
import { DamagedRowError } from './errors';
import type { Guard } from './guard';
import { parseJson, rawColumns, rowId } from './rows';

/** A stored Combat Patrol! scenario: the document is opaque JSON here (the service validates it). */
export interface ScenarioRow {
  id: string;
  name: string;
  doc: unknown;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** A scenario's record without its document (cheap to list); `damaged` when its columns cannot be read. */
export interface ScenarioHead {
  id: string;
  name: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  damaged?: string;
}

interface RawScenario {
  id: unknown;
  name: unknown;
  doc: unknown;
  revision: unknown;
  created_at: unknown;
  updated_at: unknown;
}

function head(r: Omit<RawScenario, 'doc'>): ScenarioHead {
  const id = rowId(r.id);
  const name = typeof r.name === 'string' && r.name.trim() !== '' ? r.name : '(name cannot be read)';
  const revision = typeof r.revision === 'number' && Number.isInteger(r.revision) ? r.revision : -1;
  const createdAt = typeof r.created_at === 'string' ? r.created_at : '';
  const updatedAt = typeof r.updated_at === 'string' ? r.updated_at : '';
  const damaged =
    typeof r.id !== 'string' ? 'its id is not text'
    : typeof r.name !== 'string' ? 'its name is not text'
    : revision < 0 ? 'its revision is not a whole number'
    : !createdAt || !updatedAt ? 'its dates are not text'
    : undefined;
  return { id, name, revision, createdAt, updatedAt, ...(damaged ? { damaged } : {}) };
}

function toRow(r: RawScenario): ScenarioRow {
  const h = head(r);
  if (h.damaged) throw new DamagedRowError('scenario', h.id, h.damaged);
  return { id: h.id, name: h.name, doc: parseJson(r.doc, 'its document', 'scenario', h.id), revision: h.revision, createdAt: h.createdAt, updatedAt: h.updatedAt };
}

/** Thrown when a scenario write finds another revision than the one it expected. */
export class StaleRevisionError extends Error {
  constructor(readonly found: number | null) {
    super(found === null ? 'scenario not found' : `scenario is at revision ${found}`);
  }
}

/** The scenarios table: each write is one statement or one transaction, through the store's guard. */
export class ScenarioRows {
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Pick<Guard, 'read' | 'write'>,
    /** Told after each write (the store schedules its WAL checkpoint). */
    private readonly wrote: () => void = () => {},
  ) {
    this.st = {
      heads: db.prepare('SELECT id, name, revision, created_at, updated_at FROM scenarios ORDER BY updated_at DESC, id'),
      head: db.prepare('SELECT id, name, revision, created_at, updated_at FROM scenarios WHERE id = ?'),
      get: db.prepare('SELECT * FROM scenarios WHERE id = ?'),
      insert: db.prepare(
        'INSERT INTO scenarios (id, name, doc, revision, created_at, updated_at) VALUES (@id, @name, @doc, @revision, @createdAt, @updatedAt)',
      ),
      update: db.prepare('UPDATE scenarios SET name = ?, doc = ?, revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ?'),
      revision: db.prepare('SELECT revision FROM scenarios WHERE id = ?'),
      createdAt: db.prepare('SELECT created_at FROM scenarios WHERE id = ?'),
      delete: db.prepare('DELETE FROM scenarios WHERE id = ?'),
    };
  }

  /** Every scenario's record, newest first, without documents; rows that cannot be read carry `damaged`. */
  heads(): ScenarioHead[] {
    return this.guard.read(() => this.st.heads.all() as Omit<RawScenario, 'doc'>[]).map(head);
  }

  /** One scenario's record without its document (undefined when there is none). */
  head(id: string): ScenarioHead | undefined {
    const r = this.guard.read(() => this.st.head.get(id) as Omit<RawScenario, 'doc'> | undefined);
    return r ? head(r) : undefined;
  }

  /** The scenarios that can be read, with their documents. */
  list(): ScenarioRow[] {
    return this.heads().flatMap((h) => {
      try {
        const row = h.damaged ? undefined : this.get(h.id);
        return row ? [row] : [];
      } catch (e) {
        if (e instanceof DamagedRowError) return [];
        throw e;
      }
    });
  }

  /** The scenario, undefined when there is none; DamagedRowError when it cannot be read. */
  get(id: string): ScenarioRow | undefined {
    const r = this.guard.read(() => this.st.get.get(id) as RawScenario | undefined);
    return r ? toRow(r) : undefined;
  }

  /** Every column as stored (for exporting a scenario that cannot be read). */
  raw(id: string): Record<string, unknown> | undefined {
    const r = this.guard.read(() => this.st.get.get(id) as Record<string, unknown> | undefined);
    return r ? { ...rawColumns(r), id: rowId(r.id) } : undefined;
  }

  insert(row: ScenarioRow): void {
    this.guard.write(() => this.st.insert.run({ ...row, doc: JSON.stringify(row.doc) }));
    this.wrote();
  }

  /**
   * Replaces the name and document of a scenario at revision `expected`, raising the revision by one,
   * in one transaction. Throws StaleRevisionError (nothing written) when the stored revision differs.
   */
  update(id: string, expected: number, name: string, doc: unknown, updatedAt: string): ScenarioRow {
    const row = this.guard.write(() =>
      this.db.transaction(() => {
        const changed = this.st.update.run(name, JSON.stringify(doc), updatedAt, id, expected);
        if (changed.changes !== 1) {
          const r = this.st.revision.get(id) as { revision: number } | undefined;
          throw new StaleRevisionError(r ? r.revision : null);
        }
        const created = (this.st.createdAt.get(id) as { created_at: unknown }).created_at;
        return { id, name, doc, revision: expected + 1, createdAt: typeof created === 'string' ? created : '', updatedAt };
      })(),
    );
    this.wrote();
    return row;
  }

  delete(id: string): boolean {
    const gone = this.guard.write(() => this.st.delete.run(id).changes === 1);
    this.wrote();
    return gone;
  }
}
