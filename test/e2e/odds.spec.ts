/**
 * The odds panel on the Endless Patrol and Lost Patrol screens: worked out by the services on
 * worker threads, refining with a progress bar, each choice's chance, the outcome spread, hints
 * off until turned on, an accessible panel; screenshots at 1280x800 in light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { seedWithTwoCardFire } from './seeds';
import { createSave, expect, openSave, test } from './fixtures';

const CHANCE = /^\d+(\.\d)?% \+\/- \d+(\.\d)?% to win/;

/** Every games count the panel showed while it refined (read in the page as it changes). */
async function watchGames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as unknown as { seenGames: string[]; document: { body: unknown; querySelector(s: string): { textContent: string } | null }; MutationObserver: new (cb: () => void) => { observe(n: unknown, o: unknown): void } };
    g.seenGames = [];
    new g.MutationObserver(() => {
      const t = g.document.querySelector('[data-testid="odds"] [aria-live]')?.textContent?.trim();
      if (t && g.seenGames.at(-1) !== t) g.seenGames.push(t);
    }).observe(g.document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Elements from the odds panel up to the page that scroll sideways (their content wider than their box). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type El = { scrollWidth: number; clientWidth: number; tagName: string; className: string; parentElement: El | null };
    const d = (globalThis as unknown as { document: { scrollingElement: El; querySelector(s: string): El | null } }).document;
    const wide: string[] = [];
    const root = d.scrollingElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (let el = d.querySelector('[data-testid="odds"]'); el; el = el.parentElement) {
      if (el.scrollWidth > el.clientWidth + 1) wide.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return wide;
  });
}

/** A spread chart's rows as drawn: each label, the share written on its line, its bar's length; every label inside the chart. */
async function drawnRows(fig: Locator): Promise<{ label: string; share: string; length: number }[]> {
  // No DOM types on the node side of the specs: the little of an element this reads.
  type Box = { getBoundingClientRect(): { top: number; bottom: number; width: number }; textContent: string | null };
  return fig.evaluate((f) => {
    const mid = (e: Box) => { const r = e.getBoundingClientRect(); return (r.top + r.bottom) / 2; };
    const box = f.querySelector('svg')!.getBoundingClientRect();
    const labels = [...f.querySelectorAll('.ct-label.ct-vertical')];
    const shares = [...f.querySelectorAll('.ct-share')];
    const bars = [...f.querySelectorAll('.ct-bar')];
    const nearest = (els: Box[], y: number) => els.reduce((a, b) => (Math.abs(mid(b) - y) < Math.abs(mid(a) - y) ? b : a));
    return labels.map((l) => {
      const r = l.getBoundingClientRect();
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1) throw new Error(`label ${l.textContent} is outside its chart`);
      const bar = nearest(bars, mid(l)).getBoundingClientRect();
      return { label: l.textContent!.trim(), share: nearest(shares, mid(l)).textContent!.trim(), length: bar.width };
    });
  });
}

test.describe('odds panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Endless Patrol fire phase: the chance refines with progress, each choice and the spread are shown, a hint on request', async ({ page, hq }) => {
    test.setTimeout(120_000);
    // Before the first page load: the preference is read when the app starts.
    await page.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('patrol-hq.odds.live', 'off'));
    const { seed } = seedWithTwoCardFire();
    const id = await createSave(page, seed, 'Odds');
    await openSave(page, hq, id);
    const panel = page.getByTestId('odds');
    await expect(panel).toBeVisible();
    // Nothing runs until asked.
    await expect(panel.getByTestId('odds-chance')).toHaveCount(0);
    await watchGames(page);
    // The button says who plays on, in the words the figures will use.
    await expect(panel.getByTestId('odds-start-by')).toHaveText('played on by the greedy computer player');
    const by = (await panel.getByTestId('odds-start-by').textContent())!;
    await panel.getByTestId('odds-start').click();
    await expect(panel.getByText(/: done$/)).toBeVisible({ timeout: 90_000 });
    const seen = await page.evaluate(() => (globalThis as unknown as { seenGames: string[] }).seenGames);
    expect(seen.length, `the games count refined: ${seen.join(' | ')}`).toBeGreaterThanOrEqual(2);
    // A first estimate from a few games, then refined (the first chunk is 8 samples, not 100).
    expect(Number(seen[0]!.replace(/\D/g, '')), `the first figure came from a few games: ${seen[0]}`).toBeLessThan(100);
    await expect(panel.getByTestId('odds-by')).toHaveText(`to win, ${by}`);
    await expect(panel.getByTestId('odds-start-by')).toHaveText(by);
    await expect(panel.getByTestId('odds-chance')).toHaveText(CHANCE);
    await expect(panel.getByTestId('odds-progress')).toHaveAttribute('value', '1');
    const choices = panel.getByTestId('odds-choices').locator('li');
    expect(await choices.count()).toBeGreaterThanOrEqual(2);
    await expect(choices.filter({ hasText: 'End the Fire phase' })).toHaveCount(1);
    await expect(choices.filter({ hasText: /^Fire / }).first()).toBeVisible();
    // The spreads are drawn by chartist (the campaign's charting library): one bar per row of the
    // screen readers' table, each with the same share of games written beside it.
    for (const chart of ['odds-casualties', 'odds-turns']) {
      const fig = panel.getByTestId(chart);
      await expect(fig.locator('svg.ct-chart-bar')).toBeVisible();
      const rows = fig.locator('table tbody tr');
      const n = await rows.count();
      expect(n, `${chart} has rows`).toBeGreaterThan(0);
      await expect(fig.locator('.ct-bar')).toHaveCount(n);
      // Row by row, as drawn: each label has the table's share beside its bar, and a longer bar a larger share.
      const table = Object.fromEntries(await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelector('td')!.textContent!.trim()])));
      const drawn = await drawnRows(fig);
      expect(drawn.map((r) => r.label).sort()).toEqual(Object.keys(table).sort());
      for (const r of drawn) expect(r.share, `${chart} row ${r.label}`).toBe(table[r.label]);
      const byLength = [...drawn].sort((a, b) => a.length - b.length).map((r) => parseFloat(r.share));
      expect(byLength).toEqual([...byLength].sort((a, b) => a - b));
      await expect(fig.locator('figcaption')).toContainText(/Most often .+ \(\d+(\.\d)?%\); from \d+ to \d+\./);
    }
    await expect(panel.getByTestId('odds-hint')).toHaveCount(0);
    await panel.getByLabel('Hints').check();
    // The best choice is named only when it beats the next by more than their difference's margin.
    const hint = panel.getByTestId('odds-hint');
    const kind = await hint.getAttribute('data-hint');
    if (kind === 'best') await expect(hint).toHaveText(/^Hint: .+, the strongest choice: .+ to win \(\d+(\.\d)?%\), \d+\.\d% more often than the next on the same deals \(\+\/- \d+\.\d%\)\.$/);
    else await expect(hint).toHaveText(/^Hint: the first two choices are too close to call: \d+\.\d% apart on the same deals, \+\/- \d+\.\d%\.$/);
    // The spread charts' tables for screen readers do not widen the panel or the page (no sideways scrollbar).
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'the Endless Patrol screen with its odds');
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      expect(await sidewaysOverflow(page), `${size.width} wide`).toEqual([]);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `test-results/screens/odds-endless-${size.width}x${size.height}-${scheme}.png` });
      }
    }
  });

  test('cancel stops the odds with the figures so far; live odds work out each new position', async ({ page, hq }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('patrol-hq.odds.live', 'on'));
    const { seed } = seedWithTwoCardFire();
    const id = await createSave(page, seed, 'Odds live');
    await openSave(page, hq, id);
    const panel = page.getByTestId('odds');
    // Live: it starts by itself; cancel as soon as the first figures show.
    await expect(panel.getByTestId('odds-cancel')).toBeVisible({ timeout: 30_000 });
    await panel.getByTestId('odds-cancel').click();
    await expect(panel.getByTestId('odds-start')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(/: (cancelled|done)$/)).toBeVisible();
    // A move: live odds start again for the new position.
    await page.getByRole('button', { name: /^End Fire phase/ }).click();
    await expect(panel.getByText(/: done$/)).toBeVisible({ timeout: 90_000 });
    await expect(panel.getByTestId('odds-chance')).toHaveText(CHANCE);
  });

  test('The Lost Patrol shows its odds too', async ({ page, hq }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('patrol-hq.odds.live', 'off'));
    const id = await createLostPatrol(page, 4242, {}, 'Lost odds');
    await openLostPatrol(page, hq, id);
    const panel = page.getByTestId('odds');
    await panel.getByTestId('odds-start').click();
    await expect(panel.getByText(/: done$/)).toBeVisible({ timeout: 90_000 });
    await expect(panel.getByTestId('odds-start-by')).toHaveText('played on by the bidder computer player');
    await expect(panel.getByTestId('odds-by')).toHaveText('to win, played on by the bidder computer player');
    await expect(panel.getByTestId('odds-choices').locator('li').filter({ hasText: /^Move (north|east|south|west)/ }).first()).toBeVisible();
    for (const chart of ['odds-casualties', 'odds-turns']) {
      const fig = panel.getByTestId(chart);
      const table = Object.fromEntries(await fig.locator('table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelector('td')!.textContent!.trim()])));
      for (const r of await drawnRows(fig)) expect(r.share, `${chart} row ${r.label}`).toBe(table[r.label]);
    }
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'the Lost Patrol screen with its odds');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/odds-lost-1280x800-${scheme}.png` });
    }
  });

  test('screenshots: the odds refining (progress under way) at 1280x800 and 1920x1080, light and dark', async ({ page, hq }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('patrol-hq.odds.live', 'off'));
    const { seed } = seedWithTwoCardFire();
    const id = await createSave(page, seed, 'Odds refining');
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await openSave(page, hq, id);
        const panel = page.getByTestId('odds');
        await panel.getByTestId('odds-start').click();
        // The first figures, with the run still going: a margin, a part-filled bar, Cancel offered.
        await expect(panel.getByTestId('odds-chance')).toHaveText(CHANCE, { timeout: 30_000 });
        const progress = Number(await panel.getByTestId('odds-progress').getAttribute('value'));
        await page.screenshot({ path: `test-results/screens/odds-refining-${size.width}x${size.height}-${scheme}.png` });
        test.info().annotations.push({ type: 'odds-refining', description: `${size.width}x${size.height} ${scheme}: progress ${progress}` });
        await expect(panel.getByText(/: done$/)).toBeVisible({ timeout: 90_000 });
      }
    }
  });
});
