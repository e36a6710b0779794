/**
 * The half-open flood: hundreds of sockets to the real browser host (default bounds) that send
 * nothing or half a request, while a connected client keeps calling. The host must close every one
 * of them by itself within its header and idle times, hold no more than its per-address cap at any
 * moment, and keep answering the connected client.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect as tcp, type Socket } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { comingGames, gameModules } from '../../engine/games';
import { CONNECTION_LIMITS } from '../../electron/hosts/web/connection-limits';
import { startWebHost } from '../../electron/hosts/web/server';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';

export interface FloodFigures {
  sockets: number;
  /** Closed by the host within 250 ms of opening (over the per-address cap). */
  closedAtOnce: number;
  /** The most sockets the host held at once (its own count, the calling client included). */
  mostHeld: number;
  /** When the last flood socket was closed by the host, seconds after the flood began. */
  lastClosedS: number;
  /** Sockets the host never closed (the trial gives up at the bound plus 10 s). */
  neverClosed: number;
  /** The connected client's calls during the flood: how many and the slowest answer. */
  calls: number;
  slowestCallMs: number;
  /** The bound the host promises: header time plus idle time plus a check. */
  boundS: number;
}

export async function halfOpenFlood(opts: { sockets: number; dir: string; log: (line: string) => void }): Promise<FloodFigures> {
  const store = Store.open(join(opts.dir, 'flood.db'));
  const api = createApiHandler(createServices({ store, modules: [...gameModules], coming: comingGames, app: { version: 'soak', host: 'browser', dataPath: '' } }), () => {});
  const renderer = join(opts.dir, 'flood-renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>soak</title>');
  const token = 'soak-flood-token-0123456789';
  const host = await startWebHost({ handler: api, rendererDir: renderer, port: 0, token });
  const boundS = (CONNECTION_LIMITS.headersMs + CONNECTION_LIMITS.idleMs + 2 * CONNECTION_LIMITS.checkEveryMs) / 1000;
  try {
    // The client that was there first keeps calling through the flood.
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${token}`, { origin: `http://127.0.0.1:${host.port}` });
    await new Promise<void>((r, j) => {
      ws.once('open', () => r());
      ws.once('error', j);
    });
    let calls = 0;
    let slowest = 0;
    let calling = true;
    const caller = (async () => {
      for (let id = 1; calling; id++) {
        const t = performance.now();
        await new Promise<void>((r) => {
          ws.once('message', () => r());
          ws.send(JSON.stringify({ id, channel: 'saves.list', payload: {} }));
        });
        slowest = Math.max(slowest, performance.now() - t);
        calls++;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    const t0 = performance.now();
    // What the host holds, asked of the host itself every 20 ms.
    let mostHeld = 0;
    const sample = setInterval(() => host.server.getConnections((_e, n) => (mostHeld = Math.max(mostHeld, n))), 20);
    let closedAtOnce = 0;
    let lastClosed = 0;
    const closes: Promise<void>[] = [];
    const sockets: Socket[] = [];
    for (let i = 0; i < opts.sockets; i++) {
      const socket = tcp(host.port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {});
      let opened = Number.POSITIVE_INFINITY;
      closes.push(
        new Promise<void>((r) =>
          socket.once('close', () => {
            const at = performance.now();
            if (at - opened < 250) closedAtOnce++;
            lastClosed = Math.max(lastClosed, at - t0);
            r();
          }),
        ),
      );
      socket.once('connect', () => {
        opened = performance.now();
        if (i % 2) socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // half a request
      });
    }
    opts.log(`flood: ${opts.sockets} sockets opened; waiting for the host to close them (bound ${boundS.toFixed(1)} s)`);
    const giveUp = new Promise<'late'>((r) => setTimeout(() => r('late'), (boundS + 10) * 1000).unref());
    await Promise.race([Promise.all(closes), giveUp]);
    const neverClosed = sockets.filter((s) => !s.destroyed && !s.closed).length;
    clearInterval(sample);
    for (const s of sockets) s.destroy();
    calling = false;
    await caller;
    ws.close();
    return { sockets: opts.sockets, closedAtOnce, mostHeld, lastClosedS: lastClosed / 1000, neverClosed, calls, slowestCallMs: slowest, boundS };
  } finally {
    await host.close();
    store.close();
  }
}
