/**
 * Autosave: a document is saved `delay` ms after the last edit (and at once on flush, when the
 * editor is left), one save at a time, each carrying the revision it expects. A 'stale' answer
 * (someone else saved: another window) stops saving and asks the screen to reload.
 */
import type { Scenario } from '../../../../engine/games/combat-patrol/types';

export type SaveOutcome = { ok: true; revision: number } | { ok: false; code: string; message: string };
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'stale';

export interface SaverDeps {
  save(doc: Scenario, expectedRevision: number): Promise<SaveOutcome>;
  onStatus(status: SaveStatus, message: string): void;
  /** The store holds a newer revision: reload it. */
  onStale(message: string): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(t: unknown): void;
}

export class AutoSaver {
  status: SaveStatus = 'saved';
  private pendingDoc: Scenario | null = null;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;

  constructor(private revision: number, private readonly deps: SaverDeps, private readonly delay = 500) {}

  get currentRevision(): number {
    return this.revision;
  }

  private set(status: SaveStatus, message = ''): void {
    this.status = status;
    this.deps.onStatus(status, message);
  }

  /** An edit happened: save this document after the delay. */
  schedule(doc: Scenario): void {
    if (this.status === 'stale') return;
    this.pendingDoc = doc;
    if (this.status !== 'saving') this.set('pending');
    this.clear();
    this.timer = (this.deps.setTimer ?? ((f, ms) => setTimeout(f, ms)))(() => {
      this.timer = null;
      void this.flush();
    }, this.delay);
  }

  private clear(): void {
    if (this.timer !== null) (this.deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  /** Saves what is pending now and waits for every save to finish. */
  async flush(): Promise<void> {
    this.clear();
    while (this.inFlight) await this.inFlight;
    const doc = this.pendingDoc;
    if (!doc || this.status === 'stale') return;
    this.pendingDoc = null;
    this.inFlight = this.saveOne(doc);
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
    if (this.pendingDoc && this.timer === null && this.status === 'pending') await this.flush();
  }

  private async saveOne(doc: Scenario): Promise<void> {
    this.set('saving');
    const r = await this.deps.save(doc, this.revision);
    if (r.ok) {
      this.revision = r.revision;
      this.set(this.pendingDoc ? 'pending' : 'saved');
    } else if (r.code === 'stale') {
      this.pendingDoc = null;
      this.set('stale', r.message);
      this.deps.onStale(r.message);
    } else {
      if (!this.pendingDoc) this.pendingDoc = doc; // kept: the next edit or leaving tries again
      this.set('error', r.message);
    }
  }

  /** After a reload: a fresh start from the store's revision. */
  reset(revision: number): void {
    this.clear();
    this.pendingDoc = null;
    this.revision = revision;
    this.set('saved');
  }
}

/** The header's word for the save state (the reason a save failed is shown in full under the header). */
export function statusText(s: SaveStatus): string {
  if (s === 'saved') return 'Saved';
  if (s === 'pending' || s === 'saving') return 'Saving…';
  if (s === 'stale') return 'Changed elsewhere: reloaded';
  return 'Not saved';
}
