/**
 * The sharing channels (share.*, saves.wait, saves.say, saves.undoAnswer) through the one API
 * client, as small functions the screens and the waiting loop call.
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

export function shareApi(api: ApiClient): ShareApi {
  return {
    start: (id, seat) => api.call('share.start', { id, seat }),
    stop: (id) => api.call('share.stop', { id }),
    status: (id) => api.call('share.status', { id }),
    hello: () => api.call('share.hello', {}),
    wait: (id, seat, after) => api.call('saves.wait', seat === undefined ? { id, after } : { id, seat, after }),
    say: (id, seat, text) => api.call('saves.say', { id, seat, text }),
    undoAnswer: (id, seat, allow) => api.call('saves.undoAnswer', { id, seat, allow }),
  };
}
