/**
 * The print worker (a worker thread): reads the scenario's stored JSON, checks it with the engine's
 * validateScenario, renders the PDF and answers with base64, telling its progress on the way. The
 * main process only hands over text and passes messages on, so it keeps answering other calls.
 * Messages: see PrintMessage in print-job.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderPrintJob, type PrintJobInput, type PrintMessage } from './print-job-core';

const port = parentPort;
if (port) {
  const send = (m: PrintMessage) => port.postMessage(m);
  void renderPrintJob(workerData as PrintJobInput, (p) => send({ type: 'progress', ...p })).then(send, (e: unknown) =>
    send({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
  );
}
