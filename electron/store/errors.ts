import { dirname } from 'node:path';

/** Why a database file cannot be used (or written). Every message is written for the person who chose the file. */
export type StoreErrorCode = 'not-sqlite' | 'corrupt' | 'foreign' | 'too-new' | 'io' | 'read-only' | 'locked' | 'disk-full';

export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

export function isStoreError(e: unknown): e is StoreError {
  return e instanceof StoreError;
}

/** A save or scenario row whose stored data cannot be read. The rest of the file is fine. */
export class DamagedRowError extends Error {
  override readonly name = 'DamagedRowError';
  constructor(
    readonly kind: 'save' | 'scenario',
    readonly id: string,
    /** What cannot be read, e.g. "its options are not valid JSON". */
    readonly reason: string,
  ) {
    const what = kind === 'save' ? 'This saved game' : 'This scenario';
    super(`${what} is damaged: ${reason}. Export it to keep a raw copy of what is stored, or delete it; your other ${kind}s are not affected.`);
  }
}

export const untouched = 'Patrol HQ left it untouched.';

/** How long a write waits for another program to let go of the file before it says so. */
export const LOCK_WAIT_MS = 2000;

function sqliteCode(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : '';
}

/** True for an error better-sqlite3 raised (an SQLite result code), as opposed to our own errors. */
export function isSqliteError(e: unknown): boolean {
  return sqliteCode(e) !== '';
}

/**
 * Turns an SQLite error met while using the file into a StoreError a person can act on, or null when
 * it is not a file problem (a constraint, a bug). `writing`: the error came from a write.
 */
export function describeSqliteError(e: unknown, path: string): StoreError | null {
  const code = sqliteCode(e);
  if (!code) return null;
  if (code === 'SQLITE_READONLY_DIRECTORY') return readOnlyFolder(path);
  if (code.startsWith('SQLITE_READONLY')) return readOnlyFile(path);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return lockedFile(path);
  if (code === 'SQLITE_FULL') {
    return new StoreError('disk-full', `The disk holding the save file "${path}" is full, so nothing was saved. Free some space and try again.`, path);
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return damagedWhileOpen(path);
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    const msg = e instanceof Error ? e.message : String(e);
    return new StoreError('io', `Patrol HQ could not use the save file "${path}" (${msg}). Nothing was saved. Check the disk and that the file is still there, then try again.`, path);
  }
  return null;
}

export function readOnlyFile(path: string): StoreError {
  return new StoreError(
    'read-only',
    `The save file "${path}" is read-only, so Patrol HQ cannot save anything: your games can be opened and exported but not played on. Make the file writable (or choose another file) and start Patrol HQ again.`,
    path,
  );
}

export function readOnlyFolder(path: string): StoreError {
  return new StoreError(
    'read-only',
    `The folder holding the save file ("${dirname(path)}") is read-only. Patrol HQ keeps a journal beside its save file, so it cannot save anything there: your games can be opened and exported but not played on. Make the folder writable (or choose a file elsewhere) and start Patrol HQ again.`,
    path,
  );
}

export function lockedFile(path: string): StoreError {
  return new StoreError(
    'locked',
    `Another program holds the save file "${path}" (a database browser, a backup or sync tool, or another copy of Patrol HQ). Until it lets go, Patrol HQ can open your games but cannot save anything: each save waits ${LOCK_WAIT_MS / 1000} seconds, then gives up and keeps nothing. Close that program and try again.`,
    path,
  );
}

export function damagedWhileOpen(path: string): StoreError {
  return new StoreError(
    'corrupt',
    `Part of the save file "${path}" turned out to be damaged, so Patrol HQ stopped writing to it: nothing more can be lost. Export the games that still open, then restore a backup or start with a new file.`,
    path,
  );
}
