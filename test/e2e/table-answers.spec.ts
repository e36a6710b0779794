/**
 * The table editor never loses work and never answers the wrong question (issue 8): ids stay
 * unique, squads at the edge keep their formation, line of sight answers the drag as made, a
 * table cannot shrink under its models, facings are a compass, a refused grenade catches no one,
 * and the table size rule is one rule for creating and saving.
 */
import type { Page } from '@playwright/test';
import { apiCall, expect, test } from './fixtures';
import { ambushDoc, clickInches, createTable, dragInches, openTable, px, saveTable, view } from './table-helpers';

async function ambush(page: Page, hq: string, name: string): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, name);
  await saveTable(page, id, ambushDoc(doc), 0);
  await openTable(page, hq, id);
  return id;
}

test('ids stay unique: delete a squad leader, place two more squads of the same kind; every save goes through', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await createTable(page, 'Unique ids');
  await openTable(page, hq, id);
  await page.keyboard.press('s');
  await page.getByTestId('squad-template').selectOption('german-gruppe');
  await dragInches(page, [10, 6], [10, 10]);
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(10);
  // Delete the leader, then place two more Gruppen.
  await page.keyboard.press('v');
  await page.keyboard.press('Escape');
  const leader = (await view(page, (t) => t.modelIds()))[0]!;
  const at = await view(page, (t) => t.modelIds().map((m) => t.model(m)!)[0]!);
  await clickInches(page, at.x, at.y);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual([leader]);
  await page.keyboard.press('Delete');
  await page.keyboard.press('s');
  await dragInches(page, [24, 6], [24, 10]);
  await dragInches(page, [38, 6], [38, 10]);
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(29);
  const ids = await view(page, (t) => t.modelIds());
  expect(new Set(ids).size).toBe(ids.length);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const list = await apiCall<Array<{ id: string; models: number }>>(page, 'scenarios.list', {});
  expect(list.value?.find((s) => s.id === id)?.models).toBe(29);
});

test('a squad placed at the table edge keeps its formation on the table and says it was moved in', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await createTable(page, 'Edge of the table');
  await openTable(page, hq, id);
  await page.keyboard.press('s');
  await page.getByTestId('squad-template').selectOption('german-gruppe');
  await page.getByTestId('squad-formation').selectOption('column');
  // Press at the top edge and drag down the table: the column would run back up off the table.
  await dragInches(page, [30, 0.5], [30, 6]);
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(10);
  const ms = await view(page, (t) => t.modelIds().map((m) => t.model(m)!));
  const spots = new Set(ms.map((m) => `${m.x.toFixed(2)},${m.y.toFixed(2)}`));
  expect(spots.size).toBe(10);
  for (const m of ms) {
    expect(m.x).toBeGreaterThanOrEqual(0);
    expect(m.y).toBeGreaterThanOrEqual(0);
  }
  // Still a column, 2 in apart, leader at the head facing down the table.
  for (let k = 1; k < ms.length; k++) expect(Math.hypot(ms[k]!.x - ms[k - 1]!.x, ms[k]!.y - ms[k - 1]!.y)).toBeCloseTo(2, 6);
  expect(ms[0]!.y).toBeGreaterThan(ms[9]!.y);
  await expect(page.getByTestId('table-note')).toContainText('moved');
  await expect(page.getByTestId('table-note')).toContainText('onto the table');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
});

test('line of sight answers the drag as made, from its start, with the direction labelled', async ({ page, hq }) => {
  await ambush(page, hq, 'Sight both ways');
  // Rifleman Adams is selected first; the drag then goes from the MG42 gunner to Adams.
  await clickInches(page, 31, 24);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['us-a']);
  await page.keyboard.press('l');
  await dragInches(page, [10, 24], [31, 24]);
  await expect(page.getByTestId('los-panel')).toContainText('From MG42 gunner to Rifleman Adams');
  await expect(page.getByTestId('los-status')).toHaveText('Heavy cover (-2)');
  await expect(page.getByTestId('los-reason')).toContainText('in front of the target');
  // The other way round is another question with another answer.
  await dragInches(page, [31, 24], [10, 24]);
  await expect(page.getByTestId('los-panel')).toContainText('From Rifleman Adams to MG42 gunner');
  await expect(page.getByTestId('los-status')).toHaveText('Clear');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-los-drag-1280x800-${scheme}.png` });
  }
  // Click, then click: the first model clicked is the one looking.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await clickInches(page, 10, 24);
  await clickInches(page, 34, 27);
  await expect(page.getByTestId('los-panel')).toContainText('From MG42 gunner to Rifleman Baker');
});

test('a table cannot shrink under its models: refused with the reason, nothing changed', async ({ page, hq }) => {
  const id = await ambush(page, hq, 'Shrinking table');
  await page.getByLabel('Table width in inches').fill('24');
  await page.getByLabel('Table depth in inches').fill('24');
  await page.getByRole('button', { name: 'Set' }).click();
  const alert = page.getByTestId('properties').getByRole('alert');
  await expect(alert).toContainText('Rifleman Adams');
  await expect(alert).toContainText('Crossroads');
  await expect(page.getByTestId('table-dims')).toHaveText('48 × 48 in');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  // A size the models fit on is taken.
  await page.getByLabel('Table width in inches').fill('45');
  await page.getByLabel('Table depth in inches').fill('46');
  await page.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByTestId('table-dims')).toHaveText('45 × 46 in');
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const list = await apiCall<Array<{ id: string; width: number; height: number }>>(page, 'scenarios.list', {});
  expect(list.value?.find((s) => s.id === id)).toMatchObject({ width: 45, height: 46 });
});

test('the table size rule is one rule: a 72 x 96 table can be created as well as saved; 96 x 96 neither', async ({ page }) => {
  const made = await apiCall<{ doc: { table: { width: number; height: number } } }>(page, 'scenarios.create', { name: 'Long table', width: 72, height: 96 });
  expect(made.ok).toBe(true);
  expect(made.value?.doc.table).toMatchObject({ width: 72, height: 96 });
  const tooBig = await apiCall(page, 'scenarios.create', { name: 'Too big', width: 96, height: 96 });
  expect(tooBig.ok).toBe(false);
  expect(tooBig.error?.message).toContain('96 x 72');
  const small = await apiCall(page, 'scenarios.create', { name: 'Skirmish mat', width: 6, height: 10 });
  expect(small.ok).toBe(true);
});

test('facing is a compass: 0 is up the table, 90 faces right, shown in the panel and over the model', async ({ page, hq }) => {
  await ambush(page, hq, 'Compass');
  // Adams was saved facing left (stored 180 in the document's screen angle): a compass 270.
  await clickInches(page, 31, 24);
  const facing = page.getByLabel('Facing');
  await expect(facing).toHaveValue('270');
  await expect(page.getByTestId('facing-words')).toHaveText('west (left)');
  await facing.fill('90');
  await facing.press('Enter');
  await expect(page.getByTestId('facing-words')).toHaveText('east (right)');
  // The document keeps its own angle: 90 on the compass is 0 there (facing right).
  await expect.poll(() => view(page, (t) => t.model('us-a')?.facing)).toBe(0);
  await facing.fill('0');
  await facing.press('Enter');
  await expect.poll(() => view(page, (t) => t.model('us-a')?.facing)).toBe(270);
  await expect(page.getByTestId('facing-words')).toHaveText('north (up the table)');
  const a = await px(page, 31, 24);
  await page.mouse.move(a.x, a.y);
  await expect(page.getByTestId('model-tooltip')).toContainText('facing 0° (north)');
  // The MG arc reads the same compass.
  await clickInches(page, 10, 24);
  await expect(page.getByTestId('arc-panel')).toContainText('facing 90° (east)');
});

test('a grenade refused for range catches no one; "who can see whom" says where it was worked out', async ({ page, hq }) => {
  await ambush(page, hq, 'Out of reach');
  await clickInches(page, 31, 24);
  await page.keyboard.press('b');
  // The MG42 loader is 22 in from Adams: a blast there would catch him, but it cannot be thrown.
  const far = await px(page, 9, 26);
  await page.mouse.move(far.x, far.y, { steps: 4 });
  await expect(page.getByTestId('grenade-range')).toContainText('Out of throwing range');
  await expect(page.getByTestId('blast-panel')).not.toContainText('MG42 loader');
  await expect(page.getByTestId('blast-panel')).toContainText('out of reach');
  await page.mouse.click(far.x, far.y);
  await expect(page.getByTestId('blast-panel')).not.toContainText('MG42 loader');
  // In reach, the blast lists whom it catches.
  const near = await px(page, 34, 27.5);
  await page.mouse.move(near.x, near.y, { steps: 4 });
  await expect(page.getByTestId('blast-panel')).toContainText('Catches: Rifleman Baker');
  await page.keyboard.press('Escape');
  await page.getByTestId('who-sees-German').click();
  await expect(page.getByTestId('who-sees-text')).toContainText('worked out in the background');
  await expect(page.getByTestId('who-sees-text')).not.toContainText('off screen');
});
