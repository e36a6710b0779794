/**
 * The odds flood: many clients each start a long odds run on the real host and close their
 * sockets without waiting. Their runs must end with their sockets, so the next client's quick run
 * takes about what it takes on a quiet host.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { comingGames, gameModules } from '../../engine/games';
import { startWebHost } from '../../electron/hosts/web/server';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';

export interface OddsFloodFigures {
  clients: number;
  /** A quick run (+/-1%) on a quiet host, then after the flood's sockets closed, in seconds. */
  quietS: number;
  afterS: number;
}

export async function oddsFlood(opts: { clients: number; dir: string; log: (line: string) => void }): Promise<OddsFloodFigures> {
  const store = Store.open(join(opts.dir, 'odds-flood.db'));
  const api = createApiHandler(createServices({ store, modules: [...gameModules], coming: comingGames, app: { version: 'soak', host: 'browser', dataPath: '' } }), () => {});
  const renderer = join(opts.dir, 'odds-flood-renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>soak</title>');
  const token = 'soak-odds-token-0123456789';
  const host = await startWebHost({ handler: api, rendererDir: renderer, port: 0, token });
  const open = async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${token}`, { origin: `http://127.0.0.1:${host.port}` });
    await new Promise<void>((r, j) => {
      ws.once('open', () => r());
      ws.once('error', j);
    });
    return ws;
  };
  const call = (ws: WebSocket, id: number, channel: string, payload: unknown) =>
    new Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>((resolve) => {
      const on = (d: WebSocket.RawData) => {
        const m = JSON.parse(d.toString()) as { id: number; result: { ok: boolean } };
        if (m.id !== id) return;
        ws.off('message', on);
        resolve(m.result);
      };
      ws.on('message', on);
      ws.send(JSON.stringify({ id, channel, payload }));
    });
  try {
    const me = await open();
    const made = await call(me, 1, 'saves.create', { game: 'endless-patrol', seed: 7 });
    if (!made.ok) throw new Error(`odds flood: no game (${made.error?.message})`);
    const id = (made.value as { save: { id: string } }).save.id;
    const quick = async (job: string) => {
      const t = performance.now();
      const r = await call(me, 2, 'odds.run', { id, job, margin: 0.01 });
      if (!r.ok) throw new Error(`odds flood: the quick run was refused (${r.error?.message})`);
      return (performance.now() - t) / 1000;
    };
    await quick('warm'); // the workers started
    const quietS = await quick('quiet');
    opts.log(`odds flood: a quick run on a quiet host ${quietS.toFixed(2)} s; now ${opts.clients} clients start long runs and go`);
    for (let i = 0; i < opts.clients; i++) {
      const ws = await open();
      ws.send(JSON.stringify({ id: 1, channel: 'odds.run', payload: { id, job: `flood-${i}`, margin: 0.005, choices: true } }));
      await new Promise((r) => setTimeout(r, 20));
      ws.terminate();
    }
    const afterS = await quick('after');
    me.close();
    return { clients: opts.clients, quietS, afterS };
  } finally {
    await host.close();
    store.close();
  }
}
