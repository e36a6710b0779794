/**
 * Big requests are read on a worker thread (frame-worker.ts), so the main thread keeps answering
 * every other client while one sends megabytes: `readBigFrame` for a WebSocket frame's bytes
 * (decode, depth scan, JSON, shape, contract, an imported file's own checks), `checkBigRequest`
 * for a request that came as a value (Electron IPC). Refusals come back with the words the handler
 * would use; what passes goes to the handler as usual (its own checks are then cheap or repeat
 * only what a good request needs).
 *
 * One worker, started on the first big request and kept (unref'd while idle), like the print
 * worker: in the built app `frame-worker.js` beside the main bundle (electron.vite.config.ts); from
 * source `frame-worker.ts` through tsx. If no worker can be started at all, the same checks run in
 * this process (correct, only not off the main thread) and that is said once.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import type { ApiError } from '../api/contract';
import { checkFrame, checkRequest, readFrame, type FrameRead } from './frame-check';

/** Frames and import texts longer than this (bytes or characters) are read on the worker. */
export const BIG_REQUEST = 64 * 1024;

type JobBody = { kind: 'frame'; bytes: ArrayBuffer } | { kind: 'request'; channel: string; payload: unknown };
export type FrameJob = JobBody & { id: number };
export type FrameDone = { id: number; read: FrameRead } | { id: number; parseHere: ArrayBuffer } | { id: number; refusal: ApiError | null } | { id: number; failed: string };

let worker: Worker | null = null;
/** True once a worker has answered: later failures are the job's, not a sign workers cannot run here. */
let workersRun = false;
let warned = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (d: FrameDone) => void; reject: (e: unknown) => void }>();

function lost(w: Worker, e: unknown): void {
  if (worker !== w) return;
  worker = null;
  const jobs = [...waiting.values()];
  waiting.clear();
  for (const j of jobs) j.reject(e);
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = startWorker(__dirname, 'frame-worker');
  w.on('message', (d: FrameDone) => {
    workersRun = true;
    const job = waiting.get(d.id);
    waiting.delete(d.id);
    if (waiting.size === 0) w.unref();
    job?.resolve(d);
  });
  w.on('error', (e) => lost(w, e));
  w.on('exit', (code) => lost(w, new Error(`the frame worker stopped (exit code ${code})`)));
  w.unref(); // after the listeners (a 'message' listener refs it again): an idle worker keeps no process alive
  worker = w;
  return w;
}

function run(job: JobBody, transfer: ArrayBuffer[], inProcess: () => FrameDone): Promise<FrameDone> {
  const id = nextId++;
  return new Promise<FrameDone>((resolve, reject) => {
    const w = ensureWorker();
    waiting.set(id, { resolve, reject });
    w.ref(); // held while a job waits: a script awaiting an answer must not exit under it
    w.postMessage({ ...job, id } as FrameJob, transfer);
  }).catch((e: unknown) => {
    if (workersRun) return { id, failed: e instanceof Error ? e.message : String(e) };
    if (!warned) {
      warned = true;
      console.error('Patrol HQ: no frame worker could be started; reading big requests in the main process instead.', e);
    }
    return inProcess();
  });
}

const unreadable: ApiError = { code: 'bad-request', message: 'This request could not be read: it is too large or too complex for Patrol HQ.' };

/**
 * A WebSocket frame's bytes, read and checked on the worker. A big message arrives from ws in a
 * buffer of its own (allocated for it, not pooled, not kept by ws after the message event): that
 * memory is handed over, not copied. Anything else is copied once into a buffer handed over.
 */
export async function readBigFrame(data: Buffer): Promise<FrameRead> {
  const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer;
  const bytes = own ? (data.buffer as ArrayBuffer) : (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  // The in-process fallback: the bytes are still here unless a worker took them and then failed.
  const inProcess = (): FrameDone => (bytes.byteLength === 0 ? { id: 0, failed: 'handed over' } : { id: 0, read: checkFrame(Buffer.from(bytes).toString('utf8')) });
  const done = await run({ kind: 'frame', bytes }, [bytes], inProcess);
  if ('read' in done) return done.read;
  // Checked and passed, but many values: parsed here from its bytes, handed back (see frame-worker.ts).
  if ('parseHere' in done) return readFrame(Buffer.from(done.parseHere).toString('utf8'));
  return { ok: false, id: null, error: unreadable };
}

/** A request that came as a value (IPC): its refusal from the worker, or null when the handler should take it. */
export async function checkBigRequest(channel: string, payload: unknown): Promise<ApiError | null> {
  const done = await run({ kind: 'request', channel, payload }, [], () => ({ id: 0, refusal: checkRequest(channel, payload) }));
  if ('refusal' in done) return done.refusal;
  if ('failed' in done) return unreadable;
  return null;
}

/** Whether a request value is worth a trip to the worker: an import whose text is long. */
export function isBigImport(channel: string, payload: unknown): boolean {
  if (!channel.endsWith('.import') || !payload || typeof payload !== 'object') return false;
  const text = (payload as { text?: unknown }).text;
  return typeof text === 'string' && text.length > BIG_REQUEST;
}

/**
 * Starts the worker ahead of the first big request (the browser host does at start): from source
 * it loads for seconds, which the first big frame would otherwise wait. Unref'd: it holds nothing open.
 */
export function warmFrameWorker(): void {
  try {
    ensureWorker();
  } catch {
    // No worker here: the first big request says so and is read in process.
  }
}
