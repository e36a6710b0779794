/**
 * The Odds panel budget (DESIGN.md): a first figure on screen within 0.5 s of asking, measured from
 * the page. Starts the real browser host, opens Endless Patrol games at their first Fire phase (each
 * choice's games are whole games: the slowest first chunk) in Chromium, clicks "Work out the odds"
 * and times, in the page, from the click to the first chance shown. "Warm": the screen has been
 * open long enough for odds.about to start the worker threads (the button names who plays on).
 * "Cold": a fresh host, the button clicked as soon as it shows, while the workers still load.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { startHost } from '../../test/e2e/host';
import type { BenchFigure, BenchModule } from '../bench';

const RUNS = 8;

/** Records, in the page, when the odds panel first shows a chance. */
const watchScript = `(() => {
  window.__oddsShownAt = null;
  new MutationObserver(() => {
    if (window.__oddsShownAt === null && document.querySelector('[data-testid="odds-chance"]')) window.__oddsShownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();`;

type Timed = { __oddsShownAt: number | null; __oddsClickAt: number };

async function createSaves(page: Page, seeds: number[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      new Promise<string[]>((done) => {
        const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
        const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
        const ids: string[] = [];
        ws.onopen = () => list.forEach((seed, i) => ws.send(JSON.stringify({ id: i + 1, channel: 'saves.create', payload: { game: 'endless-patrol', seed } })));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { id: number; result: { value: { save: { id: string } } } };
          ids[m.id - 1] = m.result.value.save.id;
          if (ids.filter(Boolean).length === list.length) {
            ws.close();
            done(ids);
          }
        };
      }),
    seeds,
  );
}

/** Opens a save, clicks "Work out the odds" (after `ready`), and answers ms from the click to the first chance on screen. */
async function firstFigure(page: Page, url: string, id: string, ready: 'button' | 'about'): Promise<number> {
  await page.goto(`${url}#/play/${id}`);
  const start = page.getByTestId('odds-start');
  await start.waitFor({ timeout: 30_000 });
  // (An app without odds.about names no player on its button: its workers are warm from the run before.)
  if (ready === 'about') await page.getByTestId('odds-start-by').waitFor({ timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => {
    const w = globalThis as unknown as Timed & { document: { querySelector(s: string): { click(): void } | null }; performance: { now(): number } };
    w.__oddsShownAt = null;
    w.__oddsClickAt = w.performance.now();
    w.document.querySelector('[data-testid="odds-start"]')?.click();
  });
  await page.waitForFunction(() => (globalThis as unknown as Timed).__oddsShownAt !== null, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => {
    const w = globalThis as unknown as Timed;
    return (w.__oddsShownAt as number) - w.__oddsClickAt;
  });
  // Stop the run, so the next measure starts on idle workers.
  const cancel = page.getByTestId('odds-cancel');
  if (await cancel.isVisible()) await cancel.click();
  await start.waitFor({ timeout: 60_000 });
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const bench: BenchModule = {
  title: 'Odds panel: click to first figure, from the page (browser host, Chromium)',
  async run(): Promise<BenchFigure[]> {
    const host = await startHost({ token: 'bench-odds-page-token' });
    const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('patrol-hq.odds.live', 'off'));
      await context.addInitScript(watchScript);
      const page = await context.newPage();
      await page.goto(host.url);
      const ids = await createSaves(page, Array.from({ length: RUNS + 1 }, (_, i) => 101 + i));
      const cold = await firstFigure(page, host.url, ids[0] as string, 'button');
      const warm: number[] = [];
      for (const id of ids.slice(1)) warm.push(await firstFigure(page, host.url, id, 'about'));
      const load = loadavg()[0]?.toFixed(2);
      return [
        {
          name: `first figure after the click (warm): median of ${RUNS}`, value: median(warm) / 1000, unit: 's', budget: 0.5,
          note: `slowest ${(Math.max(...warm) / 1000).toFixed(2)} s, fastest ${(Math.min(...warm) / 1000).toFixed(2)} s; wall time in the page at load ${load}`,
        },
        {
          name: 'first figure, clicked as the screen opens (cold)', value: cold / 1000, unit: 's',
          note: `a fresh host: the worker threads start as the screen opens (odds.about) and load the engine; at load ${load}`,
        },
      ];
    } finally {
      await browser.close();
      await host.stop();
    }
  },
};

export default bench;
export const { title, run } = bench;
