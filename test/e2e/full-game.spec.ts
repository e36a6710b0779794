import { seedWithCasualtyPrompt, seedWithShortLoss } from './seeds';
import { createSave, expect, gotoHome, openSave, playPassively, test } from './fixtures';

test('a whole game played by clicking ends on the loss screen with its statistics', async ({ page, hq }) => {
  const { seed, actions } = seedWithShortLoss();
  const id = await createSave(page, seed, 'Short loss');
  await openSave(page, hq, id);
  await playPassively(page, actions + 2);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText('The patrol is lost');
  await expect(page.getByTestId('squad-count')).toHaveText('0/15');
  const stats = page.getByTestId('end-stats');
  await expect(stats).toContainText('Turns');
  await expect(stats).toContainText('Casualties');
  await expect(stats.locator('dd').first()).toHaveText(/\d+/);
  // The table stays readable behind the dialog, and the save is listed as lost.
  await end.getByRole('button', { name: 'See the table' }).click();
  await expect(end).toHaveCount(0);
  await page.getByRole('button', { name: /Patrol HQ/ }).click();
  await gotoHome(page, hq);
  await expect(page.locator(`[data-save-id="${id}"]`)).toContainText('Lost');
});

test('a casualty a D card can negate is offered as a clear choice', async ({ page, hq }) => {
  const { seed, actions } = seedWithCasualtyPrompt();
  const id = await createSave(page, seed, 'Casualty prompt');
  await openSave(page, hq, id);
  await playPassively(page, actions);
  const prompt = page.getByTestId('casualty-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: /Take the casualty/ })).toBeVisible();
  const play = prompt.getByRole('button', { name: /^Play / });
  await expect(play.first()).toBeVisible();
  const squad = await page.getByTestId('squad-count').textContent();
  await play.first().click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('squad-count')).toHaveText(squad ?? '');
  await expect(page.getByTestId('log')).toContainText(/negat|cancel/i);
});
