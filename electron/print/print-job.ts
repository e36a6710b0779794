/**
 * Runs print jobs on a worker thread, one at a time, so the main process keeps answering every
 * other call while a big table prints (a 20,000-soldier scenario takes many seconds).
 *
 * One worker is started on the first print and kept (unref'd while idle) for the next ones: ending a worker
 * that has just printed a big table makes the main thread wait while its memory is torn down
 * (seconds for the biggest tables), which is the very freeze the worker is there to avoid.
 *
 * The worker script: in the built app `print-worker.js` beside the main bundle (an entry of
 * electron.vite.config.ts); from source (the browser host and tests run TypeScript through tsx)
 * `print-worker.ts`, loaded with tsx's require hook. If no worker can be started at all, the job
 * runs in this process instead (still correct, only not off the main thread) and says so once.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import type { PrintJobInput, PrintMessage, WorkerReply } from './print-job-core';
import type { PrintProgress } from './scenario-pdf';

export type { PrintJobInput, PrintMessage } from './print-job-core';

export type PrintOutcome = Exclude<PrintMessage, { type: 'progress' }>;

interface Running {
  id: number;
  onProgress: (p: PrintProgress) => void;
  resolve: (m: PrintOutcome) => void;
  reject: (e: unknown) => void;
}

let worker: Worker | null = null;
/** True once a worker has answered: a later failure is the job's, not a sign workers cannot run here. */
let workersRun = false;
let running: Running | null = null;
let nextId = 1;
let warned = false;

function fail(e: unknown): void {
  const job = running;
  running = null;
  worker = null;
  job?.reject(e);
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = startWorker(__dirname, 'print-worker');
  w.on('message', (m: WorkerReply) => {
    workersRun = true;
    const job = running;
    if (!job || m.id !== job.id) return;
    if (m.message.type === 'progress') return job.onProgress({ done: m.message.done, total: m.message.total, stage: m.message.stage });
    running = null;
    w.unref();
    job.resolve(m.message);
  });
  w.on('error', (e) => {
    if (worker === w) fail(e);
  });
  w.on('exit', (code) => {
    if (worker === w) fail(new Error(`the print worker stopped (exit code ${code})`));
  });
  // Unref'd after the listeners: adding a 'message' listener refs the worker again, and a kept, idle
  // worker must not keep the process alive (a bench or a script that printed would never exit).
  w.unref();
  worker = w;
  return w;
}

/**
 * The job in this process, when no worker can start. print-job-core (pdf-lib and the page layout,
 * some 70-100 ms to load in the built app) is loaded only then, not when the app starts.
 */
async function inProcess(input: PrintJobInput, onProgress: (p: PrintProgress) => void, why: unknown): Promise<PrintOutcome> {
  if (!warned) {
    warned = true;
    console.error('Patrol HQ: no print worker could be started; printing in the main process instead.', why);
  }
  const { renderPrintJob } = await import('./print-job-core');
  return (await renderPrintJob(input, onProgress)) as PrintOutcome;
}

function runOnce(input: PrintJobInput, onProgress: (p: PrintProgress) => void): Promise<PrintOutcome> {
  const attempt = new Promise<PrintOutcome>((resolve, reject) => {
    const id = nextId++;
    running = { id, onProgress, resolve, reject };
    const w = ensureWorker();
    w.ref(); // held while a job runs: a script awaiting its print must not exit under it
    w.postMessage({ id, input });
  });
  return attempt.catch((e: unknown) => (workersRun ? Promise.reject(e) : inProcess(input, onProgress, e)));
}

let queue: Promise<unknown> = Promise.resolve();
/** Jobs queued or running. */
let pending = 0;

/**
 * Prints one stored scenario document. Jobs run one after another (each one alone keeps a core
 * busy); a job waiting its turn reports the stage "Waiting for another print to finish".
 */
export function printInWorker(input: PrintJobInput, onProgress: (p: PrintProgress) => void = () => {}): Promise<PrintOutcome> {
  if (pending > 0) onProgress({ done: 0, total: 1, stage: 'Waiting for another print to finish' });
  pending++;
  const run = queue.then(() => runOnce(input, onProgress)).finally(() => pending--);
  queue = run.catch(() => undefined);
  return run;
}
