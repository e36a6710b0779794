import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths, nativeBindingPath, windowOptions } from './window-config';

describe('desktop window security', () => {
  it('isolates and sandboxes the page, with no Node and web security on', () => {
    const o = windowOptions('/app/out/preload/index.js', { dev: false });
    expect(o.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(o.show).toBe(false); // shown on ready-to-show, no white flash
  });

  it('has DevTools only in development builds', () => {
    expect(windowOptions('/p.js', { dev: false }).webPreferences?.devTools).toBe(false);
    expect(windowOptions('/p.js', { dev: true }).webPreferences?.devTools).toBe(true);
  });

  it('opens where it is placed, at the default size otherwise', () => {
    expect(windowOptions('/p.js', { dev: false, placement: { x: 10, y: 20, width: 1000, height: 700 } })).toMatchObject({ x: 10, y: 20, width: 1000, height: 700 });
    const o = windowOptions('/p.js', { dev: false });
    expect(o).toMatchObject({ width: 1280, height: 820 });
    expect(o.x).toBeUndefined();
  });

  it('finds the built renderer and preload beside the main bundle', () => {
    const p = appPaths('/app/out/main');
    expect(p).toEqual({ rendererDir: join('/app/out/renderer'), preload: join('/app/out/preload/index.js') });
  });

  it('loads the Electron-ABI SQLite build from .native in development and resources when packaged', () => {
    expect(nativeBindingPath({ isPackaged: false, resourcesPath: '/r', appPath: '/proj' })).toBe(join('/proj/.native/electron/better_sqlite3.node'));
    expect(nativeBindingPath({ isPackaged: true, resourcesPath: '/r', appPath: '/r/app.asar' })).toBe(join('/r/native/better_sqlite3.node'));
  });
});
