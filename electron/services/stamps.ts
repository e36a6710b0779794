/**
 * Each save's stamp (`${actionCount}:${revision}`, GameEnvelope.stamp) and the calls waiting for it
 * to change (saves.wait). The revision counts every change a seat may see (a move, an undo, a chat
 * line, a guest connecting or leaving, an undo asked or answered): `bump` raises it and wakes the
 * waiters. Revisions live in memory and start from a random number in each run of the app, so a
 * stamp a client kept from an earlier run does not match one of this run by chance.
 */
import { randomInt } from 'node:crypto';
import { ApiFailure } from './failure';
import type { Caller } from './caller';

/** The most saves.wait calls one caller may have held at once. */
export const WAITS_PER_CALLER = 4;

export class Stamps {
  private readonly revs = new Map<string, number>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly held = new Map<string, number>();
  private readonly start = randomInt(1, 1_000_000_000);

  stamp(id: string, actionCount: number): string {
    return `${actionCount}:${this.revs.get(id) ?? this.start}`;
  }

  /** Something a seat sees of save `id` changed: a new stamp, and every call waiting on it answers. */
  bump(id: string): void {
    this.revs.set(id, (this.revs.get(id) ?? this.start) + 1);
    const ws = this.waiters.get(id);
    if (!ws) return;
    this.waiters.delete(id);
    for (const wake of ws) wake();
  }

  /**
   * Resolves when save `id` changes, after `ms`, or when `caller` goes, whichever comes first.
   * A caller holds at most WAITS_PER_CALLER at once (`busy` beyond).
   */
  wait(id: string, ms: number, caller: Caller): Promise<void> {
    const n = this.held.get(caller.id) ?? 0;
    if (n >= WAITS_PER_CALLER) throw new ApiFailure('busy', `A connection may wait on at most ${WAITS_PER_CALLER} games at once.`);
    this.held.set(caller.id, n + 1);
    return new Promise<void>((resolve) => {
      let done = false;
      let forget = (): void => {};
      const wake = (): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        forget();
        this.waiters.get(id)?.delete(wake);
        const left = (this.held.get(caller.id) ?? 1) - 1;
        if (left > 0) this.held.set(caller.id, left);
        else this.held.delete(caller.id);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      let set = this.waiters.get(id);
      if (!set) this.waiters.set(id, (set = new Set()));
      set.add(wake);
      forget = caller.onGone(wake);
    });
  }

  /** Calls waiting now on save `id` (tests). */
  waiting(id: string): number {
    return this.waiters.get(id)?.size ?? 0;
  }
}
