/**
 * The big battle with a pinger: a client creates a battle of N models on the real browser host,
 * opens it again and acts in it (a soldier holds, then another fires at the nearest enemy he can
 * hit), while another client keeps calling `app.info`. The host must answer the pinger within
 * 100 ms throughout and send envelopes that grow with the models, not their square (under 1 MB
 * at 1,000 models). Used by `npm run soak` (`--only battle --models N`) and `npm run bench -- big-battle`.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { startHost } from '../../test/e2e/host';
import { crowd } from '../../engine/games/combat-patrol/testing';
import type { ScenarioModel } from '../../engine/games/combat-patrol/types';

/** The scenario of an N-model battle (engine/games/combat-patrol/testing crowd), as sent to the host. */
export const bigBattle = (models: number): Record<string, unknown> => crowd(models) as unknown as Record<string, unknown>;

export interface BigBattleFigures {
  models: number;
  createMs: number;
  openMs: number;
  /** The two actions' round trips (hold, fire), ms. */
  actMs: number[];
  /** The biggest envelope sent (bytes of its JSON frame). */
  envelopeBytes: number;
  /** Choices listed in the created envelope: discrete actions and templates. */
  legal: number;
  templates: number;
  /** The pinger's calls meanwhile and its slowest answer. */
  pings: number;
  slowestPingMs: number;
  /** What went wrong, in words, or null. */
  failure: string | null;
}

type Reply = { ok: boolean; value?: any; error?: { message: string } };

/** One client: sends a call and waits for its answer, with the frame's size. */
function client(url: string, origin: string): Promise<{ call(channel: string, payload: unknown): Promise<{ r: Reply; bytes: number; ms: number }>; close(): void }> {
  const ws = new WebSocket(url, { origin, maxPayload: 512 * 1024 * 1024 });
  let next = 1;
  const waiting = new Map<number, (m: { r: Reply; bytes: number }) => void>();
  ws.on('message', (data) => {
    const text = String(data);
    const m = JSON.parse(text) as { id: number; result: Reply };
    waiting.get(m.id)?.({ r: m.result, bytes: Buffer.byteLength(text) });
    waiting.delete(m.id);
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        call: (channel, payload) => {
          const id = next++;
          const t = performance.now();
          return new Promise((r) => {
            waiting.set(id, (m) => r({ ...m, ms: performance.now() - t }));
            ws.send(JSON.stringify({ id, channel, payload }));
          });
        },
        close: () => ws.close(),
      }),
    );
  });
}

/**
 * The pinger (a worker thread, plain JS): calls `app.info` every 20 ms after three warm-up calls,
 * until told to stop; answers its count, its slowest answer and each one of 100 ms or more.
 */
const PINGER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const ws = new WebSocket(workerData.url, { origin: workerData.origin });
let stop = false;
parentPort.on('message', () => { stop = true; });
const call = (id) => new Promise((r) => { ws.once('message', () => r()); ws.send(JSON.stringify({ id, channel: 'app.info', payload: {} })); });
ws.once('open', async () => {
  for (let i = 0; i < 3; i++) await call(i);
  const t0 = performance.now();
  let pings = 0, slowest = 0;
  const slow = [];
  for (let id = 3; !stop; id++) {
    const t = performance.now();
    await call(id);
    const ms = performance.now() - t;
    pings++;
    slowest = Math.max(slowest, ms);
    if (ms >= 100) slow.push(ms.toFixed(0) + ' ms at ' + (t - t0).toFixed(0) + ' ms');
    await new Promise((r) => setTimeout(r, 20));
  }
  ws.close();
  parentPort.postMessage({ pings, slowest, slow });
});
`;

export async function bigBattleTrial(opts: { models: number; dir: string; log: (line: string) => void }): Promise<BigBattleFigures> {
  // The host in its own process (`npm run web`), as a guest meets it: the clients' own work here delays none of its answers.
  const host = await startHost({ token: 'soak-big-battle-token-0123456789', dbPath: join(opts.dir, `big-battle-${opts.models}-${Date.now()}.db`) });
  const url = `ws://127.0.0.1:${new URL(host.url).port}/api?token=${host.token}`;
  const origin = host.origin;
  const fig: BigBattleFigures = { models: opts.models, createMs: NaN, openMs: NaN, actMs: [], envelopeBytes: 0, legal: 0, templates: 0, pings: 0, slowestPingMs: 0, failure: null };
  try {
    const player = await client(url, origin);
    // A host that has served a battle before (its code loaded and warm): a small one, played the same way.
    const warm = await player.call('saves.create', { game: 'combat-patrol', options: { scenario: bigBattle(20) } });
    if (!warm.r.ok) throw new Error(`warming up: ${warm.r.error?.message}`);
    await player.call('saves.open', { id: warm.r.value.save.id });
    // The pinger has a thread of its own: the player's work here (reading megabytes) delays none of its readings.
    const pinger = new Worker(PINGER, { eval: true, workerData: { url, origin } });
    const pings = new Promise<{ pings: number; slowest: number; slow: string[] }>((resolve, reject) => {
      pinger.once('message', resolve);
      pinger.once('error', reject);
    });
    await new Promise((r) => setTimeout(r, 300));
    const step = async (what: string, channel: string, payload: unknown) => {
      const res = await player.call(channel, payload);
      fig.envelopeBytes = Math.max(fig.envelopeBytes, res.bytes);
      if (!res.r.ok) throw new Error(`${what}: ${res.r.error?.message}`);
      opts.log(`big battle ${opts.models}: ${what} ${res.ms.toFixed(0)} ms, ${(res.bytes / 1e6).toFixed(2)} MB`);
      return res;
    };
    try {
      const created = await step('create', 'saves.create', { game: 'combat-patrol', options: { scenario: bigBattle(opts.models) } });
      fig.createMs = created.ms;
      const env = created.r.value as { save: { id: string; actionCount: number }; legal: { type: string; soldier?: string }[]; templates: unknown[]; view: { soldiers: { id: string; side: string; x: number; y: number }[] } };
      fig.legal = env.legal.length;
      fig.templates = env.templates.length;
      const id = env.save.id;
      const opened = await step('open', 'saves.open', { id });
      fig.openMs = opened.ms;
      const hold = env.legal.find((a) => a.type === 'hold');
      if (!hold) throw new Error('no soldier may hold');
      const held = await step('hold', 'saves.act', { id, seat: 0, action: hold, expectedCount: env.save.actionCount });
      fig.actMs.push(held.ms);
      // A soldier of the side to act fires at the nearest enemy: aimed fire, judged by the rules like any other.
      const v = held.r.value as typeof env & { toAct: number };
      const side = v.toAct === 0 ? 'US' : 'German';
      const shooter = v.view.soldiers.find((m) => m.side === side && m.id !== hold.soldier) as { id: string; x: number; y: number };
      const near = v.view.soldiers.filter((m) => m.side !== side).sort((a, b) => Math.hypot(a.x - shooter.x, a.y - shooter.y) - Math.hypot(b.x - shooter.x, b.y - shooter.y));
      const model = (bigBattle(opts.models).models as ScenarioModel[]).find((m) => m.id === shooter.id) as ScenarioModel;
      let fired = false;
      for (const target of near.slice(0, 20)) {
        const res = await player.call('saves.act', { id, seat: v.toAct, action: { type: 'fire', soldier: shooter.id, weapon: model.weaponId, method: 'standard', target: target.id }, expectedCount: v.save.actionCount });
        if (!res.r.ok) {
          opts.log(`big battle ${opts.models}: ${shooter.id} at ${target.id}: ${res.r.error?.message}`);
          continue;
        }
        fig.envelopeBytes = Math.max(fig.envelopeBytes, res.bytes);
        fig.actMs.push(res.ms);
        opts.log(`big battle ${opts.models}: fire ${res.ms.toFixed(0)} ms, ${(res.bytes / 1e6).toFixed(2)} MB`);
        fired = true;
        break;
      }
      if (!fired) throw new Error(`${shooter.id} could fire at none of the 20 nearest Germans`);
    } catch (e) {
      fig.failure = (e as Error).message;
    }
    pinger.postMessage('stop');
    const p = await pings;
    await pinger.terminate();
    fig.pings = p.pings;
    fig.slowestPingMs = p.slowest;
    if (p.slow.length > 0) opts.log(`big battle ${opts.models}: slow answers to the pinger: ${p.slow.join('; ')}`);
    player.close();
    return fig;
  } finally {
    await host.stop();
  }
}
