/**
 * Who is calling: one connection of the browser host, one window of the desktop app, or a guest's
 * connection to a shared game (with its `guest` grant: what its link reaches). Work a call starts
 * and keeps (an odds run, a held saves.wait, a sharing) belongs to its caller: another caller cannot
 * see or stop it, and it ends when its caller goes (`onGone`).
 */
export interface Caller {
  readonly id: string;
  /** Runs `fn` once when the caller goes (its socket closed, its window destroyed); answers a function that forgets `fn`. */
  onGone(fn: () => void): () => void;
  /** Set for a guest of a shared game: what its link reaches (electron/services/guest-scope.ts). */
  readonly guest?: GuestGrant;
}

/** What a guest's link reaches: one save, as one seat (null: a spectator, the view of no seat). */
export interface GuestGrant {
  saveId: string;
  /** The save's game (rules.get is answered for it alone). */
  game: string;
  seat: number | null;
  /** True when the game offers live odds (the odds channels are open to the friend then). */
  odds: boolean;
  token: string;
}

/** In-process callers (the desktop's own startup, tests): one that never goes. */
export const LOCAL_CALLER: Caller = { id: 'local', onGone: () => () => {} };

let nextId = 1;

/** A caller for a connection; call `gone()` when it closes. */
export function newCaller(kind: string, guest?: GuestGrant): { caller: Caller; gone(): void } {
  const id = `${kind}-${nextId++}`;
  let fns: Set<() => void> | null = new Set();
  return {
    caller: {
      id,
      onGone: (fn) => {
        if (!fns) {
          fn();
          return () => {};
        }
        // Each registration its own entry, so one function given twice runs twice.
        const entry = () => fn();
        fns.add(entry);
        return () => fns?.delete(entry);
      },
      ...(guest ? { guest } : {}),
    },
    gone: () => {
      const run = fns ?? new Set();
      fns = null;
      for (const fn of run) fn();
    },
  };
}
