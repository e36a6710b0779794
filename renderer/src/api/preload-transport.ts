import type { ApiResult, preloadGlobal } from '../../../electron/api/contract';
import { failure, isApiResult, timeoutMessage, timeoutOf, withTimeout, type Timeout, type Transport } from './transport';

/** The desktop preload's global (contextBridge). Named here without importing the contract's runtime code. */
export const PRELOAD_GLOBAL: typeof preloadGlobal = 'patrolHq';

interface PreloadApi {
  call(channel: string, payload: unknown): Promise<unknown>;
}

export function findPreload(w: unknown): PreloadApi | null {
  const g = (w as Record<string, unknown> | undefined)?.[PRELOAD_GLOBAL] as Partial<PreloadApi> | undefined;
  return g && typeof g.call === 'function' ? (g as PreloadApi) : null;
}

/** Calls through the desktop preload. Faults become ApiResult errors. */
export function preloadTransport(api: PreloadApi, timeoutMs: Timeout): Transport {
  return {
    send(channel, payload) {
      let call: Promise<unknown>;
      try {
        call = Promise.resolve(api.call(channel, payload));
      } catch (err) {
        return Promise.resolve(failure('internal', `The app could not send the request: ${String(err)}`));
      }
      const checked = call.then(
        (r): ApiResult<unknown> => (isApiResult(r) ? r : failure('internal', 'The app sent an answer it could not read.')),
        (err): ApiResult<unknown> => failure('internal', `The app failed to answer: ${String(err)}`),
      );
      return withTimeout(checked, timeoutOf(timeoutMs, channel), () => failure('internal', timeoutMessage));
    },
  };
}
