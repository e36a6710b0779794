/**
 * Screenshots of every main screen at 1280x800 and 1920x1080, dark and light, saved under
 * test-results/screens/ for a person to look at. Each also checks the play area fits the window
 * (no page scrollbars) and that no two cards overlap.
 */
import type { Page } from '@playwright/test';
import { seedWithCasualtyPrompt, seedWithLookCard, seedWithShortLoss, seedWithTwoCardFire, wonGame } from './seeds';
import { apiCall, applyActions, createSave, expect, gotoHome, openSave, playPassivelyByApi, test } from './fixtures';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const schemes = ['dark', 'light'] as const;

async function shoot(page: Page, name: string, scheme: string, size: { width: number; height: number }) {
  await page.screenshot({ path: `test-results/screens/${name}-${size.width}x${size.height}-${scheme}.png` });
}

async function expectFits(page: Page) {
  const over = await page.evaluate(() => {
    // Runs in the page (the node tsconfig has no DOM types).
    const g = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number; scrollHeight: number } };
      innerWidth: number;
      innerHeight: number;
    };
    return { x: g.document.documentElement.scrollWidth - g.innerWidth, y: g.document.documentElement.scrollHeight - g.innerHeight };
  });
  expect(over.x, 'horizontal overflow').toBeLessThanOrEqual(0);
  expect(over.y, 'vertical overflow').toBeLessThanOrEqual(0);
  const boxes = await page.locator('.ep .table [data-card]').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const overlap = a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
      expect(overlap, `cards ${i} and ${j} overlap`).toBe(false);
    }
  }
}

test('screenshots: home, mid-game, an L look, casualty prompt, loss and victory screens', async ({ page, hq }) => {
  test.setTimeout(90_000);
  const two = seedWithTwoCardFire();
  const mid = await createSave(page, two.seed, 'Screenshot: mid-game');
  await playPassivelyByApi(page, mid, 0);
  const casualty = await createSave(page, seedWithCasualtyPrompt().seed, 'Screenshot: casualty');
  await playPassivelyByApi(page, casualty, 6, true);
  const lookSeed = seedWithLookCard();
  const look = await createSave(page, lookSeed.seed, 'Screenshot: look');
  await apiCall(page, 'saves.act', { id: look, action: { type: 'look', card: lookSeed.card, deck: 'patrol' }, expectedCount: 0 });
  const loss = seedWithShortLoss();
  const end = await createSave(page, loss.seed, 'Screenshot: end');
  await playPassivelyByApi(page, end, loss.actions + 2);
  const won = wonGame();
  const win = await createSave(page, won.seed, 'Screenshot: victory');
  expect(await applyActions(page, win, won.actions)).toBe(won.actions.length);

  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await gotoHome(page, hq);
      await shoot(page, 'home', scheme, size);

      await openSave(page, hq, mid);
      for (const c of two.fire.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
      await page.getByTestId('in-play').locator(`[data-card="${two.fire.target}"]`).click();
      await expect(page.getByTestId('preview')).toContainText('Would defeat');
      await expectFits(page);
      await shoot(page, 'play', scheme, size);

      await openSave(page, hq, look);
      await expect(page.getByTestId('peek')).toBeVisible();
      await expectFits(page);
      await shoot(page, 'look', scheme, size);

      await openSave(page, hq, casualty);
      await expect(page.getByTestId('casualty-prompt')).toBeVisible();
      await expectFits(page);
      await shoot(page, 'casualty', scheme, size);

      await openSave(page, hq, end);
      await expect(page.getByTestId('end-screen')).toBeVisible();
      await expectFits(page);
      await shoot(page, 'end', scheme, size);

      await openSave(page, hq, win);
      await expect(page.getByTestId('end-screen')).toBeVisible();
      await expectFits(page);
      await shoot(page, 'win', scheme, size);
    }
  }
});
