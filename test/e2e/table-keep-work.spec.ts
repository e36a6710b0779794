/**
 * The table editor keeps the user's work when it cannot be saved (issue 8): it says so, keeps the
 * table open, offers export and saving as a new table, and asks before leaving. Also: before
 * printing it says how many sheets the PDF will be.
 */
import { readFileSync } from 'node:fs';
import { expectAccessible } from './a11y';
import { apiCall, expect, test } from './fixtures';
import { ambushDoc, clickInches, createTable, openTable, saveTable, view } from './table-helpers';

test('a table that cannot be saved says so, keeps the work, offers export and a new table, and asks before leaving', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, 'Deleted elsewhere');
  await saveTable(page, id, ambushDoc(doc), 0);
  await openTable(page, hq, id);
  // Another window deletes the table; this one goes on editing.
  expect((await apiCall(page, 'scenarios.delete', { id })).ok).toBe(true);
  await page.keyboard.press('o');
  await clickInches(page, 12, 12);
  const problem = page.getByTestId('save-problem');
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(problem).toContainText('not saved');
  await expect(problem).toContainText('no longer exists');
  await expect(problem).toContainText('still here');
  expect(await view(page, (t) => t.counts().models)).toBe(5);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-not-saved-1280x800-${scheme}.png` });
    await expectAccessible(page, `table editor: not saved, ${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Export gives the table as it is on screen, the new objective included.
  const [file] = await Promise.all([page.waitForEvent('download'), problem.getByRole('button', { name: 'Export to a file' }).click()]);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(exported).toMatchObject({ format: 'patrol-hq-scenario', name: 'Deleted elsewhere' });
  expect(exported.objectives).toHaveLength(2);

  // Leaving asks first; Stay keeps the table open with the work.
  await page.getByRole('button', { name: '← Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/table-leave-unsaved-1280x800-light.png' });
  await expectAccessible(page, 'table editor: leave without saving dialog');
  // Focus stays in the dialog.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Leave without saving' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '← Home' })).toBeFocused();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('table-editor')).toBeVisible();

  // Save as a new table: the work is stored under a new id and the editor goes on from there.
  await problem.getByRole('button', { name: 'Save as a new table' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(problem).toHaveCount(0);
  const list = await apiCall<Array<{ id: string; name: string; models: number }>>(page, 'scenarios.list', {});
  const copy = list.value?.find((s) => s.name === 'Deleted elsewhere');
  expect(copy).toBeDefined();
  expect(copy?.id).not.toBe(id);
  expect(copy?.models).toBe(5);
  await expect(page).toHaveURL(new RegExp(`#/table/${copy!.id}$`));
  expect((await apiCall<{ doc: { objectives: unknown[] } }>(page, 'scenarios.open', { id: copy!.id })).value?.doc.objectives).toHaveLength(2);
  await page.getByRole('button', { name: '← Home' }).click();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});

test('a table changed in another window reloads, and the edit that was not kept can still be exported', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, 'Two windows, one export');
  await openTable(page, hq, id);
  await saveTable(page, id, ambushDoc(doc), 0);
  await page.keyboard.press('o');
  await clickInches(page, 12, 12);
  const notice = page.getByTestId('table-notice');
  await expect(notice).toContainText('changed in another window');
  const [file] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Export my version' }).click()]);
  const mine = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(mine.objectives).toHaveLength(1);
  expect(mine.models).toHaveLength(0);
  await expect.poll(() => view(page, (t) => t.counts())).toEqual({ models: 5, terrain: 3 });
});

test('before printing, the editor says how many sheets the PDF will be', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await createTable(page, 'Sheets to print');
  await openTable(page, hq, id);
  const sheets = page.getByTestId('print-sheets');
  // 48 x 48 in at 1:1: 7 x 5 A4 sheets portrait, 5 x 8 Letter sheets landscape.
  await expect(sheets).toHaveText('35 sheets + overview');
  await expect(sheets).toHaveAttribute('title', /7 columns × 5 rows of A4 portrait at 1:1/);
  await page.getByLabel('Paper size').selectOption('letter');
  await expect(sheets).toHaveText('40 sheets + overview');
  await page.getByLabel('Print an overview page').uncheck();
  await expect(sheets).toHaveText('40 sheets');
  await page.getByLabel('Print an overview page').check();
  await page.getByLabel('Paper size').selectOption('a4');
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Print PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByTestId('table-note')).toHaveText(/PDF made: 36 pages \(an overview page and 35 sheets at 1:1\)/);
});
