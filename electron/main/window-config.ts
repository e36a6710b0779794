import type { BrowserWindowConstructorOptions } from 'electron';
import { join } from 'node:path';

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 900, height: 600 } as const;

/** Where the window goes: the remembered place (kept on screen by window-state.ts), else centred. */
export interface Placement {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/**
 * What every window's page runs with: isolated, sandboxed, no Node anywhere in it, web security on,
 * no webviews; DevTools only in development builds. The main window adds its preload; a friend's
 * window (guest-window.ts) its own session.
 */
export function lockedPage(dev: boolean): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
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
    devTools: dev,
  };
}

/**
 * The main window: isolated, sandboxed, no Node in the page, web security on. DevTools exist only in
 * development builds (`dev`: not packaged).
 */
export function windowOptions(preloadPath: string, opts: { dev: boolean; placement?: Placement }): BrowserWindowConstructorOptions {
  const place = opts.placement ?? DEFAULT_SIZE;
  return {
    ...place,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Patrol HQ',
    show: false,
    backgroundColor: '#1f2420',
    webPreferences: {
      preload: preloadPath,
      ...lockedPage(opts.dev),
    },
  };
}

/** Where the built app lives, relative to the main bundle (out/main/index.js). */
export function appPaths(mainDir: string): { rendererDir: string; preload: string } {
  return { rendererDir: join(mainDir, '..', 'renderer'), preload: join(mainDir, '..', 'preload', 'index.js') };
}

/**
 * The Electron-ABI better-sqlite3 binary: beside the packaged app's resources, or in .native/electron
 * of the project in development (built by scripts/start.mjs, apart from node_modules' Node build).
 */
export function nativeBindingPath(opts: { isPackaged: boolean; resourcesPath: string; appPath: string }): string {
  return opts.isPackaged ? join(opts.resourcesPath, 'native', 'better_sqlite3.node') : join(opts.appPath, '.native', 'electron', 'better_sqlite3.node');
}
