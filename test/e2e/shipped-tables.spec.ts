/**
 * "Start from a shipped table": a shipped scenario copied from the home screen opens in the editor
 * with its briefing; the editor offers the same list.
 */
import { expect, gotoHome, test } from './fixtures';

test('a shipped table started from the home screen opens in the editor with its briefing and balance', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, hq);
  const shipped = page.getByTestId('shipped-tables').first();
  await shipped.locator('summary').click();
  const ambush = shipped.locator('li[data-template="clear-the-farm"]');
  await expect(ambush).toContainText('Clearing the farm');
  await expect(ambush).toContainText('German riflemen hold a stone farm');
  await expect(shipped.locator('li')).toHaveCount(6);
  await page.screenshot({ path: '/tmp/scen-home-1280x800.png' });
  await ambush.getByRole('button', { name: 'Start from Clearing the farm' }).click();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await expect(page.getByLabel('Scenario name')).toHaveValue('Clearing the farm');
  const briefing = page.getByTestId('briefing');
  await expect(briefing).toContainText('A US squad must clear them out before dark');
  await expect(page.getByTestId('briefing-balance')).toContainText(/tactical computer on both sides, 200 battles\): US won 54%, German 46%/);
  // The editor lists the shipped tables too.
  await expect(briefing.getByTestId('shipped-tables').locator('li')).toHaveCount(6);
  await page.screenshot({ path: '/tmp/scen-editor-1280x800.png' });
  await page.getByRole('button', { name: '← Home' }).click();
  await expect(page.locator('[data-scenario-id] .name', { hasText: 'Clearing the farm' })).toHaveCount(1);
});
