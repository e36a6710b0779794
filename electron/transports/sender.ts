import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * True when `url` is a file:// URL of a file inside `rendererDir` (our own built pages).
 * Anything else (http(s), data:, devtools, another folder, a malformed URL) is not our sender.
 */
export function isOwnFileUrl(url: string | null | undefined, rendererDir: string): boolean {
  if (typeof url !== 'string' || !url.startsWith('file://')) return false;
  let path: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'file:' || (u.host !== '' && u.host !== 'localhost')) return false;
    path = resolve(fileURLToPath(u));
  } catch {
    return false;
  }
  const base = resolve(rendererDir);
  return path.startsWith(base + sep);
}
