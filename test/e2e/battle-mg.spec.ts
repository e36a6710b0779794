/**
 * Combat Patrol! on screen with real dice typed in: an impossible value refused, a machine gun's
 * arc turned by dragging with everyone in it and his odds, two bursts, and the reload. Screenshots
 * of the battle mid-turn with the MG arc at 1280x800 and 1920x1080, light and dark.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { actionCount, answerDice, newBattle, px, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

async function selectGunner(page: Page): Promise<void> {
  const g = await px(page, 10, 20);
  await page.mouse.click(g.x, g.y);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'gun');
}

async function turnArc(page: Page, to: { x: number; y: number }): Promise<void> {
  if ((await page.getByTestId('cp-arc-mode').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('a');
  await expect(page.getByTestId('cp-arc-mode')).toHaveAttribute('aria-pressed', 'true');
  const a = await px(page, 12, 20);
  const b = await px(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  // The arc is drawn at once; its odds follow when the pointer rests, and then it can be fired.
  await expect(page.getByTestId('cp-fire-arc')).toBeEnabled();
}

/** Every US soldier holds in turn (no dice), so the turn ends. */
async function usHolds(page: Page): Promise<void> {
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  for (const id of ['able', 'charlie']) {
    await page.getByTestId('cp-ready').getByRole('button', { name: id }).click();
    const before = await actionCount(page);
    await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
  }
}

test('entered dice: an MG34 arc turned by dragging, fired twice, then reloaded; impossible dice refused', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('MG nest', [
    { id: 'gun', side: 'German', x: 10, y: 20, weaponId: 'mg34' },
    { id: 'able', side: 'US', x: 30, y: 20 },
    { id: 'charlie', side: 'US', x: 30, y: 40 },
  ], { firstMove: 'German' }));
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  await expect(page.getByTestId('cp-status')).toContainText('German to activate');

  await selectGunner(page);
  await turnArc(page, { x: 20, y: 20 });
  const rows = page.getByTestId('cp-odds-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', 'able');
  await expect(page.getByTestId('cp-odds')).toContainText(/MG34 .*arc on bearing 90°: 1 in it/);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.keyboard.press('0');
      await turnArc(page, { x: 20, y: 20 });
      await expect(rows.first()).toHaveAttribute('data-id', 'able');
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screens/battle-mg-arc-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, 'a battle with an MG arc');

  // Aimed again after the resizes, and checked: the burst goes at able and no one else.
  await page.keyboard.press('0');
  await turnArc(page, { x: 20, y: 20 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', 'able');
  await page.getByTestId('cp-fire-arc').click();
  // A D2 cannot show 3: refused in words, nothing sent.
  const q = page.getByTestId('cp-question');
  await expect(q.locator('h2')).toContainText('Bullets at able (D2-1)');
  const before = await actionCount(page);
  await q.locator('input').first().fill('3');
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  await expect(page.getByTestId('cp-question-error')).toHaveText('A 2-sided die shows 1 to 2, not 3.');
  expect(await actionCount(page)).toBe(before);
  const asked = await answerDice(page);
  expect(asked[0]).toBe('Bullets at able (D2-1)');
  expect(asked.some((l) => l.startsWith('Reaction Test for able'))).toBe(true);
  await expect(page.getByTestId('cp-dice')).toContainText('Reaction Test for able');

  await page.keyboard.press('x');
  await usHolds(page);
  await answerDice(page, { initiative: 'German' });

  // Turn 2: the second burst empties the MG34.
  await selectGunner(page);
  await turnArc(page, { x: 20, y: 20 });
  await expect(rows.first()).toHaveAttribute('data-id', 'able');
  await page.keyboard.press('Enter');
  await answerDice(page);
  await page.keyboard.press('x');
  await usHolds(page);
  await answerDice(page, { initiative: 'German' });

  // Turn 3: no arc to fire; his choice is the reload.
  await selectGunner(page);
  await expect(page.getByTestId('cp-arc-mode')).toHaveCount(0);
  await expect(page.getByTestId('cp-gun')).toContainText(/reload/i);
  await page.getByTestId('cp-choices').getByRole('button', { name: 'Reload his gun' }).click();
  await answerDice(page);
  await selectGunner(page);
  await expect(page.getByTestId('cp-gun')).toContainText('2 of 2 bursts left');
});
