import type Database from 'better-sqlite3';
import type { SaveStatus, SeatPlayer } from '../api/contract';
import { openDatabase, type OpenOptions } from './open';
import { CampaignRows } from './campaigns';
import { ScenarioRows } from './scenarios';

export interface SaveRow {
  id: string;
  game: string;
  version: number;
  name: string;
  seed: number;
  options: unknown;
  createdAt: string;
  updatedAt: string;
  actionCount: number;
  status: SaveStatus;
  /** Who plays each seat (absent: every seat human). */
  seats?: SeatPlayer[];
}

export interface StoredAction {
  seat: number;
  action: unknown;
}

export interface Snapshot {
  idx: number;
  state: unknown;
}

export interface StoreOptions extends OpenOptions {
  /** A snapshot of the state is kept every this many actions (default 100). */
  snapshotEvery?: number;
}

/** Writes after which an idle checkpoint is scheduled, and after which one runs at once. */
const CHECKPOINT_SOFT = 200;
const CHECKPOINT_HARD = 20_000;
const CHECKPOINT_IDLE_MS = 1000;

/** Thrown when a write finds the save changed underneath it (its action count moved). */
export class StaleWriteError extends Error {}

interface RawSave {
  id: string;
  game: string;
  version: number;
  name: string;
  seed: number;
  options: string;
  created_at: string;
  updated_at: string;
  action_count: number;
  status: string;
  seats: string | null;
}

function toRow(r: RawSave): SaveRow {
  return {
    id: r.id,
    game: r.game,
    version: r.version,
    name: r.name,
    seed: r.seed,
    options: JSON.parse(r.options) as unknown,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    actionCount: r.action_count,
    status: r.status as SaveStatus,
    ...(r.seats === null || r.seats === undefined ? {} : { seats: JSON.parse(r.seats) as SeatPlayer[] }),
  };
}

/** The saves database: every write is one transaction, committed before the caller returns. */
export class Store {
  readonly snapshotEvery: number;
  readonly backupPath: string | null;
  /** The Combat Patrol! scenarios table. */
  readonly scenarios: ScenarioRows;
  /** The campaign log's tables. */
  readonly campaigns: CampaignRows;
  private readonly st;
  private uncheckpointed = 0;
  private checkpointTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly db: Database.Database,
    readonly path: string,
    opts: { snapshotEvery?: number; backupPath?: string | null } = {},
  ) {
    this.snapshotEvery = Math.max(1, Math.floor(opts.snapshotEvery ?? 100));
    this.backupPath = opts.backupPath ?? null;
    // WAL checkpoints (two more fsyncs) are kept off the commit path: run when the app is idle.
    db.pragma('wal_autocheckpoint = 0');
    this.scenarios = new ScenarioRows(db, () => this.wrote());
    this.campaigns = new CampaignRows(db, undefined, () => this.wrote());
    this.st = {
      list: db.prepare('SELECT * FROM saves ORDER BY updated_at DESC, id'),
      get: db.prepare('SELECT * FROM saves WHERE id = ?'),
      insertSave: db.prepare(
        `INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at, action_count, status, seats)
         VALUES (@id, @game, @version, @name, @seed, @options, @createdAt, @updatedAt, @actionCount, @status, @seats)`,
      ),
      insertAction: db.prepare('INSERT INTO actions (save_id, idx, seat, action) VALUES (?, ?, ?, ?)'),
      bump: db.prepare('UPDATE saves SET action_count = ?, updated_at = ?, status = ? WHERE id = ? AND action_count = ?'),
      insertSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (save_id, idx, state) VALUES (?, ?, ?)'),
      deleteAction: db.prepare('DELETE FROM actions WHERE save_id = ? AND idx >= ?'),
      deleteSnapshots: db.prepare('DELETE FROM snapshots WHERE save_id = ? AND idx > ?'),
      actions: db.prepare('SELECT seat, action FROM actions WHERE save_id = ? AND idx >= ? ORDER BY idx'),
      snapshot: db.prepare('SELECT idx, state FROM snapshots WHERE save_id = ? AND idx <= ? ORDER BY idx DESC LIMIT 1'),
      rename: db.prepare('UPDATE saves SET name = ?, updated_at = ? WHERE id = ?'),
      delete: db.prepare('DELETE FROM saves WHERE id = ?'),
    };
  }

  static open(path: string, opts: StoreOptions = {}): Store {
    const { db, backupPath } = openDatabase(path, opts);
    return new Store(db, path, { snapshotEvery: opts.snapshotEvery, backupPath });
  }

  /** True when a snapshot should be kept after `count` actions. */
  snapshotDue(count: number): boolean {
    return count > 0 && count % this.snapshotEvery === 0;
  }

  listSaves(): SaveRow[] {
    return (this.st.list.all() as RawSave[]).map(toRow);
  }

  getSave(id: string): SaveRow | undefined {
    const r = this.st.get.get(id) as RawSave | undefined;
    return r ? toRow(r) : undefined;
  }

  /** Inserts a save with its actions and snapshots in one transaction (new games and imports). */
  insertSave(save: SaveRow, actions: StoredAction[] = [], snapshots: Snapshot[] = []): void {
    this.db.transaction(() => {
      this.st.insertSave.run({ ...save, options: JSON.stringify(save.options ?? {}), seats: save.seats ? JSON.stringify(save.seats) : null });
      actions.forEach((a, i) => this.st.insertAction.run(save.id, i, a.seat, JSON.stringify(a.action)));
      for (const s of snapshots) this.st.insertSnapshot.run(save.id, s.idx, JSON.stringify(s.state));
    })();
  }

  /**
   * Commits action number `idx` (0-based) and the save's new count and status, plus a snapshot of
   * the state after it when given. Refuses (StaleWriteError) if the save no longer has `idx` actions.
   */
  appendAction(id: string, idx: number, a: StoredAction, meta: { updatedAt: string; status: string }, snapshotAfter?: unknown): void {
    this.db.transaction(() => {
      const moved = this.st.bump.run(idx + 1, meta.updatedAt, meta.status, id, idx);
      if (moved.changes !== 1) throw new StaleWriteError(`save ${id} does not have ${idx} actions`);
      this.st.insertAction.run(id, idx, a.seat, JSON.stringify(a.action));
      if (snapshotAfter !== undefined) this.st.insertSnapshot.run(id, idx + 1, JSON.stringify(snapshotAfter));
    })();
    this.wrote();
  }

  /** Counts writes and checkpoints the WAL into the main file once writes pause (or grow large). */
  private wrote(): void {
    this.uncheckpointed++;
    if (this.uncheckpointed >= CHECKPOINT_HARD) return this.checkpoint();
    if (this.uncheckpointed < CHECKPOINT_SOFT || this.checkpointTimer) return;
    this.checkpointTimer = setTimeout(() => this.checkpoint(), CHECKPOINT_IDLE_MS);
    this.checkpointTimer.unref?.();
  }

  /** Copies the WAL into the database file (PASSIVE: never waits for readers). */
  checkpoint(): void {
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    this.uncheckpointed = 0;
    try {
      if (this.db.open) this.db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // A busy or closing database: the next checkpoint (or close) catches up. Commits are already durable.
    }
  }

  /** Removes the last action (number `count - 1`) and any snapshot taken after it. */
  removeLastAction(id: string, count: number, meta: { updatedAt: string; status: string }): void {
    this.truncate(id, count, count - 1, meta);
  }

  /** Keeps the first `keep` of the save's `count` actions: removes the rest and later snapshots, in one transaction. */
  truncate(id: string, count: number, keep: number, meta: { updatedAt: string; status: string }): void {
    if (keep < 0 || keep > count) throw new RangeError(`cannot keep ${keep} of ${count} actions`);
    this.db.transaction(() => {
      const moved = this.st.bump.run(keep, meta.updatedAt, meta.status, id, count);
      if (moved.changes !== 1) throw new StaleWriteError(`save ${id} does not have ${count} actions`);
      this.st.deleteAction.run(id, keep);
      this.st.deleteSnapshots.run(id, keep);
    })();
    this.wrote();
  }

  /** The recorded actions from index `from` on. */
  actions(id: string, from = 0): StoredAction[] {
    return (this.st.actions.all(id, from) as { seat: number; action: string }[]).map((r) => ({
      seat: r.seat,
      action: JSON.parse(r.action) as unknown,
    }));
  }

  /** The latest snapshot taken at or before action count `atMost`. */
  snapshotAtOrBefore(id: string, atMost: number): Snapshot | undefined {
    const r = this.st.snapshot.get(id, atMost) as { idx: number; state: string } | undefined;
    return r ? { idx: r.idx, state: JSON.parse(r.state) as unknown } : undefined;
  }

  rename(id: string, name: string, updatedAt: string): boolean {
    return this.st.rename.run(name, updatedAt, id).changes === 1;
  }

  deleteSave(id: string): boolean {
    return this.st.delete.run(id).changes === 1;
  }

  close(): void {
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    if (this.db.open) this.db.close(); // the last connection checkpoints the WAL as it closes
  }
}
