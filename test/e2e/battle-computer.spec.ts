/**
 * A Combat Patrol! battle against the computer, by mouse, to its end: the US soldier fires every
 * turn, the tactical computer plays the Germans, and the after-action summary closes the battle
 * (casualties by side, each soldier's fate). Screenshots of the after-action screen at 1280x800
 * and 1920x1080, light and dark; axe on it.
 */
import { expectAccessible } from './a11y';
import { actionCount, smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

test('against the tactical computer to the end: the after-action summary, kept with the save', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Short fight', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'baker', side: 'US', x: 14, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 14 },
  ], { turnLimit: 2 }));
  // A fixed seed (through the API: the home card's choices are covered by battle.spec.ts), so the
  // computer surely gets its turns before the rolled dice end the fight.
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 11, options: { scenario: table }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
  expect(made.ok).toBe(true);
  await page.goto(`${hq}#/play/${made.value!.save.id}`);
  await expect(page.locator('.combat-patrol')).toBeVisible();
  const end = page.getByTestId('end-screen');
  let sawComputer = false;
  for (let i = 0; i < 24 && !(await end.isVisible()); i++) {
    await expect(page.getByTestId('cp-status').or(end)).toBeVisible();
    if (await end.isVisible()) break;
    await expect(page.getByTestId('cp-ready').or(page.getByTestId('cp-end')).or(page.getByTestId('cp-computer')).or(end)).toBeVisible();
    if (await end.isVisible()) break;
    const computer = page.getByTestId('cp-computer');
    if (await computer.isVisible()) {
      // The computer's moves are told a line at a time; the first is there at once, then Skip.
      await expect(computer.locator('li').first()).toBeVisible();
      if (!sawComputer) await page.screenshot({ path: 'test-results/screens/battle-computer-turn-1280x800-light.png' });
      sawComputer = true;
      await page.getByTestId('cp-computer-done').click();
      continue;
    }
    if (await page.getByTestId('cp-end').isVisible()) {
      // He fired and may still move: he ends his activation instead.
      const n = await actionCount(page);
      await page.getByTestId('cp-end').click();
      await expect.poll(() => actionCount(page)).toBeGreaterThan(n);
      continue;
    }
    const first = page.getByTestId('cp-ready').getByRole('button').first();
    await first.click();
    const before = await actionCount(page);
    const fire = page.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at fritz/ });
    if (await fire.count()) await fire.click();
    else await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
  }
  await expect(end).toBeVisible();
  expect(sawComputer).toBe(true);
  await expect(page.getByTestId('aa-summary')).not.toBeEmpty();
  await expect(page.getByTestId('aa-sides')).toContainText('US');
  await expect(page.getByTestId('aa-soldiers').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('aa-soldiers')).toContainText(/fritz/);
  // The computer fought: its actions are in the log.
  const id = page.url().split('/').pop()!;
  const env = await apiCall<{ log: { text: string }[]; result: unknown; view: { afterAction: unknown } }>(page, 'saves.open', { id, seat: 0 });
  expect(env.value!.result).not.toBeNull();
  expect(env.value!.view.afterAction).not.toBeNull();
  expect(env.value!.log.some((l) => /^fritz /.test(l.text))).toBe(true);
  await expectAccessible(page, 'the after-action summary');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screens/battle-after-action-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  // Reopened from Home, the battle is over and its summary comes back.
  await page.reload();
  await expect(end).toBeVisible();
});
