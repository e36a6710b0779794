import type { ApiError, ApiResult } from '../../../electron/api/contract';

/** Sends one request and resolves with the service's ApiResult. A transport never throws. */
export interface Transport {
  send(channel: string, payload: unknown): Promise<ApiResult<unknown>>;
}

/**
 * `refused`: the host is up but refuses this page's token: it was restarted since the page was
 * opened (the browser host makes a new token each start), so the page needs the new link.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'refused' | 'closed';

export function failure(code: ApiError['code'], message: string): ApiResult<never> {
  return { ok: false, error: { code, message } };
}

/** True when a value has the shape of an ApiResult (anything else from a host is a fault). */
export function isApiResult(value: unknown): value is ApiResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: unknown };
  if (v.ok === true) return 'value' in v;
  if (v.ok === false) {
    const e = v.error as { code?: unknown; message?: unknown } | undefined;
    return typeof e === 'object' && e !== null && typeof e.code === 'string' && typeof e.message === 'string';
  }
  return false;
}

/** Resolves with `fallback` if `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback());
      },
    );
  });
}

export const timeoutMessage = 'Patrol HQ did not answer in time. Try again.';

/** How long to wait for an answer: one figure for every call, or one per channel (long work waits longer). */
export type Timeout = number | ((channel: string) => number);

export function timeoutOf(t: Timeout, channel: string): number {
  return typeof t === 'number' ? t : t(channel);
}
