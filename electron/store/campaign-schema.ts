import type Database from 'better-sqlite3';

/** The campaign log's tables (migration 5). */
export const CAMPAIGN_TABLES = ['campaigns', 'campaign_gis', 'campaign_games', 'campaign_entries'];

/**
 * Migration 5: the campaign log.
 * - `campaigns`: `rules` is JSON (engine/campaign CampaignRules); `seed` drives names and who falls.
 * - `campaign_gis`: one row per GI (engine/campaign Gi), `seq` the order of joining.
 * - `campaign_games`: the timeline, one row per game written back; `save_id` has no foreign key
 *   on purpose: deleting the save keeps the campaign's record of the game.
 * - `campaign_entries`: each GI's part in each game (his service record).
 */
export function createCampaignTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE campaigns (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      seed INTEGER NOT NULL,
      rules TEXT NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE campaign_gis (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      name TEXT NOT NULL,
      rank TEXT NOT NULL,
      role TEXT NOT NULL,
      joined TEXT NOT NULL,
      joined_after INTEGER,
      status TEXT NOT NULL,
      games_out INTEGER NOT NULL DEFAULT 0,
      games_played INTEGER NOT NULL DEFAULT 0,
      foes_defeated INTEGER NOT NULL DEFAULT 0,
      wounds_taken INTEGER NOT NULL DEFAULT 0,
      experience TEXT NOT NULL,
      notes TEXT NOT NULL DEFAULT '',
      fell_in INTEGER,
      PRIMARY KEY (campaign_id, id)
    ) WITHOUT ROWID;
    CREATE UNIQUE INDEX campaign_gis_by_seq ON campaign_gis(campaign_id, seq);
    CREATE TABLE campaign_games (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      save_id TEXT,
      game TEXT NOT NULL,
      outcome TEXT NOT NULL,
      summary TEXT NOT NULL,
      played_at TEXT NOT NULL,
      fit_after INTEGER NOT NULL,
      alive_after INTEGER NOT NULL,
      PRIMARY KEY (campaign_id, seq)
    ) WITHOUT ROWID;
    CREATE UNIQUE INDEX campaign_games_by_save ON campaign_games(save_id) WHERE save_id IS NOT NULL;
    CREATE TABLE campaign_entries (
      campaign_id TEXT NOT NULL,
      game_seq INTEGER NOT NULL,
      gi_id TEXT NOT NULL,
      fate TEXT NOT NULL,
      severity TEXT,
      games_out INTEGER NOT NULL DEFAULT 0,
      foes INTEGER NOT NULL DEFAULT 0,
      change TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (campaign_id, game_seq, gi_id),
      FOREIGN KEY (campaign_id, game_seq) REFERENCES campaign_games(campaign_id, seq) ON DELETE CASCADE,
      FOREIGN KEY (campaign_id, gi_id) REFERENCES campaign_gis(campaign_id, id) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE INDEX campaign_entries_by_gi ON campaign_entries(campaign_id, gi_id);
  `);
}
