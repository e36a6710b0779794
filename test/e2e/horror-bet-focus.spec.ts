/**
 * The Lost Patrol's horror bet dialog (issue 21): it does not put focus on the riskiest bet, so an
 * Enter pressed as it opens bets nothing; the title has focus and Tab reaches the bets. Axe, and
 * screenshots at 1280x800 and 1920x1080, light and dark, in test-results/screens/.
 */
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { actionCount, applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, baseWin } from './lost-patrol-seeds';

test('the horror bet dialog opens with its title focused, not a bet: Enter bets nothing, Tab reaches the bets', async ({ page, hq }) => {
  test.setTimeout(90_000);
  const win = baseWin();
  const firstBid = win.actions.findIndex((a) => a.action.type === 'bid');
  const id = await createLostPatrol(page, win.seed, base, 'Horror: no bet by default');
  expect(await applySeated(page, id, win.actions.slice(0, firstBid))).toBe(firstBid);
  await openLostPatrol(page, hq, id);
  const dialog = page.getByTestId('horror-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(dialog.locator('[data-bid]:focus')).toHaveCount(0);
  const before = await actionCount(page);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(await actionCount(page)).toBe(before);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.locator('[data-bid]').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator('[data-bid]').last()).toBeFocused();
  await expectAccessible(page, 'the horror bet dialog');
  await dialog.getByRole('heading', { level: 2 }).focus();
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/horror-bet-${size.width}x${size.height}-${scheme}.png` });
    }
  }
});
