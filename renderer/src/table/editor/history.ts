/**
 * Undo and redo by whole documents (commands never mutate, so keeping the old document is cheap).
 * A gesture (a drag, a rotation with the mouse) starts with a mark: every change during it
 * replaces the document without an undo step; ending it makes one step back to the mark,
 * cancelling it (Escape) restores the mark.
 */
import type { Scenario } from '../../../../engine/games/combat-patrol/types';

export const HISTORY_LIMIT = 200;

export class History {
  private past: Scenario[] = [];
  private future: Scenario[] = [];
  private mark: Scenario | null = null;
  /** Bumped by every change, so a saver can tell whether the document moved on. */
  version = 0;

  constructor(public doc: Scenario) {}

  get canUndo(): boolean {
    return this.mark === null && this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.mark === null && this.future.length > 0;
  }

  get inGesture(): boolean {
    return this.mark !== null;
  }

  /** One undoable edit (inside a gesture it just moves the gesture on). */
  commit(next: Scenario): boolean {
    if (next === this.doc) return false;
    if (this.mark === null) {
      this.past.push(this.doc);
      if (this.past.length > HISTORY_LIMIT) this.past.shift();
      this.future = [];
    }
    this.doc = next;
    this.version++;
    return true;
  }

  begin(): void {
    if (this.mark === null) this.mark = this.doc;
  }

  /** Ends the gesture: one undo step if the document changed. */
  end(): void {
    const mark = this.mark;
    if (mark === null) return;
    this.mark = null;
    if (mark !== this.doc) {
      this.past.push(mark);
      if (this.past.length > HISTORY_LIMIT) this.past.shift();
      this.future = [];
    }
  }

  /** Cancels the gesture: back to the mark, no undo step. */
  cancel(): void {
    const mark = this.mark;
    if (mark === null) return;
    this.mark = null;
    if (mark !== this.doc) {
      this.doc = mark;
      this.version++;
    }
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.future.push(this.doc);
    this.doc = this.past.pop() as Scenario;
    this.version++;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.past.push(this.doc);
    this.doc = this.future.pop() as Scenario;
    this.version++;
    return true;
  }

  /** A document from elsewhere (a reload after a stale save): history starts again. */
  reset(doc: Scenario): void {
    this.doc = doc;
    this.past = [];
    this.future = [];
    this.mark = null;
    this.version++;
  }
}
