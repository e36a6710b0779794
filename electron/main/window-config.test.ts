import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths, desktopCsp, menuTemplate, nativeBindingPath, windowOptions } from './window-config';

describe('desktop window security', () => {
  it('isolates and sandboxes the page, with no Node and web security on', () => {
    const o = windowOptions('/app/out/preload/index.js');
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

  it('sends a CSP that allows only our own scripts and no network', () => {
    expect(desktopCsp).toContain("default-src 'none'");
    expect(desktopCsp).toContain("script-src 'self'");
    expect(desktopCsp).toContain("connect-src 'none'");
    expect(desktopCsp).toContain("object-src 'none'");
    expect(desktopCsp).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('finds the built renderer and preload beside the main bundle', () => {
    const p = appPaths('/app/out/main');
    expect(p).toEqual({ rendererDir: join('/app/out/renderer'), indexHtml: join('/app/out/renderer/index.html'), preload: join('/app/out/preload/index.js') });
  });

  it('loads the Electron-ABI SQLite build from .native in development and resources when packaged', () => {
    expect(nativeBindingPath({ isPackaged: false, resourcesPath: '/r', appPath: '/proj' })).toBe(join('/proj/.native/electron/better_sqlite3.node'));
    expect(nativeBindingPath({ isPackaged: true, resourcesPath: '/r', appPath: '/r/app.asar' })).toBe(join('/r/native/better_sqlite3.node'));
  });

  it('has an app menu on macOS and the usual roles everywhere', () => {
    const mac = menuTemplate('darwin');
    expect(mac[0]).toEqual({ role: 'appMenu' });
    const linux = menuTemplate('linux');
    expect(linux.map((m) => m.role ?? m.label)).toEqual(['File', 'editMenu', 'View', 'windowMenu']);
  });
});
