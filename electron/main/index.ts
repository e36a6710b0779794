/**
 * The desktop shell (Electron glue, thin): the app:// protocol and the security baseline, the store,
 * the IPC transport with the desktop channels, the menu, the file hand-off, logs and updates.
 * Everything testable without the Electron binary lives in the modules it wires together.
 */
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, protocol, session, shell, type MessageBoxOptions } from 'electron';
// electron-log's Node build: the same rotating file, and no IPC channel of its own (the main build opens one).
import log from 'electron-log/node';
import { autoUpdater } from 'electron-updater';
import { randomBytes } from 'node:crypto';
import { release } from 'node:os';
import { join, resolve } from 'node:path';
import { comingGames, gameModules } from '../../engine/games';
import type { AppCommandName } from '../api/contract';
import { createShareListener } from '../hosts/share/listener';
import { DB_FILE, PRODUCT_NAME } from '../hosts/user-data';
import { APP_SCHEME, appSchemePrivileges, isOwnAppUrl, serveAppRequest } from '../security/app-protocol';
import { lockDownContents, lockDownSession } from '../security/lockdown';
import { createApiHandler, createServices } from '../services';
import { isStoreError, Store } from '../store';
import { registerIpc } from '../transports/ipc';
import { tuneV8, v8Tuned } from '../workers/v8-tuning';
import { withDesktopChannels } from './desktop-api';
import { aboutText, diagnosticsText, RecentErrors } from './diagnostics';
import { FileHandoff } from './file-handoff';
import { GuestWindows } from './guest-window';
import { filesFromArgv, fileKinds } from './file-kinds';
import { configureFileLog, logFilePath } from './logging';
import { MainWindow } from './main-window';
import { commandsFor, menuTemplate, SCREEN_ITEMS, type MenuAction } from './menu';
import { desktopFiles, readImportFile } from './native-files';
import { checkForUpdates, startupCheck, updatesAvailable, type UpdateDeps } from './updates';
import { appPaths, nativeBindingPath } from './window-config';
import { readDesktopState, STATE_FILE, writeDesktopState, type DesktopState } from './window-state';

// The engine's V8 flags, before any of this process's code has run hot (workers/v8-tuning.ts).
tuneV8();
const dev = !app.isPackaged;
app.setName(PRODUCT_NAME);
// PATROL_HQ_USER_DATA: another data folder (tests, portable installs); else the usual per-user one.
app.setPath('userData', process.env.PATROL_HQ_USER_DATA || join(app.getPath('appData'), PRODUCT_NAME));
if (process.platform === 'win32') app.setAppUserModelId('org.patrolhq.app');
protocol.registerSchemesAsPrivileged([appSchemePrivileges]);

const userData = app.getPath('userData');
const dbPath = join(userData, DB_FILE);
const statePath = join(userData, STATE_FILE);
const logPath = logFilePath(userData);
configureFileLog(log.transports.file, logPath);
log.transports.console.level = dev ? 'info' : false;
const errors = new RecentErrors();
const logError = (context: string, err: unknown) => {
  errors.add(context, err);
  log.error(context, err);
};
process.on('uncaughtException', (e) => logError('uncaught exception', e));
process.on('unhandledRejection', (e) => logError('unhandled rejection', e));

let state: DesktopState = readDesktopState(statePath);
const saveState = (patch: Partial<DesktopState>) => {
  state = { ...state, ...patch };
  try {
    writeDesktopState(statePath, state);
  } catch (e) {
    logError('saving the window state', e);
  }
};

const paths = appPaths(__dirname);
let store: Store | null = null;
let menu: Menu | null = null;
let api: ReturnType<typeof createApiHandler> | null = null;

const main = new MainWindow({
  preload: paths.preload,
  dev,
  state: () => state,
  saveState,
  startRoute: async () => {
    const route = state.route ?? '#/';
    const [, kind, id] = /^#\/(play|table|campaign)\/(.+)$/.exec(route) ?? [];
    if (!kind || !api) return route;
    const listed = await api.handle(kind === 'play' ? 'saves.list' : kind === 'table' ? 'scenarios.list' : 'campaigns.list', {});
    return listed.ok && (listed.value as { id: string }[]).some((x) => x.id === id) ? route : '#/';
  },
  onRoute: (route) => {
    saveState({ route });
    const on = commandsFor(route);
    for (const id of SCREEN_ITEMS) {
      const item = menu?.getMenuItemById(id);
      if (item) item.enabled = on[id];
    }
  },
  onPageLoaded: () => void handoff.start(),
  onGone: (reason) => logError('the page stopped', new Error(reason)),
});

// Friends' games joined from "Join a game": each in a window of its own, kept to the friend's address.
const guests = new GuestWindows({
  create: (options) => new BrowserWindow(options),
  session: (partition) => session.fromPartition(partition),
  lockSession: lockDownSession,
  openExternal: (url) => void shell.openExternal(url).catch((e) => logError('opening a link in the browser', e)),
  randomHex: () => randomBytes(8).toString('hex'),
  dev,
  log: logError,
});

async function box(options: MessageBoxOptions): Promise<number> {
  const win = main.window;
  return (await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options))).response;
}

const importWords = { save: 'saved game', scenario: 'scenario', campaign: 'campaign (its roster, games and service records)' } as const;
const importChannels = { save: 'saves.import', scenario: 'scenarios.import', campaign: 'campaigns.import' } as const;

const handoff = new FileHandoff({
  confirm: async (name, kind) =>
    (await box({ type: 'question', buttons: ['Import', 'Cancel'], defaultId: 0, cancelId: 1, message: `Import ${name}?`, detail: `Patrol HQ adds this ${importWords[kind]} to yours. Nothing you have is changed.` })) === 0,
  read: readImportFile,
  importText: async (kind, text) => (await api!.handle(importChannels[kind], { text })) as Awaited<ReturnType<ConstructorParameters<typeof FileHandoff>[0]['importText']>>,
  show: (kind, id) => {
    main.focus();
    main.send({ command: 'show', kind, id });
  },
  tell: (title, message) => {
    log.warn(`${title}: ${message}`);
    void box({ type: 'warning', message: title, detail: message });
  },
  inform: (title, message) => void box({ type: 'info', message: title, detail: message }),
});

function diagnostics(): string {
  return diagnosticsText({
    appVersion: app.getVersion(),
    packaged: app.isPackaged,
    versions: process.versions,
    platform: process.platform,
    arch: process.arch,
    osRelease: release(),
    paths: { dataFolder: userData, database: dbPath, logFile: logPath },
    errors: errors.list(),
    now: new Date(),
  });
}

const updateDeps = (): UpdateDeps => ({
  updater: autoUpdater,
  currentVersion: app.getVersion(),
  ask: (message, detail, buttons) => box({ type: 'info', message, detail, buttons, defaultId: 0, cancelId: buttons.length - 1 }),
  tell: (message, detail) => void box({ type: 'info', message, detail }),
  log: (m) => log.info(m),
  checked: (at) => saveState({ lastUpdateCheck: at }),
  now: Date.now,
});

async function runMenu(action: MenuAction): Promise<void> {
  switch (action) {
    case 'import': {
      const win = main.window;
      const options = { title: 'Import', properties: ['openFile', 'multiSelections'] as ('openFile' | 'multiSelections')[], filters: [{ name: 'Patrol HQ files', extensions: [fileKinds.save.ext, fileKinds.scenario.ext, fileKinds.campaign.ext, 'json'] }] };
      const r = await (win ? dialog.showOpenDialog(win, options) : dialog.showOpenDialog(options));
      if (!r.canceled) await handoff.receive(r.filePaths, { ask: false });
      return;
    }
    case 'about': {
      const text = aboutText({ appVersion: app.getVersion(), versions: process.versions, dataFolder: userData });
      const chosen = await box({ type: 'info', title: 'About Patrol HQ', ...text, buttons: ['OK', 'Show Data Folder', 'Copy Diagnostics'], defaultId: 0, cancelId: 0 });
      if (chosen === 1) await runMenu('show-data-folder');
      if (chosen === 2) await runMenu('copy-diagnostics');
      return;
    }
    case 'show-data-folder': {
      const failed = await shell.openPath(userData);
      if (failed) logError('showing the data folder', new Error(failed));
      return;
    }
    case 'copy-diagnostics':
      clipboard.writeText(diagnostics());
      await box({ type: 'info', message: 'Diagnostics copied.', detail: 'Paste them into your bug report. They hold versions, folders and the last errors, none of your games.' });
      return;
    case 'check-updates':
      await checkForUpdates(updateDeps(), true);
      return;
    default:
      main.send({ command: action satisfies AppCommandName });
  }
}

function start(): void {
  log.info(`Patrol HQ ${app.getVersion()} starting (${dev ? 'development' : 'installed'}); data in ${userData}; V8 ${process.versions.v8} with ${v8Tuned()?.join(' ') ?? 'its own flags'}`);
  try {
    store = Store.open(dbPath, { nativeBinding: nativeBindingPath({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() }) });
  } catch (e) {
    logError('opening the database', e);
    dialog.showErrorBox('Patrol HQ cannot open its saves', isStoreError(e) ? e.message : `Could not open ${dbPath}: ${(e as Error).message}`);
    app.exit(1);
    return;
  }
  const rulesDir = app.isPackaged ? join(process.resourcesPath, 'rules') : join(app.getAppPath(), 'resources', 'rules');
  // Sharing a game serves the built renderer and the guests' WebSocket on the local network until the last sharing stops.
  const shareListener = (door: Parameters<typeof createShareListener>[0]['door']) =>
    createShareListener({ door, handler: { handle: (c, p, caller) => api!.handle(c, p, caller) }, rendererDir: paths.rendererDir, notice: (m) => log.info(m) });
  const services = createServices({ store, modules: gameModules, coming: comingGames, app: { version: app.getVersion(), host: 'desktop', dataPath: dbPath }, rulesDir, shareListener });
  api = createApiHandler(services, logError);
  const files = desktopFiles({
    dialog: {
      showSaveDialog: (o) => (main.window ? dialog.showSaveDialog(main.window, o) : dialog.showSaveDialog(o)),
      showOpenDialog: (o) => (main.window ? dialog.showOpenDialog(main.window, o) : dialog.showOpenDialog(o)),
    },
    defaultDir: () => app.getPath('documents'),
    tell: (message) => void box({ type: 'warning', message: 'The file was not saved.', detail: message }),
  });
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, paths.rendererDir));
  registerIpc(ipcMain, withDesktopChannels(api, { ...files, 'desktop.joinGame': async (r) => guests.join(r.url) }, logError), isOwnAppUrl);
  lockDownSession(session.defaultSession);
  const updates = updatesAvailable({ isPackaged: app.isPackaged, env: process.env });
  menu = Menu.buildFromTemplate(menuTemplate({ platform: process.platform, dev, updates, run: (a) => void runMenu(a).catch((e) => logError(`menu ${a}`, e)) }));
  Menu.setApplicationMenu(menu);
  void handoff.receive(filesFromArgv(process.argv.slice(1)).map((p) => resolve(process.cwd(), p)));
  main.open().catch((e) => logError('opening the window', e));
  const policy = startupCheck({ isPackaged: app.isPackaged, env: process.env, lastCheck: state.lastUpdateCheck, now: Date.now() });
  log.info(`updates: ${policy.reason}`);
  if (updates) autoUpdater.logger = log;
  if (policy.check) setTimeout(() => void checkForUpdates(updateDeps(), false), 10_000);
}

app.on('web-contents-created', (_e, contents) => {
  if (guests.owns(contents)) return; // a friend's game: kept to the friend's address by keepOnOrigin (guest-window.ts)
  lockDownContents(contents, { dev });
});
// macOS hands files over by event, at launch (before ready) and while running.
app.on('open-file', (event, path) => {
  event.preventDefault();
  void handoff.receive([path]);
  if (store) void main.open();
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_e, argv, workingDirectory) => {
    if (!store) return;
    void main.open(); // focuses the window, or opens one (macOS: running with no window)
    void handoff.receive(filesFromArgv(argv.slice(1)).map((p) => resolve(workingDirectory, p)));
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (store && !main.window) void main.open();
  });
  app.on('will-quit', () => store?.close());
  void app.whenReady().then(start);
}
