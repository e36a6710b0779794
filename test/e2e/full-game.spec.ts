import { seedWithCasualtyPrompt, seedWithDiscard, seedWithShortLoss } from './seeds';
import { createSave, expect, gotoHome, openSave, playPassively, playPassivelyByApi, test } from './fixtures';

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

test('over the hand limit, the player picks the discard (here by keyboard)', async ({ page, hq }) => {
  const { seed, actions } = seedWithDiscard();
  const id = await createSave(page, seed, 'Discard');
  await playPassivelyByApi(page, id, actions);
  await openSave(page, hq, id);
  const prompt = page.getByTestId('discard-prompt');
  await expect(prompt).toContainText('Select 1 card to discard');
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(6);
  await expect(page.locator('.phases li[aria-current="step"]')).toHaveText('Supply');
  // Enter with nothing chosen explains instead of acting.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-error')).toContainText('Select exactly 1 card');
  const second = await page.getByTestId('hand').locator('[data-card]').nth(1).getAttribute('data-card');
  await page.keyboard.press('2');
  await expect(page.getByTestId('hand').locator(`[data-card="${second}"]`)).toContainText('To discard');
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  await expect(page.getByTestId('hand').locator(`[data-card="${second}"]`)).toHaveCount(0);
  await expect(page.getByTestId('gi-discard')).toContainText('1');
});
