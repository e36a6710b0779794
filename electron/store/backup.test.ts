import { spawn } from 'node:child_process';
import { readdirSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/fixtures/services';
import { openDatabase } from './open';
import { migrations, SCHEMA_VERSION } from './schema';
import { Store } from './store';

const root = resolve(__dirname, '../..');
let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

/** A version-2 database (before scenarios) holding `saves` saves of 20 moves each. */
function v2Database(path: string, saves: number): void {
  const { db } = openDatabase(path, { migrations: migrations.slice(0, 2) });
  const save = db.prepare(`INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at, action_count, status) VALUES (?, 'tally', 1, ?, 1, '{"target":999}', 't', 't', 20, 'playing')`);
  const act = db.prepare('INSERT INTO actions (save_id, idx, seat, action) VALUES (?, ?, 0, ?)');
  db.transaction(() => {
    for (let s = 0; s < saves; s++) {
      save.run(`s${s}`, `Game ${s} ${'x'.repeat(200)}`);
      for (let i = 0; i < 20; i++) act.run(`s${s}`, i, JSON.stringify({ type: 'add', n: 1, pad: 'y'.repeat(40) }));
    }
  })();
  db.close();
}

/** Runs the upgrading child; `kill` decides when the test SIGKILLs it. Resolves with how it ended. */
function upgradeInChild(path: string, mode: 'before-rename' | 'watch'): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/backup-child.ts'), path, mode], { cwd: root });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const watcher = mode === 'watch' ? watch(tmp.dir, (_e, name) => { if (String(name).endsWith('.partial')) child.kill('SIGKILL'); }) : null;
    child.on('exit', (_code, signal) => {
      watcher?.close();
      done({ signal, out });
    });
  });
}

const backups = () => readdirSync(tmp.dir).filter((f) => f.includes('.backup-v'));

/** A complete backup: whole (integrity ok), still version 2, every save and move in it. */
function expectWholeBackup(file: string, saves: number): void {
  const db = new Database(join(tmp.dir, file), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: saves * 20 });
  } finally {
    db.close();
  }
}

describe('store: the pre-migration backup under a kill', () => {
  it('killed with the copy written but not renamed: only a .partial is left, and the next start removes it and backs up again', async () => {
    const path = join(tmp.dir, 'old.db');
    v2Database(path, 50);
    const run = await upgradeInChild(path, 'before-rename');
    expect(run.signal).toBe('SIGKILL');
    const left = backups();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.backup-v2-.+\.partial$/); // never a complete-looking name for an incomplete copy
    const store = Store.open(path);
    try {
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(store.listSaves()).toHaveLength(50);
    } finally {
      store.close();
    }
    const after = backups();
    expect(after).toEqual([store.backupPath!.slice(tmp.dir.length + 1)]);
    expectWholeBackup(after[0]!, 50);
  });

  it('killed while the copy is being written: any backup under its final name is whole, and the next start leaves exactly one', async () => {
    const path = join(tmp.dir, 'big.db');
    v2Database(path, 3000); // big enough that the copy takes a while
    const run = await upgradeInChild(path, 'watch');
    for (const f of backups().filter((f) => !/\.partial(-journal)?$/.test(f))) expectWholeBackup(f, 3000);
    if (run.signal === 'SIGKILL') expect(run.out).toBe('');
    const store = Store.open(path);
    store.close();
    const after = backups();
    expect(after.filter((f) => f.includes('.partial'))).toEqual([]);
    expect(after.length).toBeGreaterThanOrEqual(1);
    for (const f of after) expectWholeBackup(f, 3000);
  }, 60_000);
});
