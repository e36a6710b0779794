/**
 * The desktop host's dispatcher: the shared API handler for every contract channel, plus the
 * desktop-only `desktop.*` channels (native dialogs, joining a friend's game), validated against the
 * contract the same way and never throwing. The browser host never sees these: its handler refuses
 * them as unknown.
 */
import { parseDesktopRequest, type ApiResult, type DesktopChannel, type ParsedRequest, type Responses } from '../api/contract';
import type { ApiHandler } from '../services/api-handler';
import { ApiFailure } from '../services/failure';

/** What answers each `desktop.*` channel, given its request already checked by the contract. */
export type DesktopChannels = { [C in DesktopChannel]: (req: ParsedRequest<C>) => Promise<Responses[C]> };

export function withDesktopChannels(shared: ApiHandler, desktop: DesktopChannels, log: (msg: string, err: unknown) => void): ApiHandler {
  return {
    async handle(channel, payload, caller): Promise<ApiResult<unknown>> {
      if (typeof channel !== 'string' || !channel.startsWith('desktop.')) return shared.handle(channel, payload, caller);
      const req = parseDesktopRequest<DesktopChannel>(channel, payload);
      if (!req.ok) return req;
      try {
        const fn = desktop[channel as DesktopChannel] as (r: unknown) => Promise<unknown>;
        return { ok: true, value: await fn(req.value) };
      } catch (e) {
        if (e instanceof ApiFailure) return { ok: false, error: { code: e.code, message: e.message } };
        log(`Patrol HQ: internal error on ${channel.slice(0, 40)}`, e);
        return { ok: false, error: { code: 'internal', message: 'Something went wrong inside Patrol HQ. Your games are safe; try again.' } };
      }
    },
  };
}
