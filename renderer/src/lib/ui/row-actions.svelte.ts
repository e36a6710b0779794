import type { ApiResult } from '../../../../electron/api/contract';
import { needsConfirm } from '../export-warning';
import { downloadText, readTextFile } from '../files';

/** A line shown after an action: `ok` says whether it is good news (status) or an error (alert). */
export type Note = { ok: boolean; text: string };

/**
 * The row actions of a home list (saves, scenarios): one row at a time renamed inline or asked to
 * confirm a delete, and an error line per row. Each action calls the API through the function it is
 * given and, where the list may have changed, refreshes it.
 */
export class RowActions {
  renaming = $state<string | null>(null);
  renameTo = $state('');
  confirmDelete = $state<string | null>(null);
  /** A save's file waiting for the player to confirm it may tell what is still to come (ExportFile.revealsFuture). */
  confirmExport = $state<{ id: string; fileName: string; text: string } | null>(null);
  readonly errors = $state<Record<string, string>>({});

  constructor(private readonly refresh: () => Promise<void>) {}

  startRename(id: string, name: string): void {
    this.renaming = id;
    this.renameTo = name;
    delete this.errors[id];
  }

  async rename(id: string, call: (name: string) => Promise<ApiResult<unknown>>): Promise<void> {
    const r = await call(this.renameTo);
    if (!r.ok) {
      this.errors[id] = r.error.message;
      return;
    }
    delete this.errors[id];
    this.renaming = null;
    await this.refresh();
  }

  async remove(id: string, call: () => Promise<ApiResult<unknown>>): Promise<void> {
    const r = await call();
    this.confirmDelete = null;
    if (!r.ok) this.errors[id] = r.error.message;
    await this.refresh();
  }

  /** Runs another action that changes the list (such as duplicate): its error stays on the row. */
  async run(id: string, call: () => Promise<ApiResult<unknown>>): Promise<void> {
    const r = await call();
    if (!r.ok) this.errors[id] = r.error.message;
    await this.refresh();
  }

  async exportFile(id: string, call: () => Promise<ApiResult<{ fileName: string; text: string; revealsFuture?: boolean }>>): Promise<void> {
    const r = await call();
    if (!r.ok) this.errors[id] = r.error.message;
    else if (needsConfirm(r.value)) this.confirmExport = { id, fileName: r.value.fileName, text: r.value.text };
    else downloadText(r.value.fileName, r.value.text);
  }

  /** Saves the file the player confirmed. */
  exportConfirmed(): void {
    const f = this.confirmExport;
    this.confirmExport = null;
    if (f) downloadText(f.fileName, f.text);
  }
}

/**
 * Reads the file chosen in a file input (clearing the input, so the same file can be chosen again)
 * and hands its text to `send`. Null when nothing was chosen; a failed read becomes an error note.
 */
export async function importChosenFile(ev: Event, send: (text: string, fileName: string) => Promise<Note>): Promise<Note | null> {
  const input = ev.currentTarget as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return null;
  const read = await readTextFile(file);
  if (!read.ok) return { ok: false, text: read.message };
  return send(read.text, file.name);
}
