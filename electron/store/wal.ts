import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';

export interface WalPolicy {
  /** Writes after which an idle checkpoint is scheduled (default 200). */
  softWrites: number;
  /** Quiet time before the idle checkpoint runs (default 1 s). */
  idleMs: number;
  /** Writes after which a checkpoint runs at once, however busy (default 5,000). */
  hardWrites: number;
  /**
   * WAL size at which a checkpoint runs at once (default 16 MiB), checked every `sizeEvery` writes
   * and at most once per `sizeGap` writes. SQLite's `journal_size_limit` is a quarter of it: when
   * the log restarts after a checkpoint the file shrinks to that, so a file this big means a log
   * this full (a log restarting inside a bigger file would otherwise look full forever).
   */
  limitBytes: number;
  sizeEvery: number;
  sizeGap: number;
}

export const defaultWalPolicy: WalPolicy = { softWrites: 200, idleMs: 1000, hardWrites: 5000, limitBytes: 16 * 1024 * 1024, sizeEvery: 16, sizeGap: 64 };

/**
 * Keeps the write-ahead log bounded without putting checkpoints on the commit path: automatic
 * checkpoints are off; a PASSIVE checkpoint runs once writes pause (`idleMs` after `softWrites`
 * writes), or at once when the log passes `limitBytes` or `hardWrites` writes (long bot runs, big
 * documents saved often). `journal_size_limit` then truncates the file when the log restarts.
 */
export class WalKeeper {
  private writes = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  readonly policy: WalPolicy;

  constructor(
    private readonly db: Database.Database,
    private readonly walPath: string,
    policy: Partial<WalPolicy> = {},
  ) {
    this.policy = { ...defaultWalPolicy, ...policy };
    db.pragma('wal_autocheckpoint = 0');
    try {
      db.pragma(`journal_size_limit = ${Math.floor(this.policy.limitBytes / 4)}`);
    } catch {
      // A read-only connection: it never writes a log.
    }
  }

  /** The log's size on disk now (0 when there is none). */
  walBytes(): number {
    try {
      return statSync(this.walPath).size;
    } catch {
      return 0;
    }
  }

  /** Told after each committed write. */
  wrote(): void {
    this.writes++;
    const p = this.policy;
    if (this.writes >= p.hardWrites) return this.checkpoint();
    if (this.writes % p.sizeEvery === 0 && this.writes >= p.sizeGap && this.walBytes() >= p.limitBytes) return this.checkpoint();
    if (this.writes < p.softWrites || this.timer) return;
    this.timer = setTimeout(() => this.checkpoint(), p.idleMs);
    this.timer.unref?.();
  }

  /** Copies the log into the database file (PASSIVE: never waits for other readers). */
  checkpoint(): void {
    this.stop();
    this.writes = 0;
    try {
      if (this.db.open) this.db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // A busy or closing database: the next checkpoint (or close) catches up. Commits are already durable.
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
