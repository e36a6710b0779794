import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctx, firstRoster } from '../../engine/campaign/testing';
import { writeBack, DEFAULT_RULES } from '../../engine/campaign';
import { tempDir } from '../../test/fixtures/services';
import { GameAlreadyRecordedError, type CampaignRow } from './campaigns';
import { openDatabase } from './open';
import { migrations } from './schema';
import { Store } from './store';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
beforeEach(() => {
  tmp = tempDir();
  store = Store.open(join(tmp.dir, 'c.db'));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const at = '2026-03-01T10:00:00.000Z';
const row = (id: string, name = 'Easy Company'): CampaignRow => ({ id, name, seed: 99, rules: DEFAULT_RULES, archived: false, createdAt: at, updatedAt: at });

describe('store: campaigns', () => {
  it('keeps a campaign with its roster, lists it with counts, and deletes it with everything in it', () => {
    const gis = firstRoster(99);
    store.campaigns.insert(row('c1'), gis);
    store.campaigns.insert(row('c2', 'Dog Company'), firstRoster(5, 3));
    expect(store.campaigns.gis('c1')).toEqual(gis);
    const heads = store.campaigns.heads();
    expect(heads.map((h) => [h.id, h.fit, h.games])).toEqual([
      ['c1', 15, 0],
      ['c2', 3, 0],
    ]);
    expect(store.campaigns.delete('c1')).toBe(true);
    expect(store.campaigns.gis('c1')).toEqual([]);
    expect(store.campaigns.gis('c2')).toHaveLength(3);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM campaign_gis WHERE campaign_id = 'c1'").get()).toEqual({ n: 0 });
  });

  it('records a game in one transaction: timeline row, changed GIs, replacements and service records; never twice for one save', () => {
    const gis = firstRoster(99);
    store.campaigns.insert(row('c1'), gis);
    const squad = gis.slice(0, 5).map((g) => g.id);
    const wb = writeBack(gis, { game: 'patrol-lost', outcome: 'loss', summary: 'Overrun', squad, named: [{ gi: squad[1]!, fate: 'killed', foes: 1 }, { gi: squad[2]!, fate: 'wounded', severity: 'light', foes: 0 }] }, ctx(0));
    if (!wb.ok) throw new Error(wb.error);
    const game = { seq: 0, saveId: 's1', game: 'patrol-lost', outcome: 'loss' as const, summary: 'Overrun', playedAt: at, fitAfter: wb.value.fitAfter, aliveAfter: wb.value.aliveAfter };
    store.campaigns.recordGame('c1', game, wb.value, at);
    expect(store.campaigns.games('c1')).toEqual([game]);
    expect(store.campaigns.gi('c1', squad[1]!)).toMatchObject({ status: 'killed', fellIn: 0, foesDefeated: 1 });
    expect(store.campaigns.gis('c1')).toHaveLength(16);
    expect(store.campaigns.entriesOf('c1', squad[2]!)).toEqual([{ gameSeq: 0, gi: squad[2], fate: 'wounded', severity: 'light', gamesOut: 1, foes: 0, change: '' }]);
    expect(store.campaigns.hurtEntries('c1').map((e) => e.fate)).toEqual(expect.arrayContaining(['killed', 'wounded']));
    expect(store.campaigns.campaignOfSave('s1')).toBe('c1');
    expect(store.campaigns.nextGameSeq('c1')).toBe(1);
    expect(() => store.campaigns.recordGame('c1', { ...game, seq: 1 }, wb.value, at)).toThrow(GameAlreadyRecordedError);
    expect(store.campaigns.games('c1')).toHaveLength(1);
  });

  it('a write that fails half-way leaves nothing of the game (and an outer transaction takes it back with its own)', () => {
    const gis = firstRoster(99);
    store.campaigns.insert(row('c1'), gis);
    const squad = gis.slice(0, 5).map((g) => g.id);
    const wb = writeBack(gis, { game: 'patrol-lost', outcome: 'win', summary: '', squad, named: [{ gi: squad[0]!, fate: 'killed', foes: 0 }] }, ctx(0));
    if (!wb.ok) throw new Error(wb.error);
    const broken = { ...wb.value, entries: [...wb.value.entries, { ...wb.value.entries[0]! }] }; // a duplicate line: the primary key refuses it
    const game = { seq: 0, saveId: null, game: 'patrol-lost', outcome: 'win' as const, summary: '', playedAt: at, fitAfter: 0, aliveAfter: 0 };
    expect(() => store.campaigns.recordGame('c1', game, broken, at)).toThrow();
    expect(store.campaigns.games('c1')).toEqual([]);
    expect(store.campaigns.gis('c1')).toEqual(gis);
    expect(() =>
      store.db.transaction(() => {
        store.campaigns.recordGame('c1', game, wb.value, at);
        throw new Error('the game end failed');
      })(),
    ).toThrow('the game end failed');
    expect(store.campaigns.games('c1')).toEqual([]);
    expect(store.campaigns.gis('c1')).toEqual(gis);
  });

  it('a version-4 database gains the campaign tables and keeps its saves', () => {
    const path = join(tmp.dir, 'v4.db');
    const { db } = openDatabase(path, { migrations: migrations.slice(0, 4) });
    db.prepare(`INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at) VALUES ('s', 'tally', 1, 'Old', 1, '{}', '${at}', '${at}')`).run();
    db.close();
    const upgraded = Store.open(path);
    try {
      expect(upgraded.backupPath).toMatch(/\.backup-v4-/);
      expect(upgraded.getSave('s')?.name).toBe('Old');
      upgraded.campaigns.insert(row('c'), []);
      expect(upgraded.campaigns.heads()).toHaveLength(1);
    } finally {
      upgraded.close();
    }
    const copy = new Database(`${path}`, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(migrations.length);
    copy.close();
  });
});
