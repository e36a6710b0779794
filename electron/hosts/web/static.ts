import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';

const mime: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function mimeType(path: string): string {
  return mime[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path to a file inside `root`, or null for anything that tries to leave it
 * (`..`, encoded slashes or backslashes, NUL bytes, symlinks pointing out).
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts = decoded.split('/').filter((p) => p.length > 0);
  if (parts.some((p) => p === '..' || p === '.')) return null;
  const rel = parts.length === 0 ? 'index.html' : parts.join('/');
  const base = resolve(root);
  const full = resolve(base, rel);
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    const real = realpathSync(full);
    const realBase = realpathSync(base);
    if (real !== realBase && !real.startsWith(realBase + sep)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    // Not there: client-side routes (no extension) get the app's index.html.
    if (extname(rel) === '' ) {
      const index = join(base, 'index.html');
      try {
        return statSync(index).isFile() ? index : null;
      } catch {
        return null;
      }
    }
    return null;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Makes the app's page (index.html) for one request: the file's text, or that text with more in it
 * (the browser host writes the home screen's first answers into it for a holder of its token).
 * Null: the file as it is.
 */
export type PageMaker = (html: string, req: IncomingMessage) => Promise<string | null>;

/** Writes the app's page made by `page` (not cached: it may hold answers for this request). */
async function servePage(file: string, page: PageMaker, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const html = readFileSync(file, 'utf8');
  let made: string | null = null;
  try {
    made = await page(html, req);
  } catch {
    made = null; // the plain page still works: it asks over the socket
  }
  const body = Buffer.from(made ?? html, 'utf8');
  res.writeHead(200, { 'Content-Type': mimeType(file), 'Content-Length': body.length, 'Cache-Control': made === null ? 'no-cache' : 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves GET/HEAD of files under `root`; everything else is refused. Security headers are set by the
 * caller. `page`, when given, makes the app's page (root index.html) for each request.
 */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, page?: PageMaker): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return plain(res, 405, 'Method not allowed.');
  }
  const rawPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
  if (!rawPath.startsWith('/')) return plain(res, 400, 'Bad request.');
  const file = resolveStatic(root, rawPath);
  if (!file) {
    if (rawPath === '/' || rawPath === '/index.html') return plain(res, 404, 'The app is not built yet: run `npm run build` (npm run web does it for you).');
    return plain(res, 404, 'Not found.');
  }
  if (page && basename(file) === 'index.html' && dirname(file) === realpathSync(resolve(root))) {
    void servePage(file, page, req, res).catch(() => res.destroy());
    return;
  }
  const size = statSync(file).size;
  res.writeHead(200, {
    'Content-Type': mimeType(file),
    'Content-Length': size,
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}
