import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEnvelope, ReplayInfo, SaveSummary, ScenarioSummary } from '../api/contract';
import { fixtureApi, tempDir, ok } from '../../test/fixtures/services';
import { openDatabase } from './open';
import { migrations, SCHEMA_VERSION } from './schema';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

/** A database file exactly as an app with only the first `version` migrations left it, holding one Tally save. */
function oldDatabase(path: string, version: number): void {
  const { db } = openDatabase(path, { migrations: migrations.slice(0, version) });
  db.prepare(
    `INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at, action_count, status)
     VALUES ('old-1', 'tally', 1, 'Before seats', 7, '{"target":30}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 2, 'playing')`,
  ).run();
  const add = db.prepare('INSERT INTO actions (save_id, idx, seat, action) VALUES (?, ?, 0, ?)');
  add.run('old-1', 0, '{"type":"add","n":3}');
  add.run('old-1', 1, '{"type":"add","n":2}');
  db.close();
}

describe('schema migrations', () => {
  it('numbers: 1 saves/actions/snapshots, 2 saves.seats, 3 scenarios', () => {
    expect(SCHEMA_VERSION).toBe(11); // 4 saves.winner, 5 the campaign log, 6 saves.campaign, 7 bookmarks and forks, 8 reseeds (a fork's new luck), 9 the deal-seal key, 10 a shared game's chat, 11 scenarios' balance checks
  });

  it('a version-1 database is backed up, migrated, and its saves play on with all-human seats', async () => {
    const path = join(tmp.dir, 'v1.db');
    oldDatabase(path, 1);
    const { store, api } = fixtureApi({ dbPath: path });
    try {
      expect(store.backupPath).toMatch(/\.backup-v1-/);
      expect(existsSync(store.backupPath!)).toBe(true);
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const [summary] = ok<SaveSummary[]>(await api.handle('saves.list', {}));
      expect(summary).toMatchObject({ id: 'old-1', name: 'Before seats', seats: [{ kind: 'human' }], actionCount: 2 });
      const env = ok<GameEnvelope<{ total: number }>>(await api.handle('saves.open', { id: 'old-1' }));
      expect(env.view.total).toBe(5);
      expect(env.canUndo).toBe(true);
      const next = ok<GameEnvelope<{ total: number }>>(await api.handle('saves.act', { id: 'old-1', action: { type: 'add', n: 1 } }));
      expect(next.view.total).toBe(6);
      expect(ok<ScenarioSummary[]>(await api.handle('scenarios.list', {}))).toEqual([]);
    } finally {
      store.close();
    }
    const copy = new Database(store.backupPath!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
    expect(copy.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 2 });
    copy.close();
  });

  it('a version-2 database gains the scenarios table and keeps its seats', async () => {
    const path = join(tmp.dir, 'v2.db');
    oldDatabase(path, 2);
    const db = new Database(path);
    db.prepare(`UPDATE saves SET seats = '[{"kind":"human"}]'`).run();
    db.close();
    const { store, api } = fixtureApi({ dbPath: path });
    try {
      expect(store.backupPath).toMatch(/\.backup-v2-/);
      expect(ok<SaveSummary[]>(await api.handle('saves.list', {}))[0]?.seats).toEqual([{ kind: 'human' }]);
      const created = await api.handle('scenarios.create', { name: 'After the upgrade' });
      expect(created.ok).toBe(true);
    } finally {
      store.close();
    }
  });

  it('a version-7 database keeps its saves and forks: no reseeds (they play from their seed alone), forks made before kept the same luck', async () => {
    const path = join(tmp.dir, 'v7.db');
    oldDatabase(path, 7);
    const db = new Database(path);
    db.prepare(
      `INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at, action_count, status)
       SELECT 'old-fork', game, version, 'Old fork', seed, options, created_at, updated_at, 1, status FROM saves WHERE id = 'old-1'`,
    ).run();
    db.prepare(`INSERT INTO actions (save_id, idx, seat, action) VALUES ('old-fork', 0, 0, '{"type":"add","n":3}')`).run();
    db.prepare(`INSERT INTO forks (save_id, origin_id, origin_name, at) VALUES ('old-fork', 'old-1', 'Before seats', 1)`).run();
    db.close();
    const { store, api } = fixtureApi({ dbPath: path });
    try {
      expect(store.getSave('old-1')?.reseeds).toBeUndefined();
      expect(ok<GameEnvelope<{ total: number }>>(await api.handle('saves.open', { id: 'old-1' })).view.total).toBe(5);
      expect(ok<GameEnvelope<{ total: number }>>(await api.handle('saves.open', { id: 'old-fork' })).view.total).toBe(3);
      expect(ok<ReplayInfo>(await api.handle('replays.open', { id: 'old-fork' })).origin).toEqual({ saveId: 'old-1', name: 'Before seats', at: 1, luck: 'same' });
      const file = JSON.parse(ok<{ text: string }>(await api.handle('saves.export', { id: 'old-1' })).text) as Record<string, unknown>;
      expect(file.formatVersion).toBe(1);
      expect(file).not.toHaveProperty('reseeds');
    } finally {
      store.close();
    }
  });
});
