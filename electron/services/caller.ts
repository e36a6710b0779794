/**
 * Who is calling: one connection of the browser host, or one window of the desktop app. Work a
 * call starts and keeps (an odds run) belongs to its caller: another caller cannot see or stop it,
 * and it ends when its caller goes (`onGone`).
 */
export interface Caller {
  readonly id: string;
  /** Runs `fn` once when the caller goes (its socket closed, its window destroyed). */
  onGone(fn: () => void): void;
}

/** In-process callers (the desktop's own startup, tests): one that never goes. */
export const LOCAL_CALLER: Caller = { id: 'local', onGone() {} };

let nextId = 1;

/** A caller for a connection; call `gone()` when it closes. */
export function newCaller(kind: string): { caller: Caller; gone(): void } {
  const id = `${kind}-${nextId++}`;
  let fns: (() => void)[] | null = [];
  return {
    caller: {
      id,
      onGone: (fn) => {
        if (fns) fns.push(fn);
        else fn();
      },
    },
    gone: () => {
      const run = fns ?? [];
      fns = null;
      for (const fn of run) fn();
    },
  };
}
