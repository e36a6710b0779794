/**
 * Start budget (DESIGN.md): the browser host serves a first screen in under 0.5 s, and the renderer
 * bundle the home screen needs stays small. Starts the real host (the built app, out/renderer, as
 * `npm run web` serves it), opens the page in Chromium with an empty cache each time and measures,
 * from navigation start, the first frame painted with the home screen's saved-games list on it: with
 * a few saves, and with 5,000 (issue 8: the list draws a page, not every save). Then opening a game
 * of each kind, cold: from the home screen just loaded, the click on Resume to the first frame with
 * the game's screen (its top bar and board) painted, which includes fetching the game's code; and the
 * same screen loaded straight from its address. Reports what the home screen downloads (JS and CSS,
 * gzipped) beside the whole bundle.
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
import { traceFirstFrame, type FirstFrameCpu } from './start/cpu';

const root = resolve(__dirname, '..', '..');
const RUNS = 6;
/** Cold opens of each game (from home, and straight from its address). */
const OPENS = 4;
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

/**
 * Records, in the page, when every selector in `window.__want` (set by the caller; the saves list by
 * default) first has a visible element: the time of the first frame painted after that (the next
 * animation frame, then a task, which runs once the frame is out), as `window.__shownAt` (clear it
 * and `window.__seen` to watch for the next screen).
 */
const watchScript = `(() => {
  const check = () => {
    if (window.__seen) return;
    const want = window.__want || ['[data-testid="saves-list"], [data-testid="saves-empty"]'];
    for (const sel of want) {
      const el = document.querySelector(sel);
      if (!el || el.getBoundingClientRect().height <= 0) return;
    }
    window.__seen = true;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { window.__shownAt = performance.now(); performance.mark('phq-shown'); };
      ch.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

type ShownWindow = { __shownAt?: number; __want?: string[]; __clickAt?: number; __seen?: boolean };
const shownAt = () => (globalThis as unknown as ShownWindow).__shownAt;

/** What the home screen downloads: every script and style the page fetched, gzipped sizes added up. */
const fetchedScript = `(() => performance.getEntriesByType('resource').filter((e) => /\\.(js|css)$/.test(new URL(e.name).pathname)).map((e) => new URL(e.name).pathname.split('/').pop()))()`;

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
async function firstScreens(browser: Browser, url: string): Promise<{ times: number[]; median: number; slowest: number; elements: number; fetched: string[] }> {
  const times: number[] = [];
  let elements = 0;
  let fetched: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext(); // a fresh cache each time: a cold first screen
    const page = await context.newPage();
    await page.addInitScript(watchScript);
    await page.goto(url);
    await page.waitForFunction(shownAt, null, { timeout: 10_000 });
    times.push((await page.evaluate(shownAt)) ?? NaN);
    elements = await page.evaluate(() => (globalThis as unknown as { document: { getElementsByTagName(t: string): { length: number } } }).document.getElementsByTagName('*').length);
    fetched = (await page.evaluate(fetchedScript)) as string[];
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { times, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, slowest: sorted[sorted.length - 1] ?? NaN, elements, fetched };
}

/** RUNS more cold loads, traced (tracing slows the page, so apart from the timed ones): the main thread's CPU to the first frame, medians. */
async function firstScreenCpu(browser: Browser, url: string): Promise<FirstFrameCpu & { total: number }> {
  const runs: FirstFrameCpu[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const trace = await traceFirstFrame(await context.newCDPSession(page));
    await page.addInitScript(watchScript);
    await page.goto(url);
    await page.waitForFunction(shownAt, null, { timeout: 10_000 });
    const cpu = await trace.stop('phq-shown');
    if (cpu) runs.push(cpu);
    await context.close();
  }
  const of = (f: (c: FirstFrameCpu) => number) => median(runs.map(f));
  return { evaluate: of((c) => c.evaluate), script: of((c) => c.script), render: of((c) => c.render), total: of((c) => c.evaluate + c.script + c.render) };
}

/** One save of each game, and what shows its screen is up: the top bar's turn and the game's board. */
const GAMES = [
  { game: 'endless-patrol', board: '[data-testid="gi-deck"]' },
  { game: 'lost-patrol', board: '[data-testid="forest"]' },
  { game: 'patrol-lost', board: '[data-testid="hexmap"]' },
  { game: 'combat-patrol', board: '[data-testid="table-canvas"] canvas' },
] as const;

/** API calls made from a page of the host, over its own WebSocket, in order; each call's value. */
async function apiCalls(browser: Browser, url: string, calls: { channel: string; payload: unknown }[]): Promise<unknown[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    return await page.evaluate(
      (list) =>
        new Promise<unknown[]>((done, fail) => {
          const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
          const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
          const out: unknown[] = [];
          ws.onopen = () => ws.send(JSON.stringify({ id: 1, ...list[0] }));
          ws.onmessage = (m) => {
            const r = (JSON.parse(String(m.data)) as { result: { ok: boolean; value?: unknown; error?: { message: string } } }).result;
            if (!r.ok) return fail(new Error(r.error?.message ?? 'refused'));
            out.push(r.value);
            if (out.length === list.length) {
              ws.close();
              done(out);
            } else ws.send(JSON.stringify({ id: out.length + 1, ...list[out.length] }));
          };
        }),
      calls,
    );
  } finally {
    await page.close();
  }
}

/** Makes one save of each game in GAMES (Combat Patrol! on the sample table); their ids in order. */
async function gameSaves(browser: Browser, url: string): Promise<string[]> {
  const sample = readFileSync(join(root, 'resources', 'games', 'combat-patrol', 'sample-scenario.json'), 'utf8');
  const [table] = (await apiCalls(browser, url, [{ channel: 'scenarios.import', payload: { text: sample } }])) as { id: string }[];
  const made = (await apiCalls(
    browser,
    url,
    GAMES.map(({ game }, i) => ({ channel: 'saves.create', payload: { game, seed: 100 + i, ...(game === 'combat-patrol' ? { options: { scenario: table!.id } } : {}) } })),
  )) as { save: { id: string } }[];
  return made.map((m) => m.save.id);
}

/**
 * Cold opens of each game: OPENS times from the home screen just loaded in a fresh context (the
 * click on the save's Resume to the first frame with its screen), and OPENS times straight from its
 * address (navigation start to the same frame).
 */
async function gameOpens(browser: Browser, url: string, ids: string[]): Promise<{ game: string; click: number[]; direct: number[] }[]> {
  const out: { game: string; click: number[]; direct: number[] }[] = [];
  for (const [i, { game, board }] of GAMES.entries()) {
    const id = ids[i]!;
    const want = ['[data-testid="turn"]', board];
    const click: number[] = [];
    const direct: number[] = [];
    for (let run = 0; run < OPENS; run++) {
      for (const how of ['click', 'direct'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(watchScript);
        if (how === 'click') {
          await page.goto(url);
          await page.waitForFunction(shownAt, null, { timeout: 10_000 });
          await page.locator(`[data-save-id="${id}"] button.primary`).waitFor();
          await page.evaluate(
            ({ id, want }) => {
              const w = globalThis as unknown as ShownWindow & { document: { querySelector(s: string): { click(): void } | null } };
              w.__shownAt = undefined;
              w.__seen = false;
              w.__want = want;
              w.__clickAt = performance.now();
              w.document.querySelector(`[data-save-id="${id}"] button.primary`)?.click();
            },
            { id, want },
          );
        } else {
          await page.addInitScript((w) => ((globalThis as unknown as ShownWindow).__want = w), want);
          await page.goto(`${url}#/play/${id}`);
        }
        await page.waitForFunction(shownAt, null, { timeout: 20_000 }).catch(async (e: unknown) => {
          const text = await page.evaluate(() => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.slice(0, 300));
          throw new Error(`${game} (${how}): its screen did not show (${want.join(' + ')}); the page said: ${text}`, { cause: e });
        });
        const t = await page.evaluate(() => {
          const w = globalThis as unknown as ShownWindow;
          return (w.__shownAt ?? NaN) - (w.__clickAt ?? 0);
        });
        (how === 'click' ? click : direct).push(t);
        await context.close();
      }
    }
    out.push({ game, click, direct });
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Gzipped size of the named files in out/renderer/assets. */
function gzOf(files: string[]): number {
  const dir = join(root, 'out', 'renderer', 'assets');
  return files.reduce((n, f) => (existsSync(join(dir, f)) ? n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length : n), 0);
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
      const cpu = await firstScreenCpu(browser, host.url);
      const opens = await gameOpens(browser, host.url, await gameSaves(browser, host.url));
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
        { name: 'first screen: saves list visible (median)', value: few.median, unit: 'ms', budget: 500, note: `${RUNS} cold loads, ${SAVES} saves; all: ${few.times.map((t) => t.toFixed(0)).join(', ')} ms` },
        { name: 'first screen: slowest load', value: few.slowest, unit: 'ms', budget: 1000 },
        { name: 'first screen: main-thread CPU to that frame (median)', value: cpu.total, unit: 'ms', note: `thread time from a trace, steadier than the times above on a busy machine: script evaluated ${cpu.evaluate.toFixed(1)}, app script ${cpu.script.toFixed(1)}, style+layout+paint ${cpu.render.toFixed(1)} ms` },
        { name: `first screen with ${MANY.toLocaleString('en')} saves (median)`, value: lots.median, unit: 'ms', budget: 500, note: `all: ${lots.times.map((t) => t.toFixed(0)).join(', ')} ms; ${lots.elements} elements on the page` },
        { name: `first screen with ${MANY.toLocaleString('en')} saves: slowest`, value: lots.slowest, unit: 'ms', budget: 1000 },
        { name: `saves.page with ${MANY.toLocaleString('en')} saves (in-process)`, value: calls.page, unit: 'ms', budget: 100, note: `filtered and searched: ${calls.filtered.toFixed(2)} ms; saves.list of every save: ${calls.all.toFixed(1)} ms` },
        ...opens.flatMap((o) => [
          { name: `open ${o.game}: Resume on home to its screen (median)`, value: median(o.click), unit: 'ms', note: `${OPENS} cold opens: ${o.click.map((t) => t.toFixed(0)).join(', ')} ms` },
          { name: `open ${o.game}: cold load of its address (median)`, value: median(o.direct), unit: 'ms', note: `${o.direct.map((t) => t.toFixed(0)).join(', ')} ms` },
        ]),
        { name: 'home screen downloads, JS+CSS gzipped', value: gzOf(few.fetched) / 1024, unit: 'KiB', note: `${few.fetched.length} files: ${few.fetched.join(' ')}` },
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
