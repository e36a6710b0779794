import type { ApiClient, ApiResult, Channel, Request, Responses } from '../../../electron/api/contract';
import { findPreload, preloadTransport } from './preload-transport';
import type { ConnectionStatus, Transport } from './transport';
import { apiUrl, wsTransport, type SocketLike } from './ws-transport';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Wraps a transport in the contract's typed ApiClient. */
export function clientFrom(transport: Transport): ApiClient {
  return {
    call<C extends Channel>(channel: C, request: Request<C>): Promise<ApiResult<Responses[C]>> {
      return transport.send(channel, request) as Promise<ApiResult<Responses[C]>>;
    },
  };
}

/**
 * The app's client: the desktop preload when present, else a WebSocket to the page's own host,
 * with the token from the page URL's ?token= (it stays in the URL, so reloads keep it).
 */
export function createApiClient(onStatus?: (s: ConnectionStatus) => void): ApiClient {
  const preload = findPreload(window);
  if (preload) {
    onStatus?.('open');
    return clientFrom(preloadTransport(preload, DEFAULT_TIMEOUT_MS));
  }
  return clientFrom(
    wsTransport({
      url: apiUrl(window.location),
      timeoutMs: DEFAULT_TIMEOUT_MS,
      connect: (url) => new WebSocket(url) as unknown as SocketLike,
      onStatus,
    }),
  );
}
