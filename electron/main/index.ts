/**
 * The desktop shell: one window, the security baseline, the IPC transport and the store.
 * Kept thin: everything testable without the Electron binary lives in window-config.ts,
 * transports/ and services/.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, session } from 'electron';
import { join } from 'node:path';
import { games } from '../../engine/games';
import { createApiHandler, createServices } from '../services';
import { isStoreError, Store } from '../store';
import { isOwnFileUrl } from '../transports/sender';
import { registerIpc } from '../transports/ipc';
import { DB_FILE, PRODUCT_NAME } from '../hosts/user-data';
import { appPaths, desktopCsp, menuTemplate, nativeBindingPath, windowOptions } from './window-config';

app.setName(PRODUCT_NAME);
// PATROL_HQ_USER_DATA: another data folder (tests, portable installs); else the usual per-user one.
app.setPath('userData', process.env.PATROL_HQ_USER_DATA || join(app.getPath('appData'), PRODUCT_NAME));

let win: BrowserWindow | null = null;
let store: Store | null = null;
const paths = appPaths(__dirname);

function createWindow(): void {
  win = new BrowserWindow(windowOptions(paths.preload));
  win.once('ready-to-show', () => win?.show());
  win.on('closed', () => (win = null));
  void win.loadFile(paths.indexHtml);
}

function lockDown(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [desktopCsp] } });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, callback) => callback(false));
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

function start(): void {
  const dbPath = join(app.getPath('userData'), DB_FILE);
  try {
    store = Store.open(dbPath, { nativeBinding: nativeBindingPath({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() }) });
  } catch (e) {
    dialog.showErrorBox('Patrol HQ cannot open its saves', isStoreError(e) ? e.message : `Could not open ${dbPath}: ${(e as Error).message}`);
    app.exit(1);
    return;
  }
  const rulesDir = app.isPackaged ? join(process.resourcesPath, 'rules') : join(app.getAppPath(), 'resources', 'rules');
  const services = createServices({ store, games, app: { version: app.getVersion(), host: 'desktop', dataPath: dbPath }, rulesDir });
  registerIpc(ipcMain, createApiHandler(services), (url) => isOwnFileUrl(url, paths.rendererDir));
  lockDown();
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform)));
  createWindow();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!win) {
      if (store) createWindow(); // macOS: the app was running with no window
      return;
    }
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (store && BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => store?.close());
  void app.whenReady().then(start);
}
