import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { StoreError } from './errors';
import { APPLICATION_ID, KNOWN_TABLES, migrations as shippedMigrations, type Migration } from './schema';

export interface OpenOptions {
  /** Path of a better_sqlite3.node built for this runtime (the Electron main process passes its own). */
  nativeBinding?: string;
  /**
   * NORMAL (default): in WAL mode a commit is durable once it returns as far as the app is
   * concerned: killing or crashing the app loses nothing (tested by SIGKILL mid-play), and the
   * database is never left half-written. Only a power cut or OS crash may roll back the last
   * moves. FULL also survives that, at one fsync per move: better-sqlite3 is synchronous, so each
   * fsync blocks the main process (measured p99 1-40 ms on our disks against a 1 ms budget).
   */
  synchronous?: 'FULL' | 'NORMAL';
  /** Clock for backup names (tests). */
  now?: () => Date;
  /** The migrations to run (tests add one to exercise upgrades); default: the shipped list. */
  migrations?: Migration[];
}

export interface Opened {
  db: Database.Database;
  /** Where the pre-migration copy went, when one was taken. */
  backupPath: string | null;
  /** The schema version found before migrating (0 for a new file). */
  foundVersion: number;
}

type Inspection = { kind: 'new' } | { kind: 'ours'; version: number };

const untouched = 'Patrol HQ left it untouched.';

/** Reads the file read-only and says whether it is ours; throws a StoreError otherwise. */
function inspect(path: string, opts: OpenOptions): Inspection {
  const latest = (opts.migrations ?? shippedMigrations).length;
  if (!existsSync(path)) return { kind: 'new' };
  const st = statSync(path);
  if (!st.isFile()) throw new StoreError('io', `"${path}" is not a file. Choose a database file instead.`, path);
  if (st.size === 0) return { kind: 'new' };
  let ro: Database.Database | undefined;
  try {
    ro = new Database(path, { readonly: true, fileMustExist: true, nativeBinding: opts.nativeBinding });
    const appId = ro.pragma('application_id', { simple: true }) as number;
    const check = ro.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    const problems = check.map((r) => r.quick_check).filter((m) => m !== 'ok');
    if (problems.length > 0) {
      throw new StoreError('corrupt', `"${path}" is damaged (${problems[0]}). ${untouched} Restore a backup or choose another file.`, path);
    }
    const tables = (ro.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((t) => t.name);
    const version = ro.pragma('user_version', { simple: true }) as number;
    if (appId !== APPLICATION_ID) {
      if (appId !== 0) throw new StoreError('foreign', `"${path}" is another program's database (application id ${appId}), not a Patrol HQ file. ${untouched}`, path);
      if (tables.length > 0 || version !== 0) {
        throw new StoreError('foreign', `"${path}" is another program's SQLite database (tables: ${tables.slice(0, 5).join(', ') || 'none'}), not a Patrol HQ file. ${untouched}`, path);
      }
      return { kind: 'new' };
    }
    if (version > latest) {
      throw new StoreError('too-new', `"${path}" was written by a newer Patrol HQ (database version ${version}; this app reads up to ${latest}). Update Patrol HQ to open it. ${untouched}`, path);
    }
    const unknown = tables.filter((t) => !KNOWN_TABLES.includes(t));
    if (unknown.length > 0) {
      throw new StoreError('foreign', `"${path}" has tables Patrol HQ does not know (${unknown.slice(0, 5).join(', ')}). ${untouched}`, path);
    }
    return { kind: 'ours', version };
  } catch (e) {
    throw asStoreError(e, path);
  } finally {
    ro?.close();
  }
}

function asStoreError(e: unknown, path: string): StoreError {
  if (e instanceof StoreError) return e;
  const code = (e as { code?: string }).code ?? '';
  const msg = e instanceof Error ? e.message : String(e);
  if (code === 'SQLITE_NOTADB') return new StoreError('not-sqlite', `"${path}" is not a Patrol HQ database: it is not an SQLite file at all. ${untouched}`, path);
  if (code.startsWith('SQLITE_CORRUPT')) return new StoreError('corrupt', `"${path}" is damaged (${msg}). ${untouched} Restore a backup or choose another file.`, path);
  return new StoreError('io', `Patrol HQ could not open "${path}": ${msg}`, path);
}

function stamp(d: Date): string {
  return d.toISOString().replace(/[:.]/g, '-');
}

/**
 * Opens (creating if needed) a Patrol HQ database. The file is inspected read-only first; a file
 * that is not SQLite, damaged, another program's, or newer than this app is refused with a
 * StoreError and never written. An existing database is copied (VACUUM INTO) before migrating.
 */
export function openDatabase(path: string, opts: OpenOptions = {}): Opened {
  const migrations = opts.migrations ?? shippedMigrations;
  const latest = migrations.length;
  const found = inspect(path, opts);
  const foundVersion = found.kind === 'ours' ? found.version : 0;
  let backupPath: string | null = null;
  try {
    if (found.kind === 'new') mkdirSync(dirname(path), { recursive: true });
    if (found.kind === 'ours' && foundVersion > 0 && foundVersion < latest) {
      backupPath = `${path}.backup-v${foundVersion}-${stamp((opts.now ?? (() => new Date()))())}`;
      const ro = new Database(path, { readonly: true, fileMustExist: true, nativeBinding: opts.nativeBinding });
      try {
        ro.prepare('VACUUM INTO ?').run(backupPath);
      } finally {
        ro.close();
      }
    }
    const db = new Database(path, { nativeBinding: opts.nativeBinding });
    try {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${opts.synchronous ?? 'NORMAL'}`);
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 2000');
      if (foundVersion < latest) {
        db.transaction(() => {
          for (let v = foundVersion; v < latest; v++) migrations[v]!(db);
          db.pragma(`application_id = ${APPLICATION_ID}`);
          db.pragma(`user_version = ${latest}`);
        })();
      }
    } catch (e) {
      db.close();
      throw e;
    }
    return { db, backupPath, foundVersion };
  } catch (e) {
    throw asStoreError(e, path);
  }
}
