import type Database from 'better-sqlite3';
import { CAMPAIGN_TABLES, createCampaignTables } from './campaign-schema';

/** Our magic number in PRAGMA application_id: 'PTHQ' in ASCII. Marks a file as a Patrol HQ database. */
export const APPLICATION_ID = 0x50544851;

/** Tables a Patrol HQ database may hold (SQLite's own sqlite_* tables aside). */
export const KNOWN_TABLES = ['saves', 'actions', 'snapshots', 'scenarios', ...CAMPAIGN_TABLES, 'bookmarks', 'forks', 'host_keys', 'chat', 'scenario_balance'];

/**
 * Numbered migrations: migrations[i] takes the schema from user_version i to i + 1.
 * Never edit a shipped migration; append a new one.
 */
export type Migration = (db: Database.Database) => void;

export const migrations: Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE saves (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        version INTEGER NOT NULL,
        name TEXT NOT NULL,
        seed INTEGER NOT NULL,
        options TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        action_count INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'playing'
      );
      CREATE INDEX saves_by_updated ON saves(updated_at DESC);
      CREATE TABLE actions (
        save_id TEXT NOT NULL REFERENCES saves(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (save_id, idx)
      ) WITHOUT ROWID;
      CREATE TABLE snapshots (
        save_id TEXT NOT NULL REFERENCES saves(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (save_id, idx)
      ) WITHOUT ROWID;
    `);
  },
  // 2: who plays each seat (JSON SeatPlayer[]); NULL, as in every save made before, means all human.
  (db) => {
    db.exec('ALTER TABLE saves ADD COLUMN seats TEXT');
  },
  // 3: Combat Patrol! scenarios, the table editor's documents (`doc` is the scenario JSON).
  (db) => {
    db.exec(`
      CREATE TABLE scenarios (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        revision INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX scenarios_by_updated ON scenarios(updated_at DESC);
    `);
  },
  // 4: the seat that won a finished game, so a list can tell a result from the players' side.
  // Saves made before keep NULL; the saves list works it out once when it first needs it.
  (db) => {
    db.exec('ALTER TABLE saves ADD COLUMN winner INTEGER');
  },
  // 5: the campaign log (store/campaign-schema.ts): campaigns, their GIs, games and service records.
  createCampaignTables,
  // 6: a game played from a campaign: JSON {id, squad} (the campaign and its GIs' ids, in the order
  // they fall). NULL for every other save. No foreign key: the save still opens if the campaign is gone.
  (db) => {
    db.exec('ALTER TABLE saves ADD COLUMN campaign TEXT');
  },
  // 7: replays (issue 15): bookmarks with a note on any action of a save, and where a forked save
  // came from (the original's id and name as they were, and the action it was forked at; the original
  // may be deleted later, so no foreign key to it).
  (db) => {
    db.exec(`
      CREATE TABLE bookmarks (
        save_id TEXT NOT NULL REFERENCES saves(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        note TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (save_id, idx)
      ) WITHOUT ROWID;
      CREATE TABLE forks (
        save_id TEXT PRIMARY KEY REFERENCES saves(id) ON DELETE CASCADE,
        origin_id TEXT NOT NULL,
        origin_name TEXT NOT NULL,
        at INTEGER NOT NULL
      );
    `);
  },
  // 8: where a forked save's luck was dealt again (issue 22): JSON [{at, seed}] in the order dealt
  // (the game replays setup(seed), then each reseed after its first `at` actions). NULL for every
  // save made before, and for games played straight through or forked with the same luck.
  // forks.luck: 'fresh' or 'same', how the fork was made; NULL for forks made before, which all kept the same luck.
  (db) => {
    db.exec('ALTER TABLE saves ADD COLUMN reseeds TEXT');
    db.exec('ALTER TABLE forks ADD COLUMN luck TEXT');
  },
  // 9: the key of this file's deal seals (issue 22): 32 random bytes, never sent to a client. A save's
  // seal salt is HMAC-SHA256(key, save id), so the commitment shown while a game is played cannot be
  // inverted by trying every 32-bit seed (services/deal-seal.ts).
  (db) => {
    db.exec(`
      CREATE TABLE host_keys (name TEXT PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;
      INSERT INTO host_keys (name, value) VALUES ('deal-seal', randomblob(32));
    `);
  },
  // 10: a shared game's chat (issue 24): its lines in the order said (`idx` from 0), the seat that said
  // it (NULL: no seat), the seat's name then, the text, and the game's action count when said (`at`).
  (db) => {
    db.exec(`
      CREATE TABLE chat (
        save_id TEXT NOT NULL REFERENCES saves(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        seat INTEGER,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        at INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (save_id, idx)
      ) WITHOUT ROWID;
    `);
  },
  // 11: each scenario's last balance check (issue 25; store/balance-rows.ts): the fingerprint of the
  // table it was played on, the figures as JSON, and when. Deleted with its scenario.
  (db) => {
    db.exec(`
      CREATE TABLE scenario_balance (
        scenario_id TEXT PRIMARY KEY REFERENCES scenarios(id) ON DELETE CASCADE,
        fingerprint TEXT NOT NULL,
        result TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `);
  },
];

export const SCHEMA_VERSION = migrations.length;
