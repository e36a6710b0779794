/**
 * One print job from stored text to base64 PDF: what the print worker runs (and, when a worker
 * cannot be started, what the main process runs itself). Pure apart from the clock-free PDF.
 */
import { validateScenario } from '../../engine/games/combat-patrol';
import { renderScenarioPdf, type PrintProgress } from './scenario-pdf';

export interface PrintJobInput {
  /** The scenario document as stored (JSON text). */
  docText: string;
  paper: 'a4' | 'letter';
  overview: boolean;
}

/** What a print job answers (worker messages, in order: progress..., then one of the others). */
export type PrintMessage =
  | ({ type: 'progress' } & PrintProgress)
  | { type: 'done'; base64: string; pages: number }
  | { type: 'invalid'; reason: string }
  | { type: 'failed'; message: string };

export async function renderPrintJob(input: PrintJobInput, onProgress: (p: PrintProgress) => void): Promise<PrintMessage> {
  let raw: unknown;
  try {
    raw = JSON.parse(input.docText);
  } catch {
    return { type: 'invalid', reason: 'its document cannot be read (not valid JSON)' };
  }
  const checked = validateScenario(raw);
  if (!checked.ok) return { type: 'invalid', reason: `its document breaks the scenario rules (${checked.error.message})` };
  const pdf = await renderScenarioPdf(checked.scenario, { paper: input.paper, overview: input.overview }, onProgress);
  return { type: 'done', base64: Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength).toString('base64'), pages: pdf.pages };
}
