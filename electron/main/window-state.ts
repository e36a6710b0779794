/**
 * What the desktop app remembers between runs, apart from the saves: the window's place, size and
 * maximized state, the last screen, and when updates were last checked. One small JSON file in the
 * user data folder, read leniently (a damaged file means defaults) and written whole then renamed.
 * The placement logic keeps a remembered window on a screen that still exists.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_SIZE, MIN_SIZE, type Placement } from './window-config';

export const STATE_FILE = 'desktop-state.json';

const rect = z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) });
export type Rect = z.infer<typeof rect>;

/** A route hash the app may reopen: home, a game, a table or a campaign (the renderer's own routes). */
const routeHash = /^#\/(?:(?:play|table|campaign)\/[A-Za-z0-9_-]{1,64})?$/;

const stateSchema = z.object({
  window: z.object({ bounds: rect, maximized: z.boolean() }).optional(),
  route: z.string().regex(routeHash).optional(),
  lastUpdateCheck: z.number().finite().min(0).optional(),
});
export type DesktopState = z.infer<typeof stateSchema>;

/** Reads the state file; anything missing, unreadable or malformed gives the defaults (`{}`). */
export function readDesktopState(path: string): DesktopState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Writes the whole state to a temporary name, then renames it over the old file (never half-written). */
export function writeDesktopState(path: string, state: DesktopState): void {
  const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(stateSchema.parse(state)));
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** The route part of one of our page URLs (`app://patrol-hq/index.html#/play/x` -> `#/play/x`), or null. */
export function routeOf(url: string): string | null {
  const i = url.indexOf('#');
  const hash = i < 0 ? '#/' : url.slice(i);
  return routeHash.test(hash) ? hash : null;
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of the window's top strip (its title bar) must show on a screen for it to stay put. */
const GRIP = { width: 120, height: 40 };

/**
 * Where to open the window, given the remembered bounds and the work areas of the screens now
 * attached (primary first). The remembered place is kept when its title bar is on a screen; the size
 * is shrunk to fit that screen and the window pulled fully onto it. When its screen has gone (a
 * monitor unplugged, a resolution lowered) it opens centred on the primary screen.
 */
export function placeWindow(saved: Rect | undefined, workAreas: Rect[]): Placement {
  const primary = workAreas[0];
  if (!primary) return { ...DEFAULT_SIZE };
  const fit = (r: { width: number; height: number }, area: Rect) => ({
    width: Math.max(Math.min(r.width, area.width), Math.min(MIN_SIZE.width, area.width)),
    height: Math.max(Math.min(r.height, area.height), Math.min(MIN_SIZE.height, area.height)),
  });
  if (saved) {
    const grip = { x: saved.x, y: saved.y, width: saved.width, height: Math.min(GRIP.height, saved.height) };
    let best: Rect | null = null;
    let bestArea = 0;
    for (const area of workAreas) {
      const o = overlap(grip, area);
      if (o > bestArea) {
        best = area;
        bestArea = o;
      }
    }
    if (best && bestArea >= Math.min(GRIP.width, saved.width) * Math.min(GRIP.height, saved.height) / 2) {
      const size = fit(saved, best);
      const x = Math.min(Math.max(saved.x, best.x), best.x + best.width - size.width);
      const y = Math.min(Math.max(saved.y, best.y), best.y + best.height - size.height);
      return { x, y, ...size };
    }
  }
  const size = fit(saved ?? DEFAULT_SIZE, primary);
  return { x: primary.x + Math.round((primary.width - size.width) / 2), y: primary.y + Math.round((primary.height - size.height) / 2), ...size };
}
