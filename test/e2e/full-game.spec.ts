import { seedWithCasualtyPrompt, seedWithDiscard, seedWithShortLoss, wonGame } from './seeds';
import { apiCall, applyActions, createSave, expect, gotoHome, openSave, playPassively, playPassivelyByApi, test } from './fixtures';

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
  await expect(end.getByRole('button', { name: 'Back to Patrol HQ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(end).toHaveCount(0);
  await page.getByRole('button', { name: /see the result/ }).click();
  await expect(end).toBeVisible();
  await page.keyboard.press('Escape');
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

test('a won game opens on the victory screen with its statistics', async ({ page, hq }) => {
  const won = wonGame();
  const id = await createSave(page, won.seed, 'Victory');
  // All but the last move through the API; the last one by clicking, as a player would.
  expect(await applyActions(page, id, won.actions.slice(0, -1))).toBe(won.actions.length - 1);
  await openSave(page, hq, id);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  const last = won.actions[won.actions.length - 1]!;
  if (last.type === 'fire') {
    for (const c of last.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
    await page.getByTestId('in-play').locator(`[data-card="${last.target}"]`).click();
    if (last.mode === 'at' && (await page.getByRole('radio', { name: 'AT' }).count()) > 0) await page.getByRole('radio', { name: 'AT' }).check();
    await expect(page.getByTestId('preview')).toContainText('Would defeat');
    await page.getByRole('button', { name: /^Fire at/ }).click();
  } else if (last.type === 'end-fire') {
    await page.getByRole('button', { name: /End Fire phase/ }).click();
  } else {
    const r = await apiCall(page, 'saves.act', { id, action: last, expectedCount: won.actions.length - 1 });
    expect(r.ok).toBe(true);
    await page.reload();
  }
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText('Victory');
  await expect(page.getByTestId('end-stats')).toContainText('Patrol cards defeated');
  await expect(page.getByTestId('patrol-deck')).toContainText('0');
  await expect(page.getByTestId('in-play').locator('[data-card]')).toHaveCount(0);
});
