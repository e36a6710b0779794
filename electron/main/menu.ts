/**
 * The application menu as data: the standard roles plus our commands. Commands that reach the game
 * or the editor go to the page (see AppCommand in the contract); the rest run in the main process.
 * Accelerators use CmdOrCtrl: Cmd on macOS, Ctrl elsewhere. Pure: unit-tested without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { AppCommandName } from '../api/contract';

/** Commands the main process runs itself. */
export type MainAction = 'import' | 'about' | 'show-data-folder' | 'copy-diagnostics' | 'check-updates';
export type MenuAction = AppCommandName | MainAction;

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Development build: Reload and DevTools in the View menu. */
  dev: boolean;
  /** Packaged build with an update feed: "Check for updates…". */
  updates: boolean;
  run(action: MenuAction): void;
}

/** Menu item ids whose enabled state follows the screen (see commandsFor). */
export const SCREEN_ITEMS = ['export', 'print'] as const;

type Item = MenuItemConstructorOptions;
const sep: Item = { type: 'separator' };

export function menuTemplate(o: MenuOptions): Item[] {
  const mac = o.platform === 'darwin';
  const cmd = (label: string, action: MenuAction, accelerator?: string, extra: Partial<Item> = {}): Item => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => o.run(action),
    ...extra,
  });
  const about = cmd('About Patrol HQ', 'about');
  const updates = o.updates ? [cmd('Check for Updates…', 'check-updates')] : [];

  const file: Item = {
    label: 'File',
    submenu: [
      cmd('New Game', 'new-game', 'CmdOrCtrl+N'),
      cmd('Open Save…', 'open-save', 'CmdOrCtrl+O'),
      sep,
      cmd('Import…', 'import', 'CmdOrCtrl+I'),
      cmd('Export…', 'export', 'CmdOrCtrl+E', { id: 'export' }),
      sep,
      cmd('Print Table…', 'print', 'CmdOrCtrl+P', { id: 'print' }),
      sep,
      cmd('Show Data Folder', 'show-data-folder'),
      sep,
      mac ? { role: 'close' } : { role: 'quit' },
    ],
  };
  // Undo and Redo go to the page: the game's or the editor's own undo, or a text field's.
  const edit: Item = {
    label: 'Edit',
    submenu: [
      cmd('Undo', 'undo', 'CmdOrCtrl+Z'),
      cmd('Redo', 'redo', mac ? 'Shift+CmdOrCtrl+Z' : 'Ctrl+Y'),
      sep,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'delete' },
      sep,
      { role: 'selectAll' },
    ],
  };
  const view: Item = {
    label: 'View',
    submenu: [
      ...(o.dev ? [{ role: 'reload' } as Item, { role: 'forceReload' } as Item, { role: 'toggleDevTools' } as Item, sep] : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      sep,
      { role: 'togglefullscreen' },
    ],
  };
  const help: Item = {
    role: 'help',
    submenu: [...(mac ? [] : [about, ...updates, sep]), cmd('Copy Diagnostics', 'copy-diagnostics'), cmd('Show Data Folder', 'show-data-folder')],
  };
  const appMenu: Item = {
    label: 'Patrol HQ',
    submenu: [about, ...updates, sep, { role: 'services' }, sep, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, sep, { role: 'quit' }],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, { role: 'windowMenu' }, help];
}

/** Which screen-bound commands apply to a route hash: export on a game or a table, print on a table. */
export function commandsFor(hash: string): Record<(typeof SCREEN_ITEMS)[number], boolean> {
  const play = hash.startsWith('#/play/');
  const table = hash.startsWith('#/table/');
  const campaign = hash.startsWith('#/campaign/'); // export: the campaign file; print: the log's PDF
  return { export: play || table || campaign, print: table || campaign };
}
