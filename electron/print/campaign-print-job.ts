/**
 * Prints the campaign log on a worker thread, one job at a time, so the main process keeps
 * answering while hundreds of pages of service records are laid out and written.
 *
 * One worker starts with the first print and is kept (unref'd) for the next. The worker script:
 * in the built app `campaign-print-worker.js` beside the main bundle (an entry of
 * electron.vite.config.ts); from source (the browser host and tests run TypeScript through tsx)
 * `campaign-print-worker.ts`, loaded with tsx's require hook. If no worker can be started, the job
 * runs in this process instead (still correct, only not off the main thread) and says so once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderCampaignPdf, type CampaignPrintData } from './campaign-pdf';
import type { Paper } from './tiling';

export interface CampaignPrintRequest { id: number; data: CampaignPrintData; paper: Paper }
export type CampaignPrintReply = { id: number; ok: true; base64: string; pages: number } | { id: number; ok: false; message: string };
export interface PrintedPdf { base64: string; pages: number }

function startWorker(): Worker {
  const built = join(__dirname, 'campaign-print-worker.js');
  if (existsSync(built)) return new Worker(built);
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  const entry = join(__dirname, 'campaign-print-worker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true });
}

let worker: Worker | null = null;
let workersRun = false;
let warned = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (p: PrintedPdf) => void; reject: (e: unknown) => void }>();

function failAll(e: unknown): void {
  worker = null;
  for (const w of waiting.values()) w.reject(e);
  waiting.clear();
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = startWorker();
  w.unref();
  w.on('message', (m: CampaignPrintReply) => {
    workersRun = true;
    const job = waiting.get(m.id);
    if (!job) return;
    waiting.delete(m.id);
    if (m.ok) job.resolve({ base64: m.base64, pages: m.pages });
    else job.reject(new Error(`printing the campaign failed: ${m.message}`));
  });
  w.on('error', (e) => worker === w && failAll(e));
  w.on('exit', (code) => worker === w && failAll(new Error(`the campaign print worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

async function inProcess(data: CampaignPrintData, paper: Paper, why: unknown): Promise<PrintedPdf> {
  if (!warned) {
    warned = true;
    console.error('Patrol HQ: no print worker could be started; printing the campaign in the main process instead.', why);
  }
  const pdf = await renderCampaignPdf(data, paper);
  return { base64: Buffer.from(pdf.bytes).toString('base64'), pages: pdf.pages };
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders the campaign log's PDF off the main thread; jobs run one after another. */
export function printCampaignInWorker(data: CampaignPrintData, paper: Paper): Promise<PrintedPdf> {
  const run = queue.then(() =>
    new Promise<PrintedPdf>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      ensureWorker().postMessage({ id, data, paper } satisfies CampaignPrintRequest);
    }).catch((e: unknown) => (workersRun ? Promise.reject(e) : inProcess(data, paper, e))),
  );
  queue = run.catch(() => undefined);
  return run;
}
