/**
 * A battle started from the table editor: "Play this scenario" opens the battle-setup dialog (who
 * plays each side and at what level, the dice, the house rules the table sets); the battle is
 * fought on the table as it stands in the editor (the last edit saved first, then copied into the
 * save), named after the table and the day. Screenshots of the dialog, light and dark.
 */
import { expectAccessible } from './a11y';
import { smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

test('"Play this scenario" in the editor: the setup dialog, then the battle on the table as edited', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const doc = smallTable('Orchard wall', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 18 },
  ]);
  const table = await storeTable(page, hq, { ...doc, houseRules: { combatMove: 4 } });
  await page.goto(`${hq}#/table/${table}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  // The battle settings are set just before starting: the battle must see them (saved first).
  const panel = page.getByTestId('battle-settings');
  await panel.locator('summary').click();
  await panel.getByLabel('Turn limit').fill('2');
  await panel.getByLabel('Turn limit').press('Enter');

  await page.getByRole('button', { name: 'Play this scenario' }).click();
  const dialog = page.getByTestId('play-scenario');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Play “Orchard wall”');
  await expect(dialog.getByLabel('Table to fight on')).toHaveCount(0);
  await expect(dialog.getByTestId('cp-house-rules')).toContainText('Combat move: 4 (usually 5)');
  await dialog.getByLabel('Who plays the German side').selectOption({ label: 'The computer: beginner (any legal move)' });
  await dialog.getByLabel('Dice').selectOption({ label: 'Real dice, typed in' });
  await expectAccessible(page, 'the battle-setup dialog');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `test-results/screens/table-play-scenario-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Esc closes it and changes nothing; opened again, it starts the battle.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Play this scenario' }).click();
  await dialog.getByLabel('Who plays the German side').selectOption({ label: 'The computer: beginner (any legal move)' });
  await dialog.getByLabel('Dice').selectOption({ label: 'Real dice, typed in' });
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await expect(page.locator('.save-name')).toHaveText(/^Orchard wall, \d{1,2} [A-Z][a-z]{2}$/);
  const id = page.url().split('/').pop()!;
  const env = await apiCall<{ save: { seats: { kind: string }[] }; options: { diceMode: string; scenario: { name: string; battle: { turnLimit: number }; houseRules: { combatMove: number } } } }>(page, 'saves.open', { id, seat: 0 });
  expect(env.value!.options).toMatchObject({ diceMode: 'entered', scenario: { name: 'Orchard wall', battle: { turnLimit: 2 }, houseRules: { combatMove: 4 } } });
  expect(env.value!.save.seats.map((s) => s.kind)).toEqual(['human', 'bot']);
  await page.screenshot({ path: 'test-results/screens/battle-from-editor-1280x800-light.png' });
});
