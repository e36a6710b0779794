/**
 * One print job to base64 PDF: what the print worker runs (and, when a worker cannot be started,
 * what the main process runs itself). Two kinds share the worker and its queue:
 * - a scenario: the document is read here, from the database file through a read-only connection
 *   of the worker's own, so the main thread never reads or parses megabytes of it;
 * - a campaign log: the service hands over the roster, records and memorial it has read
 *   (plain data, a few hundred kilobytes for the largest logs), and the worker lays out and writes it.
 */
import { validateScenario } from '../../engine/games/combat-patrol';
import { readScenarioDocText } from '../store/read-only';
import { renderCampaignPdf, type CampaignPrintData } from './campaign-pdf';
import { renderScenarioPdf, type PrintProgress } from './scenario-pdf';
import type { Paper } from './tiling';

/** Where the document is: its text, or a scenario row of a database file. */
export type PrintSource = { docText: string } | { dbPath: string; nativeBinding?: string; scenarioId: string };

export type ScenarioPrintInput = PrintSource & {
  paper: 'a4' | 'letter';
  overview: boolean;
};

/** A campaign log to print. */
export interface CampaignPrintInput { kind: 'campaign'; data: CampaignPrintData; paper: Paper }

export type PrintJobInput = ScenarioPrintInput | CampaignPrintInput;

/** What a print job answers (worker messages, in order: progress..., then one of the others). */
export type PrintMessage =
  | ({ type: 'progress' } & PrintProgress)
  | { type: 'done'; base64: string; pages: number }
  | { type: 'invalid'; reason: string }
  | { type: 'missing' }
  | { type: 'failed'; message: string };

/** What the main thread posts to the print worker, and what the worker posts back (tagged with the job). */
export interface WorkerRequest { id: number; input: PrintJobInput }
export interface WorkerReply { id: number; message: PrintMessage }

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

export async function renderPrintJob(input: PrintJobInput, onProgress: (p: PrintProgress) => void): Promise<PrintMessage> {
  if ('kind' in input) {
    const pdf = await renderCampaignPdf(input.data, input.paper, onProgress);
    return { type: 'done', base64: base64(pdf.bytes), pages: pdf.pages };
  }
  let text: string;
  if ('docText' in input) text = input.docText;
  else {
    const stored = readScenarioDocText(input.dbPath, input.scenarioId, input.nativeBinding);
    if (stored === undefined) return { type: 'missing' };
    if (stored === null) return { type: 'invalid', reason: 'its document cannot be read (not stored as text)' };
    text = stored;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { type: 'invalid', reason: 'its document cannot be read (not valid JSON)' };
  }
  const checked = validateScenario(raw);
  if (!checked.ok) return { type: 'invalid', reason: `its document breaks the scenario rules (${checked.error.message})` };
  const pdf = await renderScenarioPdf(checked.scenario, { paper: input.paper, overview: input.overview }, onProgress);
  return { type: 'done', base64: base64(pdf.bytes), pages: pdf.pages };
}
