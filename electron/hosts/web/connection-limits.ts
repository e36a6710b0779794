/**
 * How long and how many: the browser host's bounds on connections, so sockets that never finish
 * their request (a half-open flood) cannot hold it. A socket must send its headers within
 * `headersMs` and its whole request within `requestMs`; a plain HTTP socket idle for `idleMs` is
 * closed (an upgraded WebSocket is not: ws clears the idle timer on upgrade); at most
 * `maxConnections` sockets are open at once and at most `perAddress` from one address: more are
 * closed at once, before anything is read from them.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
  maxConnections: number;
  perAddress: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 15_000,
  checkEveryMs: 1_000,
  maxConnections: 256,
  perAddress: 64,
};

/** The options node:http's createServer takes for the time bounds. */
export function serverTimeouts(l: ConnectionLimits): { headersTimeout: number; requestTimeout: number; keepAliveTimeout: number; connectionsCheckingInterval: number } {
  return { headersTimeout: l.headersMs, requestTimeout: l.requestMs, keepAliveTimeout: Math.min(5_000, l.idleMs), connectionsCheckingInterval: l.checkEveryMs };
}

/** Sets the idle time and the counts on a server made with serverTimeouts(l). */
export function boundConnections(server: Server, l: ConnectionLimits): { open(address: string): number } {
  server.timeout = l.idleMs;
  server.maxConnections = l.maxConnections;
  server.on('timeout', (socket: Socket) => socket.destroy());
  const byAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '?';
    const n = (byAddress.get(address) ?? 0) + 1;
    if (n > l.perAddress) {
      socket.destroy();
      return;
    }
    byAddress.set(address, n);
    socket.once('close', () => {
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
  return { open: (address) => byAddress.get(address) ?? 0 };
}
