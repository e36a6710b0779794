import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { bigFieldFrame, callWs, heavySender, nestedImportFrame, openApi, paddedSaveText, startPinger } from '../../../test/fixtures/heavy-frames';
import { fixtureApi, tempDir } from '../../../test/fixtures/services';
import type { ApiHandler } from '../../services/api-handler';
import type { Store } from '../../store';
import { startWebHost, type WebHost } from './server';

// Without the frame worker and the depth scan the nested import held the main thread 4.2-4.6 s on
// a quiet machine (10.7 s on this one loaded 6 times over). With them it is tens of milliseconds
// quiet, a few hundred loaded: the bounds leave a loaded machine room; the sure sign is that the
// handler (the main thread) never sees a refused frame.
const STALL_MS = 1500;

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let host: WebHost;
let client: WebSocket;
let pingClient: WebSocket;
const token = 'heavy-frames-token-0123456789';
const reached: { channel: string; chars: number }[] = [];
const bigReached = () => reached.filter((r) => r.chars > 1_000_000).length;

beforeAll(async () => {
  tmp = tempDir();
  const renderer = join(tmp.dir, 'renderer');
  mkdirSync(renderer);
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>t</title>');
  const fx = fixtureApi({ dbPath: join(tmp.dir, 'heavy.db') });
  store = fx.store;
  // What reached the handler (on the main thread): the channel and the size of its request.
  const handler: ApiHandler = { handle: (channel, payload, caller) => (reached.push({ channel, chars: JSON.stringify(payload ?? null).length }), fx.api.handle(channel, payload, caller)) };
  host = await startWebHost({ handler, rendererDir: renderer, port: 0, token });
  client = await openApi(host.port, token);
  pingClient = await openApi(host.port, token);
  // The frame worker starts on the first big frame (seconds from source through tsx): start it here.
  await callWs(client, 0, bigFieldFrame(0, 100_000));
}, 60_000);

afterAll(async () => {
  client.close();
  pingClient.close();
  await host.close();
  store.close();
  tmp.cleanup();
});

/**
 * Sends `frame` from a client on its own thread while another client pings: the answer, its time,
 * the slowest ping and the longest stall of this thread's event loop (the host's).
 */
async function whilePinging(frame: string) {
  const sender = await heavySender(host.port, token, frame);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const pinger = startPinger(pingClient);
  await new Promise((r) => setTimeout(r, 50));
  loop.enable();
  const { answer, tookMs } = await sender.send();
  await new Promise((r) => setTimeout(r, 50));
  loop.disable();
  const pings = await pinger.stop();
  await sender.close();
  return { answer, tookMs, slowestPingMs: pings.slowestMs, pings: pings.calls, stallMs: loop.max / 1e6 };
}

describe('browser host: frames that cannot stall it', () => {
  it('refuses an import nested 5 million deep in well under a second, saying why, while another client is answered', async () => {
    const before = store.listSaves().length;
    const r = await whilePinging(nestedImportFrame(1));
    expect(r.answer.result).toEqual({ ok: false, error: { code: 'bad-file', message: 'This file is not a Patrol HQ save: it nests deeper than 64 levels.', detail: 'too-deep' } });
    expect(r.tookMs).toBeLessThan(4000);
    expect(r.pings).toBeGreaterThan(0);
    expect(r.slowestPingMs).toBeLessThan(STALL_MS);
    expect(r.stallMs).toBeLessThan(STALL_MS);
    expect(store.listSaves().length).toBe(before);
    expect(bigReached()).toBe(0); // refused on the frame worker: the main thread never parsed the text
  });

  it('refuses a 10 MB field without parsing it on the main thread', async () => {
    const r = await whilePinging(bigFieldFrame(2));
    expect(bigReached()).toBe(0);
    expect(r.answer.result).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(r.slowestPingMs).toBeLessThan(STALL_MS);
    expect(r.stallMs).toBeLessThan(STALL_MS);
  });

  it('refuses a frame whose payload nests past 64 levels with a clear message, before parsing it', async () => {
    let fits: unknown = 1;
    for (let i = 0; i < 63; i++) fits = [fits];
    // 64 levels (the payload and 63 arrays): read, and refused by the contract for what it is.
    expect(await callWs(client, 9, JSON.stringify({ id: 9, channel: 'saves.create', payload: { game: 'tally', options: fits } }))).toMatchObject({ id: 9, result: { ok: false, error: { code: 'bad-request', message: expect.not.stringContaining('levels') } } });
    let payload: unknown = { id: 'x', name: 'deep' };
    for (let i = 0; i < 64; i++) payload = [payload];
    const small = await callWs(client, null, JSON.stringify({ id: 3, channel: 'saves.rename', payload }));
    // Too deep to read, so its id is not read either.
    expect(small).toEqual({ id: null, result: { ok: false, error: { code: 'bad-request', message: 'A request may nest arrays and objects at most 64 levels deep.' } } });
  });

  it('still imports a legitimate 10 MB save file', async () => {
    const text = paddedSaveText(10_000_000);
    expect(text.length).toBe(10_000_000);
    const r = await callWs(client, 4, JSON.stringify({ id: 4, channel: 'saves.import', payload: { text } }));
    expect(r.result).toMatchObject({ ok: true, value: { name: 'Padded patrol', game: 'tally', actionCount: 4 } });
    expect(bigReached()).toBe(1); // checked on the worker, then imported as always
  });
});
