/**
 * The balance check from the table editor (issue 25): "Test this scenario" plays battles of the
 * saved table computer against computer in the main process's worker threads, with a progress bar
 * and a Cancel; the figures come back in words, the heat map is drawn on the table, and the
 * result says it is out of date once the table changes. Before any check, the balance recorded in
 * the imported file is shown, marked as the file's. Screenshots of both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFingerprint } from '../../engine/games/combat-patrol/balance/fingerprint';
import { expectAccessible } from './a11y';
import { apiCall, expect, gotoHome, test } from './fixtures';

const sample = JSON.parse(readFileSync(join(__dirname, '..', '..', 'resources', 'games', 'combat-patrol', 'sample-scenario.json'), 'utf8')) as object;

test('Test this scenario: progress and cancel, the figures, the heat map on the table, out of date after an edit', async ({ page, hq }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, hq);
  // The file carries a balance measured on this very table.
  const balance = { level: 'tactical', battles: 200, firstSeed: 1, wins: { US: 104, German: 90, draw: 6 }, measured: '2026-12-01', table: tableFingerprint(sample) };
  const r = await apiCall<{ id: string }>(page, 'scenarios.import', { text: JSON.stringify({ ...sample, name: 'Crossroads test', balance }) });
  const id = r.value!.id;
  await page.goto(`${hq}#/table/${id}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();

  await page.getByRole('button', { name: 'Test this scenario' }).click();
  const panel = page.getByTestId('balance-panel');
  await expect(panel).toBeVisible();
  // The file's record, until a check is played here.
  await expect(panel.getByTestId('balance-from-file')).toBeVisible();
  await expect(panel.getByTestId('balance-result')).toContainText(/Measured\s*2026-12-01\s*Battles\s*200, tactical on both sides\s*US win\s*52% \+\/- \d+%/);
  await expect(panel.getByTestId('balance-stale')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/small-balance-file.png' });
  // The veteran is offered, with a word on how slow its battles are.
  await expect(panel.getByTestId('balance-levels-note')).toHaveCount(0);
  await panel.getByLabel('Germans played by').selectOption('veteran');
  await expect(panel.getByTestId('balance-levels-note')).toContainText('many times longer');
  await panel.getByLabel('US played by').selectOption('random');
  await panel.getByLabel('Germans played by').selectOption('random');
  await expect(panel.getByTestId('balance-levels-note')).toHaveCount(0);

  // A long check, stopped: the progress bar, then the battles played so far.
  await panel.getByLabel('Battles to play').fill('300');
  await panel.getByRole('button', { name: 'Play 300 battles' }).click();
  const progress = panel.getByTestId('balance-progress');
  await expect(progress).toContainText(/Battle [1-9]\d* of 300/, { timeout: 60_000 });
  await progress.getByRole('button', { name: 'Cancel' }).click();
  const result = panel.getByTestId('balance-result');
  await expect(result).toContainText(/of 300 \(stopped\)/, { timeout: 30_000 });

  // A small check, played to the end: 40 battles, enough for the chances to allow for the dice's luck.
  await panel.getByLabel('Battles to play').fill('40');
  await panel.getByRole('button', { name: 'Play 40 battles' }).click();
  await expect(result).toContainText('40, random moves on both sides', { timeout: 120_000 });
  await expect(result).toContainText(/Dice luck\s*allowed for/);
  await expect(result.getByText('allowed for', { exact: true })).toHaveAttribute('title', /hits and wounds ran above or below their odds/);
  await expect(result).toContainText(/US win\s*\d+% \+\/- \d+%/);
  await expect(result).toContainText(/Germans win\s*\d+% \+\/- \d+%/);
  await expect(result).toContainText(/Turns\s*\d/);
  await expect(panel.getByTestId('balance-stale')).toHaveCount(0);
  const kept = await apiCall<{ games: number; sides: { US: { text: string } } }>(page, 'scenarios.balanceResult', { id });
  expect(kept.value!.games).toBe(40);
  await expect(result).toContainText(kept.value!.sides.US.text);

  // The heat map: its own layer on the table, drawn with cells.
  type Hooks = { __table: { heat(): { layer: string; cells: number } | null; layerDraws(): { heat: number } } };
  const heat = () => page.evaluate(() => (globalThis as unknown as Hooks).__table.heat());
  await expect.poll(heat).toMatchObject({ layer: 'fell' });
  expect((await heat())!.cells).toBeGreaterThan(0);
  expect(await page.evaluate(() => (globalThis as unknown as Hooks).__table.layerDraws().heat)).toBeGreaterThan(0);
  await expectAccessible(page, 'the balance check panel with its result');
  await page.screenshot({ path: '/tmp/i25-balance-result.png' });
  await result.getByLabel('where the shots that downed them came from').check();
  await expect.poll(heat).toMatchObject({ layer: 'from' });
  await page.screenshot({ path: '/tmp/i25-balance-from.png' });
  await result.getByLabel('nothing').check();
  await expect.poll(heat).toBeNull();

  // Kept: the table opened afresh shows the same check, its luck still allowed for.
  await page.reload();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await page.getByRole('button', { name: 'Test this scenario' }).click();
  await expect(result).toContainText('40, random moves on both sides');
  await expect(result).toContainText(kept.value!.sides.US.text);
  await expect(result).toContainText(/Dice luck\s*allowed for/);
  await expect(panel.getByTestId('balance-from-file')).toHaveCount(0);

  // The table changes: the result is out of date (here and as kept).
  const settings = page.getByTestId('battle-settings');
  await settings.locator('summary').click();
  await settings.getByLabel('Turn limit').fill('3');
  await settings.getByLabel('Turn limit').press('Enter');
  await expect(panel.getByTestId('balance-stale')).toContainText('Out of date');
  await expect.poll(async () => (await apiCall<{ current: boolean }>(page, 'scenarios.balanceResult', { id })).value?.current).toBe(false);
});
