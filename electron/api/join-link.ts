/**
 * A friend's link to a shared game: http://<address>:<port>/?guest=<32 lowercase hex>. "Join a game"
 * checks a pasted link with checkJoinLink before opening it: the browser host in its own tab, the
 * desktop app through `desktop.joinGame` (whose schema runs the same check in the main process).
 * Free of Node imports: the renderer compiles against it.
 */

/** A guest token: 128 random bits as 32 lowercase hex digits. */
export const GUEST_TOKEN = /^[0-9a-f]{32}$/;

export type JoinCheck = { ok: true; url: string } | { ok: false; why: string };

/**
 * Checks a pasted link and gives the address to open: rebuilt from its scheme, host, port and
 * token only (nothing else of the pasted text is followed). An http link names its port (the
 * invite's links always do); an https one may leave it out (a tunnel on 443).
 */
export function checkJoinLink(text: string): JoinCheck {
  const raw = text.trim();
  if (!raw) return { ok: false, why: 'Paste the link your friend sent you.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    return { ok: false, why: 'That is not a web address. A friend’s link looks like http://192.168.1.20:5179/?guest=…' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, why: 'A friend’s link starts with http:// or https://.' };
  if (!url.hostname) return { ok: false, why: 'The link names no machine to connect to.' };
  if (url.protocol === 'http:' && !url.port) return { ok: false, why: 'The link has no port: it should end its address with a colon and a number, as in 192.168.1.20:5179.' };
  const token = url.searchParams.get('guest');
  if (token === null) return { ok: false, why: 'The link has no ?guest= part: copy the whole link from the friend’s invite.' };
  if (!GUEST_TOKEN.test(token)) return { ok: false, why: 'The ?guest= part of the link is cut short or changed: it is 32 letters and digits (0-9, a-f).' };
  return { ok: true, url: `${url.protocol}//${url.host}/?guest=${token}` };
}
