/**
 * The desktop host's native open and save dialogs (the `desktop.*` channels of the contract) and the
 * bounded file reading that imports share. Electron's dialog comes in as a dependency: unit-tested
 * with a stub. Files are written to a temporary name and renamed, so a failed write leaves nothing.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import type { ParsedRequest, Responses } from '../api/contract';
import { ApiFailure } from '../services/failure';
import { associatedFileName, fileKinds, kindOfText } from './file-kinds';

/** Largest file an import reads (the contract's limit on import text). */
export const MAX_IMPORT_BYTES = 20_000_000;

export interface DialogLike {
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
}

export interface DesktopFiles {
  'desktop.saveFile'(req: ParsedRequest<'desktop.saveFile'>): Promise<Responses['desktop.saveFile']>;
  'desktop.openFile'(req: ParsedRequest<'desktop.openFile'>): Promise<Responses['desktop.openFile']>;
}

const ourFiles = { name: 'Patrol HQ files', extensions: [fileKinds.save.ext, fileKinds.scenario.ext, fileKinds.campaign.ext, 'json'] };

/** Reads a file to import: refuses folders, empty files and files over the limit with a clear message. */
export async function readImportFile(path: string): Promise<string> {
  const name = basename(path);
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) throw new Error(`${name} is not a file.`);
    size = s.size;
  } catch (e) {
    if (e instanceof Error && e.message.endsWith('is not a file.')) throw e;
    throw new Error(`${name} could not be found or read.`);
  }
  if (size === 0) throw new Error(`${name} is empty.`);
  if (size > MAX_IMPORT_BYTES) throw new Error(`${name} is too large to be a Patrol HQ file (${Math.round(size / 1e6)} MB).`);
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new Error(`${name} could not be read.`);
  }
}

async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** What a file to save is: one of our JSON exports, a CSV table, or a PDF. Anything else is refused. */
function fileToSave(req: ParsedRequest<'desktop.saveFile'>): { defaultName: string; filters: { name: string; extensions: string[] }[]; data: string | Uint8Array } {
  if (req.text !== undefined) {
    const kind = kindOfText(req.text);
    // A table exported as CSV (the campaign log): offered as CSV under its own name.
    if (!kind && /\.csv$/i.test(req.fileName)) return { defaultName: req.fileName, filters: [{ name: 'CSV table', extensions: ['csv'] }], data: req.text };
    if (!kind) throw new ApiFailure('bad-request', 'Only Patrol HQ exports can be saved this way.');
    const k = fileKinds[kind];
    return { defaultName: associatedFileName(req.fileName, kind), filters: [{ name: k.name, extensions: [k.ext] }, { name: 'JSON', extensions: ['json'] }], data: req.text };
  }
  const bytes = Buffer.from(req.base64 ?? '', 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ApiFailure('bad-request', 'Only PDF files can be saved this way.');
  const base = req.fileName.replace(/\.pdf$/i, '') || 'patrol-hq';
  return { defaultName: `${base}.pdf`, filters: [{ name: 'PDF', extensions: ['pdf'] }], data: bytes };
}

/**
 * The `desktop.*` channels. `defaultDir` is where dialogs start (the Documents folder). A failed write
 * is also told to the person by `tell` (a native message box): the page only asked for a dialog.
 */
export function desktopFiles(deps: { dialog: DialogLike; defaultDir: () => string; tell?: (message: string) => void }): DesktopFiles {
  return {
    async 'desktop.saveFile'(req) {
      const what = fileToSave(req);
      const choice = await deps.dialog.showSaveDialog({
        title: 'Save as',
        defaultPath: join(deps.defaultDir(), safeName(what.defaultName)),
        filters: what.filters,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { saved: false };
      try {
        await writeWhole(choice.filePath, what.data);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        const why = code === 'EACCES' || code === 'EPERM' ? 'that folder or file is read-only' : code === 'ENOSPC' ? 'the disk is full' : 'it could not be written';
        const message = `${basename(choice.filePath)} was not saved: ${why}.`;
        deps.tell?.(message);
        throw new ApiFailure('bad-file', message);
      }
      return { saved: true, fileName: basename(choice.filePath) };
    },
    async 'desktop.openFile'(req) {
      const choice = await deps.dialog.showOpenDialog({ title: req.title ?? 'Import', defaultPath: deps.defaultDir(), filters: [ourFiles], properties: ['openFile'] });
      const path = choice.filePaths[0];
      if (choice.canceled || !path) return null;
      try {
        return { fileName: basename(path), text: await readImportFile(path) };
      } catch (e) {
        throw new ApiFailure('bad-file', e instanceof Error ? e.message : String(e));
      }
    },
  };
}

/** A file name any system accepts (the renderer's own safeFileName rules, repeated here). */
export function safeName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'patrol-hq';
}
