import Database from 'better-sqlite3';
import { LOCK_WAIT_MS } from './errors';

/**
 * Reads one scenario's stored document text through a read-only connection of the caller's own
 * (the print worker's thread): undefined when there is no such scenario, null when its document
 * is not stored as text. WAL lets it read beside the store's connection without waiting.
 */
export function readScenarioDocText(dbPath: string, id: string, nativeBinding?: string): string | null | undefined {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true, nativeBinding });
  try {
    db.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    const row = db.prepare('SELECT doc FROM scenarios WHERE id = ?').get(id) as { doc: unknown } | undefined;
    if (!row) return undefined;
    return typeof row.doc === 'string' ? row.doc : null;
  } finally {
    db.close();
  }
}
