/**
 * The veteran computer from the home card: the new-battle choices list it, a battle against it
 * starts, and its first step is told beside the man who acts with how it chose (issue 25).
 */
import { newBattle, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

const VETERAN = 'The computer: veteran (weighs each choice by playing it on past your reply)';

test('the veteran is a level on the home card; it plays the Germans and says how it weighed its step', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Veteran fight', [
    { id: 'able', side: 'US', x: 10, y: 34 },
    { id: 'fritz', side: 'German', x: 8, y: 14 },
    { id: 'hans', side: 'German', x: 20, y: 12 },
  ], { turnLimit: 3 }));
  const card = page.locator('li.game[data-game="combat-patrol"]');
  await expect(card.getByLabel('Who plays the German side').locator('option', { hasText: VETERAN })).toBeAttached();
  await card.getByLabel('Who plays the German side').selectOption({ label: VETERAN });
  await newBattle(page, hq, table, { german: VETERAN });

  // able holds: his activation ends and the veteran takes the Germans' turn.
  await page.getByTestId('cp-ready').getByRole('button').first().click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
  const reason = page.getByTestId('cp-reason');
  await expect(reason).toBeVisible({ timeout: 30_000 });
  await expect(reason.locator('strong')).toHaveText(/^(fritz|hans) (fires|moves|runs|holds|lays|sprays|throws|ends|rallies)/);
  await expect(reason).toContainText(/Chosen over \d+ others? by \d+ sampled outcomes/);
});
