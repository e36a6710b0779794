import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiHandler } from '../../services/api-handler';
import { contentSecurityPolicy } from '../../security/csp';
import { serveStatic } from './static';
import { attachWsApi } from './ws-api';

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
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer'); // the page URL carries the token
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function listen(server: Server, port: number): Promise<number> {
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
    server.listen(port, '127.0.0.1');
  });
}

/** Starts the browser host on 127.0.0.1 only: the built renderer over HTTP, the API over a WebSocket. */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? newToken();
  let port = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    securityHeaders(res, port);
    if (!hosts(port).includes(req.headers.host ?? '')) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('This host name may not be used.\n');
    }
    serveStatic(opts.rendererDir, req, res);
  });
  server.on('clientError', (_e, socket) => socket.destroy());
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
