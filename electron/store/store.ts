import type Database from 'better-sqlite3';
import { DamagedRowError, type StoreError } from './errors';
import { Guard } from './guard';
import { openDatabase, type OpenOptions } from './open';
import { damagedRow, parseJson, rawColumns, rowId, toSaveRow, type DamagedRow, type RawSave, type SaveRow } from './rows';
import { SaveList } from './save-list';
import { CampaignRows } from './campaigns';
import { ScenarioRows } from './scenarios';
import { BalanceRows } from './balance-rows';
import { ReplayRows } from './replay-rows';
import { ChatRows, type ChatRow } from './chat-rows';
import { WalKeeper, type WalPolicy } from './wal';

export type { SaveRow, DamagedRow, SaveCampaign } from './rows';

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
  /** When the write-ahead log is checkpointed (tests shrink the limits). */
  wal?: Partial<WalPolicy>;
}

/** A save as stored, column by column, with its actions' text: the raw export of a damaged save. */
export interface RawSaveDump {
  columns: Record<string, unknown>;
  actions: { idx: number; seat: unknown; action: unknown }[];
}

/** What a write records about the save besides its actions: when, its status and (once over) the winning seat. */
export interface SaveMeta {
  updatedAt: string;
  status: string;
  winner?: number | null;
  /** The save's rules version from this write on (a save lifted to the app's version: GameDefinition.sameRulesSince). */
  version?: number;
}

/** Thrown when a write finds the save changed underneath it (its action count moved). */
export class StaleWriteError extends Error {}

/**
 * The saves database: every write is one transaction, committed before the caller returns.
 * Reads and writes go through a Guard (file problems in words; no writes into a read-only or
 * damaged file); rows that cannot be read are DamagedRowErrors for that row alone.
 */
export class Store {
  readonly snapshotEvery: number;
  readonly backupPath: string | null;
  /** The Combat Patrol! scenarios table. */
  readonly scenarios: ScenarioRows;
  /** Each scenario's last balance check. */
  readonly balance: BalanceRows;
  /** Bookmarks and forks' origins (replays). */
  readonly replays: ReplayRows;
  readonly wal: WalKeeper;
  private readonly guard: Guard;
  /** The saves list a page at a time, filtered and searched (the home screen). */
  readonly saveList: SaveList;
  /** The campaign log's tables. */
  readonly campaigns: CampaignRows;
  /** A shared game's chat lines. */
  readonly chat: ChatRows;
  private readonly st;
  private cleanup: () => void = () => {};
  /** The better_sqlite3.node this store was opened with (a worker's own connection needs it too). */
  nativeBinding?: string;

  constructor(
    readonly db: Database.Database,
    readonly path: string,
    opts: { snapshotEvery?: number; backupPath?: string | null; problem?: StoreError | null; wal?: Partial<WalPolicy> } = {},
  ) {
    this.snapshotEvery = Math.max(1, Math.floor(opts.snapshotEvery ?? 100));
    this.backupPath = opts.backupPath ?? null;
    this.guard = new Guard(path, opts.problem ?? null);
    // WAL checkpoints (two more fsyncs) are kept off the commit path: run when the app is idle or the log grows.
    this.wal = new WalKeeper(db, `${db.name}-wal`, opts.wal);
    this.scenarios = new ScenarioRows(db, this.guard, () => this.wal.wrote());
    this.balance = new BalanceRows(db, this.guard, () => this.wal.wrote());
    this.replays = new ReplayRows(db, this.guard, () => this.wal.wrote());
    this.saveList = new SaveList(db, this.guard, () => this.wal.wrote());
    this.campaigns = new CampaignRows(db, this.guard, () => this.wal.wrote());
    this.chat = new ChatRows(db, this.guard, () => this.wal.wrote());
    this.st = {
      list: db.prepare('SELECT * FROM saves ORDER BY updated_at DESC, id'),
      get: db.prepare('SELECT * FROM saves WHERE id = ?'),
      insertSave: db.prepare(
        `INSERT INTO saves (id, game, version, name, seed, options, created_at, updated_at, action_count, status, seats, winner, campaign, reseeds)
         VALUES (@id, @game, @version, @name, @seed, @options, @createdAt, @updatedAt, @actionCount, @status, @seats, @winner, @campaign, @reseeds)`,
      ),
      insertAction: db.prepare('INSERT INTO actions (save_id, idx, seat, action) VALUES (?, ?, ?, ?)'),
      setVersion: db.prepare('UPDATE saves SET version = ? WHERE id = ?'),
      bump: db.prepare('UPDATE saves SET action_count = ?, updated_at = ?, status = ?, winner = ? WHERE id = ? AND action_count = ?'),
      insertSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (save_id, idx, state) VALUES (?, ?, ?)'),
      deleteAction: db.prepare('DELETE FROM actions WHERE save_id = ? AND idx >= ?'),
      deleteSnapshots: db.prepare('DELETE FROM snapshots WHERE save_id = ? AND idx > ?'),
      actions: db.prepare('SELECT idx, seat, action FROM actions WHERE save_id = ? AND idx >= ? ORDER BY idx'),
      snapshot: db.prepare('SELECT idx, state FROM snapshots WHERE save_id = ? AND idx <= ? ORDER BY idx DESC LIMIT 1'),
      rename: db.prepare('UPDATE saves SET name = ?, updated_at = ? WHERE id = ?'),
      delete: db.prepare('DELETE FROM saves WHERE id = ?'),
    };
  }

  static open(path: string, opts: StoreOptions = {}): Store {
    const { db, backupPath, problem, cleanup } = openDatabase(path, opts);
    const store = new Store(db, path, { snapshotEvery: opts.snapshotEvery, backupPath, problem, wal: opts.wal });
    store.cleanup = cleanup;
    store.nativeBinding = opts.nativeBinding;
    return store;
  }

  private sealKeyCache: Buffer | null = null;

  /**
   * This file's deal-seal key (32 random bytes made by migration 8): the services salt each save's
   * commitment with it. Never sent to a client.
   */
  sealKey(): Buffer {
    if (this.sealKeyCache) return this.sealKeyCache;
    const row = this.guard.read(() => this.db.prepare("SELECT value FROM host_keys WHERE name = 'deal-seal'").get() as { value: Buffer } | undefined);
    if (!row || !Buffer.isBuffer(row.value) || row.value.length < 16) throw new Error('The save file has no deal-seal key.');
    this.sealKeyCache = row.value;
    return row.value;
  }

  /** Why writes fail now (read-only, locked, damaged, disk full), or null when all is well. */
  get problem(): StoreError | null {
    return this.guard.problem;
  }

  /** True when a snapshot should be kept after `count` actions. */
  snapshotDue(count: number): boolean {
    return count > 0 && count % this.snapshotEvery === 0;
  }

  /** The saves that can be read (rows that cannot are left out: see listSaveEntries). */
  listSaves(): SaveRow[] {
    return this.listSaveEntries().filter((e): e is SaveRow => !('damaged' in e));
  }

  /** Every save, newest first; a row that cannot be read is a DamagedRow in its place. */
  listSaveEntries(): (SaveRow | DamagedRow)[] {
    return this.guard.read(() => this.st.list.all() as RawSave[]).map((r) => {
      try {
        return toSaveRow(r);
      } catch (e) {
        if (e instanceof DamagedRowError) return damagedRow(r, e);
        throw e;
      }
    });
  }

  /** The save, undefined when there is none; DamagedRowError when it cannot be read. */
  getSave(id: string): SaveRow | undefined {
    const r = this.guard.read(() => this.st.get.get(id) as RawSave | undefined);
    return r ? toSaveRow(r) : undefined;
  }

  /** Inserts a save with its actions and snapshots (and an imported file's chat lines) in one transaction (new games and imports). */
  insertSave(save: SaveRow, actions: StoredAction[] = [], snapshots: Snapshot[] = [], chat: readonly ChatRow[] = []): void {
    this.guard.write(() =>
      this.db.transaction(() => {
        this.st.insertSave.run({
          ...save,
          options: JSON.stringify(save.options ?? {}),
          seats: save.seats ? JSON.stringify(save.seats) : null,
          winner: save.winner ?? null,
          campaign: save.campaign ? JSON.stringify(save.campaign) : null,
          reseeds: save.reseeds && save.reseeds.length > 0 ? JSON.stringify(save.reseeds) : null,
        });
        actions.forEach((a, i) => this.st.insertAction.run(save.id, i, a.seat, JSON.stringify(a.action)));
        for (const s of snapshots) this.st.insertSnapshot.run(save.id, s.idx, JSON.stringify(s.state));
        this.chat.putAll(save.id, chat, save.createdAt);
      })(),
    );
    this.wal.wrote();
  }

  /**
   * Commits action number `idx` (0-based) and the save's new count and status, plus a snapshot of
   * the state after it when given. Refuses (StaleWriteError) if the save no longer has `idx` actions.
   * `alsoWrite` runs inside the same transaction after the action is written (a campaign game's
   * end writes its roster there): if it throws, nothing of either is kept.
   */
  appendAction(id: string, idx: number, a: StoredAction, meta: SaveMeta, snapshotAfter?: unknown, alsoWrite?: () => void): void {
    this.guard.write(() =>
      this.db.transaction(() => {
        const moved = this.st.bump.run(idx + 1, meta.updatedAt, meta.status, meta.winner ?? null, id, idx);
        if (moved.changes !== 1) throw new StaleWriteError(`save ${id} does not have ${idx} actions`);
        this.st.insertAction.run(id, idx, a.seat, JSON.stringify(a.action));
        if (meta.version !== undefined) this.st.setVersion.run(meta.version, id);
        if (snapshotAfter !== undefined) this.st.insertSnapshot.run(id, idx + 1, JSON.stringify(snapshotAfter));
        alsoWrite?.();
      })(),
    );
    this.wal.wrote();
  }

  /** Copies the WAL into the database file now (PASSIVE: never waits for readers). */
  checkpoint(): void {
    this.wal.checkpoint();
  }

  /** Removes the last action (number `count - 1`) and any snapshot taken after it. */
  removeLastAction(id: string, count: number, meta: SaveMeta): void {
    this.truncate(id, count, count - 1, meta);
  }

  /** Keeps the first `keep` of the save's `count` actions: removes the rest and later snapshots, in one transaction. */
  truncate(id: string, count: number, keep: number, meta: SaveMeta): void {
    if (keep < 0 || keep > count) throw new RangeError(`cannot keep ${keep} of ${count} actions`);
    this.guard.write(() =>
      this.db.transaction(() => {
        const moved = this.st.bump.run(keep, meta.updatedAt, meta.status, meta.winner ?? null, id, count);
        if (moved.changes !== 1) throw new StaleWriteError(`save ${id} does not have ${count} actions`);
        this.st.deleteAction.run(id, keep);
        this.st.deleteSnapshots.run(id, keep);
      })(),
    );
    this.wal.wrote();
  }

  /** The recorded actions from index `from` on; DamagedRowError naming the first that cannot be read. */
  actions(id: string, from = 0): StoredAction[] {
    const rows = this.guard.read(() => this.st.actions.all(id, from) as { idx: number; seat: unknown; action: unknown }[]);
    return rows.map((r, k) => {
      if (r.idx !== from + k) throw new DamagedRowError('save', id, `move ${from + k + 1} is missing`);
      if (typeof r.seat !== 'number' || !Number.isInteger(r.seat)) throw new DamagedRowError('save', id, `move ${r.idx + 1} cannot be read (its seat is not a number)`);
      return { seat: r.seat, action: parseJson(r.action, `move ${r.idx + 1}`, 'save', id) };
    });
  }

  /** The latest snapshot taken at or before action count `atMost`; one that cannot be read counts as none (the game replays). */
  snapshotAtOrBefore(id: string, atMost: number): Snapshot | undefined {
    const r = this.guard.read(() => this.st.snapshot.get(id, atMost) as { idx: number; state: unknown } | undefined);
    if (!r) return undefined;
    try {
      return { idx: r.idx, state: parseJson(r.state, 'a snapshot', 'save', id) };
    } catch {
      return undefined;
    }
  }

  /** Everything stored for a save, as stored (for exporting a save that cannot be read); undefined when there is none. */
  rawSave(id: string): RawSaveDump | undefined {
    return this.guard.read(() => {
      const row = this.st.get.get(id) as Record<string, unknown> | undefined;
      if (!row) return undefined;
      const actions = (this.st.actions.all(id, 0) as { idx: number; seat: unknown; action: unknown }[]).map((a) => ({
        idx: a.idx,
        seat: a.seat,
        action: Buffer.isBuffer(a.action) ? { base64: a.action.toString('base64') } : a.action,
      }));
      return { columns: { ...rawColumns(row), id: rowId(row.id) }, actions };
    });
  }

  rename(id: string, name: string, updatedAt: string): boolean {
    const changed = this.guard.write(() => this.st.rename.run(name, updatedAt, id).changes === 1);
    this.wal.wrote();
    return changed;
  }

  deleteSave(id: string): boolean {
    const gone = this.guard.write(() => this.st.delete.run(id).changes === 1);
    this.wal.wrote();
    return gone;
  }

  close(): void {
    this.wal.stop();
    if (this.db.open) this.db.close(); // the last connection checkpoints the WAL as it closes
    this.cleanup();
    this.cleanup = () => {};
  }
}
