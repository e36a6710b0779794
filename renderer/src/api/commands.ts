/**
 * The desktop menu's bridge into the page: the preload's one event (`onCommand`) carries an AppCommand
 * (see the contract); this module checks it and runs it. Undo and Redo become the same key presses the
 * screens already handle (Ctrl+Z, Ctrl+Y; Cmd on macOS), so the game's or the editor's own undo runs,
 * or a text field's when one has focus. A screen with its own way to export or print (the table editor
 * saves first) provides it while it is shown. In the browser host there is no menu and nothing listens.
 */
import type { AppCommand, AppCommandName, preloadGlobal } from '../../../electron/api/contract';
import type { Route } from '../lib/route';

const PRELOAD: typeof preloadGlobal = 'patrolHq';
const NAMES: readonly AppCommandName[] = ['new-game', 'open-save', 'export', 'print', 'undo', 'redo'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The command in a value from the main process, or null for anything malformed. */
export function parseAppCommand(v: unknown): AppCommand | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as { command?: unknown; kind?: unknown; id?: unknown };
  if (c.command === 'show') {
    return (c.kind === 'save' || c.kind === 'scenario' || c.kind === 'campaign') && typeof c.id === 'string' && ID.test(c.id) ? { command: 'show', kind: c.kind, id: c.id } : null;
  }
  return NAMES.includes(c.command as AppCommandName) ? { command: c.command as AppCommandName } : null;
}

type Provided = 'export' | 'print';
const providers = new Map<Provided, () => unknown>();

/** A screen provides its own export or print while it is shown; returns the function that withdraws it. */
export function provideCommand(name: Provided, run: () => unknown): () => void {
  providers.set(name, run);
  return () => {
    if (providers.get(name) === run) providers.delete(name);
  };
}

export interface CommandEnv {
  route(): Route;
  navigate(route: Route): void;
  /** Exports the game on screen (the fallback when the screen provides nothing). */
  exportSave(saveId: string): Promise<void>;
  /** Focuses the first control of a home section (by its heading id) once it is there. */
  focusSection(headingId: string): void;
  /** Presses Ctrl/Cmd+key for the focused element; true when a screen handled it. */
  press(key: 'z' | 'y'): boolean;
  /** The text field's own undo/redo, when focus is in one. */
  editText(which: 'undo' | 'redo'): void;
  /** True when a real key press already did this (the menu accelerator echoing it). */
  justPressed(which: 'undo' | 'redo'): boolean;
}

export async function runAppCommand(cmd: AppCommand, env: CommandEnv): Promise<void> {
  switch (cmd.command) {
    case 'show':
      return env.navigate(cmd.kind === 'save' ? { name: 'play', saveId: cmd.id } : cmd.kind === 'campaign' ? { name: 'campaign', campaignId: cmd.id } : { name: 'table', scenarioId: cmd.id });
    case 'new-game':
      env.navigate({ name: 'home' });
      return env.focusSection('games-h');
    case 'open-save':
      env.navigate({ name: 'home' });
      return env.focusSection('saves-h');
    case 'export': {
      const own = providers.get('export');
      if (own) return void (await own());
      const route = env.route();
      if (route.name === 'play') await env.exportSave(route.saveId);
      return;
    }
    case 'print': {
      const own = providers.get('print');
      if (own) await own();
      return;
    }
    case 'undo':
    case 'redo':
      if (env.justPressed(cmd.command)) return;
      if (!env.press(cmd.command === 'undo' ? 'z' : 'y')) env.editText(cmd.command);
  }
}

/** Subscribes to the desktop menu's commands; a no-op (returning a no-op) where there is no preload. */
export function onAppCommand(w: unknown, listener: (cmd: AppCommand) => void): () => void {
  const g = (w as Record<string, unknown> | undefined)?.[PRELOAD] as { onCommand?: unknown } | undefined;
  if (!g || typeof g.onCommand !== 'function') return () => {};
  const off = (g.onCommand as (l: (c: unknown) => void) => unknown)((raw) => {
    const cmd = parseAppCommand(raw);
    if (cmd) listener(cmd);
  });
  return typeof off === 'function' ? (off as () => void) : () => {};
}
