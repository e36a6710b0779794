/**
 * Runs print jobs on a worker thread, one at a time, so the main process keeps answering every
 * other call while a big table prints (a 20,000-soldier scenario takes many seconds).
 *
 * The worker script: in the built app `print-worker.js` beside the main bundle (an entry of
 * electron.vite.config.ts); from source (the browser host and tests run TypeScript through tsx)
 * `print-worker.ts`, loaded with tsx's require hook. If no worker can be started at all, the job
 * runs in this process instead (still correct, only not off the main thread) and says so once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderPrintJob, type PrintJobInput, type PrintMessage } from './print-job-core';
import type { PrintProgress } from './scenario-pdf';

export type { PrintJobInput, PrintMessage } from './print-job-core';

export type PrintOutcome = Exclude<PrintMessage, { type: 'progress' }>;

function startWorker(input: PrintJobInput): Worker {
  const built = join(__dirname, 'print-worker.js');
  if (existsSync(built)) return new Worker(built, { workerData: input });
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  const entry = join(__dirname, 'print-worker.ts');
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(boot, { eval: true, workerData: input });
}

let warned = false;

function runOnce(input: PrintJobInput, onProgress: (p: PrintProgress) => void): Promise<PrintOutcome> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startWorker(input);
    } catch (e) {
      return void inProcess(input, onProgress, e).then(resolve, reject);
    }
    let heard = false;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      fn();
    };
    worker.on('message', (m: PrintMessage) => {
      heard = true;
      if (m.type === 'progress') onProgress({ done: m.done, total: m.total, stage: m.stage });
      else settle(() => resolve(m));
    });
    worker.on('error', (e) => settle(() => (heard ? reject(e) : void inProcess(input, onProgress, e).then(resolve, reject))));
    worker.on('exit', (code) => settle(() => reject(new Error(`the print worker stopped (exit code ${code})`))));
  });
}

function inProcess(input: PrintJobInput, onProgress: (p: PrintProgress) => void, why: unknown): Promise<PrintOutcome> {
  if (!warned) {
    warned = true;
    console.error('Patrol HQ: no print worker could be started; printing in the main process instead.', why);
  }
  return renderPrintJob(input, onProgress) as Promise<PrintOutcome>;
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
