/**
 * File helpers for export, print and import. In the browser host: downloads and file inputs (no Node:
 * the renderer runs sandboxed). In the desktop host: the native save and open dialogs, through the API
 * client's `desktop.*` channels (the main process shows the dialog, writes or reads the file, and
 * reports a failed write itself).
 */
import { findPreload } from '../api/preload-transport';
import { api } from './app-state.svelte';

/** True in the desktop app, where saving and opening files go through native dialogs. */
export function nativeDialogs(): boolean {
  return findPreload(window) !== null;
}
import type { MAX_IMPORT_CHARS } from '../../../electron/api/contract';

/** Offers `blob` to the user as a download named `fileName` (made safe for any file system). */
export function downloadBlob(fileName: string, blob: Blob): void {
  if (nativeDialogs()) {
    void blob.arrayBuffer().then((buf) => api.call('desktop.saveFile', { fileName: safeFileName(fileName), base64: bytesToBase64(new Uint8Array(buf)) }));
    return;
  }
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
  if (nativeDialogs()) {
    void api.call('desktop.saveFile', { fileName: safeFileName(fileName), text });
    return;
  }
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'patrol-hq-save.json';
}

/** Largest import we read into memory: the contract's MAX_IMPORT_CHARS (checked at compile time). */
export const MAX_IMPORT_BYTES: typeof MAX_IMPORT_CHARS = 12_000_000;

/** The file types an import accepts: our own extensions and the JSON they hold. */
export const IMPORT_ACCEPT = '.patrolsave,.patrolscenario,.patrolcampaign,.json,application/json';

export async function readTextFile(file: File): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size === 0) return { ok: false, message: `"${file.name}" is empty.` };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: `"${file.name}" is too large to be a Patrol HQ save.` };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: `"${file.name}" could not be read.` };
  }
}

/** Desktop only: the native open dialog. Null when the person cancelled. */
export async function openTextFile(title: string): Promise<{ ok: true; text: string; fileName: string } | { ok: false; message: string } | null> {
  const r = await api.call('desktop.openFile', { title: title.replace(/…$/, '').slice(0, 80) });
  if (!r.ok) return { ok: false, message: r.error.message };
  return r.value ? { ok: true, ...r.value } : null;
}
