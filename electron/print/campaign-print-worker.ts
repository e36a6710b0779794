/**
 * The campaign print worker (a worker thread, kept for the next job): renders the campaign log's
 * PDF from the plain data the main process hands over and answers with base64, so the main
 * process keeps answering other calls while a long log prints. Messages: CampaignPrintRequest / Reply.
 */
import { parentPort } from 'node:worker_threads';
import { renderCampaignPdf } from './campaign-pdf';
import type { CampaignPrintReply, CampaignPrintRequest } from './campaign-print-job';

const port = parentPort;
port?.on('message', ({ id, data, paper }: CampaignPrintRequest) => {
  const send = (r: CampaignPrintReply) => port.postMessage(r);
  void renderCampaignPdf(data, paper).then(
    (pdf) => send({ id, ok: true, base64: Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength).toString('base64'), pages: pdf.pages }),
    (e: unknown) => send({ id, ok: false, message: e instanceof Error ? e.message : String(e) }),
  );
});
