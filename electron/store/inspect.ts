import { existsSync, statSync, unlinkSync } from 'node:fs';
import { basename } from 'node:path';
import Database from 'better-sqlite3';
import { LOCK_WAIT_MS, readOnlyFile, readOnlyFolder, StoreError, untouched } from './errors';
import { APPLICATION_ID, KNOWN_TABLES, type Migration } from './schema';

export type Inspection = { kind: 'new' } | { kind: 'ours'; version: number };

export interface InspectOptions {
  nativeBinding?: string;
  /** The schema version this app writes. */
  latest: number;
  /** How long to wait for another program's lock before refusing (default LOCK_WAIT_MS). */
  lockWaitMs?: number;
  /** The migrations that made the file: its table definitions must be theirs (a damaged schema text passes integrity_check). */
  migrations?: Migration[];
}

/**
 * Reads the file read-only and says whether it is ours; throws a StoreError otherwise. The check is
 * SQLite's full `integrity_check` (b-trees, indexes, key order), not `quick_check`, which passes
 * files whose indexes are damaged. `shownPath` is the path named in messages (the file the person
 * chose, when `path` is a private copy of it).
 *
 * A read-only connection to a WAL database creates `-wal` and `-shm` beside it and cannot remove
 * them; the ones this inspection created are removed again, so a refused file is left alone.
 */
export function inspect(path: string, opts: InspectOptions, shownPath = path): Inspection {
  if (!existsSync(path)) return { kind: 'new' };
  const st = statSync(path);
  if (!st.isFile()) throw new StoreError('io', `"${shownPath}" is not a file. Choose a database file instead.`, shownPath);
  if (st.size === 0) return { kind: 'new' };
  const sidecars = [`${path}-wal`, `${path}-shm`].filter((p) => !existsSync(p));
  let ro: Database.Database | undefined;
  try {
    ro = new Database(path, { readonly: true, fileMustExist: true, nativeBinding: opts.nativeBinding });
    ro.pragma(`busy_timeout = ${opts.lockWaitMs ?? LOCK_WAIT_MS}`);
    const appId = ro.pragma('application_id', { simple: true }) as number;
    const problems = (ro.pragma('integrity_check(1)', { simple: false }) as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .filter((m) => m !== 'ok');
    if (problems.length > 0) throw damaged(shownPath, problems[0]!);
    const tables = (ro.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((t) => t.name);
    const version = ro.pragma('user_version', { simple: true }) as number;
    if (appId !== APPLICATION_ID) {
      if (appId !== 0) throw new StoreError('foreign', `"${shownPath}" is another program's database (application id ${appId}), not a Patrol HQ file. ${untouched}`, shownPath);
      if (tables.length > 0 || version !== 0) {
        throw new StoreError('foreign', `"${shownPath}" is another program's SQLite database (tables: ${tables.slice(0, 5).join(', ') || 'none'}), not a Patrol HQ file. ${untouched}`, shownPath);
      }
      return { kind: 'new' };
    }
    if (version > opts.latest) {
      throw new StoreError('too-new', `"${shownPath}" was written by a newer Patrol HQ (database version ${version}; this app reads up to ${opts.latest}). Update Patrol HQ to open it. ${untouched}`, shownPath);
    }
    const unknown = tables.filter((t) => !KNOWN_TABLES.includes(t));
    if (unknown.length > 0) {
      throw new StoreError('foreign', `"${shownPath}" has tables Patrol HQ does not know (${unknown.slice(0, 5).join(', ')}). ${untouched}`, shownPath);
    }
    if (opts.migrations && version > 0 && schemaOf(ro).join('\n') !== schemaAt(opts.migrations, version, opts.nativeBinding).join('\n')) {
      throw damaged(shownPath, 'its table definitions are not the ones Patrol HQ wrote');
    }
    return { kind: 'ours', version };
  } catch (e) {
    throw asOpenError(e, shownPath);
  } finally {
    ro?.close();
    removeOwnSidecars(sidecars);
  }
}

/** Every table, index and trigger with its SQL, in a fixed order. */
function schemaOf(db: Database.Database): string[] {
  const rows = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name").all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  return rows.map((r) => `${r.type} ${r.name} ${r.tbl_name} ${r.sql ?? ''}`);
}

const expected = new WeakMap<Migration[], Map<number, string[]>>();

/** The schema a file at `version` has: the first `version` migrations run on an empty database. */
function schemaAt(migrations: Migration[], version: number, nativeBinding?: string): string[] {
  let byVersion = expected.get(migrations);
  if (!byVersion) expected.set(migrations, (byVersion = new Map()));
  const known = byVersion.get(version);
  if (known) return known;
  const mem = new Database(':memory:', { nativeBinding });
  try {
    for (let v = 0; v < version; v++) migrations[v]!(mem);
    const schema = schemaOf(mem);
    byVersion.set(version, schema);
    return schema;
  } finally {
    mem.close();
  }
}

/** Removes the `-wal`/`-shm` files a read-only look created (an empty WAL only: nothing of anyone's is lost). */
function removeOwnSidecars(created: string[]): void {
  for (const p of created) {
    try {
      if (!existsSync(p)) continue;
      if (p.endsWith('-wal') && statSync(p).size !== 0) continue;
      unlinkSync(p);
    } catch {
      // Best effort: a file we cannot remove is only clutter, never data.
    }
  }
}

function damaged(path: string, detail: string): StoreError {
  return new StoreError(
    'corrupt',
    `"${path}" is damaged (${detail}). ${untouched} Restore a backup (each time Patrol HQ upgrades its file it keeps a copy beside it, named "${basename(path)}.backup-v..."), or recover what can still be read with the sqlite3 tool (its ".recover" command) into a new file.`,
    path,
  );
}

/** Any error met while opening, as a StoreError whose message a person can act on. */
export function asOpenError(e: unknown, path: string): StoreError {
  if (e instanceof StoreError) return e;
  const code = (e as { code?: string }).code ?? '';
  const msg = e instanceof Error ? e.message : String(e);
  if (code === 'SQLITE_NOTADB') return new StoreError('not-sqlite', `"${path}" is not a Patrol HQ database: it is not an SQLite file at all. ${untouched}`, path);
  if (code.startsWith('SQLITE_CORRUPT')) return damaged(path, msg);
  if (code === 'SQLITE_READONLY_DIRECTORY') return readOnlyFolder(path);
  if (code.startsWith('SQLITE_READONLY')) return readOnlyFile(path);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreError(
      'locked',
      `Another program holds the save file "${path}" and will not let Patrol HQ read it (a database browser, a backup or sync tool, or another copy of Patrol HQ). ${untouched} Close that program and start Patrol HQ again.`,
      path,
    );
  }
  return new StoreError('io', `Patrol HQ could not open "${path}": ${msg}`, path);
}
