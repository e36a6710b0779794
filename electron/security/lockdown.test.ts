import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { blockedContentsEvents, lockDownContents, lockDownSession, type ContentsLike } from './lockdown';

/** A stand-in for a session: records the handlers Electron would call. */
function fakeSession() {
  const h: { request?: Parameters<Session['setPermissionRequestHandler']>[0]; check?: Parameters<Session['setPermissionCheckHandler']>[0]; device?: Parameters<Session['setDevicePermissionHandler']>[0] } = {};
  return {
    h,
    session: {
      setPermissionRequestHandler: (f: typeof h.request) => void (h.request = f),
      setPermissionCheckHandler: (f: typeof h.check) => void (h.check = f),
      setDevicePermissionHandler: (f: typeof h.device) => void (h.device = f),
    } as unknown as Session,
  };
}

/** A stand-in for a web contents: emits events with a preventDefault spy. */
function fakeContents() {
  const listeners = new Map<string, ((e: { preventDefault(): void }) => void)[]>();
  let openHandler: ((d: unknown) => { action: string }) | undefined;
  const closeDevTools = vi.fn();
  const contents: ContentsLike = {
    on: (event, fn) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    setWindowOpenHandler: ((f: (d: unknown) => { action: string }) => void (openHandler = f)) as ContentsLike['setWindowOpenHandler'],
    closeDevTools,
  };
  const emit = (event: string) => {
    const e = { preventDefault: vi.fn() };
    for (const fn of listeners.get(event) ?? []) fn(e);
    return e.preventDefault;
  };
  return { contents, emit, openHandler: () => openHandler, closeDevTools };
}

describe('session lock-down', () => {
  it('refuses every permission request, permission check and device', () => {
    const { h, session } = fakeSession();
    lockDownSession(session);
    for (const perm of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal'] as const) {
      const cb = vi.fn();
      h.request!(null as never, perm, cb, {} as never);
      expect(cb).toHaveBeenCalledWith(false);
    }
    for (const perm of ['hid', 'serial', 'usb', 'media', 'clipboard-sanitized-write', 'fullscreen'] as const) {
      expect(h.check!(null, perm, 'app://patrol-hq', {} as never)).toBe(false);
    }
    expect(h.device!({ deviceType: 'usb', origin: 'app://patrol-hq', device: {} } as never)).toBe(false);
  });
});

describe('web contents lock-down', () => {
  it('blocks navigation of any frame, redirects and webviews', () => {
    const f = fakeContents();
    lockDownContents(f.contents, { dev: false });
    expect(blockedContentsEvents).toEqual(['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']);
    for (const event of blockedContentsEvents) expect(f.emit(event)).toHaveBeenCalledOnce();
  });

  it('opens no new windows', () => {
    const f = fakeContents();
    lockDownContents(f.contents, { dev: false });
    expect(f.openHandler()!({ url: 'https://example.org/' })).toEqual({ action: 'deny' });
  });

  it('closes DevTools if they ever open outside development, and leaves them in development', () => {
    const prod = fakeContents();
    lockDownContents(prod.contents, { dev: false });
    prod.emit('devtools-opened');
    expect(prod.closeDevTools).toHaveBeenCalledOnce();
    const dev = fakeContents();
    lockDownContents(dev.contents, { dev: true });
    dev.emit('devtools-opened');
    expect(dev.closeDevTools).not.toHaveBeenCalled();
  });
});
