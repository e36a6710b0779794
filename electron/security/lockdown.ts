/**
 * The desktop security baseline that lives on Electron objects: every permission refused (asked for,
 * checked, or for a device), no navigation of any frame, no redirects, no new windows, no <webview>,
 * and DevTools only in development builds. Typed against electron.d.ts, unit-tested with stubs.
 */
import type { Session, WebContents } from 'electron';

type Lockable = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>;

/** Refuses every permission: requests (camera, notifications...), synchronous checks, and devices (HID, USB, serial). */
export function lockDownSession(session: Lockable): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** The events we refuse outright: any navigation away (top frame or sub-frame), redirects, webviews. */
export const blockedContentsEvents = ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview'] as const;

interface Preventable {
  preventDefault(): void;
}

export interface ContentsLike {
  on(event: string, listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler: WebContents['setWindowOpenHandler'];
  closeDevTools(): void;
}

/**
 * Locks one web contents (the app does this for every one it creates). Same-document hash changes
 * (our routes) are not navigations and stay allowed. Outside development, DevTools are also disabled
 * in webPreferences; closing them on open is a second lock.
 */
export function lockDownContents(contents: ContentsLike, opts: { dev: boolean }): void {
  for (const name of blockedContentsEvents) contents.on(name, (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  if (!opts.dev) contents.on('devtools-opened', () => contents.closeDevTools());
}
