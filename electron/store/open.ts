import { accessSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { backupPathFor, removeBackupLeftovers, writeBackup } from './backup';
import { describeSqliteError, LOCK_WAIT_MS, readOnlyFolder, StoreError, untouched } from './errors';
import { asOpenError, inspect } from './inspect';
import { APPLICATION_ID, migrations as shippedMigrations, type Migration } from './schema';

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
  /** How long a read or write waits for another program's lock (default LOCK_WAIT_MS, 2 s). */
  lockWaitMs?: number;
  /** Test hook: called when the pre-migration backup is complete but not yet renamed into place. */
  beforeBackupRename?: (partialPath: string) => void;
}

export interface Opened {
  db: Database.Database;
  /** Where the pre-migration copy went, when one was taken. */
  backupPath: string | null;
  /** The schema version found before migrating (0 for a new file). */
  foundVersion: number;
  /**
   * Why nothing can be written, found at start (read-only file or folder, another program's lock),
   * or null. The store serves reads either way and says this on every refused write.
   */
  problem: StoreError | null;
  /** Called after the connection closes (removes a private read-only copy). */
  cleanup: () => void;
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function configure(db: Database.Database, opts: OpenOptions): void {
  db.pragma(`busy_timeout = ${opts.lockWaitMs ?? LOCK_WAIT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${opts.synchronous ?? 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
}

function migrate(db: Database.Database, from: number, migrations: Migration[]): void {
  if (from >= migrations.length) return;
  db.transaction(() => {
    for (let v = from; v < migrations.length; v++) migrations[v]!(db);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}

/**
 * Takes the write lock, rewrites a header field with its own value and rolls back: null when writes
 * will work, else why not (a read-only file passes BEGIN IMMEDIATE and fails only at a real write).
 */
function probeWrites(db: Database.Database, path: string): StoreError | null {
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
    } finally {
      db.exec('ROLLBACK');
    }
    return null;
  } catch (e) {
    const why = describeSqliteError(e, path);
    if (why && (why.code === 'read-only' || why.code === 'locked')) return why;
    throw e;
  }
}

/**
 * A file in a read-only folder: SQLite cannot even read a WAL database there (it needs its `-shm`
 * beside the file). Its saves are served from a private copy in the temp folder, never written back.
 */
function openCopy(path: string, opts: OpenOptions, migrations: Migration[]): Opened {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-readonly-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const copy = join(dir, 'copy.db');
    copyFileSync(path, copy);
    if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
    const found = inspect(copy, { nativeBinding: opts.nativeBinding, latest: migrations.length, lockWaitMs: opts.lockWaitMs, migrations }, path);
    const foundVersion = found.kind === 'ours' ? found.version : 0;
    const db = new Database(copy, { nativeBinding: opts.nativeBinding });
    configure(db, opts);
    migrate(db, foundVersion, migrations); // the copy only: the file itself is never written
    return { db, backupPath: null, foundVersion, problem: readOnlyFolder(path), cleanup };
  } catch (e) {
    cleanup();
    throw asOpenError(e, path);
  }
}

/**
 * Opens (creating if needed) a Patrol HQ database. The file is inspected read-only first; a file
 * that is not SQLite, damaged (full integrity check), another program's, or newer than this app is
 * refused with a StoreError and never written. An existing database is copied before migrating
 * (to a temporary name, renamed when complete). A read-only file or folder, or a write lock held by
 * another program, opens for reading with `problem` saying why nothing can be saved.
 */
export function openDatabase(path: string, opts: OpenOptions = {}): Opened {
  const migrations = opts.migrations ?? shippedMigrations;
  const latest = migrations.length;
  const dir = dirname(path);
  const exists = existsSync(path) && statSync(path).isFile() && statSync(path).size > 0;
  if (exists && !writable(dir)) return openCopy(path, opts, migrations);
  const found = inspect(path, { nativeBinding: opts.nativeBinding, latest, lockWaitMs: opts.lockWaitMs, migrations });
  const foundVersion = found.kind === 'ours' ? found.version : 0;
  const needsWrite = found.kind === 'new' || foundVersion < latest;
  if (existsSync(path) && !writable(path) && needsWrite) {
    const why = found.kind === 'new' ? 'setting up' : 'upgrading to this version of Patrol HQ';
    throw new StoreError('read-only', `The save file "${path}" is read-only, and it needs ${why} before Patrol HQ can use it. ${untouched} Make the file writable and start Patrol HQ again.`, path);
  }
  let backupPath: string | null = null;
  let db: Database.Database | undefined;
  try {
    if (found.kind === 'new') mkdirSync(dir, { recursive: true });
    if (!writable(dir)) throw readOnlyFolder(path);
    removeBackupLeftovers(path);
    if (found.kind === 'ours' && foundVersion > 0 && foundVersion < latest) {
      backupPath = backupPathFor(path, foundVersion, (opts.now ?? (() => new Date()))());
      writeBackup(path, backupPath, { nativeBinding: opts.nativeBinding, beforeRename: opts.beforeBackupRename });
    }
    db = new Database(path, { nativeBinding: opts.nativeBinding });
    configure(db, opts);
    const problem = probeWrites(db, path);
    if (problem && needsWrite) throw problem;
    migrate(db, foundVersion, migrations);
    return { db, backupPath, foundVersion, problem, cleanup: () => {} };
  } catch (e) {
    db?.close();
    throw asOpenError(e, path);
  }
}
