/**
 * A friend's link to a shared game: http://<address>:<port>/?guest=<32 lowercase hex>. The page
 * opened from it is a guest page (it reaches that one game only); "Join a game" on the home screen
 * checks a pasted link before opening it.
 */
// The link check itself, not the contract: a value taken from contract.ts would bring its schemas
// (zod) into the first screen's script.
import { GUEST_TOKEN } from '../../../electron/api/join-link';

/** The check of a pasted link lives beside the contract: the desktop's main process runs it too. */
export { checkJoinLink, GUEST_TOKEN, type JoinCheck } from '../../../electron/api/join-link';

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
