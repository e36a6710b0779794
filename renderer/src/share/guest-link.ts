/**
 * A friend's link to a shared game: http://<address>:<port>/?guest=<32 lowercase hex>. The page
 * opened from it is a guest page (it reaches that one game only); "Join a game" on the home screen
 * checks a pasted link before opening it.
 */

/** A guest token: 128 random bits as 32 lowercase hex digits. */
export const GUEST_TOKEN = /^[0-9a-f]{32}$/;

/** The page's guest token, when its address has a well-formed `?guest=` and no `?token=` (the host's own pages carry a token). */
export function guestTokenOf(search: string): string | null {
  const q = new URLSearchParams(search);
  if (q.get('token')) return null;
  const t = q.get('guest');
  return t !== null && GUEST_TOKEN.test(t) ? t : null;
}

type Loc = { protocol: string; host: string };

/** The WebSocket address a guest page talks to: the API path of the host that served it, with its token. */
export function guestApiUrl(loc: Loc, token: string, path: string): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}${path}?guest=${encodeURIComponent(token)}`;
}

/** The same address over HTTP: a plain GET there says whether the host still takes the token. */
export function guestProbeUrl(loc: Loc, token: string, path: string): string {
  return `${loc.protocol}//${loc.host}${path}?guest=${encodeURIComponent(token)}`;
}

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
