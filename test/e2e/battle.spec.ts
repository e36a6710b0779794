/**
 * Combat Patrol! battles on screen, by mouse through the browser host: a battle started from the
 * home card on a table from the store, a move refused for distance then made, a shot whose shown
 * odds are the engine's, undo, a page reload mid-battle, entered dice, a machine-gun burst, and a
 * battle against the computer to its end.
 */
import { previewFire } from '../../engine/games/combat-patrol/preview';
import type { CombatPatrolView } from '../../engine/games/combat-patrol/battle/types';
import { expectAccessible } from './a11y';
import { actionCount, dragTo, modelAt, newBattle, px, smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

test('a battle by mouse: a move refused for distance, a move made and undone, a shot with the engine odds, a reload of the page', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Hedgerow duel', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'baker', side: 'US', x: 14, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 18 },
  ]));
  await newBattle(page, hq, table);
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  const count0 = await actionCount(page);

  // Too far: the engine's words, nothing sent.
  await dragTo(page, 'able', { x: 10, y: 20 });
  await expect(page.getByTestId('cp-refusal')).toContainText(/^Too far: 10\.0 in moved costs 10\.0 in; a Combat Move allows \d+ in\.$/);
  expect(await actionCount(page)).toBe(count0);
  expect(await modelAt(page, 'able')).toMatchObject({ x: 10, y: 30 });

  // A legal move: made, then undone (nothing rolled since).
  await dragTo(page, 'able', { x: 10, y: 27 });
  await expect.poll(() => actionCount(page)).toBe(count0 + 1);
  expect(await modelAt(page, 'able')).toMatchObject({ x: 10, y: 27 });
  await page.getByTestId('undo').click();
  await expect.poll(() => actionCount(page)).toBe(count0);
  expect(await modelAt(page, 'able')).toMatchObject({ x: 10, y: 30 });

  // Select Baker, hover Fritz: the odds shown are the engine's.
  const b = await px(page, 14, 30);
  await page.mouse.click(b.x, b.y);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'baker');
  const f = await px(page, 12, 18);
  await page.mouse.move(f.x, f.y);
  const odds = page.getByTestId('cp-odds');
  await expect(odds).toBeVisible();
  const id = page.url().split('/').pop()!;
  const env = await apiCall<{ view: CombatPatrolView }>(page, 'saves.open', { id, seat: 0 });
  const engine = previewFire(env.value!.view, 'baker', { weapon: 'm1-garand', method: 'standard', target: 'fritz' });
  if (!engine.ok) throw new Error(engine.error.message);
  await expect(odds).toContainText(engine.models[0]!.shot!.words);
  await expect(page.getByTestId('cp-range')).toContainText('optimum range: 12.2 in');
  await expect(page.getByTestId('cp-wounds')).toContainText(/^If hit: killed \d+%/);
  await expectAccessible(page, 'a battle mid-turn');

  // Fire: the dice are shown and the log tells it.
  await page.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at fritz/ }).click();
  await expect(page.getByTestId('cp-dice')).toBeVisible();
  const after = await actionCount(page);
  expect(after).toBeGreaterThan(count0);

  // Reload the page mid-battle: the same battle comes back.
  await page.reload();
  await expect(page.locator('.combat-patrol')).toBeVisible();
  expect(await actionCount(page)).toBe(after);
  await expect(page.getByTestId('cp-status')).toBeVisible();
});

test('battle settings set in the table editor, checked by the engine, govern the battle', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Three turns', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 18 },
  ]));
  await page.goto(`${hq}#/table/${table}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  const panel = page.getByTestId('battle-settings');
  await panel.locator('summary').click();
  await panel.getByLabel('Turn limit').fill('0');
  await panel.getByLabel('Turn limit').press('Enter');
  await expect(page.getByTestId('battle-settings-error')).toHaveText('The turn limit must be a whole number of turns from 1 to 99, got 0.');
  await panel.getByLabel('Turn limit').fill('3');
  await panel.getByLabel('Turn limit').press('Enter');
  await panel.getByLabel('Who moves first').selectOption('German');
  await expect(page.getByTestId('battle-settings-error')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/table-battle-settings-1280x800-light.png' });
  await expect.poll(async () => (await apiCall<{ doc: { battle?: { turnLimit?: number; firstMove?: string } } }>(page, 'scenarios.open', { id: table })).value?.doc.battle).toMatchObject({ turnLimit: 3, firstMove: 'German' });
  await newBattle(page, hq, table);
  await expect(page.getByTestId('cp-orders')).toContainText('Turn 1 of 3: German activated first.');
});
