/**
 * A Combat Patrol! battle as a replay: the battle's own table at each point, the move or shot that
 * led there drawn on it, stepped forward and back; the men stand where they stood then. Axe check,
 * screenshots at 1280x800 and 1920x1080 in light and dark.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

interface ReplayTable {
  model(id: string): { x: number; y: number } | null;
  overlay(): { path?: { from: { x: number; y: number } }; aim?: { from: { x: number; y: number }; to: { x: number; y: number } } } | null;
}
const where = (page: Page, id: string) => page.evaluate((m) => (globalThis as unknown as { __table: ReplayTable }).__table.model(m), id);
const drawn = (page: Page) => page.evaluate(() => (globalThis as unknown as { __table: ReplayTable }).__table.overlay());

test('a Combat Patrol! replay shows each move and shot on the battle table, in turn, back and forth', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const tableId = await storeTable(page, hq, smallTable('Replay yard', [{ id: 'joe', side: 'US', x: 10, y: 20 }, { id: 'jerry', side: 'German', x: 22, y: 20 }]));
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 3, options: { scenario: tableId } });
  expect(made.ok, made.error?.message).toBe(true);
  const id = made.value!.save.id;
  const moves = [
    { type: 'move', soldier: 'joe', path: [{ x: 10, y: 23 }, { x: 12, y: 23 }] },
    { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' },
  ];
  for (const [i, action] of moves.entries()) {
    const r = await apiCall(page, 'saves.act', { id, seat: 0, action, expectedCount: i });
    expect(r.ok, r.error?.message).toBe(true);
  }

  await page.goto(`${hq}#/replay/${id}`);
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-at', '2');
  await expect(page.locator('.combat-patrol')).toBeVisible();
  const step = page.getByTestId('cp-replay-step');
  // The shot: joe where his move took him, the aim line to jerry.
  await expect(step).toContainText(/^joe fires at jerry: /);
  expect(await where(page, 'joe')).toMatchObject({ x: 12, y: 23 });
  expect((await drawn(page))?.aim).toMatchObject({ from: { x: 12, y: 23 }, to: { x: 22, y: 20 } });
  await expect(page.getByTestId('cp-dice')).toBeVisible();
  // The battle tells its turns (jump to a turn), and the key line is the replay's, with the table's view keys.
  const info = (await apiCall<{ turns: { turn: number; at: number }[] }>(page, 'replays.open', { id })).value!;
  expect(info.turns[0]).toMatchObject({ turn: 1 });
  await expect(page.getByTestId('replay-turn')).toHaveValue('1');
  await expect(page.getByTestId('replay-point')).toContainText('turn 1');
  await expect(page.getByTestId('key-line')).toContainText('Wheel zoom');
  await expect(page.getByTestId('key-line')).toContainText('one action back, forward');

  // Back: the move, its path from where he stood.
  await page.getByTestId('replay-back').click();
  await expect(replay).toHaveAttribute('data-at', '1');
  await expect(step).toHaveText('joe moves 5.0 in.');
  expect((await drawn(page))?.path?.from).toEqual({ x: 10, y: 20 });
  expect(await where(page, 'joe')).toMatchObject({ x: 12, y: 23 });
  await expectAccessible(page, 'a Combat Patrol! replay');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/screens/replay-battle-${size.width}x${size.height}-${scheme}.png` });
    }
  }

  // Back to the deal: joe where he was set up, nothing drawn; forward again to the shot.
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-at', '0');
  await expect(step).toHaveText('The battle as it was set up.');
  expect(await where(page, 'joe')).toMatchObject({ x: 10, y: 20 });
  expect(await drawn(page)).toEqual({});
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-at', '2');
  await expect(step).toContainText(/^joe fires at jerry: /);
});

test("a battle against the computer as a replay: the computer's reason for the step shown, under it", async ({ page, hq }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const tableId = await storeTable(page, hq, smallTable('Replay reasons', [{ id: 'able', side: 'US', x: 10, y: 34 }, { id: 'fritz', side: 'German', x: 8, y: 8 }, { id: 'hans', side: 'German', x: 20, y: 8 }], { turnLimit: 3 }));
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: tableId }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
  expect(made.ok, made.error?.message).toBe(true);
  const id = made.value!.save.id;
  const after = await apiCall<{ save: { actionCount: number }; log: { action: number; text: string; event: { type: string } }[] }>(page, 'saves.act', { id, seat: 0, action: { type: 'hold', soldier: 'able' }, expectedCount: 0 });
  expect(after.ok, after.error?.message).toBe(true);
  const last = after.value!.save.actionCount - 1;
  const reason = after.value!.log.find((l) => l.action === last && l.event.type === 'reason');
  expect(reason, 'the computer gave a reason for its last step').toBeTruthy();

  await page.goto(`${hq}#/replay/${id}`);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-at', String(last + 1));
  await expect(page.getByTestId('cp-replay-reason')).toHaveText(`The computer's reason: ${reason!.text.replace(/^Reason: /, '')}`);
  await page.screenshot({ path: 'test-results/screens/replay-battle-reason-1280x800-light.png' });
  // The deal: no step, no reason.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-at', '0');
  await expect(page.getByTestId('cp-replay-reason')).toBeHidden();
});
