/**
 * The contract between the editor and its tools. Each tool is a small explicit state machine:
 * `state` names where it is; pointer events and Escape move it on. Tools see the editor only
 * through EditorApi, so they are tested without a screen. The Editor is given its tools as a
 * ToolSet (editor/tool-set.ts): the editing set is tools/editing-set.ts.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import type { Session, SessionPatch, ToolId } from '../editor/session';
import type { ToolView } from '../editor/tool-view';

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

/** Raw input that is not session state: where the pointer is (table inches, null off the view), Space held. */
export interface Inputs {
  readonly pointer: Vec | null;
  readonly spaceHeld: boolean;
}

export interface EditorApi {
  readonly doc: Scenario;
  readonly session: Session;
  readonly inputs: Inputs;
  /** Grab tolerance in inches at the current zoom. */
  readonly tolerance: number;
  /** The one way session state changes: a new session with `patch` applied (nothing when it changes nothing). */
  setSession(patch: SessionPatch): void;
  /** One undoable edit (inside a gesture: moves the gesture on). */
  commit(next: Scenario): void;
  /** Starts a gesture (a mark): its edits become one undo step on endGesture. */
  beginGesture(): void;
  endGesture(): void;
  /** Back to the mark, no undo step (nothing when no gesture is open). */
  cancelGesture(): void;
  select(ids: readonly string[]): void;
  /** A fresh id for a new item: `${prefix}-n`. */
  freshId(prefix: string): string;
  /** What the tool draws follows the pointer (not session state): draw again. */
  changed(): void;
  setTool(id: ToolId): void;
  /** A short message on the status line (a refusal, what happened). */
  notify(text: string): void;
}

export interface Tool {
  readonly id: ToolId;
  /** Its name on the palette and for screen readers. */
  readonly label: string;
  /** Its shortcut: one lower-case letter, or null. */
  readonly shortcut: string | null;
  /** Where the gesture is: 'idle' when none is in progress. */
  readonly state: string;
  down(ed: EditorApi, e: PointerEvt): void;
  move(ed: EditorApi, e: PointerEvt): void;
  up(ed: EditorApi, e: PointerEvt): void;
  /** Escape: cancels the gesture in progress; false when there was none. */
  cancel(ed: EditorApi): boolean;
  /** Other keys the tool understands (Enter, Backspace); true when handled. */
  key?(ed: EditorApi, key: string): boolean;
  /** The pointer left the table view (not during a gesture). */
  leave?(ed: EditorApi): void;
  /** Called when the tool becomes current / stops being current. */
  enter?(ed: EditorApi): void;
  exit?(ed: EditorApi): void;
  /** What the stage draws for this tool now (the overlay layer). */
  view?(ed: EditorApi): ToolView;
}
