/**
 * The contract between the editor and its tools. Each tool is a small explicit state machine:
 * `state` names where it is; pointer events and Escape move it on. Tools see the editor only
 * through EditorApi, so they are tested without a screen.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import type { Session, ToolId } from '../editor/session';

export interface PointerEvt {
  /** Table inches. */
  world: Vec;
  shift: boolean;
  alt: boolean;
  /** 0 main, 1 middle, 2 secondary. */
  button: number;
  /** Second click of a double click. */
  double?: boolean;
}

export interface EditorApi {
  readonly doc: Scenario;
  readonly session: Session;
  /** Grab tolerance in inches at the current zoom. */
  readonly tolerance: number;
  /** One undoable edit (inside a gesture: moves the gesture on). */
  commit(next: Scenario): void;
  /** Starts a gesture (a mark): its edits become one undo step on endGesture. */
  beginGesture(): void;
  endGesture(): void;
  /** Back to the mark, no undo step. */
  cancelGesture(): void;
  select(ids: string[]): void;
  /** A fresh id for a new item: `${prefix}-n`. */
  freshId(prefix: string): string;
  /** Session changed (overlays): redraw. */
  changed(): void;
  setTool(id: ToolId): void;
  /** A short message on the status line (a refusal, what happened). */
  notify(text: string): void;
}

export interface Tool {
  readonly id: ToolId;
  /** Where the gesture is: 'idle' when none is in progress. */
  readonly state: string;
  down(ed: EditorApi, e: PointerEvt): void;
  move(ed: EditorApi, e: PointerEvt): void;
  up(ed: EditorApi, e: PointerEvt): void;
  /** Escape: cancels the gesture in progress; false when there was none. */
  cancel(ed: EditorApi): boolean;
  /** Other keys the tool understands (Enter, Backspace); true when handled. */
  key?(ed: EditorApi, key: string): boolean;
  /** Called when the tool becomes current / stops being current. */
  enter?(ed: EditorApi): void;
  exit?(ed: EditorApi): void;
}
