/**
 * The frame fuzzer: thousands of malformed WebSocket frames (seeded) against the real browser host
 * on a database of known saves and scenarios. Every frame must be answered with a refusal a person
 * can read (never 'internal'), or close the socket cleanly (oversized, invalid UTF-8), and a refused
 * frame must change nothing in the database. A frame that happens to be a valid request is allowed
 * to do what it asks (counted apart).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { nextFloat, nextUint32, seedRng, type RngState } from '../../engine/core/rng';
import { comingGames, gameModules } from '../../engine/games';
import { channels, MAX_REQUEST_BYTES } from '../../electron/api/contract';
import { startWebHost } from '../../electron/hosts/web/server';
import { warmFrameWorker } from '../../electron/transports/frame-pool';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import { pileModule } from '../../test/fixtures/pile-game';
import { tallyModule } from '../../test/fixtures/tally-game';

export interface FuzzFigures {
  inputs: number;
  refusedCleanly: number;
  closedCleanly: number;
  acceptedAsValid: number;
  internal: number;
  noReply: number;
  changedOnRefusal: number;
  slowestMs: number;
}

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextUint32(rng) % xs.length]!;

/** Values a careless or hostile client sends. LIT marks a spot replaced by a raw JSON literal. */
const LIT = '__LITERAL__';
const literals = ['1e999', '-1e999', '1e-999', 'NaN', 'Infinity', '01', '0x10', '"\\ud800"', '"\\u0000"', '9007199254740993', '-0', '1.0e+308'];
function junkValue(rng: RngState, depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => nextFloat(rng) < 0.5,
    () => (nextUint32(rng) | 0) / (1 + (nextUint32(rng) % 1000)),
    () => pick(rng, [0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE]),
    () => pick(rng, ['', 'x', 'tally', 'endless-patrol', '../etc/passwd', '<script>alert(1)</script>', '\uFEFF{}', '\u{1F3F4}', '%00', 'a'.repeat(81), 'b'.repeat(5000)]),
    () => LIT,
    () => (depth > 2 ? [] : Array.from({ length: nextUint32(rng) % 4 }, () => junkValue(rng, depth + 1))),
    () => (depth > 2 ? {} : Object.fromEntries(Array.from({ length: nextUint32(rng) % 4 }, () => [pick(rng, ['id', 'kind', 'bot', 'type', 'n', '__proto__', 'constructor', 'x', 'doc']), junkValue(rng, depth + 1)]))),
  ];
  return pick(rng, choices)();
}

function mutate(rng: RngState, payload: Record<string, unknown>): unknown {
  const p: Record<string, unknown> = { ...payload };
  for (let k = 1 + (nextUint32(rng) % 3); k > 0; k--) {
    const keys = Object.keys(p);
    const r = nextUint32(rng) % 4;
    if (r === 0 && keys.length) delete p[pick(rng, keys)];
    else if (r === 1 && keys.length) p[pick(rng, keys)] = junkValue(rng);
    else if (r === 2) p[pick(rng, ['extra', 'seat', 'expectedCount', 'job', 'seed', 'name', 'seats', 'overview'])] = junkValue(rng);
    else return junkValue(rng);
  }
  return p;
}

/** One fuzz input: a frame's text (or raw bytes), and whether it is sent as a binary frame. */
type Input = { text: string } | { bytes: Buffer; binary: boolean };

function makeInput(rng: RngState, templates: Record<string, Record<string, unknown>>, n: number): Input {
  const id = n;
  const kind = nextUint32(rng) % 100;
  const inject = (s: string) => s.split(`"${LIT}"`).map((part, i) => (i === 0 ? part : `${pick(rng, literals)}${part}`)).join('');
  if (kind < 4) return { bytes: Buffer.from(Array.from({ length: 1 + (nextUint32(rng) % 200) }, () => nextUint32(rng) & 0xff)), binary: true };
  if (kind < 7) return { bytes: Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0xc0, 0xaf, 0x7d]), binary: false }; // invalid UTF-8 text
  if (kind < 12) return { text: pick(rng, ['', 'null', '[]', '{', '{"id":', 'not json', '{"id":1}', '{"channel":"saves.list"}', '\uFEFF{"id":1,"channel":"app.info"}', `{"id":${id},"channel":"saves.list","payload":{}`]) };
  if (kind < 14) return { text: `{"id":${id},"channel":"saves.list","payload":${'['.repeat(20_000 + (nextUint32(rng) % 80_000))}` };
  if (kind < 16) return { text: JSON.stringify({ id: pick(rng, [{}, [], null, true, 'x'.repeat(1000), 1e308]), channel: 'app.info', payload: {} }) };
  if (kind < 22) return { text: inject(JSON.stringify({ id, channel: pick(rng, ['nope', '__proto__', 'constructor', 'toString', 'saves', 'saves.list.x', LIT]), payload: junkValue(rng) })) };
  const channel = pick(rng, channels);
  const payload = kind < 40 ? junkValue(rng) : mutate(rng, templates[channel] ?? {});
  return { text: inject(JSON.stringify({ id, channel, payload })) };
}

function fingerprint(store: Store): string {
  const rows = ['saves', 'actions', 'snapshots', 'scenarios'].map((t) => store.db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all());
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

export async function frameFuzzer(opts: { inputs: number; seed: number; dir: string; log: (line: string) => void }): Promise<FuzzFigures> {
  const store = Store.open(join(opts.dir, 'fuzz.db'));
  const api = createApiHandler(createServices({ store, modules: [...gameModules, tallyModule, pileModule], coming: comingGames, app: { version: 'soak', host: 'browser', dataPath: '' } }), () => {});
  const save = (await api.handle('saves.create', { game: 'tally', seed: 1, name: 'Target' })) as { ok: true; value: { save: { id: string } } };
  const scenario = (await api.handle('scenarios.create', { name: 'Target table', template: 'sample' })) as { ok: true; value: { summary: { id: string } } };
  const sid = save.value.save.id;
  const cid = scenario.value.summary.id;
  const templates: Record<string, Record<string, unknown>> = {
    'saves.create': { game: 'tally', seed: 1 },
    'saves.open': { id: sid },
    'saves.act': { id: sid, action: { type: 'add', n: 1 }, expectedCount: 999 },
    'saves.undo': { id: sid, expectedCount: 999 },
    'saves.rename': { id: sid, name: 'Renamed' },
    'saves.delete': { id: 'no-such-save' },
    'saves.export': { id: sid },
    'saves.import': { text: '{"format":"patrol-hq-save","formatVersion":1}' },
    'scenarios.create': { name: 'Made', template: 'blank' },
    'scenarios.open': { id: cid },
    'scenarios.save': { id: cid, doc: { format: 'patrol-hq-scenario' }, expectedRevision: 0 },
    'scenarios.rename': { id: cid, name: 'Renamed table' },
    'scenarios.duplicate': { id: cid },
    'scenarios.delete': { id: 'no-such-table' },
    'scenarios.export': { id: cid },
    'scenarios.import': { text: '{"format":"patrol-hq-scenario"}' },
    'scenarios.print': { id: 'no-such-table', paper: 'a4' },
    'jobs.progress': { job: 'j1' },
  };
  const renderer = join(opts.dir, 'renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html>');
  const host = await startWebHost({ handler: api, rendererDir: renderer, port: 0, token: 'soak-token-0123456789' });
  warmFrameWorker(); // as the CLI does: big frames are read on it
  const origin = `http://127.0.0.1:${host.port}`;
  const connect = () =>
    new Promise<WebSocket>((done, fail) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=soak-token-0123456789`, { origin });
      ws.once('open', () => {
        ws.on('error', () => {}); // a socket the host closes on purpose (oversized, bad UTF-8) is expected
        done(ws);
      });
      ws.once('error', fail);
    });
  const figures: FuzzFigures = { inputs: 0, refusedCleanly: 0, closedCleanly: 0, acceptedAsValid: 0, internal: 0, noReply: 0, changedOnRefusal: 0, slowestMs: 0 };
  const rng = seedRng(opts.seed);
  let ws = await connect();
  let before = fingerprint(store);
  try {
    for (let n = 0; n < opts.inputs; n++) {
      const oversized = n % 1000 === 999;
      const input: Input = oversized ? { text: `{"id":1,"channel":"saves.import","payload":{"text":"${'x'.repeat(MAX_REQUEST_BYTES)}"}}` } : makeInput(rng, templates, n);
      figures.inputs++;
      const t = performance.now();
      const outcome = await new Promise<{ kind: 'reply'; result: { ok: boolean; error?: { code: string } } } | { kind: 'closed'; code: number } | { kind: 'timeout' }>((done) => {
        const timer = setTimeout(() => done({ kind: 'timeout' }), 15_000);
        ws.once('message', (data) => {
          clearTimeout(timer);
          ws.removeAllListeners('close');
          done({ kind: 'reply', result: (JSON.parse(data.toString()) as { result: { ok: boolean; error?: { code: string } } }).result });
        });
        ws.once('close', (code) => {
          clearTimeout(timer);
          ws.removeAllListeners('message');
          done({ kind: 'closed', code });
        });
        if ('text' in input) ws.send(input.text);
        else ws.send(input.bytes, { binary: input.binary });
      });
      figures.slowestMs = Math.max(figures.slowestMs, performance.now() - t);
      if (outcome.kind === 'timeout') figures.noReply++;
      else if (outcome.kind === 'closed') {
        if (outcome.code === 1009 || outcome.code === 1007) figures.closedCleanly++;
        else figures.noReply++;
        ws = await connect();
      } else if (outcome.result.ok) {
        figures.acceptedAsValid++;
      } else if (outcome.result.error?.code === 'internal') {
        figures.internal++;
        opts.log(`internal error for input ${n}: ${'text' in input ? input.text.slice(0, 200) : '(bytes)'}`);
      } else figures.refusedCleanly++;
      const after = fingerprint(store);
      if (after !== before && !(outcome.kind === 'reply' && outcome.result.ok)) {
        figures.changedOnRefusal++;
        opts.log(`input ${n} was refused but changed the database: ${'text' in input ? input.text.slice(0, 200) : '(bytes)'}`);
      }
      before = after;
      if ((n + 1) % 1000 === 0) opts.log(`frame fuzzer: ${n + 1} inputs, ${figures.refusedCleanly} refused cleanly, ${figures.internal} internal`);
    }
  } finally {
    ws.close();
    await host.close();
    store.close();
  }
  return figures;
}
