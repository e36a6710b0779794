/**
 * A friend's game joined from the desktop app ("Join a game", `desktop.joinGame`): the friend's page
 * opens in a window of its own, as a web page from the friend's machine and nothing more. No preload
 * (no `window.patrolHq`: the page reaches only the friend's host, never ours), isolated, sandboxed, no
 * Node, its own in-memory session (nothing kept once it closes), every permission refused, and kept on
 * the friend's origin: a link elsewhere goes to the system browser (http and https only), anything else
 * is refused. The decisions are plain functions (unit-tested); GuestWindows wires them to Electron's
 * objects, which come in as dependencies.
 */
import type { BrowserWindowConstructorOptions, HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import { DEFAULT_SIZE, lockedPage, MIN_SIZE } from './window-config';

/** A fresh session partition for one friend's window: no `persist:` prefix, so it lives in memory only. */
export function guestPartition(randomHex: string): string {
  if (!/^[0-9a-f]{8,64}$/.test(randomHex)) throw new Error('A guest partition needs a random hex name.');
  return `guest-${randomHex}`;
}

/** The friend's window: no preload, isolated, sandboxed, no Node, its own session, DevTools only in development. */
export function guestWindowOptions(opts: { partition: string; title: string; dev: boolean }): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_SIZE,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: opts.title,
    show: false,
    backgroundColor: '#1f2420',
    webPreferences: {
      partition: opts.partition,
      ...lockedPage(opts.dev),
    },
  };
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Where the friend's game lives: `http://192.168.1.20:5179` (the origin every navigation is kept to). */
export function gameOrigin(gameUrl: string): string {
  const u = parse(gameUrl);
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) throw new Error('A friend’s game is an http or https address.');
  return u.origin;
}

/** True when `url` is on the friend's game's origin (scheme, host and port all the same). */
export function sameOrigin(origin: string, url: string): boolean {
  const u = parse(url);
  return u !== null && (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin;
}

export type Verdict = 'allow' | 'system-browser' | 'refuse';

/**
 * A navigation the page starts (a link followed, location set): on the game's origin it goes ahead;
 * an http or https address elsewhere is opened in the system browser instead; anything else (file:,
 * app:, javascript:, data:...) is refused.
 */
export function navigationVerdict(origin: string, url: string): Verdict {
  if (sameOrigin(origin, url)) return 'allow';
  const u = parse(url);
  return u && (u.protocol === 'http:' || u.protocol === 'https:') ? 'system-browser' : 'refuse';
}

/** A redirect or a sub-frame's navigation: only on the game's origin (nothing a person clicked, so nothing sent elsewhere). */
export function frameVerdict(origin: string, url: string): Verdict {
  return sameOrigin(origin, url) ? 'allow' : 'refuse';
}

/** The window's title: the page's own (it names the game: "Patrol: Lost! with a friend"), cut short and cleaned, and where it comes from. */
export function guestWindowTitle(pageTitle: string | null, origin: string): string {
  const host = parse(origin)?.host ?? origin;
  const clean = (pageTitle ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return clean && clean !== 'Patrol HQ' ? `${clean} · ${host}` : `A friend’s game · ${host}`;
}

interface Preventable {
  preventDefault(): void;
  url: string;
  isMainFrame?: boolean;
}

/** What of a web contents the rules need (Electron's WebContents has all of it; tests pass a fake). */
export interface GuestContentsLike {
  on(event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect' | 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  on(event: 'devtools-opened', listener: () => void): unknown;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
  closeDevTools(): void;
}

/**
 * Keeps the web contents of a friend's window on the game's origin. `window.open` never opens a window:
 * on the game's origin it is refused (a second page of the same link would take the seat from the
 * first), elsewhere on http(s) the address goes to the system browser, anything else nowhere.
 */
export function keepOnOrigin(contents: GuestContentsLike, origin: string, deps: { openExternal: (url: string) => void; dev: boolean }): void {
  const outside = (url: string) => {
    if (navigationVerdict(origin, url) === 'system-browser') deps.openExternal(url);
  };
  // Electron asks 'will-frame-navigate' for every frame (the main one first), then 'will-navigate' for
  // the main frame: the first decides and sends a followed link elsewhere to the system browser once.
  contents.on('will-frame-navigate', (e) => {
    if (frameVerdict(origin, e.url) === 'allow') return;
    e.preventDefault();
    if (e.isMainFrame) outside(e.url);
  });
  contents.on('will-navigate', (e) => {
    if (frameVerdict(origin, e.url) !== 'allow') e.preventDefault();
  });
  contents.on('will-redirect', (e) => {
    if (frameVerdict(origin, e.url) !== 'allow') e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    outside(url);
    return { action: 'deny' };
  });
  if (!deps.dev) contents.on('devtools-opened', () => contents.closeDevTools());
}

/** What of a BrowserWindow GuestWindows uses (tests pass a fake). */
export interface GuestWindowLike {
  webContents: GuestContentsLike & { on(event: 'page-title-updated', listener: (event: { preventDefault(): void }, title: string) => void): unknown; session: unknown };
  loadURL(url: string): Promise<void>;
  setTitle(title: string): void;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export interface GuestWindowDeps<S> {
  create(options: BrowserWindowConstructorOptions): GuestWindowLike;
  /** The session of a partition (Electron's session.fromPartition). */
  session(partition: string): S;
  /** Refuses every permission in a session (security/lockdown.ts). */
  lockSession(session: S): void;
  openExternal(url: string): void;
  randomHex(): string;
  dev: boolean;
  log(message: string, err: unknown): void;
}

/**
 * The friends' windows, one per link: joining a link already open brings its window to the front (a
 * second window would take the friend's seat from the first). Each has its own session.
 */
export class GuestWindows<S> {
  private readonly open = new Map<string, GuestWindowLike>();
  private readonly sessions = new Set<S>();

  constructor(private readonly deps: GuestWindowDeps<S>) {}

  /** True for a web contents in a friend's window (the app's own lock-down leaves it to keepOnOrigin). */
  owns(contents: { session: unknown }): boolean {
    return this.sessions.has(contents.session as S);
  }

  /** Opens the friend's game (a URL checked by the contract) in its own window; answers where it lives. */
  join(url: string): { address: string } {
    const origin = gameOrigin(url);
    const address = new URL(origin).host;
    const known = this.open.get(url);
    if (known) {
      if (known.isMinimized()) known.restore();
      known.show();
      known.focus();
      return { address };
    }
    const partition = guestPartition(this.deps.randomHex());
    const session = this.deps.session(partition);
    this.deps.lockSession(session);
    this.sessions.add(session);
    const options = guestWindowOptions({ partition, title: guestWindowTitle(null, origin), dev: this.deps.dev });
    const win = this.deps.create(options);
    this.open.set(url, win);
    keepOnOrigin(win.webContents, origin, { openExternal: this.deps.openExternal, dev: this.deps.dev });
    win.webContents.on('page-title-updated', (e, title) => {
      e.preventDefault();
      win.setTitle(guestWindowTitle(title, origin));
    });
    win.once('ready-to-show', () => win.show());
    win.on('closed', () => {
      this.open.delete(url);
      this.sessions.delete(session);
    });
    win.loadURL(url).catch((e: unknown) => {
      this.deps.log(`opening a friend’s game at ${address}`, e);
      win.show(); // Chromium's own page says the address cannot be reached
    });
    return { address };
  }
}
