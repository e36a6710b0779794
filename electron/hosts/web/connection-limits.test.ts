/** The browser host's socket bounds: a half-open flood is cut off and cannot hold the host; the app's own WebSocket stays. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect as tcp, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fixtureApi, tempDir } from '../../../test/fixtures/services';
import type { Store } from '../../store';
import { startWebHost, type WebHost } from './server';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let host: WebHost;
const token = 'limits-token-0123456789';
const limits = { headersMs: 400, requestMs: 800, idleMs: 500, checkEveryMs: 100, perAddress: 20, maxConnections: 40 };

beforeAll(async () => {
  tmp = tempDir();
  const renderer = join(tmp.dir, 'renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Patrol HQ</title>');
  const fx = fixtureApi({ dbPath: join(tmp.dir, 'limits.db') });
  store = fx.store;
  host = await startWebHost({ handler: fx.api, rendererDir: renderer, port: 0, token, limits });
});
afterAll(async () => {
  await host.close();
  store.close();
  tmp.cleanup();
});

/** A raw socket; `closedAt` is when the server closed it (ms after open), null while open. */
function rawSocket(first?: string): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const socket = tcp(host.port, '127.0.0.1', () => {
      if (first) socket.write(first);
      resolve({ socket, closed: new Promise((r) => socket.once('close', () => r(Date.now() - t0))) });
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

function status(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: '/', headers: { host: `127.0.0.1:${host.port}` }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('browser host: connections bounded', () => {
  it('closes sockets beyond the cap for one address at once, and every half-open socket within its time; then serves again', async () => {
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => rawSocket(i % 2 ? 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n' : undefined)));
    const times = await Promise.all(flood.map((f) => f.closed));
    // Ten over the cap are closed at once; the rest (silent, or with half a header) within the idle or header time.
    expect(times.filter((t) => t < 200).length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...times)).toBeLessThan(limits.idleMs + limits.headersMs + 1_000);
    expect(await status()).toBe(200);
  });

  it('a request that dribbles its headers is cut off at the header time, not held open by the dribble', async () => {
    const { socket, closed } = await rawSocket('GET / HTTP/1.1\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    const after = await closed;
    clearInterval(drip);
    expect(after).toBeGreaterThanOrEqual(limits.headersMs - 50);
    expect(after).toBeLessThan(limits.headersMs + 1_000);
  });

  it("keeps the app's WebSocket open past the idle time and answers on it", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${token}`, { origin: `http://127.0.0.1:${host.port}` });
    await new Promise<void>((r, j) => {
      ws.once('open', () => r());
      ws.once('error', j);
    });
    await new Promise((r) => setTimeout(r, limits.idleMs * 3));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    const reply = await new Promise<{ result: { ok: boolean } }>((resolve) => {
      ws.once('message', (d) => resolve(JSON.parse(d.toString())));
      ws.send(JSON.stringify({ id: 1, channel: 'saves.list', payload: {} }));
    });
    expect(reply.result.ok).toBe(true);
    ws.close();
  });
});
