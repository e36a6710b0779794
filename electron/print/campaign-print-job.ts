/**
 * Prints the campaign log on the print worker thread (print-job.ts: one worker, one queue for
 * scenarios and campaigns), so the main process keeps answering while hundreds of pages of
 * service records are laid out and written. Progress comes back as the pages are painted.
 */
import type { CampaignPrintData } from './campaign-pdf';
import { printInWorker } from './print-job';
import type { PrintProgress } from './scenario-pdf';
import type { Paper } from './tiling';

export interface PrintedPdf { base64: string; pages: number }

export async function printCampaignInWorker(data: CampaignPrintData, paper: Paper, onProgress: (p: PrintProgress) => void = () => {}): Promise<PrintedPdf> {
  const out = await printInWorker({ kind: 'campaign', data, paper }, onProgress);
  if (out.type === 'done') return { base64: out.base64, pages: out.pages };
  throw new Error(`printing the campaign failed: ${out.type === 'failed' ? out.message : out.type}`);
}
