import type { AnyChannel, ApiClient, ApiResult, Request, Responses } from '../../../electron/api/contract';
import { findPreload, preloadTransport } from './preload-transport';
import { failure, type ConnectionStatus, type Transport } from './transport';
import { apiUrl, probeToken, probeUrl, WS_PATH, wsTransport, type SocketLike } from './ws-transport';
import { guestApiUrl, guestProbeUrl, guestTokenOf } from '../share/guest-link';

export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Long work answers when done and shows progress meanwhile (a print through jobs.progress, the odds
 * through odds.peek): wait longer for it, or a run still refining would read as a host that did
 * not answer.
 */
export const LONG_WORK_TIMEOUT_MS = 10 * 60_000;
const LONG_WORK: readonly string[] = ['scenarios.print', 'odds.run'];

export function timeoutFor(channel: string): number {
  return LONG_WORK.includes(channel) ? LONG_WORK_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

/** Wraps a transport in the contract's typed ApiClient. */
export function clientFrom(transport: Transport): ApiClient {
  return {
    call<C extends AnyChannel>(channel: C, request: Request<C>): Promise<ApiResult<Responses[C]>> {
      return transport.send(channel, request) as Promise<ApiResult<Responses[C]>>;
    },
  };
}

/** True when this page runs in the browser host without the ?token= it needs to reach the API (a friend's ?guest= link is enough). */
export function missingToken(w: Window): boolean {
  return !findPreload(w) && !new URLSearchParams(w.location.search).get('token') && guestTokenOf(w.location.search) === null;
}

/** What a guest page's calls fail with once the host refuses its link (sharing stopped, or started afresh). */
export const GUEST_REFUSED_MESSAGE = 'This link no longer works: the game is no longer shared with it. Ask your friend for a new link.';

/** What a guest's page says when the link was opened again elsewhere (the host keeps one socket per friend's link). */
export const GUEST_REPLACED_MESSAGE = 'This game was opened from the same link in another tab or window, so this one stopped. Reload it to play here instead.';

/**
 * Why the sharing host closed a guest's socket on purpose: 1008 (policy) when the sharing stopped
 * (or the page misbehaved; a guest page refused tries no more either way: retryWhenRefused), 4000 when the same link connected again elsewhere (not retried: the two
 * pages would take the game from each other for ever). Null for any other close (a dropped network).
 */
export function guestClosed(ev: { code: number }): { message: string; retry: boolean } | null {
  if (ev.code === 1008) return { message: GUEST_REFUSED_MESSAGE, retry: true };
  if (ev.code === 4000) return { message: GUEST_REPLACED_MESSAGE, retry: false };
  return null;
}

/** A guest page tries again quickly: a friend's game resumes soon after the network returns. */
export const guestBackoff = (n: number): number => Math.min(1000, 250 * 2 ** (n - 1));

/**
 * The app's client: the desktop preload when present, else a WebSocket to the page's own host,
 * with the token from the page URL's ?token= (it stays in the URL, so reloads keep it).
 */
export function createApiClient(onStatus?: (s: ConnectionStatus) => void, onRefused?: (why: string) => void): ApiClient {
  const preload = findPreload(window);
  if (preload) {
    onStatus?.('open');
    return clientFrom(preloadTransport(preload, timeoutFor));
  }
  const guest = guestTokenOf(window.location.search);
  if (guest !== null) return guestClient(guest, onStatus, onRefused);
  if (missingToken(window)) {
    // No token, no connection attempt: the screen explains where the full address comes from.
    return clientFrom({ send: async () => failure('forbidden', 'This page address has no access token.') });
  }
  return clientFrom(
    wsTransport({
      url: apiUrl(window.location),
      timeoutMs: timeoutFor,
      connect: (url) => new WebSocket(url) as unknown as SocketLike,
      onStatus,
      // A host restarted since this page was opened has a new token: it says so, and the page tells the player.
      probe: () => probeToken(probeUrl(window.location), (url) => fetch(url, { cache: 'no-store', credentials: 'omit', redirect: 'error' })),
    }),
  );
}

/**
 * A friend's page (?guest=<token>, no ?token=): a WebSocket to the sharing host that served it, with
 * the guest token. It drops its socket when the network goes (`offline`: the page says it is
 * reconnecting), reconnects at once when the network comes back (`online`), and a refused token
 * says the link no longer works.
 */
function guestClient(token: string, onStatus?: (s: ConnectionStatus) => void, onRefused?: (why: string) => void): ApiClient {
  const transport = wsTransport({
    url: guestApiUrl(window.location, token, WS_PATH),
    timeoutMs: timeoutFor,
    connect: (url) => new WebSocket(url) as unknown as SocketLike,
    onStatus,
    backoff: guestBackoff,
    refusedMessage: GUEST_REFUSED_MESSAGE,
    refusedOnClose: guestClosed,
    onRefused,
    retryWhenRefused: false,
    probe: () => probeToken(guestProbeUrl(window.location, token, WS_PATH), (url) => fetch(url, { cache: 'no-store', credentials: 'omit', redirect: 'error' })),
  });
  window.addEventListener('online', () => transport.reconnectNow());
  // The network went (a cable out, the Wi-Fi gone): the socket may look open for minutes, so drop it
  // now; the page says it is reconnecting, and tries until the network is back.
  window.addEventListener('offline', () => transport.reconnectNow());
  return clientFrom(transport);
}
