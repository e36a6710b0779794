/** Browser file helpers for export and import (no Node: the renderer runs sandboxed). */
import type { MAX_IMPORT_CHARS } from '../../../electron/api/contract';

/** Offers `blob` to the user as a download named `fileName` (made safe for any file system). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = safeFileName(fileName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
}

export function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'patrol-hq-save.json';
}

/** Largest import we read into memory: the contract's MAX_IMPORT_CHARS (checked at compile time). */
export const MAX_IMPORT_BYTES: typeof MAX_IMPORT_CHARS = 12_000_000;

export async function readTextFile(file: File): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size === 0) return { ok: false, message: `"${file.name}" is empty.` };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: `"${file.name}" is too large to be a Patrol HQ save.` };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: `"${file.name}" could not be read.` };
  }
}
