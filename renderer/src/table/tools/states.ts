/**
 * Tools made of small state classes, on tldraw's StateNode lines (cut down): a tool holds named
 * states; exactly one is current; `transition` leaves it (its `exit` runs) and enters the next
 * (its `enter` runs, with what the next state needs to know). Pointer events, Escape and the
 * question "what do you draw?" go to the current state. A state that opens a gesture closes it
 * in `exit`, so however a state is left (release, Escape, another tool) nothing stays half done.
 */
import type { ToolId } from '../editor/session';
import { NOTHING_TO_DRAW, type ToolView } from '../editor/tool-view';
import type { EditorApi, PointerEvt, Tool } from './types';

export abstract class ToolState<Info = void> {
  abstract readonly id: string;
  enter(ed: EditorApi, info: Info): void {
    void ed;
    void info;
  }
  exit(ed: EditorApi): void {
    void ed;
  }
  down(ed: EditorApi, e: PointerEvt): void {
    void ed;
    void e;
  }
  move(ed: EditorApi, e: PointerEvt): void {
    void ed;
    void e;
  }
  up(ed: EditorApi, e: PointerEvt): void {
    void ed;
    void e;
  }
  /** Escape; false when the state had nothing to cancel. */
  cancel(ed: EditorApi): boolean {
    void ed;
    return false;
  }
  /** Other keys (Enter, Backspace); false when the state does not use the key. */
  key(ed: EditorApi, key: string): boolean {
    void ed;
    void key;
    return false;
  }
  view(ed: EditorApi): ToolView {
    void ed;
    return NOTHING_TO_DRAW;
  }
}

type AnyState = ToolState<any>;
export type InfoOf<S> = S extends ToolState<infer I> ? I : never;

/** A tool whose states are ToolState classes; its `state` is the current state's id. */
export abstract class StateTool<M extends Record<string, AnyState>> implements Tool {
  abstract readonly id: ToolId;
  abstract readonly label: string;
  abstract readonly shortcut: string | null;
  /** The states by id (a field of the subclass, so it is read lazily). */
  protected abstract readonly states: M;
  /** The state a tool starts in and returns to: no gesture under way. */
  protected readonly initial: keyof M & string = 'idle';
  private currentId: (keyof M & string) | null = null;
  /** Every transition made, `from>to` (kept short: the last 20), for tests and debugging. */
  readonly transitions: string[] = [];

  private get current(): AnyState {
    return this.states[this.currentId ?? this.initial] as AnyState;
  }

  get state(): string {
    return this.currentId ?? this.initial;
  }

  transition<K extends keyof M & string>(ed: EditorApi, to: K, ...info: InfoOf<M[K]> extends void ? [] : [InfoOf<M[K]>]): void {
    this.go(ed, to, info[0]);
  }

  private go(ed: EditorApi, to: keyof M & string, info: unknown): void {
    const from = this.state;
    this.current.exit(ed);
    this.currentId = to;
    this.transitions.push(`${from}>${to}`);
    if (this.transitions.length > 20) this.transitions.shift();
    this.current.enter(ed, info);
  }

  down(ed: EditorApi, e: PointerEvt): void {
    this.current.down(ed, e);
  }
  move(ed: EditorApi, e: PointerEvt): void {
    this.current.move(ed, e);
  }
  up(ed: EditorApi, e: PointerEvt): void {
    this.current.up(ed, e);
  }
  cancel(ed: EditorApi): boolean {
    return this.current.cancel(ed);
  }
  key(ed: EditorApi, key: string): boolean {
    return this.current.key(ed, key);
  }
  view(ed: EditorApi): ToolView {
    return this.current.view(ed);
  }
  /** Leaving the tool: whatever state it was in is left cleanly. */
  exit(ed: EditorApi): void {
    if (this.state !== this.initial) this.go(ed, this.initial, undefined);
  }
}
