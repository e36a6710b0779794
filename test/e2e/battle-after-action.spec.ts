/**
 * The end of a battle the computer's turn brought: the computer's panel says the battle is over and
 * offers the after-action report (never "Your orders"), and the report's soldiers table, taller than
 * its box, is reached and scrolled by the keyboard (axe's scrollable-region-focusable, checked here).
 */
import { expectAccessible } from './a11y';
import { actionCount, dragTo, px, smallTable, storeTable, type Man } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

test('the computer ends the battle: its panel offers the after-action report, whose long table the keyboard reaches', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // One GI far from eighteen Germans, one turn: the computer's activations end the battle.
  // The last of them the scenario lays down seriously wounded before the battle.
  const germans: Man[] = Array.from({ length: 18 }, (_, i) => ({ id: `g${i + 1}`, side: 'German', x: 4 + (i % 9) * 2, y: 4 + Math.floor(i / 9) * 2, ...(i === 17 ? { condition: 'serious' } : {}) }));
  const table = await storeTable(page, hq, smallTable('Last turn', [{ id: 'able', side: 'US', x: 44, y: 44 }, ...germans], { turnLimit: 1 }));
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 7, options: { scenario: table }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
  expect(made.ok).toBe(true);
  await page.goto(`${hq}#/play/${made.value!.save.id}`);
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');

  // Able moves two inches and ends his activation (X): the computer has the rest of the turn, the last.
  const a = await px(page, 44, 44);
  await page.mouse.click(a.x, a.y);
  const before = await actionCount(page);
  await dragTo(page, 'able', { x: 44, y: 42 });
  await expect.poll(() => actionCount(page)).toBe(before + 1);
  await page.keyboard.press('x');
  const computer = page.getByTestId('cp-computer');
  await expect(computer).toBeVisible();
  await page.keyboard.press('Escape');

  // The report comes up; its soldiers' table scrolls inside the dialog and the keyboard gets there.
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(page.getByTestId('aa-soldiers').locator('tbody tr')).toHaveCount(19);
  // His wound from before the battle is told apart from this battle's.
  await expect(page.getByTestId('aa-soldiers').locator('tbody tr', { has: page.getByRole('rowheader', { name: 'g18', exact: true }) })).toContainText(/Seriously wounded.*serious \(before the battle\)/);
  const men = page.getByTestId('aa-men');
  expect(await men.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expectAccessible(page, 'the after-action report with a table taller than its box');
  await expect(men).toHaveAttribute('role', 'region');
  await expect(men).toHaveAccessibleName("Each soldier's fate");
  for (let i = 0; i < 15; i++) {
    if (await men.evaluate((el) => el.matches(':focus'))) break;
    await page.keyboard.press('Tab');
  }
  await expect(men).toBeFocused();
  await page.keyboard.press('End');
  await expect.poll(() => men.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screens/battle-after-action-start-wound-1280x800-light.png' });

  // Looking at the table: the computer's panel says the battle is over, and offers the report, not orders.
  await end.getByRole('button', { name: 'Look at the table' }).click();
  await expect(end).toHaveCount(0);
  await expect(page.getByTestId('cp-computer-ended')).toContainText('The battle is over.');
  await expect(computer.getByRole('button', { name: 'Your orders' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/battle-computer-ended-1280x800-light.png' });
  await computer.getByRole('button', { name: 'The after-action report' }).click();
  await expect(end).toBeVisible();
});
