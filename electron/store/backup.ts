import { existsSync, readdirSync, renameSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/** Suffix of a backup still being written; renamed away once the copy is complete. */
export const PARTIAL = '.partial';

function stamp(d: Date): string {
  return d.toISOString().replace(/[:.]/g, '-');
}

export function backupPathFor(path: string, version: number, now: Date): string {
  return `${path}.backup-v${version}-${stamp(now)}`;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Removes what an interrupted backup left beside `path`: `<file>.backup-v<N>-<time>.partial` and its
 * journal. A complete backup never carries the suffix, so nothing complete is removed.
 */
export function removeBackupLeftovers(path: string): string[] {
  const dir = dirname(path);
  const re = new RegExp(`^${escapeRe(basename(path))}\\.backup-v\\d+-.+${escapeRe(PARTIAL)}(-journal|-wal|-shm)?$`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!re.test(name)) continue;
    try {
      unlinkSync(join(dir, name));
      removed.push(name);
    } catch {
      // Cannot remove (permissions): it keeps its .partial name, so it is never taken for a backup.
    }
  }
  return removed;
}

/**
 * Copies the database at `path` to `target` (VACUUM INTO) under a temporary name, renamed to `target`
 * only once the copy is complete: a kill at any moment leaves either no backup or a whole one.
 * `beforeRename` is a test hook (a child process kills itself there).
 */
export function writeBackup(path: string, target: string, opts: { nativeBinding?: string; beforeRename?: (partial: string) => void } = {}): void {
  const partial = `${target}${PARTIAL}`;
  if (existsSync(partial)) unlinkSync(partial);
  const ro = new Database(path, { readonly: true, fileMustExist: true, nativeBinding: opts.nativeBinding });
  try {
    ro.prepare('VACUUM INTO ?').run(partial);
  } finally {
    ro.close();
  }
  opts.beforeRename?.(partial);
  renameSync(partial, target);
}
