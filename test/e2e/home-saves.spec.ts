/**
 * A long saves list stays usable (issue 8): newest first, a page at a time, filters by game and
 * result, search by name; the tables and campaign panels stay close; each row says the variant
 * and who played which side, with the result as the people at the screen saw it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillSaves, type FakeSave } from '../fixtures/many-saves';
import type { PageWindow } from './dom';
import { expect, gotoHome, test } from './fixtures';
import { startHost, type RunningHost } from './host';

const N = 300;
let host: RunningHost;
let saves: FakeSave[];
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'patrol-hq-many-'));
  const dbPath = join(dir, 'many.db');
  saves = fillSaves(dbPath, N);
  host = await startHost({ dbPath });
});
test.afterAll(async () => {
  await host?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const newestFirst = () => [...saves].reverse();

test('300 saves: a page of the newest, a small page, and the tables and campaign panels close by', async ({ page }) => {
  await gotoHome(page, host.url);
  const rows = page.locator('[data-save-id]');
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(12);
  await expect(rows.locator('.name')).toHaveText(newestFirst().slice(0, shown).map((s) => s.name));
  await expect(page.getByTestId('saves-range')).toHaveText(`1–${shown} of ${N}`);
  const elements = await page.evaluate(() => (globalThis as unknown as PageWindow).document.getElementsByTagName('*').length as number);
  expect(elements, 'elements on the home screen').toBeLessThan(1500);

  // The next page, and back.
  await page.getByRole('button', { name: /Older/ }).click();
  await expect(rows.locator('.name').first()).toHaveText(newestFirst()[shown]!.name);
  await expect(page.getByTestId('saves-range')).toHaveText(`${shown + 1}–${2 * shown} of ${N}`);
  await page.getByRole('button', { name: /Newer/ }).click();
  await expect(rows.locator('.name').first()).toHaveText(newestFirst()[0]!.name);

  // The tables and the campaign: one link away, and not below every save.
  const viewport = page.viewportSize()!;
  for (const name of ['Combat Patrol! tables', 'Campaign']) {
    const heading = page.getByRole('heading', { name: new RegExp(`^${name.replace('!', '\\!')}`) });
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top + (globalThis as unknown as PageWindow).scrollY);
    expect(top, `${name} is within reach`).toBeLessThan(viewport.height * 1.6);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
  }
});

test('filter by game and by result, search by name; the result is the players\' own', async ({ page }) => {
  await gotoHome(page, host.url);
  const rows = page.locator('[data-save-id]');
  const range = page.getByTestId('saves-range');

  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'The Lost Patrol' });
  const lost = saves.filter((s) => s.game === 'lost-patrol');
  await expect(range).toContainText(`of ${lost.length}`);
  for (const meta of await rows.locator('.meta').allTextContents()) expect(meta).toContain('The Lost Patrol');

  await page.getByLabel('Result', { exact: true }).selectOption({ label: 'Lost' });
  const lostLp = lost.filter((s) => s.seen === 'lost');
  await expect(range).toContainText(`of ${lostLp.length}`);
  await expect(rows.locator('.name')).toHaveText(lostLp.reverse().slice(0, await rows.count()).map((s) => s.name));
  for (const meta of await rows.locator('.meta').allTextContents()) expect(meta).toMatch(/Lost/);
  // The app's Deserter got away from a person's Pursuers: a loss for the person, said with the sides.
  const vsApp = saves.filter((s) => s.kind === 'vs-app' && s.seen === 'lost').reverse()[0]!;
  const row = rows.filter({ hasText: vsApp.name });
  await expect(row).toContainText('You: Pursuers');
  await expect(row).toContainText('the app: Deserter');
  await expect(row).toContainText('The Deserter');

  await page.getByLabel('Result', { exact: true }).selectOption({ label: 'Won' });
  // Two people at one screen: a win for one of them, told with the side that won.
  const hot = saves.filter((s) => s.kind === 'hotseat' && s.seen === 'won').reverse()[0]!;
  await expect(rows.filter({ hasText: hot.name })).toContainText('Pursuers won');
  await expect(rows.filter({ hasText: hot.name })).toContainText('two players');

  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'All games' });
  await page.getByLabel('Result', { exact: true }).selectOption({ label: 'Any result' });
  await page.getByRole('searchbox', { name: /Search/ }).fill('Save 0042');
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('.name')).toHaveText('Save 0042');
  await page.getByRole('searchbox', { name: /Search/ }).fill('no such save');
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('saves-none-match')).toBeVisible();
});
