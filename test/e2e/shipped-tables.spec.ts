/**
 * "Start from a shipped table": a shipped scenario copied from the home screen opens in the editor
 * with its briefing; the editor offers the same list.
 */
import { apiCall, expect, gotoHome, test } from './fixtures';

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

test('a battle on a shipped table shows its briefing in the first turn', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, hq);
  const made = await apiCall<{ summary: { id: string } }>(page, 'scenarios.create', { name: 'Rescue', template: 'rescue-under-fire' });
  await page.goto(`${hq}#/table/${made.value!.summary.id}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await page.getByRole('button', { name: 'Play this scenario' }).click();
  const dialog = page.getByTestId('play-scenario');
  await dialog.getByLabel('Who plays the German side').selectOption({ label: 'The computer: beginner (any legal move)' });
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await expect(page.getByTestId('cp-briefing')).toContainText('Three wounded men of a patrol');
  await expect(page.getByTestId('cp-briefing')).toContainText('Hold the crater at the end of the last turn');
  await page.screenshot({ path: '/tmp/scen-battle-1280x800.png' });
});
