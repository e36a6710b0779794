import type Database from 'better-sqlite3';
import type { CampaignRules, Gi, ServiceEntry, WriteBack } from '../../engine/campaign';

/** A campaign's record (its GIs, games and service records are rows of their own). */
export interface CampaignRow {
  id: string;
  name: string;
  seed: number;
  rules: CampaignRules;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A campaign's record with the counts a list shows. */
export interface CampaignHead extends CampaignRow {
  fit: number;
  wounded: number;
  fallen: number;
  games: number;
}

/** One game of a campaign's timeline. */
export interface CampaignGameRow {
  seq: number;
  /** The save the game was played in; null for games imported from a file (the save is not carried). */
  saveId: string | null;
  game: string;
  outcome: 'win' | 'loss' | 'draw';
  summary: string;
  playedAt: string;
  fitAfter: number;
  aliveAfter: number;
}

/** Every read and write goes through these (the store's guard: file problems in words, no writes into a damaged file). */
export interface RowAccess {
  read<T>(fn: () => T): T;
  write<T>(fn: () => T): T;
}

const direct: RowAccess = { read: (fn) => fn(), write: (fn) => fn() };

interface RawGi {
  id: string;
  seq: number;
  name: string;
  rank: string;
  role: string;
  joined: string;
  joined_after: number | null;
  status: string;
  games_out: number;
  games_played: number;
  foes_defeated: number;
  wounds_taken: number;
  experience: string;
  notes: string;
  fell_in: number | null;
}

const toGi = (r: RawGi): Gi => ({
  id: r.id,
  seq: r.seq,
  name: r.name,
  rank: r.rank as Gi['rank'],
  role: r.role as Gi['role'],
  joined: r.joined,
  joinedAfter: r.joined_after,
  status: r.status as Gi['status'],
  gamesOut: r.games_out,
  gamesPlayed: r.games_played,
  foesDefeated: r.foes_defeated,
  woundsTaken: r.wounds_taken,
  experience: r.experience as Gi['experience'],
  notes: r.notes,
  fellIn: r.fell_in,
});

const giParams = (campaignId: string, g: Gi) => ({
  campaignId,
  id: g.id,
  seq: g.seq,
  name: g.name,
  rank: g.rank,
  role: g.role,
  joined: g.joined,
  joinedAfter: g.joinedAfter,
  status: g.status,
  gamesOut: g.gamesOut,
  gamesPlayed: g.gamesPlayed,
  foesDefeated: g.foesDefeated,
  woundsTaken: g.woundsTaken,
  experience: g.experience,
  notes: g.notes,
  fellIn: g.fellIn,
});

interface RawCampaign {
  id: string;
  name: string;
  seed: number;
  rules: string;
  archived: number;
  created_at: string;
  updated_at: string;
}

const toCampaign = (r: RawCampaign): CampaignRow => ({
  id: r.id,
  name: r.name,
  seed: r.seed,
  rules: JSON.parse(r.rules) as CampaignRules,
  archived: r.archived === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

interface RawGame {
  seq: number;
  save_id: string | null;
  game: string;
  outcome: string;
  summary: string;
  played_at: string;
  fit_after: number;
  alive_after: number;
}

const toGame = (r: RawGame): CampaignGameRow => ({
  seq: r.seq,
  saveId: r.save_id,
  game: r.game,
  outcome: r.outcome as CampaignGameRow['outcome'],
  summary: r.summary,
  playedAt: r.played_at,
  fitAfter: r.fit_after,
  aliveAfter: r.alive_after,
});

interface RawEntry {
  game_seq: number;
  gi_id: string;
  fate: string;
  severity: string | null;
  games_out: number;
  foes: number;
  change: string;
}

const toEntry = (r: RawEntry): ServiceEntry => ({
  gameSeq: r.game_seq,
  gi: r.gi_id,
  fate: r.fate as ServiceEntry['fate'],
  severity: r.severity as ServiceEntry['severity'],
  gamesOut: r.games_out,
  foes: r.foes,
  change: r.change,
});

/** Thrown when a game is written back twice (its save already has a campaign game). */
export class GameAlreadyRecordedError extends Error {}

/** The campaign log's tables. Each write is one statement or one transaction (nested in a caller's, it is a savepoint of it). */
export class CampaignRows {
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    private readonly access: RowAccess = direct,
    /** Told after each write (the store schedules its WAL checkpoint). */
    private readonly wrote: () => void = () => {},
  ) {
    const giCols = 'id, seq, name, rank, role, joined, joined_after, status, games_out, games_played, foes_defeated, wounds_taken, experience, notes, fell_in';
    this.st = {
      heads: db.prepare(
        `SELECT c.*,
           (SELECT COUNT(*) FROM campaign_gis g WHERE g.campaign_id = c.id AND g.status = 'active') AS fit,
           (SELECT COUNT(*) FROM campaign_gis g WHERE g.campaign_id = c.id AND g.status = 'wounded') AS wounded,
           (SELECT COUNT(*) FROM campaign_gis g WHERE g.campaign_id = c.id AND g.status IN ('killed', 'missing')) AS fallen,
           (SELECT COUNT(*) FROM campaign_games m WHERE m.campaign_id = c.id) AS games
         FROM campaigns c ORDER BY c.archived, c.updated_at DESC, c.id`,
      ),
      get: db.prepare('SELECT * FROM campaigns WHERE id = ?'),
      insert: db.prepare('INSERT INTO campaigns (id, name, seed, rules, archived, created_at, updated_at) VALUES (@id, @name, @seed, @rules, @archived, @createdAt, @updatedAt)'),
      update: db.prepare('UPDATE campaigns SET name = @name, rules = @rules, archived = @archived, updated_at = @updatedAt WHERE id = @id'),
      touch: db.prepare('UPDATE campaigns SET updated_at = ? WHERE id = ?'),
      delete: db.prepare('DELETE FROM campaigns WHERE id = ?'),
      gis: db.prepare(`SELECT ${giCols} FROM campaign_gis WHERE campaign_id = ? ORDER BY seq`),
      gi: db.prepare(`SELECT ${giCols} FROM campaign_gis WHERE campaign_id = ? AND id = ?`),
      insertGi: db.prepare(
        `INSERT INTO campaign_gis (campaign_id, ${giCols})
         VALUES (@campaignId, @id, @seq, @name, @rank, @role, @joined, @joinedAfter, @status, @gamesOut, @gamesPlayed, @foesDefeated, @woundsTaken, @experience, @notes, @fellIn)`,
      ),
      updateGi: db.prepare(
        `UPDATE campaign_gis SET name = @name, rank = @rank, role = @role, joined = @joined, joined_after = @joinedAfter, status = @status,
           games_out = @gamesOut, games_played = @gamesPlayed, foes_defeated = @foesDefeated, wounds_taken = @woundsTaken,
           experience = @experience, notes = @notes, fell_in = @fellIn
         WHERE campaign_id = @campaignId AND id = @id`,
      ),
      games: db.prepare('SELECT seq, save_id, game, outcome, summary, played_at, fit_after, alive_after FROM campaign_games WHERE campaign_id = ? ORDER BY seq'),
      gameBySave: db.prepare('SELECT campaign_id FROM campaign_games WHERE save_id = ?'),
      nextSeq: db.prepare('SELECT COALESCE(MAX(seq) + 1, 0) AS next FROM campaign_games WHERE campaign_id = ?'),
      insertGame: db.prepare(
        `INSERT INTO campaign_games (campaign_id, seq, save_id, game, outcome, summary, played_at, fit_after, alive_after)
         VALUES (@campaignId, @seq, @saveId, @game, @outcome, @summary, @playedAt, @fitAfter, @aliveAfter)`,
      ),
      insertEntry: db.prepare(
        `INSERT INTO campaign_entries (campaign_id, game_seq, gi_id, fate, severity, games_out, foes, change)
         VALUES (@campaignId, @gameSeq, @gi, @fate, @severity, @gamesOut, @foes, @change)`,
      ),
      entries: db.prepare('SELECT game_seq, gi_id, fate, severity, games_out, foes, change FROM campaign_entries WHERE campaign_id = ? ORDER BY game_seq, gi_id'),
      entriesOf: db.prepare('SELECT game_seq, gi_id, fate, severity, games_out, foes, change FROM campaign_entries WHERE campaign_id = ? AND gi_id = ? ORDER BY game_seq'),
      squadSizes: db.prepare('SELECT game_seq AS seq, COUNT(*) AS n FROM campaign_entries WHERE campaign_id = ? GROUP BY game_seq'),
      survival: db.prepare(
        `SELECT m.game AS game, COUNT(*) AS took, SUM(e.fate NOT IN ('killed', 'missing')) AS survived
         FROM campaign_entries e JOIN campaign_games m ON m.campaign_id = e.campaign_id AND m.seq = e.game_seq
         WHERE e.campaign_id = ? GROUP BY m.game`,
      ),
      hurt: db.prepare(`SELECT game_seq, gi_id, fate, severity, games_out, foes, change FROM campaign_entries WHERE campaign_id = ? AND fate <> 'unhurt' ORDER BY game_seq, gi_id`),
    };
  }

  heads(): CampaignHead[] {
    return this.access.read(() => this.st.heads.all() as (RawCampaign & { fit: number; wounded: number; fallen: number; games: number })[]).map((r) => ({
      ...toCampaign(r),
      fit: r.fit,
      wounded: r.wounded,
      fallen: r.fallen,
      games: r.games,
    }));
  }

  get(id: string): CampaignRow | undefined {
    const r = this.access.read(() => this.st.get.get(id) as RawCampaign | undefined);
    return r ? toCampaign(r) : undefined;
  }

  /** A new campaign with its GIs (and, for an import, its games and service records), in one transaction. */
  insert(row: CampaignRow, gis: readonly Gi[], games: readonly CampaignGameRow[] = [], entries: readonly ServiceEntry[] = []): void {
    this.access.write(() =>
      this.db.transaction(() => {
        this.st.insert.run({ ...row, rules: JSON.stringify(row.rules), archived: row.archived ? 1 : 0 });
        for (const g of gis) this.st.insertGi.run(giParams(row.id, g));
        for (const m of games) this.st.insertGame.run({ campaignId: row.id, ...m });
        for (const e of entries) this.st.insertEntry.run({ campaignId: row.id, ...e });
      })(),
    );
    this.wrote();
  }

  /** Changes name, rules or archived; false when there is no such campaign. */
  update(row: CampaignRow): boolean {
    const done = this.access.write(() => this.st.update.run({ ...row, rules: JSON.stringify(row.rules), archived: row.archived ? 1 : 0 }).changes === 1);
    this.wrote();
    return done;
  }

  /** Deletes a campaign with its GIs, games and records (saves played in it stay). */
  delete(id: string): boolean {
    const gone = this.access.write(() => this.st.delete.run(id).changes === 1);
    this.wrote();
    return gone;
  }

  gis(campaignId: string): Gi[] {
    return this.access.read(() => this.st.gis.all(campaignId) as RawGi[]).map(toGi);
  }

  gi(campaignId: string, giId: string): Gi | undefined {
    const r = this.access.read(() => this.st.gi.get(campaignId, giId) as RawGi | undefined);
    return r ? toGi(r) : undefined;
  }

  /** Adds GIs to a campaign (by hand, or a roster filled), in one transaction with the campaign's new date. */
  addGis(campaignId: string, gis: readonly Gi[], updatedAt: string): void {
    this.access.write(() =>
      this.db.transaction(() => {
        for (const g of gis) this.st.insertGi.run(giParams(campaignId, g));
        this.st.touch.run(updatedAt, campaignId);
      })(),
    );
    this.wrote();
  }

  /** Replaces one GI's fields; false when there is no such GI. */
  updateGi(campaignId: string, gi: Gi, updatedAt: string): boolean {
    const done = this.access.write(() =>
      this.db.transaction(() => {
        const changed = this.st.updateGi.run(giParams(campaignId, gi)).changes === 1;
        if (changed) this.st.touch.run(updatedAt, campaignId);
        return changed;
      })(),
    );
    this.wrote();
    return done;
  }

  games(campaignId: string): CampaignGameRow[] {
    return this.access.read(() => this.st.games.all(campaignId) as RawGame[]).map(toGame);
  }

  nextGameSeq(campaignId: string): number {
    return this.access.read(() => (this.st.nextSeq.get(campaignId) as { next: number }).next);
  }

  /** The campaign a save's game was written back to, if any. */
  campaignOfSave(saveId: string): string | undefined {
    return this.access.read(() => (this.st.gameBySave.get(saveId) as { campaign_id: string } | undefined)?.campaign_id);
  }

  /**
   * Writes one finished game back: its timeline row, the GIs it changed, the replacements who
   * joined and every squad member's service-record line, in one transaction. Called inside the
   * transaction that records the game's end, it becomes part of that one: both or neither.
   */
  recordGame(campaignId: string, game: CampaignGameRow, wb: WriteBack, updatedAt: string): void {
    this.access.write(() =>
      this.db.transaction(() => {
        if (game.saveId !== null && this.st.gameBySave.get(game.saveId)) throw new GameAlreadyRecordedError(`save ${game.saveId} is already in a campaign`);
        this.st.insertGame.run({ campaignId, ...game });
        for (const g of wb.gis) this.st.updateGi.run(giParams(campaignId, g));
        for (const g of wb.joined) this.st.insertGi.run(giParams(campaignId, g));
        for (const e of wb.entries) this.st.insertEntry.run({ campaignId, ...e });
        this.st.touch.run(updatedAt, campaignId);
      })(),
    );
    this.wrote();
  }

  /** Every service-record line of a campaign, by game. */
  entries(campaignId: string): ServiceEntry[] {
    return this.access.read(() => this.st.entries.all(campaignId) as RawEntry[]).map(toEntry);
  }

  /** Lines where something happened to a GI (wounded, killed, missing): the timeline's "who fell". */
  hurtEntries(campaignId: string): ServiceEntry[] {
    return this.access.read(() => this.st.hurt.all(campaignId) as RawEntry[]).map(toEntry);
  }

  /** How many GIs took part in each game (by game seq). */
  squadSizes(campaignId: string): Map<number, number> {
    const rows = this.access.read(() => this.st.squadSizes.all(campaignId) as { seq: number; n: number }[]);
    return new Map(rows.map((r) => [r.seq, r.n]));
  }

  /** For each kind of game played: GIs who took part, and how many of them came through (not killed or missing). */
  survival(campaignId: string): { game: string; took: number; survived: number }[] {
    return this.access.read(() => this.st.survival.all(campaignId) as { game: string; took: number; survived: number }[]);
  }

  /** One GI's service record, by game. */
  entriesOf(campaignId: string, giId: string): ServiceEntry[] {
    return this.access.read(() => this.st.entriesOf.all(campaignId, giId) as RawEntry[]).map(toEntry);
  }
}
