/**
 * Screenshots of the screens issue 8 changed, at 1280x800 and 1920x1080, dark and light, under
 * test-results/screens/ for a person to look at: the home with a long saves list, a rules page and
 * the rules dialog, the Endless Patrol piles and look, and The Lost Patrol's move confirmation,
 * breadcrumb turn, stacked groups and a loss against the app. Game screens must not scroll.
 */
import { lostPatrol } from '../../engine/games/lost-patrol';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fillSaves } from '../fixtures/many-saves';
import type { PageWindow } from './dom';
import { apiCall, createSave, expect, gotoHome, openSave, test } from './fixtures';
import { startHost, type RunningHost } from './host';
import { applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, deserterEscapes, miniStart, stackedPieces, twoMovesFirst } from './lost-patrol-seeds';
import { seedWithLookThenFire, seedWithTwoCardFire } from './seeds';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

async function shoot(page: Page, name: string, scheme: string, size: { width: number; height: number }, fits = true) {
  if (fits) {
    const over = await page.evaluate(() => {
      const w = globalThis as unknown as PageWindow & { innerWidth: number; innerHeight: number };
      return { x: w.document.documentElement.scrollWidth - w.innerWidth, y: w.document.documentElement.scrollHeight - w.innerHeight };
    });
    expect(over.x, `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
    expect(over.y, `${name}: vertical overflow`).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: `test-results/screens/newcomer-${name}-${size.width}x${size.height}-${scheme}.png` });
}

let many: RunningHost;
let dir: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'patrol-hq-shots-'));
  const db = join(dir, 'many.db');
  fillSaves(db, 120);
  many = await startHost({ dbPath: db });
});
test.afterAll(async () => {
  await many?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('screenshots: home with a long list, rules page and dialog, piles and look', async ({ page, hq }) => {
  test.setTimeout(180_000);
  const look = seedWithLookThenFire();
  const lookId = await createSave(page, look.seed, 'Screenshot: look kept');
  await apiCall(page, 'saves.act', { id: lookId, action: { type: 'look', card: look.card, deck: 'gi' }, expectedCount: 0 });
  await apiCall(page, 'saves.act', { id: lookId, action: look.fire, expectedCount: 1 });
  const two = seedWithTwoCardFire();
  const piles = await createSave(page, two.seed, 'Screenshot: piles');
  await apiCall(page, 'saves.act', { id: piles, action: two.fire, expectedCount: 0 });
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await gotoHome(page, many.url);
      await shoot(page, 'home-many', scheme, size, false);
      await page.getByLabel('Result', { exact: true }).selectOption({ label: 'Lost' });
      await expect(page.getByTestId('saves-range')).toContainText('of');
      await shoot(page, 'home-filtered', scheme, size, false);
      await page.goto(`${hq}#/rules/lost-patrol`);
      await expect(page.locator('.ruling').first()).toBeVisible();
      await page.locator('.ruling').first().scrollIntoViewIfNeeded();
      await shoot(page, 'rules-page', scheme, size, false);
      await openSave(page, hq, lookId);
      await expect(page.getByTestId('peek')).toBeVisible();
      await shoot(page, 'ep-look-kept', scheme, size);
      await openSave(page, hq, piles);
      await page.getByRole('button', { name: /Browse the decks and discard piles/ }).click();
      await expect(page.getByRole('dialog', { name: /Decks and discard piles/ })).toBeVisible();
      await shoot(page, 'ep-piles', scheme, size);
      await page.keyboard.press('Escape');
      await page.getByRole('list', { name: 'Card marks' }).getByRole('button', { name: /^AA\b/ }).click();
      await expect(page.locator('[data-rules-target]')).toBeVisible();
      await shoot(page, 'ep-rules-dialog', scheme, size);
      await page.keyboard.press('Escape');
    }
  }
});

test('screenshots: Lost Patrol move confirmation, breadcrumb turn on the map, stacked groups, a loss against the app', async ({ page, hq }) => {
  test.setTimeout(180_000);
  const two = twoMovesFirst();
  const plain = await createLostPatrol(page, two.seed, base, 'Screenshot: confirm');
  const mini = miniStart();
  const crumbs = await createLostPatrol(page, mini.seed, mini.options, 'Screenshot: crumbs on the map');
  const firstCrumb = playBotGame(mini.seed, mini.options, ['bidder']).actions[0]!.action as { dir: string };
  const s = stackedPieces();
  const stacked = await createLostPatrol(page, s.seed, s.options, 'Screenshot: stacked', [{ kind: 'human' }, { kind: 'human' }]);
  expect(await applySeated(page, stacked, s.actions.slice(0, s.upto))).toBe(s.upto);
  const esc = deserterEscapes();
  const lost = await apiCall<{ id: string }>(page, 'saves.import', {
    text: JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1, game: 'lost-patrol', version: lostPatrol.version, seed: esc.seed, options: { ...base, deserter: true }, name: 'Screenshot: he got away', seats: [{ kind: 'bot', bot: 'deserter-ai' }, { kind: 'human' }], actions: esc.actions, exportedAt: new Date().toISOString() }),
  });
  const firstMove = two.actions[0]!.action as { dir: string };
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await openLostPatrol(page, hq, plain);
      await page.locator(`[data-exit="${firstMove.dir}"]`).click();
      await expect(page.getByTestId('move-confirm')).toBeVisible();
      await shoot(page, 'lp-confirm', scheme, size);
      await page.keyboard.press('Escape');
      await openLostPatrol(page, hq, crumbs);
      await page.locator(`[data-exit="${firstCrumb.dir}"]`).click();
      await page.getByTestId('forest').locator('[data-orient="S"]').hover();
      await shoot(page, 'lp-crumbs', scheme, size);
      await page.keyboard.press('Escape');
      await openLostPatrol(page, hq, stacked);
      await shoot(page, 'lp-stacked', scheme, size);
      await openLostPatrol(page, hq, lost.value!.id);
      await expect(page.getByTestId('end-screen')).toBeVisible();
      await shoot(page, 'lp-lost-vs-app', scheme, size);
    }
  }
});
