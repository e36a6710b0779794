import { describeSqliteError, type StoreError } from './errors';

/**
 * Every read and write of the store goes through one Guard. It turns SQLite's file errors into
 * StoreErrors a person can act on, remembers the latest problem (shown at start and by `app.info`),
 * and refuses writes up front where trying again cannot help:
 * - read-only file or folder, or damage found while running: refused at once, every time;
 * - another program's lock, a full disk, a disk error: each write tries again (a lock is waited on
 *   for the bounded busy timeout), and the first write that succeeds clears the problem.
 */
export class Guard {
  constructor(
    private readonly path: string,
    public problem: StoreError | null = null,
  ) {}

  private sticky(): boolean {
    return this.problem !== null && (this.problem.code === 'read-only' || this.problem.code === 'corrupt');
  }

  private fail(e: unknown): never {
    const why = describeSqliteError(e, this.path);
    if (!why) throw e;
    if (!this.sticky()) this.problem = why;
    throw why;
  }

  write<T>(fn: () => T): T {
    if (this.sticky()) throw this.problem!;
    let out: T;
    try {
      out = fn();
    } catch (e) {
      this.fail(e);
    }
    this.problem = null;
    return out;
  }

  read<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      const why = describeSqliteError(e, this.path);
      if (why?.code === 'corrupt') this.problem = why; // never write into a file found damaged
      throw why ?? e;
    }
  }
}
