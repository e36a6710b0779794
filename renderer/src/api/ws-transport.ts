import type { ApiResult, wsPath } from '../../../electron/api/contract';
import { failure, isApiResult, timeoutMessage, timeoutOf, type ConnectionStatus, type Timeout, type Transport } from './transport';

/** The browser host's WebSocket path, checked against the contract's constant at compile time. */
export const WS_PATH: typeof wsPath = '/api';

/** The part of the WebSocket API we use, so tests can hand in a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface WsOptions {
  url: string;
  timeoutMs: Timeout;
  connect: (url: string) => SocketLike;
  onStatus?: (status: ConnectionStatus) => void;
  /** Delay before the n-th reconnect attempt (1-based). */
  backoff?: (attempt: number) => number;
  /**
   * Asked when a connection could not be made: whether the host is up and refuses this page's
   * token (`refused`: it restarted with a new one) or cannot be told (`unknown`: down, or no probe).
   */
  probe?: () => Promise<'refused' | 'unknown'>;
  /** What calls fail with while the host refuses the page's token (default: the host was restarted). */
  refusedMessage?: string;
  /**
   * Why the host closed the socket, when it closed it on purpose and no longer serves this page (a
   * guest's: the sharing stopped; the link opened in another tab): the message calls fail with, and
   * whether to keep trying (never for a page another one replaced: the two would take turns for ever).
   */
  refusedOnClose?: (ev: { code: number; reason: string }) => { message: string; retry: boolean } | null;
  /** Told the words whenever the page is refused. */
  onRefused?: (message: string) => void;
  /** False: once refused, stop trying (a guest's token never works again: sharing anew makes new ones). Default true. */
  retryWhenRefused?: boolean;
}

/** What a call gets while the host refuses this page's token. */
export const REFUSED_MESSAGE = 'Patrol HQ was restarted since this page was opened, so its link no longer works: open the new link it printed.';

interface Pending {
  resolve: (r: ApiResult<unknown>) => void;
  timer: ReturnType<typeof setTimeout>;
  frame: string;
  sent: boolean;
}

const OPEN = 1;

/** The HTTP address of the API path with the page's token: plain GET there says whether the host takes the token (see probeToken). */
export function probeUrl(loc: { protocol: string; host: string; search: string }): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  return `${loc.protocol}//${loc.host}${WS_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Asks the browser host whether it takes the page's token: a plain GET of the API path answers 401
 * when the token is not the host's (204 when it is); `unknown` when the host cannot be reached or
 * answers anything else.
 */
export async function probeToken(url: string, get: (url: string) => Promise<{ status: number }>): Promise<'refused' | 'unknown'> {
  try {
    return (await get(url)).status === 401 ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Builds ws://host/api?token=... from the page's own location. */
export function apiUrl(loc: { protocol: string; host: string; search: string }): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}${WS_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * JSON over one WebSocket: {id, channel, payload} out, {id, result} back. Requests made while
 * the socket is down wait for it (up to the timeout); a request in flight when it drops fails with
 * a readable message (it is not re-sent: the service may have applied it). Reconnects with backoff.
 * When a connection cannot be made and the probe finds the host up but refusing this page's token
 * (restarted with a new one), the status is `refused` and calls fail at once saying so; it keeps
 * trying, in case the host comes back with the old token (a fixed `--token`).
 */
export function wsTransport(opts: WsOptions): Transport & { close(): void; reconnectNow(): void } {
  const pending = new Map<number, Pending>();
  const backoff = opts.backoff ?? ((n: number) => Math.min(4000, 250 * 2 ** (n - 1)));
  let nextId = 1;
  let socket: SocketLike | null = null;
  let attempts = 0;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The host answered that it refuses this page's token; kept until a connection opens again. */
  let refused = false;

  const flush = () => {
    if (!socket || socket.readyState !== OPEN) return;
    for (const p of pending.values()) {
      if (!p.sent) {
        socket.send(p.frame);
        p.sent = true;
      }
    }
  };

  const settle = (id: number, result: ApiResult<unknown>) => {
    const p = pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(id);
    p.resolve(result);
  };

  const open = () => {
    if (closed) return;
    if (!refused) opts.onStatus?.(attempts === 0 ? 'connecting' : 'reconnecting');
    let s: SocketLike;
    try {
      s = opts.connect(opts.url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = s;
    let opened = false;
    s.onopen = () => {
      opened = true;
      attempts = 0;
      refused = false;
      opts.onStatus?.('open');
      flush();
    };
    s.onmessage = (ev) => {
      let msg: { id?: unknown; result?: unknown };
      try {
        msg = JSON.parse(String(ev.data)) as typeof msg;
      } catch {
        return;
      }
      if (typeof msg?.id !== 'number') return;
      settle(msg.id, isApiResult(msg.result) ? msg.result : failure('internal', 'Patrol HQ sent an answer it could not read.'));
    };
    s.onerror = () => {};
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      for (const [id, p] of pending) {
        if (p.sent) settle(id, failure('internal', 'The connection to Patrol HQ dropped before it answered. Check the game and try again.'));
      }
      // The host said why it closed: it refuses the token now (the host may be gone too, so a probe could not tell).
      const why = ev ? opts.refusedOnClose?.(ev) : null;
      if (why) {
        refusedMessage = why.message;
        refuse();
        return why.retry && opts.retryWhenRefused !== false ? scheduleRetry() : undefined;
      }
      // Never connected: ask whether the host is there and refuses this page's token before trying again.
      if (opened || !opts.probe) return scheduleRetry();
      void opts.probe().then(
        (why) => {
          if (closed || socket !== null) return;
          if (why === 'refused') {
            refuse();
            if (opts.retryWhenRefused === false) return;
          }
          scheduleRetry();
        },
        () => scheduleRetry(),
      );
    };
  };

  let refusedMessage = opts.refusedMessage ?? REFUSED_MESSAGE;
  const refuse = () => {
    if (!refused) {
      refused = true;
      opts.onStatus?.('refused');
    }
    opts.onRefused?.(refusedMessage);
    // Calls waiting for a connection would only time out: they fail now, saying why.
    for (const [id, p] of pending) if (!p.sent) settle(id, failure('forbidden', refusedMessage));
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    attempts++;
    if (!refused) opts.onStatus?.('reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, backoff(attempts));
  };

  open();

  return {
    send(channel, payload) {
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(id, failure('internal', timeoutMessage)), timeoutOf(opts.timeoutMs, channel));
        pending.set(id, { resolve, timer, frame: JSON.stringify({ id, channel, payload }), sent: false });
        if (closed) settle(id, failure('internal', 'The connection to Patrol HQ is closed.'));
        else if (refused) settle(id, failure('forbidden', refusedMessage));
        else flush();
      });
    },
    /**
     * The network came back (the page's `online` event): a socket that may have died unnoticed while
     * it was down is dropped and a new one opened at once, instead of waiting on TCP or the backoff.
     */
    reconnectNow() {
      if (closed) return;
      if (retryTimer) {
        clearTimeout(retryTimer);
        retryTimer = null;
      }
      const s = socket;
      if (s) {
        // Its onclose does the rest (calls in flight fail, a retry is scheduled): run it now, not when the browser gets to it.
        const onclose = s.onclose;
        s.onclose = null;
        s.close();
        onclose?.({ code: 1000, reason: 'network changed' });
        if (retryTimer) {
          clearTimeout(retryTimer);
          retryTimer = null;
        }
      }
      attempts = Math.max(attempts, 1);
      open();
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close();
      for (const id of [...pending.keys()]) settle(id, failure('internal', 'The connection to Patrol HQ is closed.'));
      opts.onStatus?.('closed');
    },
  };
}
