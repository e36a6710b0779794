/**
 * A shared game's screen keeps one `saves.wait` going: the host holds it until anything this seat
 * sees changes (the friend's move, the computer's, a chat line, the friend connecting, an undo asked)
 * and answers with the new envelope, or answers the same one after a few seconds; then the screen
 * asks again with the new stamp. A dropped connection opens the game again (the current view) once
 * the socket is back. A plain module with its calls handed in, so it is tested with a fake API.
 */
import type { ApiError, ApiResult } from '../../../electron/api/contract';
import type { SharedEnvelope } from './types';

export interface WaitDeps {
  /** saves.wait for the envelope on screen: answers once its stamp differs from `after`. */
  wait(after: string): Promise<ApiResult<SharedEnvelope>>;
  /** Opens the game again for the seat on screen (after a dropped connection). */
  reopen(): Promise<ApiResult<SharedEnvelope>>;
  /** The envelope on screen now. */
  shown(): SharedEnvelope | null;
  show(env: SharedEnvelope): void;
  /** The host refuses this screen (the link no longer works, the save is gone): the loop has ended. */
  refused(error: ApiError): void;
  sleep(ms: number): Promise<void>;
  /** Whether an error ends the loop (default: forbidden, not-found, bad-request); any other is waited out and the game opened again. */
  final?(error: ApiError): boolean;
}

/** Errors that waiting again cannot mend. */
const FINAL: readonly ApiError['code'][] = ['forbidden', 'not-found', 'bad-request'];

/** The pause before the n-th attempt in a row that failed (the first at once: the transport waits for its socket). */
export function retryDelay(failures: number): number {
  return failures <= 1 ? 0 : Math.min(2000, 250 * 2 ** (failures - 2));
}

/** Starts the loop; the function returned stops it (an answer still in flight is then ignored). */
export function keepWaiting(deps: WaitDeps): () => void {
  let stopped = false;
  const final = deps.final ?? ((e: ApiError) => FINAL.includes(e.code));
  void (async () => {
    let failures = 0;
    while (!stopped) {
      const after = deps.shown()?.stamp;
      if (after === undefined) return;
      const r = await deps.wait(after);
      if (stopped) return;
      if (r.ok) {
        failures = 0;
        // Shown only when the screen still shows what it asked after: an answer to the screen's own
        // move may have come first, and a newer view is never replaced by an older one.
        if (r.value.stamp !== after && deps.shown()?.stamp === after) deps.show(r.value);
        continue;
      }
      if (final(r.error)) return deps.refused(r.error);
      // Dropped or not answered: open the game again, as it is now.
      while (!stopped) {
        failures++;
        await deps.sleep(retryDelay(failures));
        if (stopped) return;
        const o = await deps.reopen();
        if (stopped) return;
        if (o.ok) {
          deps.show(o.value);
          break;
        }
        if (final(o.error)) return deps.refused(o.error);
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
