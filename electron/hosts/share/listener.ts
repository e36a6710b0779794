/**
 * The share listener (issue 24): while a game is shared, one HTTP server on the local network
 * (0.0.0.0, port 5179 or PATROL_HQ_SHARE_PORT, a free one when busy) serving the built renderer
 * (the browser host's static server and CSP) and the guests' WebSocket, `/api?guest=TOKEN`. A
 * guest's calls go to the one API handler as a guest caller (its grant: the shared save and seat;
 * the dispatcher holds it to them, services/guest-scope.ts). Host headers are IP literals or
 * localhost with the listener's port; Origin must be `http://` the same host. Each guest's frames
 * are bounded (guest-limits.ts). Opened by the first sharing, closed with the last
 * (services/sharing.ts), never otherwise.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { channels, wsPath, type ApiResult } from '../../api/contract';
import { contentSecurityPolicy } from '../../security/csp';
import type { ApiHandler } from '../../services/api-handler';
import { newCaller, type GuestGrant } from '../../services/caller';
import { SCOPE_REFUSALS } from '../../services/guest-scope';
import type { GuestDoor, ShareListener } from '../../services/sharing';
import { readFrame } from '../../transports/frame-check';
import { boundConnections, CONNECTION_LIMITS, serverTimeouts } from '../web/connection-limits';
import { listen } from '../web/server';
import { serveStatic } from '../web/static';
import { replySender, type WsReply } from '../web/ws-api';
import { allowedShareHost, shareAddresses } from './addresses';
import { frameBucket, GUEST_LIMITS, MAX_GUEST_FRAME, type GuestLimits } from './guest-limits';

export const SHARE_PORT = 5179;

/** The port to try first: PATROL_HQ_SHARE_PORT when it is a port number, else SHARE_PORT. */
export function sharePort(env: Record<string, string | undefined> = process.env): number {
  const v = env.PATROL_HQ_SHARE_PORT;
  return v !== undefined && /^\d{1,5}$/.test(v) && Number(v) <= 65535 ? Number(v) : SHARE_PORT;
}

export interface ShareListenerOptions {
  door: GuestDoor;
  handler: ApiHandler;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** The port to try first (default sharePort()); a busy one gives way to a free one. */
  port?: number;
  /** The address to bind (default 0.0.0.0: the local network; tests 127.0.0.1). */
  bind?: string;
  /** The addresses to put in links (default: this machine's, shareAddresses). */
  addresses?: () => string[];
  limits?: Partial<GuestLimits>;
  notice?: (message: string) => void;
}

interface Guest {
  ws: WebSocket;
  grant: GuestGrant;
}

interface Running {
  server: Server;
  wss: WebSocketServer;
  port: number;
}

function refuse(socket: Duplex, status: 403 | 404 | 429, text: string): void {
  const body = `${text}\n`;
  const words = status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Too Many Requests';
  socket.end(`HTTP/1.1 ${status} ${words}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

const errorReply = (id: WsReply['id'], code: 'bad-request' | 'busy', message: string): WsReply => ({ id, result: { ok: false, error: { code, message } } });

export function createShareListener(o: ShareListenerOptions): ShareListener {
  const limits = { ...GUEST_LIMITS, ...o.limits };
  const guests = new Set<Guest>();
  let running: Promise<Running> | null = null;

  const securityHeaders = (res: ServerResponse, host: string): void => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy([`ws://${host}`, `http://${host}`]));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer'); // the page URL carries the token
    res.setHeader('X-Frame-Options', 'DENY');
    // No Cross-Origin-Opener-Policy: a browser ignores it on plain http from a network address (not a
    // trustworthy origin) and says so in the friend's console as an error.
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  };

  /** A plain GET of the API path: 204 when `?guest=` is a running sharing's token, 401 when not (the page says the link no longer works). */
  const tokenCheck = (req: IncomingMessage, res: ServerResponse, host: string): void => {
    const origin = req.headers.origin;
    const status = origin !== undefined && origin !== `http://${host}` ? 403 : o.door.admit(new URL(req.url ?? '/', 'http://x').searchParams.get('guest') ?? '') ? 204 : 401;
    res.writeHead(status, { 'Cache-Control': 'no-store' });
    res.end();
  };

  const connected = (ws: WebSocket, grant: GuestGrant): void => {
    const guest = { ws, grant };
    guests.add(guest);
    const { caller, gone } = newCaller('guest', grant);
    o.door.joined(grant);
    ws.on('error', () => ws.terminate());
    ws.once('close', () => {
      guests.delete(guest);
      gone();
      o.door.left(grant);
    });
    const send = replySender(ws);
    const bucket = frameBucket(limits.rate, limits.burst);
    let bad = 0;
    const strike = (reply: WsReply): void => {
      const written = send(reply);
      if (++bad >= limits.badFrames) void written.then(() => ws.close(1008, 'Too many bad requests.'));
    };
    ws.on('message', (data, isBinary) => {
      if (!o.door.admit(grant.token)) return ws.close(1008, 'The sharing stopped.');
      if (!bucket.take()) return strike(errorReply(null, 'busy', `Too many requests: at most ${limits.rate} a second.`));
      const bytes = isBinary ? Buffer.alloc(0) : Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      const read = readFrame(bytes.toString('utf8'));
      if (!read.ok) return strike({ id: read.id, result: { ok: false, error: read.error } });
      if (!(channels as string[]).includes(read.channel)) return strike(errorReply(read.id, 'bad-request', `Unknown channel "${read.channel.slice(0, 40)}".`));
      void o.handler.handle(read.channel, read.payload, caller).then(
        (result: ApiResult<unknown>) => (!result.ok && result.error.code === 'forbidden' && SCOPE_REFUSALS.includes(result.error.detail ?? '') ? strike({ id: read.id, result }) : void send({ id: read.id, result })),
        () => ws.terminate(),
      );
    });
  };

  const start = async (): Promise<Running> => {
    let port = 0;
    const server = createServer(serverTimeouts(CONNECTION_LIMITS), (req, res) => {
      const host = req.headers.host ?? '';
      if (!allowedShareHost(host, port)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('This host name may not be used: open the link as Patrol HQ gave it.\n');
      }
      securityHeaders(res, host);
      if (new URL(req.url ?? '/', 'http://x').pathname === wsPath) return tokenCheck(req, res, host);
      serveStatic(o.rendererDir, req, res);
    });
    server.on('clientError', (_e, socket) => socket.destroy());
    boundConnections(server, { ...CONNECTION_LIMITS, maxConnections: 64, perAddress: 32 });
    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_GUEST_FRAME });
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      const host = req.headers.host ?? '';
      if (!allowedShareHost(host, port)) return refuse(socket, 403, 'This host name may not be used.');
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== wsPath) return refuse(socket, 404, 'Not found.');
      const grant = o.door.admit(url.searchParams.get('guest') ?? '');
      if (!grant) return refuse(socket, 403, 'This link no longer works.');
      if (req.headers.origin !== `http://${host}`) return refuse(socket, 403, 'This origin may not connect.');
      const replaced = grant.seat === null ? [] : [...guests].filter((g) => g.grant.token === grant.token);
      if (grant.seat === null && [...guests].filter((g) => g.grant.seat === null && g.grant.saveId === grant.saveId).length >= limits.spectators) return refuse(socket, 429, 'This game has as many spectators as it takes.');
      if (guests.size - replaced.length >= limits.guests) return refuse(socket, 429, 'Patrol HQ has as many guests as it takes.');
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A reconnect: the friend's new socket replaces the old one.
        for (const g of replaced) {
          guests.delete(g);
          g.ws.close(4000, 'Replaced by a new connection.');
        }
        connected(ws, grant);
      });
    });
    const first = o.port ?? sharePort();
    const bind = o.bind ?? '0.0.0.0';
    try {
      port = await listen(server, first, bind);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || first === 0) throw e;
      port = await listen(server, 0, bind);
      o.notice?.(`Port ${first} is busy; sharing on port ${port} instead.`);
    }
    return { server, wss, port };
  };

  return {
    async open() {
      running ??= start();
      try {
        const r = await running;
        return { port: r.port, addresses: o.addresses?.() ?? shareAddresses() };
      } catch (e) {
        running = null;
        throw e;
      }
    },
    disconnect(tokens) {
      for (const g of [...guests]) {
        if (!tokens.includes(g.grant.token)) continue;
        guests.delete(g);
        g.ws.close(1008, 'The sharing stopped.');
      }
    },
    async close() {
      const r = running;
      running = null;
      if (!r) return;
      const { server, wss } = await r.catch(() => ({ server: null, wss: null }) as unknown as Running);
      if (!server) return;
      for (const g of [...guests]) g.ws.terminate();
      guests.clear();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
