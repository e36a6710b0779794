/**
 * Start budget (DESIGN.md): the browser host serves a first screen in under 1 s, and the renderer
 * bundle stays small. Starts the real host, opens the page in Chromium and measures, from
 * navigation start, when the home screen's saved-games list is visible: with a few saves, and
 * with 5,000 (issue 8: the list draws a page, not every save); reports the bundle size.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { comingGames, gameModules } from '../../engine/games';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import { startHost } from '../../test/e2e/host';
import { fillSaves } from '../../test/fixtures/many-saves';
import type { BenchFigure, BenchModule } from '../bench';

const root = resolve(__dirname, '..', '..');
const RUNS = 6;
const SAVES = 12;
const MANY = 5000;

function bundleSize(): { raw: number; gz: number; files: number } {
  const dir = join(root, 'out', 'renderer', 'assets');
  if (!existsSync(dir)) return { raw: 0, gz: 0, files: 0 };
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const f of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(f)) continue;
    const buf = readFileSync(join(dir, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    files++;
  }
  return { raw, gz, files };
}

function executablePath(): string | undefined {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Records, in the page, when the saves list (or its empty message) first becomes visible. */
const watchScript = `(() => {
  const sel = '[data-testid="saves-list"], [data-testid="saves-empty"]';
  const check = () => {
    if (window.__savesVisibleAt) return;
    const el = document.querySelector(sel);
    if (el && el.getBoundingClientRect().height > 0) window.__savesVisibleAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The saves list's service call on a big database, in-process: one page against every save. */
async function listCalls(dbPath: string): Promise<{ page: number; filtered: number; all: number }> {
  const store = Store.open(dbPath);
  try {
    const api = createApiHandler(createServices({ store, modules: gameModules, coming: comingGames, app: { version: 'bench', host: 'browser', dataPath: dbPath } }), () => {});
    const median = async (call: () => Promise<unknown>) => {
      const ts: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        await call();
        ts.push(performance.now() - t0);
      }
      return ts.sort((a, b) => a - b)[12] ?? NaN;
    };
    await api.handle('saves.page', {}); // the first call works out any unknown winners once
    return {
      page: await median(() => api.handle('saves.page', {})),
      filtered: await median(() => api.handle('saves.page', { game: 'lost-patrol', status: 'lost', search: 'Save 1' })),
      all: await median(() => api.handle('saves.list', {})),
    };
  } finally {
    store.close();
  }
}

/** RUNS cold loads of the home screen: when its saves list shows, and how many elements it holds. */
async function firstScreens(browser: Browser, url: string): Promise<{ times: number[]; median: number; slowest: number; elements: number }> {
  const times: number[] = [];
  let elements = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext(); // a fresh cache each time: a cold first screen
    const page = await context.newPage();
    await page.addInitScript(watchScript);
    await page.goto(url);
    await page.waitForFunction(() => (globalThis as unknown as { __savesVisibleAt?: number }).__savesVisibleAt !== undefined, null, { timeout: 10_000 });
    times.push(await page.evaluate(() => (globalThis as unknown as { __savesVisibleAt: number }).__savesVisibleAt));
    elements = await page.evaluate(() => (globalThis as unknown as { document: { getElementsByTagName(t: string): { length: number } } }).document.getElementsByTagName('*').length);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { times, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, slowest: sorted[sorted.length - 1] ?? NaN, elements };
}

const bench: BenchModule = {
  title: 'Start: browser host first screen and renderer bundle',
  async run(): Promise<BenchFigure[]> {
    const host = await startHost({ token: 'bench-start-token' });
    const browser = await chromium.launch({ executablePath: executablePath(), args: chromiumArgs });
    try {
      // A few saves, so the list has rows to draw.
      const setup = await browser.newPage();
      await setup.goto(host.url);
      await setup.evaluate(
        (n) =>
          new Promise<void>((done) => {
            const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
            const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
            let left = n;
            ws.onopen = () => {
              for (let i = 0; i < n; i++) ws.send(JSON.stringify({ id: i + 1, channel: 'saves.create', payload: { game: 'endless-patrol', seed: i + 1 } }));
            };
            ws.onmessage = () => {
              if (--left === 0) {
                ws.close();
                done();
              }
            };
          }),
        SAVES,
      );
      await setup.close();

      const few = await firstScreens(browser, host.url);
      // The same with 5,000 saves in the database, written straight through the store.
      const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bench-many-'));
      const many = join(dir, 'many.db');
      fillSaves(many, MANY);
      const calls = await listCalls(many);
      const big = await startHost({ token: 'bench-start-many', dbPath: many });
      let lots: Awaited<ReturnType<typeof firstScreens>>;
      try {
        lots = await firstScreens(browser, big.url);
      } finally {
        await big.stop();
        rmSync(dir, { recursive: true, force: true });
      }
      const size = bundleSize();
      return [
        { name: 'first screen: saves list visible (median)', value: few.median, unit: 'ms', budget: 1000, note: `${RUNS} cold loads, ${SAVES} saves; all: ${few.times.map((t) => t.toFixed(0)).join(', ')} ms` },
        { name: 'first screen: slowest load', value: few.slowest, unit: 'ms', budget: 1000 },
        { name: `first screen with ${MANY.toLocaleString('en')} saves (median)`, value: lots.median, unit: 'ms', budget: 1000, note: `all: ${lots.times.map((t) => t.toFixed(0)).join(', ')} ms; ${lots.elements} elements on the page` },
        { name: `first screen with ${MANY.toLocaleString('en')} saves: slowest`, value: lots.slowest, unit: 'ms', budget: 1000 },
        { name: `saves.page with ${MANY.toLocaleString('en')} saves (in-process)`, value: calls.page, unit: 'ms', budget: 100, note: `filtered and searched: ${calls.filtered.toFixed(2)} ms; saves.list of every save: ${calls.all.toFixed(1)} ms` },
        { name: 'renderer bundle, JS+CSS gzipped', value: size.gz / 1024, unit: 'KiB', note: `${size.files} files, ${(size.raw / 1024).toFixed(0)} KiB raw${size.files === 0 ? '; out/renderer missing: run npm run build' : ''}` },
      ];
    } finally {
      await browser.close();
      await host.stop();
    }
  },
};

export default bench;
export const { title, run } = bench;
