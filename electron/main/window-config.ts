import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../security/csp';

/** The desktop pages talk over IPC only: no network at all. */
export const desktopCsp = contentSecurityPolicy([]);

/** The main window: isolated, sandboxed, no Node in the page, web security on. */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Patrol HQ',
    show: false,
    backgroundColor: '#1f2420',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}

/** Where the built app lives, relative to the main bundle (out/main/index.js). */
export function appPaths(mainDir: string): { rendererDir: string; indexHtml: string; preload: string } {
  const rendererDir = join(mainDir, '..', 'renderer');
  return { rendererDir, indexHtml: join(rendererDir, 'index.html'), preload: join(mainDir, '..', 'preload', 'index.js') };
}

/**
 * The Electron-ABI better-sqlite3 binary: beside the packaged app's resources, or in .native/electron
 * of the project in development (built by scripts/start.mjs, apart from node_modules' Node build).
 */
export function nativeBindingPath(opts: { isPackaged: boolean; resourcesPath: string; appPath: string }): string {
  return opts.isPackaged ? join(opts.resourcesPath, 'native', 'better_sqlite3.node') : join(opts.appPath, '.native', 'electron', 'better_sqlite3.node');
}

/** The application menu: the usual roles, and the app menu on macOS. */
export function menuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const menu: MenuItemConstructorOptions[] = [];
  if (mac) menu.push({ role: 'appMenu' });
  menu.push(
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    { role: 'windowMenu' },
  );
  return menu;
}
