import { readFileSync } from 'node:fs';
import { seedWithTwoCardFire } from './seeds';
import { apiCall, createSave, expect, gotoHome, openSave, tableSnapshot, test } from './fixtures';

const { seed, fire } = seedWithTwoCardFire();

test('export a game and import it again: the copy is listed and opens at the same state', async ({ page, hq }) => {
  const id = await createSave(page, seed, 'Round trip');
  const opened = await apiCall<{ save: { actionCount: number } }>(page, 'saves.open', { id });
  expect(opened.ok).toBe(true);
  const acted = await apiCall(page, 'saves.act', { id, action: fire, expectedCount: 0 });
  expect(acted.ok).toBe(true);
  await openSave(page, hq, id);
  const original = await tableSnapshot(page);

  await gotoHome(page, hq);
  // The list shows a page at a time: find this game by its name.
  await page.getByRole('searchbox', { name: /Search/ }).fill('Round trip');
  const rows = page.locator('[data-save-id]');
  await expect(rows).toHaveCount(1);
  const before = await rows.count();
  const idsBefore = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-save-id')));
  // The game is not over: before the file is saved the row says it tells what is still to come.
  const row = page.locator(`[data-save-id="${id}"]`);
  await row.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(row.getByTestId('export-reveals-future')).toContainText('its file tells what is still to come');
  await page.screenshot({ path: 'test-results/screens/export-reveals-future.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Export anyway' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ game: 'endless-patrol', seed });

  await page.getByTestId('import-input').setInputFiles(path);
  await expect(page.getByTestId('import-message')).toContainText('Imported');
  await expect(rows).toHaveCount(before + 1);
  const after = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-save-id')));
  const newIds = after.filter((x) => x !== null && !idsBefore.includes(x));
  expect(newIds).toHaveLength(1);
  const imported = { id: newIds[0] as string };
  await page.locator(`[data-save-id="${imported!.id}"]`).getByRole('button', { name: /Resume|Open/ }).click();
  await expect(page.getByTestId('hand')).toBeVisible();
  expect(await tableSnapshot(page)).toEqual(original);
});

test('a bad import file shows a clear message and changes nothing', async ({ page, hq }) => {
  await createSave(page, seed, 'Keep me');
  await gotoHome(page, hq);
  const listBefore = await apiCall(page, 'saves.list', {});
  const rows = page.locator('[data-save-id]');
  const count = await rows.count();

  await page.getByTestId('import-input').setInputFiles({ name: 'shopping.json', mimeType: 'application/json', buffer: Buffer.from('{"eggs": 12}') });
  const msg = page.getByTestId('import-message');
  await expect(msg).toBeVisible();
  await expect(msg).toHaveAttribute('role', 'alert');
  await expect(msg).toContainText('shopping.json');
  await expect(msg).not.toContainText('Imported');
  await expect(rows).toHaveCount(count);

  await page.getByTestId('import-input').setInputFiles({ name: 'garbage.json', mimeType: 'application/json', buffer: Buffer.from('not json at all {') });
  await expect(msg).toContainText('garbage.json');
  await page.getByTestId('import-input').setInputFiles({ name: 'empty.json', mimeType: 'application/json', buffer: Buffer.alloc(0) });
  await expect(msg).toContainText('empty');
  await expect(rows).toHaveCount(count);
  expect(await apiCall(page, 'saves.list', {})).toEqual(listBefore);
});

test('a campaign game’s file is imported outside any campaign, and the import line says so', async ({ page, hq }) => {
  await gotoHome(page, hq);
  const c = await apiCall<{ id: string }>(page, 'campaigns.create', { name: 'Fox Company', seed: 7 });
  const game = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'lost-patrol', seed: 1, campaign: { id: c.value!.id } });
  const file = await apiCall<{ text: string }>(page, 'saves.export', { id: game.value!.save.id });
  expect(JSON.parse(file.value!.text).campaign.id).toBe(c.value!.id);

  await page.getByTestId('import-input').setInputFiles({ name: 'fox.patrolsave', mimeType: 'application/json', buffer: Buffer.from(file.value!.text) });
  const msg = page.getByTestId('import-message');
  await expect(msg).toContainText('Imported "Fox Company, game 1". It was played in a campaign: it comes in outside any campaign, and its end is written to no roster.');
  await page.screenshot({ path: '/tmp/camp-import-outside.png' });
  const list = await apiCall<{ id: string; campaignId?: string }[]>(page, 'saves.list', {});
  expect(list.value!.filter((s) => s.campaignId === c.value!.id)).toHaveLength(1); // only the game started from the campaign
});
