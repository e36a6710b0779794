import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { commandsFor, menuTemplate, type MenuAction, type MenuOptions } from './menu';

type Item = MenuItemConstructorOptions;

function build(over: Partial<MenuOptions> = {}) {
  const ran: MenuAction[] = [];
  const menu = menuTemplate({ platform: 'linux', dev: false, updates: false, run: (a) => ran.push(a), ...over });
  return { menu, ran };
}

/** Every item, depth first. */
function items(menu: Item[]): Item[] {
  return menu.flatMap((m) => [m, ...(Array.isArray(m.submenu) ? items(m.submenu) : [])]);
}
const byLabel = (menu: Item[], label: string) => items(menu).find((i) => i.label === label);
const click = (i: Item | undefined) => (i?.click as unknown as () => void)();

describe('application menu', () => {
  it('has File, Edit, View, Window and Help everywhere, and the app menu first on macOS', () => {
    expect(build().menu.map((m) => m.label ?? m.role)).toEqual(['File', 'Edit', 'View', 'windowMenu', 'help']);
    const mac = build({ platform: 'darwin' }).menu;
    expect(mac.map((m) => m.label ?? m.role)).toEqual(['Patrol HQ', 'File', 'Edit', 'View', 'windowMenu', 'help']);
    const appRoles = (mac[0]!.submenu as Item[]).map((i) => i.role ?? i.label ?? i.type);
    expect(appRoles).toEqual(['About Patrol HQ', 'separator', 'services', 'separator', 'hide', 'hideOthers', 'unhide', 'separator', 'quit']);
  });

  it.each([
    ['New Game', 'new-game', 'CmdOrCtrl+N'],
    ['Open Save…', 'open-save', 'CmdOrCtrl+O'],
    ['Import…', 'import', 'CmdOrCtrl+I'],
    ['Export…', 'export', 'CmdOrCtrl+E'],
    ['Print Table…', 'print', 'CmdOrCtrl+P'],
    ['Undo', 'undo', 'CmdOrCtrl+Z'],
  ] as const)('%s runs %s with %s (Cmd on macOS, Ctrl elsewhere)', (label, action, accelerator) => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const { menu, ran } = build({ platform });
      const item = byLabel(menu, label);
      expect(item?.accelerator).toBe(accelerator);
      click(item);
      expect(ran).toEqual([action]);
    }
  });

  it('redoes with Shift+Cmd+Z on macOS and Ctrl+Y elsewhere', () => {
    expect(byLabel(build({ platform: 'darwin' }).menu, 'Redo')?.accelerator).toBe('Shift+CmdOrCtrl+Z');
    expect(byLabel(build({ platform: 'win32' }).menu, 'Redo')?.accelerator).toBe('Ctrl+Y');
    const { menu, ran } = build();
    click(byLabel(menu, 'Redo'));
    expect(ran).toEqual(['redo']);
  });

  it('keeps the standard editing roles so text fields cut, copy and paste', () => {
    const edit = (build().menu[1]!.submenu as Item[]).map((i) => i.role ?? i.label ?? i.type);
    expect(edit).toEqual(['Undo', 'Redo', 'separator', 'cut', 'copy', 'paste', 'delete', 'separator', 'selectAll']);
  });

  it('offers About, Copy Diagnostics and Show Data Folder', () => {
    const { menu, ran } = build();
    click(byLabel(menu, 'About Patrol HQ'));
    click(byLabel(menu, 'Copy Diagnostics'));
    click(byLabel(menu, 'Show Data Folder'));
    expect(ran).toEqual(['about', 'copy-diagnostics', 'show-data-folder']);
  });

  it('shows Reload and DevTools only in development builds', () => {
    const roles = (m: Item[]) => items(m).map((i) => i.role);
    expect(roles(build({ dev: false }).menu)).not.toContain('toggleDevTools');
    expect(roles(build({ dev: false }).menu)).not.toContain('reload');
    expect(roles(build({ dev: true }).menu)).toEqual(expect.arrayContaining(['toggleDevTools', 'reload', 'forceReload']));
  });

  it('offers "Check for Updates…" only where updates work', () => {
    expect(byLabel(build({ updates: false }).menu, 'Check for Updates…')).toBeUndefined();
    for (const platform of ['darwin', 'linux'] as const) {
      const { menu, ran } = build({ updates: true, platform });
      click(byLabel(menu, 'Check for Updates…'));
      expect(ran).toEqual(['check-updates']);
    }
  });

  it('enables Export on a game or a table and Print only on a table', () => {
    expect(commandsFor('#/')).toEqual({ export: false, print: false });
    expect(commandsFor('#/play/abc')).toEqual({ export: true, print: false });
    expect(commandsFor('#/table/abc')).toEqual({ export: true, print: true });
    expect(commandsFor('#/campaign/abc')).toEqual({ export: true, print: true });
    const ids = items(build().menu).map((i) => i.id).filter(Boolean);
    expect(ids).toEqual(['export', 'print']);
  });
});
