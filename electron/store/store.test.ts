import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/fixtures/services';
import { StoreError } from './errors';
import { APPLICATION_ID, migrations, SCHEMA_VERSION } from './schema';
import { Store } from './store';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

const save = (id: string) => ({
  id,
  game: 'tally',
  version: 1,
  name: `Game ${id}`,
  seed: 1,
  options: { target: 20 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  actionCount: 0,
  status: 'playing' as const,
});

/** Opens `path` expecting a StoreError; checks the file is byte-identical afterwards. */
function expectRefused(path: string, code: StoreError['code'], words: string): StoreError {
  const before = readFileSync(path);
  let err: unknown;
  try {
    Store.open(path).close();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(StoreError);
  const se = err as StoreError;
  expect(se.code).toBe(code);
  expect(se.message).toContain(words);
  expect(se.message).toContain('untouched');
  expect(readFileSync(path).equals(before)).toBe(true);
  expect(existsSync(`${path}-wal`) || existsSync(`${path}-shm`)).toBe(false); // nothing left beside it
  return se;
}

describe('store: opening files', () => {
  it('creates a new database with our application id, WAL and the latest schema', () => {
    const path = join(tmp.dir, 'sub', 'new.db');
    const store = Store.open(path);
    expect(store.db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL (see OpenOptions.synchronous)
    expect(store.backupPath).toBeNull();
    store.close();
    const again = Store.open(path); // reopening an up-to-date file migrates nothing and copies nothing
    expect(again.backupPath).toBeNull();
    again.close();
  });

  it('initialises an empty (0-byte) file', () => {
    const path = join(tmp.dir, 'empty.db');
    writeFileSync(path, '');
    const store = Store.open(path);
    expect(store.listSaves()).toEqual([]);
    store.close();
  });

  it('copies an existing database before migrating it, and the copy holds the old data', () => {
    const path = join(tmp.dir, 'old.db');
    const v1 = Store.open(path);
    v1.insertSave(save('a'), [{ seat: 0, action: { type: 'add', n: 1 } }]);
    v1.close();
    const v2 = [...migrations, (db: Database.Database) => db.exec('CREATE INDEX saves_by_game ON saves(game)')];
    const now = () => new Date('2026-11-30T06:00:00.000Z');
    const upgraded = Store.open(path, { migrations: v2, now });
    expect(upgraded.backupPath).toBe(`${path}.backup-v${SCHEMA_VERSION}-2026-11-30T06-00-00-000Z`);
    expect(upgraded.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    expect(upgraded.getSave('a')?.name).toBe('Game a');
    upgraded.close();
    const copy = new Database(upgraded.backupPath!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(copy.prepare('SELECT name FROM saves').all()).toEqual([{ name: 'Game a' }]);
    expect(copy.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 1 });
    copy.close();
  });

  it('refuses a file that is not SQLite at all', () => {
    const path = join(tmp.dir, 'letter.db');
    writeFileSync(path, 'Dear Sarge,\n'.repeat(500));
    expectRefused(path, 'not-sqlite', 'not an SQLite file');
  });

  it("refuses another program's SQLite database (its own tables, no application id)", () => {
    const path = join(tmp.dir, 'places.sqlite');
    const db = new Database(path);
    db.exec("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES ('https://example.org')");
    db.close();
    expectRefused(path, 'foreign', 'moz_places');
  });

  it('refuses a database with a foreign application id', () => {
    const path = join(tmp.dir, 'other.db');
    const db = new Database(path);
    db.pragma('application_id = 1234');
    db.exec('CREATE TABLE saves (id TEXT)');
    db.close();
    expectRefused(path, 'foreign', 'application id 1234');
  });

  it('refuses a database from a newer Patrol HQ', () => {
    const path = join(tmp.dir, 'newer.db');
    Store.open(path).close();
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    db.pragma('journal_mode = DELETE');
    db.close();
    const err = expectRefused(path, 'too-new', 'newer Patrol HQ');
    expect(err.message).toContain(`database version ${SCHEMA_VERSION + 5}`);
  });

  it("refuses a WAL-mode database (newer, or another program's) and leaves no -wal or -shm beside it", () => {
    const path = join(tmp.dir, 'newer-wal.db');
    Store.open(path).close();
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(readFileSync(path).readUInt8(18)).toBe(2); // still a WAL database: a reader makes -wal and -shm
    expectRefused(path, 'too-new', 'newer Patrol HQ');
    const other = join(tmp.dir, 'other-wal.db');
    const o = new Database(other);
    o.pragma('journal_mode = WAL');
    o.exec('CREATE TABLE notes (t TEXT)');
    o.close();
    expectRefused(other, 'foreign', 'notes');
  });

  it('refuses a damaged database', () => {
    const path = join(tmp.dir, 'damaged.db');
    const store = Store.open(path);
    for (let i = 0; i < 300; i++) store.insertSave(save(`s${i}`), [{ seat: 0, action: { pad: 'x'.repeat(200) } }]);
    store.db.pragma('journal_mode = DELETE');
    store.close();
    const bytes = readFileSync(path);
    const pageSize = bytes.readUInt16BE(16);
    for (let p = 2; p < 6; p++) bytes.fill(0xa5, p * pageSize, p * pageSize + 64); // scribble over b-tree page headers
    writeFileSync(path, bytes);
    expectRefused(path, 'corrupt', 'damaged');
  });

  it('refuses a database cut off halfway (an interrupted copy)', () => {
    const path = join(tmp.dir, 'cut.db');
    const store = Store.open(path);
    for (let i = 0; i < 300; i++) store.insertSave(save(`s${i}`), [{ seat: 0, action: { pad: 'x'.repeat(200) } }]);
    store.db.pragma('journal_mode = DELETE');
    store.close();
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expectRefused(path, 'corrupt', 'damaged');
  });

  it('refuses a path that is a folder', () => {
    expect(() => Store.open(tmp.dir)).toThrow(StoreError);
  });
});

describe('store: writes', () => {
  it('appends actions, keeps snapshots when due, and removes the last action with later snapshots', () => {
    const store = Store.open(join(tmp.dir, 'w.db'), { snapshotEvery: 2 });
    store.insertSave(save('a'));
    const meta = { updatedAt: '2026-01-02T00:00:00.000Z', status: 'playing' };
    store.appendAction('a', 0, { seat: 0, action: 'x' }, meta);
    expect(store.snapshotDue(1)).toBe(false);
    expect(store.snapshotDue(2)).toBe(true);
    store.appendAction('a', 1, { seat: 0, action: 'y' }, meta, { actionCount: 2 });
    expect(store.getSave('a')).toMatchObject({ actionCount: 2, updatedAt: meta.updatedAt });
    expect(store.snapshotAtOrBefore('a', 5)).toEqual({ idx: 2, state: { actionCount: 2 } });
    expect(() => store.appendAction('a', 1, { seat: 0, action: 'z' }, meta)).toThrow(/does not have 1 actions/);
    expect(store.actions('a')).toEqual([{ seat: 0, action: 'x' }, { seat: 0, action: 'y' }]);
    store.removeLastAction('a', 2, meta);
    expect(store.actions('a')).toEqual([{ seat: 0, action: 'x' }]);
    expect(store.snapshotAtOrBefore('a', 5)).toBeUndefined();
    expect(store.deleteSave('a')).toBe(true);
    expect(store.db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 0 });
    store.close();
    expect(existsSync(join(tmp.dir, 'w.db'))).toBe(true);
  });
});

describe('store: WAL checkpoints', () => {
  it('keeps checkpoints off the commit path and folds the WAL in on demand', () => {
    const path = join(tmp.dir, 'ck.db');
    const store = Store.open(path);
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    store.insertSave(save('a'));
    const meta = { updatedAt: '2026-01-02T00:00:00.000Z', status: 'playing' };
    for (let i = 0; i < 300; i++) store.appendAction('a', i, { seat: 0, action: i }, meta);
    const walBefore = store.db.pragma('wal_checkpoint(PASSIVE)', { simple: false }) as { log: number; checkpointed: number }[];
    expect(walBefore[0]!.log).toBeGreaterThan(0);
    store.checkpoint();
    store.close();
    const reopened = Store.open(path);
    expect(reopened.actions('a')).toHaveLength(300);
    reopened.close();
  });
});

describe('store: the write-ahead log stays bounded', () => {
  it('checkpoints once the log passes its size limit, however busy, and the file shrinks back', () => {
    const path = join(tmp.dir, 'wal.db');
    const limit = 256 * 1024;
    const store = Store.open(path, { wal: { limitBytes: limit, sizeEvery: 4, sizeGap: 4, softWrites: 1e9, hardWrites: 1e9 } });
    expect(store.db.pragma('journal_size_limit', { simple: true })).toBe(limit / 4);
    let checkpoints = 0;
    const checkpoint = store.wal.checkpoint.bind(store.wal);
    store.wal.checkpoint = () => (checkpoints++, checkpoint());
    const doc = { pad: 'x'.repeat(20_000) };
    let largest = 0;
    const at = '2026-01-01T00:00:00.000Z';
    for (let i = 0; i < 300; i++) {
      // No pause between writes: only the size check can checkpoint (6 MB written in all).
      store.scenarios.insert({ id: `s${i}`, name: `S${i}`, doc, revision: 0, createdAt: at, updatedAt: at });
      largest = Math.max(largest, store.wal.walBytes());
    }
    expect(largest).toBeGreaterThan(limit / 2); // it did grow between checkpoints
    expect(largest).toBeLessThan(2 * limit);
    // About one checkpoint per limit's worth of log (6 MB written), not one at every size check.
    expect(checkpoints).toBeGreaterThan(6_000_000 / (2 * limit));
    expect(checkpoints).toBeLessThan(6_000_000 / (limit / 2));
    // One write bigger than the limit grows the file; once checkpointed, the next write shrinks it back.
    store.scenarios.insert({ id: 'big', name: 'Big', doc: { pad: 'y'.repeat(2_000_000) }, revision: 0, createdAt: at, updatedAt: at });
    expect(store.wal.walBytes()).toBeGreaterThan(2_000_000);
    store.checkpoint();
    store.scenarios.insert({ id: 'small', name: 'Small', doc: {}, revision: 0, createdAt: at, updatedAt: at });
    expect(store.wal.walBytes()).toBeLessThanOrEqual(limit / 4);
    store.close();
    const reopened = Store.open(path);
    expect(reopened.scenarios.heads()).toHaveLength(302);
    reopened.close();
  });

  it('defaults: checkpoints after 5,000 writes or 16 MiB, whichever comes first, and after a second of quiet', () => {
    const store = Store.open(join(tmp.dir, 'defaults.db'));
    expect(store.wal.policy).toMatchObject({ hardWrites: 5000, limitBytes: 16 * 1024 * 1024, idleMs: 1000, softWrites: 200 });
    expect(store.db.pragma('journal_size_limit', { simple: true })).toBe(4 * 1024 * 1024);
    store.close();
  });
});
