import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiHandler } from '../../services/api-handler';
import { contentSecurityPolicy } from '../../security/csp';
import { serveStatic } from './static';
import { wsPath } from '../../api/contract';
import { attachWsApi, sameToken } from './ws-api';
import { firstAnswers, withFirstAnswers } from './first-answers';
import { boundConnections, CONNECTION_LIMITS, serverTimeouts, type ConnectionLimits } from './connection-limits';

export const DEFAULT_PORT = 5178;

export interface WebHostOptions {
  handler: ApiHandler;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 for any free port. */
  port: number;
  /** When the port is busy: try a free one instead (the default port), or fail (a port the user chose). */
  fallbackWhenBusy?: boolean;
  token?: string;
  /** Messages for people (stderr in the CLI). */
  notice?: (msg: string) => void;
  /** Bounds on sockets (tests shorten them); CONNECTION_LIMITS by default. */
  limits?: Partial<ConnectionLimits>;
}

export interface WebHost {
  port: number;
  token: string;
  url: string;
  server: Server;
  close(): Promise<void>;
}

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

function origins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

function hosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

function securityHeaders(res: ServerResponse, port: number): void {
  // The page's own origin too: the token check (answerTokenCheck) is a plain fetch.
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`, ...origins(port)]));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer'); // the page URL carries the token
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/** Starts `server` listening on `bind` (the browser host: 127.0.0.1 only), resolving with the port it got. */
export function listen(server: Server, port: number, bind = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => {
      server.off('listening', onListening);
      reject(e);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, bind);
  });
}

/**
 * A plain GET of the API path (not a WebSocket upgrade): whether `?token=` is this host's, so a page
 * left open across a restart can say that the host has a new token and its link must be replaced,
 * instead of reconnecting for ever. 204 when it is, 401 when it is not; only for the page's own
 * origin (a fetch from elsewhere gets 403). It tells no more than the WebSocket's own check does.
 */
function answerTokenCheck(req: IncomingMessage, res: ServerResponse, token: string, allowed: string[]): void {
  const reply = (status: number, text: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return reply(405, 'Method not allowed.\n');
  }
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if ((origin !== undefined && !allowed.includes(origin)) || (site !== undefined && site !== 'same-origin')) return reply(403, 'This origin may not ask.\n');
  const given = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('token');
  if (!sameToken(given, token)) return reply(401, 'Wrong or missing access token: open the link Patrol HQ printed when it started.\n');
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

/** Starts the browser host on 127.0.0.1 only: the built renderer over HTTP, the API over a WebSocket. */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? newToken();
  let port = 0;
  const limits = { ...CONNECTION_LIMITS, ...opts.limits };
  const server = createServer(serverTimeouts(limits), (req: IncomingMessage, res: ServerResponse) => {
    securityHeaders(res, port);
    if (!hosts(port).includes(req.headers.host ?? '')) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('This host name may not be used.\n');
    }
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname === wsPath) return answerTokenCheck(req, res, token, origins(port));
    serveStatic(opts.rendererDir, req, res, async (html) => {
      // The page of a holder of the token carries the home screen's first answers (first-answers.ts).
      if (!sameToken(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('token'), token)) return null;
      return withFirstAnswers(html, await firstAnswers(opts.handler));
    });
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  boundConnections(server, limits);
  const wss = attachWsApi(server, opts.handler, { token, origins: () => origins(port), hosts: () => hosts(port) });
  try {
    port = await listen(server, opts.port);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !opts.fallbackWhenBusy || opts.port === 0) throw e;
    port = await listen(server, 0);
    opts.notice?.(`Port ${opts.port} is busy; using port ${port} instead.`);
  }
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
