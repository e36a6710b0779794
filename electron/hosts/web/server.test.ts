import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fixtureApi, tempDir } from '../../../test/fixtures/services';
import type { Store } from '../../store';
import { FIRST_ANSWERS_ID } from '../../api/first-calls';
import { startWebHost, type WebHost } from './server';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let host: WebHost;
const token = 'test-token-0123456789';
/** A call straight to the host's services (as its socket would make it). */
let fixtureCall: (channel: string, payload: unknown) => Promise<unknown>;

beforeAll(async () => {
  tmp = tempDir();
  const renderer = join(tmp.dir, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Patrol HQ</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(tmp.dir, 'secret.txt'), 'top secret');
  const fx = fixtureApi({ dbPath: join(tmp.dir, 'web.db') });
  store = fx.store;
  fixtureCall = async (channel, payload) => {
    const r = await fx.api.handle(channel, payload);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  host = await startWebHost({ handler: fx.api, rendererDir: renderer, port: 0, token });
});
afterAll(async () => {
  await host.close();
  store.close();
  tmp.cleanup();
});

/** A raw HTTP GET (no client-side path normalisation), resolving status, headers and body. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, method, headers: { host: `127.0.0.1:${host.port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a WebSocket; resolves the socket, or the HTTP status the upgrade was refused with. */
function connect(query: string, origin?: string, hostHeader?: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api${query}`, { ...(origin ? { origin } : {}), ...(hostHeader ? { headers: { host: hostHeader } } : {}) });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(-1));
  });
}

function call(ws: WebSocket, frame: string): Promise<{ id: unknown; result: { ok: boolean; value?: unknown; error?: { code: string; message: string } } }> {
  return new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString())));
    ws.send(frame);
  });
}

const origin = () => `http://127.0.0.1:${host.port}`;

/** The first answers' data block in a page, parsed (null when the page has none). */
function answersIn(html: string): Record<string, { ok: boolean; value?: unknown }> | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, { ok: boolean; value?: unknown }>) : null;
}

describe("browser host: the home screen's first answers in the page", () => {
  it('are written into the page of a holder of the token, as the socket would answer, and not cached', async () => {
    const made = (await fixtureCall('saves.create', { game: 'tally', seed: 7 })) as { save: { id: string } };
    const hostile = '</script><script>alert(1)</script><!--';
    await fixtureCall('saves.rename', { id: made.save.id, name: hostile });
    const page = await get(`/?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // A save's name cannot close the block: the page holds one </script>, the block's own.
    expect(page.body.split('</script>')).toHaveLength(2);
    const answers = answersIn(page.body);
    expect(Object.keys(answers ?? {})).toEqual(['saves.page', 'catalog.list', 'app.info', 'scenarios.list', 'campaigns.list']);
    const savesPage = answers!['saves.page']!;
    expect(savesPage.ok).toBe(true);
    expect(JSON.stringify(savesPage.value)).toContain(made.save.id);
    expect((savesPage.value as { items: { id: string; name: string }[] }).items.find((x) => x.id === made.save.id)?.name).toBe(hostile);
    expect(answers!['catalog.list']!.ok).toBe(true);
  });

  it('are not in a page asked for without the token, or with another', async () => {
    for (const path of ['/', '/?token=wrong-token-0123456789', '/index.html']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(answersIn(page.body)).toBeNull();
      expect(page.body).not.toContain(FIRST_ANSWERS_ID);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answer a HEAD with the headers alone', async () => {
    const page = await get(`/?token=${token}`, {}, 'HEAD');
    expect(page.status).toBe(200);
    expect(page.body).toBe('');
  });
});

describe('browser host: static files', () => {
  it('prints a loopback URL with the token', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${token}`);
  });

  it('serves index.html with a strict CSP and the right MIME types', async () => {
    const page = await get('/?token=x');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`connect-src ws://127.0.0.1:${host.port} ws://localhost:${host.port}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const js = await get('/assets/app.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toBe('console.log(1)');
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%5c..%5csecret.txt', '/%00index.html', '/....//secret.txt'])(
    'refuses path traversal: %s',
    async (path) => {
      const r = await get(path);
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('top secret');
    },
  );

  it('refuses other methods and foreign Host headers (DNS rebinding)', async () => {
    expect((await get('/', { host: 'evil.example:80' })).status).toBe(403);
    expect((await get('/', {}, 'POST')).status).toBe(405);
    expect((await get('/', { host: `localhost:${host.port}` })).status).toBe(200);
  });
});

describe('browser host: the token check a page left open across a restart makes', () => {
  it('answers a plain GET of the API path: 204 for this host\'s token, 401 for another (a restarted host), 403 from another origin', async () => {
    const ok = await get(`/api?token=${token}`, { 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(204);
    expect(ok.headers['cache-control']).toBe('no-store');
    const old = await get('/api?token=token-of-the-last-start', { 'sec-fetch-site': 'same-origin' });
    expect(old.status).toBe(401);
    expect(old.body).toContain('Wrong or missing access token');
    expect((await get('/api')).status).toBe(401);
    expect((await get(`/api?token=${token}`, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await get(`/api?token=${token}`, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await get(`/api?token=${token}`, { host: 'evil.example' })).status).toBe(403);
    expect((await get(`/api?token=${token}`, {}, 'POST')).status).toBe(405);
    // The page's CSP lets it ask (its own origin among connect-src).
    expect(String((await get('/')).headers['content-security-policy'])).toContain(`http://127.0.0.1:${host.port}`);
  });
});

describe('browser host: WebSocket API', () => {
  it('refuses a missing token, a wrong token, a missing Origin and a foreign Origin with 403', async () => {
    expect(await connect('', origin())).toBe(403);
    expect(await connect('?token=wrong-token-0123456789', origin())).toBe(403);
    expect(await connect(`?token=${token}`)).toBe(403);
    expect(await connect(`?token=${token}`, 'http://evil.example')).toBe(403);
    expect(await connect(`?token=${token}`, `http://127.0.0.1:${host.port + 1}`)).toBe(403);
  });

  it('refuses a foreign Host header with 403, as plain HTTP does (DNS rebinding), even with the right token and origin', async () => {
    for (const h of ['evil.example', `evil.example:${host.port}`, `127.0.0.1:${host.port + 1}`, '']) {
      expect(await connect(`?token=${token}`, origin(), h || ' ')).toBe(403);
    }
    const fine = await connect(`?token=${token}`, origin(), `localhost:${host.port}`);
    expect(fine).toBeInstanceOf(WebSocket);
    (fine as WebSocket).close();
  });

  it('bounds a request frame: a 20 MB frame is refused from its header (close 1009) while another client keeps getting answers', async () => {
    const big = (await connect(`?token=${token}`, origin())) as WebSocket;
    const other = (await connect(`?token=${token}`, origin())) as WebSocket;
    const closed = new Promise<number>((resolve) => big.on('close', (code) => resolve(code)));
    big.on('error', () => {});
    big.send(JSON.stringify({ id: 1, channel: 'saves.import', payload: { text: 'x'.repeat(20 * 1024 * 1024) } }));
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      expect(await call(other, JSON.stringify({ id: i, channel: 'app.info', payload: {} }))).toMatchObject({ result: { ok: true } });
      latencies.push(performance.now() - t);
    }
    expect(await closed).toBe(1009);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(await call(other, JSON.stringify({ id: 'after', channel: 'saves.list', payload: {} }))).toMatchObject({ result: { ok: true } });
    other.close();
  });

  it('serves calls with the right token and origin (127.0.0.1 and localhost)', async () => {
    for (const o of [origin(), `http://localhost:${host.port}`]) {
      const ws = await connect(`?token=${token}`, o);
      expect(ws).toBeInstanceOf(WebSocket);
      const sock = ws as WebSocket;
      const created = await call(sock, JSON.stringify({ id: 1, channel: 'saves.create', payload: { game: 'tally', seed: 3 } }));
      expect(created.id).toBe(1);
      expect(created.result.ok).toBe(true);
      const list = await call(sock, JSON.stringify({ id: 'b', channel: 'saves.list', payload: {} }));
      expect(list).toMatchObject({ id: 'b', result: { ok: true } });
      sock.close();
    }
  });

  it('answers malformed frames with an error and keeps the connection', async () => {
    const ws = (await connect(`?token=${token}`, origin())) as WebSocket;
    expect(await call(ws, 'not json')).toMatchObject({ id: null, result: { ok: false, error: { code: 'bad-request' } } });
    expect(await call(ws, '[1,2]')).toMatchObject({ id: null, result: { ok: false, error: { code: 'bad-request' } } });
    expect(await call(ws, JSON.stringify({ id: 5, channel: 42 }))).toMatchObject({ id: 5, result: { ok: false, error: { code: 'bad-request' } } });
    expect(await call(ws, JSON.stringify({ id: 6, channel: 'nope', payload: {} }))).toMatchObject({ id: 6, result: { ok: false, error: { code: 'bad-request', message: 'Unknown channel "nope".' } } });
    expect(await call(ws, JSON.stringify({ id: 7, channel: 'saves.open', payload: { id: '../x' } }))).toMatchObject({ id: 7, result: { ok: false, error: { code: 'bad-request' } } });
    expect(await call(ws, JSON.stringify({ id: 8, channel: 'app.info', payload: {} }))).toMatchObject({ id: 8, result: { ok: true } });
    expect(await call(ws, JSON.stringify({ id: 9, channel: 'app.info' }))).toMatchObject({ id: 9, result: { ok: true } });
    expect(await call(ws, JSON.stringify({ id: 10, channel: 'saves.list', payload: null }))).toMatchObject({ id: 10, result: { ok: false, error: { code: 'bad-request' } } });
    ws.send(Buffer.from([0xff, 0x00, 0x01]), { binary: true });
    expect(await call(ws, JSON.stringify({ id: 11, channel: 'saves.list', payload: {} }))).toMatchObject({ result: { ok: expect.any(Boolean) } });
    ws.close();
  });

  it('answers 404 to upgrades on other paths', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/other?token=${token}`, { origin: origin() });
      ws.on('unexpected-response', (_r, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});

describe('browser host: ports', () => {
  it('falls back to a free port with a notice when the default port is busy, and fails on a chosen busy port', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const busy = (blocker.address() as AddressInfo).port;
    try {
      const notices: string[] = [];
      const handler = { handle: async () => ({ ok: true as const, value: null }) };
      const fallback = await startWebHost({ handler, rendererDir: tmp.dir, port: busy, fallbackWhenBusy: true, notice: (m) => notices.push(m) });
      expect(fallback.port).not.toBe(busy);
      expect(notices).toEqual([`Port ${busy} is busy; using port ${fallback.port} instead.`]);
      await fallback.close();
      await expect(startWebHost({ handler, rendererDir: tmp.dir, port: busy })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      blocker.close();
    }
  });
});
