/**
 * The print worker (a worker thread, kept for the next job): for each job, reads the scenario's
 * stored JSON, checks it with the engine's validateScenario, renders the PDF and answers with
 * base64, telling its progress on the way. The main process only hands over text and passes
 * messages on, so it keeps answering other calls. Messages: WorkerRequest / WorkerReply.
 */
import { parentPort } from 'node:worker_threads';
import { renderPrintJob, type WorkerReply, type WorkerRequest } from './print-job-core';

const port = parentPort;
port?.on('message', ({ id, input }: WorkerRequest) => {
  const send = (r: WorkerReply) => port.postMessage(r);
  void renderPrintJob(input, (p) => send({ id, message: { type: 'progress', ...p } })).then(
    (message) => send({ id, message }),
    (e: unknown) => send({ id, message: { type: 'failed', message: e instanceof Error ? e.message : String(e) } }),
  );
});
