/**
 * A battle with real dice typed in, by mouse and keys: an empty box and wrong entries refused in
 * words (what was typed stays), a mistyped die shown and corrected (Correct it: the question back
 * with the old value in the box), the right die typed, and the battle going on with it (the log);
 * its replay speaks of the start of the battle. Screenshots of the correction offered, light and dark.
 */
import { expectAccessible } from './a11y';
import { actionCount, newBattle, px, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

test('real dice: a mistyped die is corrected before the next decision and the battle goes on with the right one', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Typed dice', [
    { id: 'able', side: 'US', x: 10, y: 30, name: 'Able' },
    { id: 'fritz', side: 'German', x: 12, y: 18, name: 'Fritz' },
  ]));
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');

  // Able by mouse, then his shot at Fritz.
  const a = await px(page, 10, 30);
  await page.mouse.click(a.x, a.y);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'able');
  await page.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at Fritz/ }).click();
  const q = page.getByTestId('cp-question');
  await expect(q.locator('h2')).toHaveText(/^The shot at Fritz \(needs \d+\+\)$/);
  const shotLabel = (await q.locator('h2').textContent())!;
  const box = q.getByRole('textbox', { name: 'D10 die 1' });
  await expect(box).toBeFocused();
  const declared = await actionCount(page);

  // An empty box says what to type; wrong entries stay in the box and say why; nothing is sent.
  await expect(box).toHaveAttribute('placeholder', '1–10');
  await expect(q).toContainText('a number from 1 to 10');
  await expect(page.getByTestId('cp-dice-hint')).toHaveText('A mistyped die can be corrected until the next decision is made: with Correct it here, or with Undo U at the top when no question follows it. That decision settles the dice before it and stands.');
  const error = page.getByTestId('cp-question-error');
  await box.press('Enter');
  await expect(error).toHaveText('Type what the die shows: a number from 1 to 10.');
  await box.pressSequentially('seven');
  await box.press('Enter');
  await expect(error).toHaveText('“seven” is not a number: type what the die shows, 1 to 10.');
  await expect(box).toHaveValue('seven');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.fill('11');
  await box.press('Enter');
  await expect(error).toHaveText('A 10-sided die shows 1 to 10, not 11.');
  await expect(box).toHaveValue('11');
  expect(await actionCount(page)).toBe(declared);

  // The die showed 2; 9 is typed by mistake: a hit, and the wound roll is asked next.
  await box.fill('9');
  await box.press('Enter');
  await expect(q.locator('h2')).toHaveText('Wound roll for Fritz');
  expect(await actionCount(page)).toBe(declared + 1);
  const typed = page.getByTestId('cp-typed');
  await expect(typed.locator('p')).toHaveText(`You typed 9 for “${shotLabel}”.`);
  await expect(page.getByTestId('undo')).toBeEnabled();
  await expectAccessible(page, 'a dice question with the die typed last offered for correction');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/battle-entered-dice-correct-1280x800-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Correct it: the shot's question comes back with the 9 in the box, selected, ready to retype.
  await typed.getByRole('button', { name: 'Correct it' }).click();
  await expect(q.locator('h2')).toHaveText(shotLabel);
  expect(await actionCount(page)).toBe(declared);
  await expect(typed).toHaveCount(0);
  await expect(box).toHaveValue('9');
  await expect(box).toBeFocused();
  const log = page.getByTestId('log');
  await expect(log).not.toContainText('rolled 9');

  // The right die, typed over the selected 9: a miss, and the battle goes on (Fritz's Reaction Test, for the German side).
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(log).toContainText(/The shot: needs \d+\+.*rolled 2, a miss/);
  await expect(log).not.toContainText('rolled 9');
  await expect(q.locator('h2')).toHaveText(/^Reaction Test for Fritz/);
  expect(await actionCount(page)).toBe(declared + 1);
  await q.getByRole('textbox', { name: 'D10 die 1' }).fill('10');
  await q.getByRole('textbox', { name: 'D10 die 1' }).press('Enter');
  await expect.poll(() => actionCount(page)).toBe(declared + 2);
  await expect(log).toContainText(/Reaction Test/);

  // Its replay speaks of a battle: at action 0, the start of the battle.
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('replay-point')).toContainText(`Move ${declared + 2} of ${declared + 2}`);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-point')).toContainText(`The start of the battle (of ${declared + 2} moves)`);
  await expect(page.getByRole('button', { name: 'Start' })).toHaveAttribute('title', 'To the start of the battle (Home)');
  await page.getByTestId('replay-fork').click();
  await expect(page.getByTestId('fork-dialog').locator('h2')).toHaveText('Play on from the start of the battle');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('fork-dialog')).toHaveCount(0);
});
