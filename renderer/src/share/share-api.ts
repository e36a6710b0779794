/**
 * The sharing channels (share.*, saves.wait, saves.say, saves.undoAnswer) through the one API
 * client, typed with the design's shapes (types.ts). Screens and the waiting loop call these, so
 * the contract's own types replace the design's here only.
 */
import type { ApiClient, ApiResult } from '../../../electron/api/contract';
import type { GuestHello, SharedEnvelope, ShareInfo } from './types';

export interface ShareApi {
  start(id: string, seat: number): Promise<ApiResult<ShareInfo>>;
  stop(id: string): Promise<ApiResult<{ id: string }>>;
  status(id: string): Promise<ApiResult<ShareInfo | null>>;
  /** A guest's first call: what its link reaches. */
  hello(): Promise<ApiResult<GuestHello>>;
  /** Held by the host until the save's stamp differs from `after` (else the same envelope after a few seconds). */
  wait(id: string, seat: number | undefined, after: string): Promise<ApiResult<SharedEnvelope>>;
  say(id: string, seat: number, text: string): Promise<ApiResult<SharedEnvelope>>;
  undoAnswer(id: string, seat: number, allow: boolean): Promise<ApiResult<SharedEnvelope>>;
}

type LooseCall = (channel: string, request: unknown) => Promise<ApiResult<unknown>>;

export function shareApi(api: ApiClient): ShareApi {
  const call = <T>(channel: string, request: unknown) => (api.call as unknown as LooseCall)(channel, request) as Promise<ApiResult<T>>;
  return {
    start: (id, seat) => call('share.start', { id, seat }),
    stop: (id) => call('share.stop', { id }),
    status: (id) => call('share.status', { id }),
    hello: () => call('share.hello', {}),
    wait: (id, seat, after) => call('saves.wait', seat === undefined ? { id, after } : { id, seat, after }),
    say: (id, seat, text) => call('saves.say', { id, seat, text }),
    undoAnswer: (id, seat, allow) => call('saves.undoAnswer', { id, seat, allow }),
  };
}
