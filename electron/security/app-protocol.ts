/**
 * The desktop renderer is served from `app://patrol-hq/`, not `file://`: a custom protocol answers
 * with real response headers, so the Content-Security-Policy header applies for certain (file://
 * responses have none, and webRequest never sees them), the page has a proper origin for 'self',
 * and the IPC sender check compares one fixed origin instead of file paths.
 * Plain TypeScript (no electron import): main/index.ts registers it, tests call it directly.
 */
import { readFile } from 'node:fs/promises';
import { mimeType, resolveStatic } from '../hosts/web/static';
import { contentSecurityPolicy } from './csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'patrol-hq';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The desktop pages talk over IPC only: no network at all. */
export const desktopCsp = contentSecurityPolicy([]);

/**
 * Privileges for protocol.registerSchemesAsPrivileged (before the app is ready): a standard, secure
 * scheme so the page has an origin, module scripts and workers load, and 'self' means app://patrol-hq.
 */
export const appSchemePrivileges = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: false, bypassCSP: false },
} as const;

/** The window's start URL, optionally with a route hash (`#/play/<id>`). */
export function appPageUrl(hash = ''): string {
  return `${APP_ORIGIN}/index.html${hash}`;
}

/** True only for our own pages: exactly app://patrol-hq/..., nothing else (IPC sender check). */
export function isOwnAppUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string' || !url.startsWith(`${APP_ORIGIN}/`)) return false;
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '' && u.port === '';
  } catch {
    return false;
  }
}

const headers = (type: string): Record<string, string> => ({
  'Content-Type': type,
  'Content-Security-Policy': desktopCsp,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
});

/**
 * Answers one app:// request from the files under `rendererDir` (out/renderer, inside app.asar when
 * packaged). Only GET/HEAD, only our host, never outside the folder (resolveStatic refuses `..`,
 * encoded separators and symlinks out). Every answer, errors included, carries the CSP header.
 */
export async function serveAppRequest(request: { url: string; method: string }, rendererDir: string, read: (path: string) => Promise<Uint8Array> = readFile): Promise<Response> {
  const plain = (status: number, text: string) => new Response(text, { status, headers: headers('text/plain; charset=utf-8') });
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed.');
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return plain(400, 'Bad request.');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return plain(403, 'Forbidden.');
  const file = resolveStatic(rendererDir, url.pathname);
  if (!file) return plain(404, 'Not found.');
  try {
    const body = await read(file);
    return new Response(request.method === 'HEAD' ? null : (body as ConstructorParameters<typeof Response>[0]), { status: 200, headers: headers(mimeType(file)) });
  } catch {
    return plain(404, 'Not found.');
  }
}
