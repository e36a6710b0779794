import { parseRequest, type ApiResult, type Channel } from '../api/contract';
import { DamagedRowError, StoreError } from '../store/errors';
import { ApiFailure } from './failure';
import { LOCAL_CALLER, type Caller } from './caller';
import { scopeGuest } from './guest-scope';
import type { Services } from './index';

export interface ApiHandler {
  /**
   * Validates against the contract, runs the service, and never throws. `caller`: who asks
   * (LOCAL_CALLER when left out); a guest's call is first held to what its link reaches (guest-scope.ts).
   */
  handle(channel: string, payload: unknown, caller?: Caller): Promise<ApiResult<unknown>>;
}

export function createApiHandler(services: Services, log: (msg: string, err: unknown) => void = defaultLog): ApiHandler {
  return {
    async handle(channel, payload, caller = LOCAL_CALLER) {
      try {
        const scoped = caller.guest ? scopeGuest(channel, payload, caller.guest) : { ok: true as const, payload };
        if (!scoped.ok) return scoped;
        const req = parseRequest<Channel>(channel, scoped.payload);
        if (!req.ok) return req;
        const fn = services[channel as Channel] as (r: unknown, c: Caller) => unknown;
        const value = await fn(req.value, caller);
        return { ok: true, value };
      } catch (e) {
        if (e instanceof ApiFailure) {
          return { ok: false, error: e.detail === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, detail: e.detail } };
        }
        // The save file itself (read-only, locked, damaged, disk full), or one row of it that cannot be read.
        if (e instanceof StoreError) return { ok: false, error: { code: 'bad-file', message: e.message, detail: e.code } };
        if (e instanceof DamagedRowError) return { ok: false, error: { code: 'bad-file', message: e.message, detail: 'damaged' } };
        log(`Patrol HQ: internal error on ${String(channel).slice(0, 40)}`, e);
        return { ok: false, error: { code: 'internal', message: 'Something went wrong inside Patrol HQ. Your game is safe; try again.' } };
      }
    },
  };
}

function defaultLog(msg: string, err: unknown): void {
  console.error(msg, err);
}
