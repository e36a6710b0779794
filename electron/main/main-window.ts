/**
 * The one main window (Electron glue, thin): placed where it was last time and kept on screen,
 * reopened on the last screen, its place and route remembered, and a queue for the commands the
 * menu and the file hand-off send to the page (held until the page has loaded).
 * The logic lives in window-state.ts, window-config.ts and menu.ts, which are unit-tested.
 */
import { BrowserWindow, screen } from 'electron';
import type { AppCommand } from '../api/contract';
import { appPageUrl } from '../security/app-protocol';
import { COMMAND_EVENT } from '../transports/ipc-channel';
import { windowOptions } from './window-config';
import { placeWindow, routeOf, type DesktopState } from './window-state';

export interface MainWindowDeps {
  preload: string;
  dev: boolean;
  state: () => DesktopState;
  saveState: (patch: Partial<DesktopState>) => void;
  /** The route to open (the last one, if what it shows still exists). */
  startRoute: () => Promise<string>;
  onRoute: (hash: string) => void;
  onPageLoaded: () => void;
  onGone: (reason: string) => void;
}

export class MainWindow {
  private win: BrowserWindow | null = null;
  private pageReady = false;
  private readonly pending: AppCommand[] = [];

  constructor(private readonly deps: MainWindowDeps) {}

  get window(): BrowserWindow | null {
    return this.win;
  }

  async open(): Promise<void> {
    if (this.win) return this.focus();
    const primary = screen.getPrimaryDisplay();
    const areas = [primary.workArea, ...screen.getAllDisplays().filter((d) => d.id !== primary.id).map((d) => d.workArea)];
    const remembered = this.deps.state().window;
    const win = new BrowserWindow(windowOptions(this.deps.preload, { dev: this.deps.dev, placement: placeWindow(remembered?.bounds, areas) }));
    this.win = win;
    this.pageReady = false;
    win.once('ready-to-show', () => {
      if (remembered?.maximized) win.maximize();
      win.show();
    });
    let timer: NodeJS.Timeout | undefined;
    const remember = () => {
      if (win.isDestroyed()) return;
      const b = win.getNormalBounds();
      const bounds = { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
      this.deps.saveState({ window: { bounds, maximized: win.isMaximized() || win.isFullScreen() } });
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(remember, 500);
    };
    win.on('resize', soon);
    win.on('move', soon);
    win.on('maximize', soon);
    win.on('unmaximize', soon);
    win.on('close', () => {
      clearTimeout(timer);
      remember();
    });
    win.on('closed', () => {
      this.win = null;
      this.pageReady = false;
    });
    win.webContents.on('did-navigate-in-page', (_e, url) => {
      const route = routeOf(url);
      if (route) this.deps.onRoute(route);
    });
    win.webContents.on('did-finish-load', () => {
      this.pageReady = true;
      this.deps.onPageLoaded();
      for (let c = this.pending.shift(); c; c = this.pending.shift()) win.webContents.send(COMMAND_EVENT, c);
    });
    win.webContents.on('render-process-gone', (_e, details) => this.deps.onGone(details.reason));
    const route = await this.deps.startRoute();
    this.deps.onRoute(route);
    await win.loadURL(appPageUrl(route));
  }

  focus(): void {
    if (!this.win) return;
    if (this.win.isMinimized()) this.win.restore();
    this.win.show();
    this.win.focus();
  }

  /** Sends a command to the page, or keeps it until the page has loaded (opening a window if none). */
  send(command: AppCommand): void {
    if (this.win && this.pageReady) {
      this.win.webContents.send(COMMAND_EVENT, command);
      return;
    }
    this.pending.push(command);
    if (!this.win) void this.open();
  }
}
