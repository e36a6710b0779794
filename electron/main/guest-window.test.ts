import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { withDesktopChannels } from './desktop-api';
import { frameVerdict, gameOrigin, guestPartition, guestWindowOptions, guestWindowTitle, GuestWindows, keepOnOrigin, navigationVerdict, type GuestContentsLike, type GuestWindowLike } from './guest-window';

const T = '0123456789abcdef0123456789abcdef';
const GAME = `http://192.168.1.20:5179/?guest=${T}`;
const ORIGIN = 'http://192.168.1.20:5179';

/** A stand-in for a web contents: records listeners, emits events with a preventDefault spy. */
function fakeContents(session: unknown = {}) {
  const listeners = new Map<string, ((...a: unknown[]) => void)[]>();
  let openHandler: ((d: { url: string }) => { action: string }) | undefined;
  const closeDevTools = vi.fn();
  const contents = {
    session,
    on: (event: string, fn: (...a: unknown[]) => void) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    setWindowOpenHandler: (f: typeof openHandler) => void (openHandler = f),
    closeDevTools,
  };
  /** Emits a navigation event the way Electron does; true when a listener prevented it. */
  const navigate = (event: string, url: string, isMainFrame = true) => {
    const e = { url, isMainFrame, preventDefault: vi.fn() };
    for (const fn of listeners.get(event) ?? []) fn(e);
    return e.preventDefault.mock.calls.length > 0;
  };
  const emit = (event: string, ...args: unknown[]) => {
    for (const fn of listeners.get(event) ?? []) fn(...args);
  };
  return { contents: contents as unknown as GuestContentsLike & GuestWindowLike['webContents'], navigate, emit, open: (url: string) => openHandler!({ url }), closeDevTools };
}

describe('a friend’s game window: its options', () => {
  it('has no preload, is isolated and sandboxed, with no Node, web security on, in its own session', () => {
    const o = guestWindowOptions({ partition: 'guest-00ff', title: 'A friend’s game', dev: false });
    expect(o.webPreferences).not.toHaveProperty('preload');
    expect(o.webPreferences).toMatchObject({
      partition: 'guest-00ff',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: false,
    });
    expect(o).toMatchObject({ title: 'A friend’s game', show: false });
    expect(guestWindowOptions({ partition: 'guest-00ff', title: 't', dev: true }).webPreferences?.devTools).toBe(true);
  });

  it('keeps nothing: a partition without persist: lives in memory, and each window has a new one', () => {
    expect(guestPartition('a1b2c3d4')).toBe('guest-a1b2c3d4');
    expect(guestPartition('a1b2c3d4')).not.toMatch(/^persist:/);
    expect(() => guestPartition('persist:x')).toThrow();
    expect(() => guestPartition('')).toThrow();
  });

  it('is titled with the game the page names and where it comes from, cleaned and cut short', () => {
    expect(guestWindowTitle(null, ORIGIN)).toBe('A friend’s game · 192.168.1.20:5179');
    expect(guestWindowTitle('Patrol HQ', ORIGIN)).toBe('A friend’s game · 192.168.1.20:5179');
    expect(guestWindowTitle('Patrol: Lost! with a friend', ORIGIN)).toBe('Patrol: Lost! with a friend · 192.168.1.20:5179');
    expect(guestWindowTitle('Evil\u202e\n title', ORIGIN)).toBe('Evil title · 192.168.1.20:5179');
    expect(guestWindowTitle('x'.repeat(500), ORIGIN)).toHaveLength(80 + ' · 192.168.1.20:5179'.length);
  });
});

describe('a friend’s game window: where it may go', () => {
  it('stays on the game’s origin: the same scheme, host and port', () => {
    expect(gameOrigin(GAME)).toBe(ORIGIN);
    expect(() => gameOrigin('file:///etc/passwd')).toThrow();
    expect(navigationVerdict(ORIGIN, `${ORIGIN}/?guest=${T}`)).toBe('allow');
    expect(navigationVerdict(ORIGIN, `${ORIGIN}/rules#x`)).toBe('allow');
    expect(navigationVerdict(ORIGIN, 'http://192.168.1.20:5180/')).toBe('system-browser');
    expect(navigationVerdict(ORIGIN, 'https://192.168.1.20:5179/')).toBe('system-browser');
    expect(navigationVerdict(ORIGIN, 'https://example.org/')).toBe('system-browser');
    for (const url of ['file:///etc/passwd', 'app://patrol-hq/index.html', 'javascript:alert(1)', 'data:text/html,x', 'not a url']) expect(navigationVerdict(ORIGIN, url)).toBe('refuse');
    expect(frameVerdict(ORIGIN, `${ORIGIN}/x`)).toBe('allow');
    expect(frameVerdict(ORIGIN, 'https://example.org/')).toBe('refuse');
  });

  it('lets the page move within its origin, sends a followed link elsewhere to the system browser once, refuses the rest', () => {
    const f = fakeContents();
    const opened: string[] = [];
    keepOnOrigin(f.contents, ORIGIN, { openExternal: (u) => opened.push(u), dev: false });
    expect(f.navigate('will-frame-navigate', `${ORIGIN}/?guest=${T}`)).toBe(false);
    expect(f.navigate('will-navigate', `${ORIGIN}/?guest=${T}`)).toBe(false);
    expect(f.navigate('will-frame-navigate', 'https://example.org/help')).toBe(true);
    expect(f.navigate('will-navigate', 'https://example.org/help')).toBe(true);
    expect(opened).toEqual(['https://example.org/help']);
    expect(f.navigate('will-frame-navigate', 'https://example.org/ad', false)).toBe(true); // a sub-frame: refused, not opened
    expect(f.navigate('will-frame-navigate', 'file:///etc/passwd')).toBe(true);
    expect(f.navigate('will-redirect', 'http://10.0.0.9:80/')).toBe(true);
    expect(f.navigate('will-redirect', `${ORIGIN}/?guest=${T}`)).toBe(false);
    expect(f.navigate('will-attach-webview', `${ORIGIN}/`)).toBe(true);
    expect(opened).toEqual(['https://example.org/help']);
  });

  it('opens no window: window.open on the game’s origin is refused, elsewhere on http(s) goes to the system browser', () => {
    const f = fakeContents();
    const opened: string[] = [];
    keepOnOrigin(f.contents, ORIGIN, { openExternal: (u) => opened.push(u), dev: false });
    expect(f.open(`${ORIGIN}/?guest=${T}`)).toEqual({ action: 'deny' });
    expect(f.open('https://example.org/')).toEqual({ action: 'deny' });
    expect(f.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.org/']);
  });

  it('closes DevTools outside development builds', () => {
    const f = fakeContents();
    keepOnOrigin(f.contents, ORIGIN, { openExternal: () => {}, dev: false });
    f.emit('devtools-opened');
    expect(f.closeDevTools).toHaveBeenCalledTimes(1);
    const d = fakeContents();
    keepOnOrigin(d.contents, ORIGIN, { openExternal: () => {}, dev: true });
    d.emit('devtools-opened');
    expect(d.closeDevTools).not.toHaveBeenCalled();
  });
});

describe('GuestWindows: one window per friend’s link', () => {
  function setup() {
    const made: { options: BrowserWindowConstructorOptions; win: GuestWindowLike; fake: ReturnType<typeof fakeContents>; on: Map<string, () => void>; title: string[]; loaded: string[]; focused: number }[] = [];
    const locked: string[] = [];
    const sessions = new Map<string, { partition: string }>();
    const sessionOf = (partition: string) => sessions.get(partition) ?? sessions.set(partition, { partition }).get(partition)!;
    let n = 0;
    const guests = new GuestWindows<{ partition: string }>({
      create: (options) => {
        const fake = fakeContents(sessionOf(options.webPreferences!.partition!));
        const on = new Map<string, () => void>();
        const rec = { options, fake, on, title: [] as string[], loaded: [] as string[], focused: 0, win: undefined as unknown as GuestWindowLike };
        rec.win = {
          webContents: fake.contents,
          loadURL: async (u) => void rec.loaded.push(u),
          setTitle: (t) => void rec.title.push(t),
          once: (e, fn) => on.set(e, fn),
          on: (e, fn) => on.set(e, fn),
          isMinimized: () => false,
          restore: () => {},
          show: () => {},
          focus: () => void rec.focused++,
        };
        made.push(rec);
        return rec.win;
      },
      session: sessionOf,
      lockSession: (s) => void locked.push(s.partition),
      openExternal: () => {},
      randomHex: () => `${++n}`.padStart(8, '0'),
      dev: false,
      log: () => {},
    });
    return { guests, made, locked };
  }

  it('opens the checked link in a window of its own, in a locked new session, and titles it with the game', () => {
    const { guests, made, locked } = setup();
    expect(guests.join(GAME)).toEqual({ address: '192.168.1.20:5179' });
    expect(made).toHaveLength(1);
    expect(made[0]!.loaded).toEqual([GAME]);
    expect(made[0]!.options.webPreferences).toMatchObject({ partition: 'guest-00000001', sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(made[0]!.options.webPreferences).not.toHaveProperty('preload');
    expect(locked).toEqual(['guest-00000001']);
    expect(guests.owns(made[0]!.fake.contents)).toBe(true); // the app's own lock-down leaves it to keepOnOrigin
    expect(guests.owns({ session: { partition: 'x' } })).toBe(false);
    const prevent = vi.fn();
    made[0]!.fake.emit('page-title-updated', { preventDefault: prevent }, 'Patrol: Lost! with a friend');
    expect(prevent).toHaveBeenCalled();
    expect(made[0]!.title).toEqual(['Patrol: Lost! with a friend · 192.168.1.20:5179']);
    expect(made[0]!.fake.navigate('will-navigate', 'app://patrol-hq/index.html')).toBe(true);
  });

  it('brings the window of a link already open to the front instead of a second one (which would take the seat), and forgets it once closed', () => {
    const { guests, made } = setup();
    guests.join(GAME);
    guests.join(GAME);
    expect(made).toHaveLength(1);
    expect(made[0]!.focused).toBe(1);
    guests.join(`http://192.168.1.20:5179/?guest=${'f'.repeat(32)}`); // a spectator link: another window
    expect(made).toHaveLength(2);
    const first = made[0]!.fake.contents;
    made[0]!.on.get('closed')!();
    expect(guests.owns(first)).toBe(false);
    guests.join(GAME);
    expect(made).toHaveLength(3);
    expect(made[2]!.options.webPreferences?.partition).toBe('guest-00000003');
  });
});

describe('desktop.joinGame through the desktop dispatcher', () => {
  it('hands the main process only a checked link, rebuilt; a bad one is answered in words and opens nothing', async () => {
    const joined: string[] = [];
    const api = withDesktopChannels(
      { handle: async () => ({ ok: true, value: null }) },
      { 'desktop.saveFile': async () => ({ saved: false }), 'desktop.openFile': async () => null, 'desktop.joinGame': async (r) => (joined.push(r.url), { address: new URL(r.url).host }) },
      () => {},
    );
    expect(await api.handle('desktop.joinGame', { link: ` 192.168.1.20:5179/page?x=<script>&guest=${T}#y ` })).toEqual({ ok: true, value: { address: '192.168.1.20:5179' } });
    expect(joined).toEqual([GAME]);
    expect(await api.handle('desktop.joinGame', { link: `file:///etc/passwd?guest=${T}` })).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/http/) } });
    expect(await api.handle('desktop.joinGame', { link: 'http://10.0.0.1:5179/?guest=nope' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(joined).toHaveLength(1);
  });
});
