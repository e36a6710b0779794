/**
 * The Combat Patrol! table editor in Chromium through the real browser host: building a table by
 * mouse, measuring, line of sight and an MG arc, undo/redo, autosave across a reload, export and
 * re-import, print to PDF.
 */
import { readFileSync } from 'node:fs';
import { apiCall, expect, gotoHome, test } from './fixtures';
import { ambushDoc, clickInches, createTable, dragInches, openTable, px, saveTable, view } from './table-helpers';

test('build a table by mouse: terrain, a squad, drag a model, ruler; undo, redo; autosaved across a reload', async ({ page, hq }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await createTable(page, 'Built by mouse');
  await openTable(page, hq, id);

  // A stone wall from the library, placed with a click.
  await page.locator('[data-kind="stone-wall"]').click();
  await clickInches(page, 24, 16);
  await expect.poll(() => view(page, (t) => t.counts().terrain)).toBe(1);
  await expect(page.getByTestId('properties')).toContainText('stone wall');
  await expect(page.getByTestId('properties')).toContainText('heavy cover');

  // A US rifle squad in a column: press where the sergeant stands, drag the way they face.
  await page.keyboard.press('s');
  await page.getByTestId('squad-formation').selectOption('column');
  await dragInches(page, [24, 26], [24, 20]);
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(12);
  const leader = await view(page, (t) => t.model('squad-1-1'));
  expect(leader).toMatchObject({ facing: 270 });
  expect(leader!.x).toBeCloseTo(24, 0);
  expect(leader!.y).toBeCloseTo(26, 0);

  // Select tool; drag the sergeant to a new spot.
  await page.keyboard.press('v');
  await dragInches(page, [leader!.x, leader!.y], [10, 20], 15);
  const moved = await view(page, (t) => t.model('squad-1-1'));
  expect(Math.abs(moved!.x - 10)).toBeLessThan(0.15);
  expect(Math.abs(moved!.y - 20)).toBeLessThan(0.15);

  // The ruler: 3 across and 4 down is 5 inches.
  await page.keyboard.press('r');
  await dragInches(page, [5, 5], [8, 9]);
  await expect(page.getByTestId('ruler-reading')).toHaveText('5.0 in');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ruler-reading')).toHaveCount(0);

  // Undo puts the sergeant back (the whole drag is one step); redo moves him again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect.poll(() => view(page, (t) => t.model('squad-1-1')?.y)).toBeCloseTo(leader!.y, 6);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => view(page, (t) => t.model('squad-1-1')?.y)).toBeCloseTo(moved!.y, 6);

  // Autosave: 'Saved' shows, and a reload brings back the same table.
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
  expect(await view(page, (t) => t.counts())).toEqual({ models: 12, terrain: 1 });
  const after = await view(page, (t) => t.model('squad-1-1'));
  expect(after!.x).toBeCloseTo(moved!.x, 6);
  expect(after!.y).toBeCloseTo(moved!.y, 6);
});

test('line of sight shows its reason in words, a machine gun arc highlights the men in it', async ({ page, hq }) => {
  test.setTimeout(90_000);
  const { id, doc } = await createTable(page, 'Ambush at the wall');
  await saveTable(page, id, ambushDoc(doc), 0);
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await openTable(page, hq, id);
    await clickInches(page, 10, 24); // the MG42 gunner
    await expect.poll(() => view(page, (t) => t.selection())).toEqual(['mg']);
    await expect(page.getByTestId('arc-models')).toHaveText('In the arc: Rifleman Adams, Rifleman Baker');

    await page.keyboard.press('l');
    const target = await px(page, 31, 24);
    await page.mouse.move(target.x, target.y, { steps: 4 });
    await page.mouse.click(target.x, target.y);
    await expect(page.getByTestId('los-status')).toHaveText('Heavy cover (-2)');
    await expect(page.getByTestId('los-reason')).toContainText('stone wall');
    await expect(page.getByTestId('los-reason')).toContainText('in front of the target');
    await expect(page.getByTestId('los-panel')).toContainText('From MG42 gunner to Rifleman Adams');

    // The who-sees overlay comes from the worker's full matrix.
    await page.getByTestId('who-sees-German').click();
    await expect(page.getByTestId('who-sees-text')).toContainText('German models see');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `test-results/screens/table-los-arc-${size.width}x${size.height}-${scheme}.png` });
    }
    // Turning the gun with Q swings the arc off Adams and Baker.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await clickInches(page, 10, 24);
    for (let i = 0; i < 4; i++) await page.keyboard.press('q');
    await expect(page.getByTestId('arc-models')).toHaveText('No one in the arc.');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('arc-models')).toHaveText('In the arc: Rifleman Adams, Rifleman Baker');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
  }
});

test('export a table and import it again; a bad file is refused and nothing is lost; print gives a PDF', async ({ page, hq }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, 'Round trip table');
  await saveTable(page, id, ambushDoc(doc), 0);
  await gotoHome(page, hq);
  const rows = page.locator('[data-scenario-id]');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-scenario-id="${id}"]`).getByRole('button', { name: 'Export' }).click()]);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'patrol-hq-scenario', name: 'Round trip table' });

  await page.getByTestId('scenario-import-input').setInputFiles(path);
  await expect(page.getByTestId('scenario-import-message')).toContainText('Imported the scenario "Round trip table"');
  await expect(rows).toHaveCount(before + 1);

  await page.getByTestId('scenario-import-input').setInputFiles({ name: 'groceries.json', mimeType: 'application/json', buffer: Buffer.from('{"eggs": 12}') });
  const msg = page.getByTestId('scenario-import-message');
  await expect(msg).toHaveAttribute('role', 'alert');
  await expect(msg).toContainText('groceries.json');
  await expect(rows).toHaveCount(before + 1);
  const list = await apiCall<Array<{ id: string; models: number }>>(page, 'scenarios.list', {});
  expect(list.value?.find((s) => s.id === id)?.models).toBe(5);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole('heading', { name: 'Combat Patrol! tables' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/home-tables-1280x800-${scheme}.png` });
  }

  // Open the imported copy and print it.
  const imported = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario-id')))).find((x) => x && x !== id && x !== null);
  await page.locator(`[data-scenario-id="${imported}"]`).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await page.getByLabel('Paper size').selectOption('letter');
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Print PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('delete asks first; duplicate and rename from the home screen', async ({ page, hq }) => {
  const { id } = await createTable(page, 'Keep or bin');
  await gotoHome(page, hq);
  const row = page.locator(`[data-scenario-id="${id}"]`);
  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel('New name').fill('Renamed table');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.locator('.name')).toHaveText('Renamed table');
  await row.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator('[data-scenario-id] .name', { hasText: 'Renamed table (copy)' })).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toContainText('for good?');
  await row.getByRole('button', { name: 'Keep it' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a save that finds the table changed elsewhere reloads it and says so', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, 'Two windows');
  await openTable(page, hq, id);
  // Another window saves first.
  await saveTable(page, id, ambushDoc(doc), 0);
  // This window's edit then goes out against revision 0.
  await page.keyboard.press('o');
  await clickInches(page, 12, 12);
  await expect(page.getByTestId('table-notice')).toContainText('changed in another window');
  await expect.poll(() => view(page, (t) => t.counts())).toEqual({ models: 5, terrain: 3 });
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  // Editing goes on from the reloaded table and saves normally.
  await page.keyboard.press('Escape');
  await clickInches(page, 31, 24);
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const list = await apiCall<Array<{ id: string; models: number; revision: number }>>(page, 'scenarios.list', {});
  expect(list.value?.find((s) => s.id === id)).toMatchObject({ models: 4, revision: 2 });
});

test('draw a wood point by point, edit a corner, rubber-band select, copy and paste, zoom and pan', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, 'Draw and copy');
  await saveTable(page, id, ambushDoc(doc), 0);
  await openTable(page, hq, id);

  // Draw woods: four corners, then a double click on the last one finishes it.
  await page.locator('[aria-label="Draw woods"]').click();
  for (const [x, y] of [[4, 4], [14, 4], [14, 12]] as const) await clickInches(page, x, y);
  const last = await px(page, 4, 12);
  await page.mouse.dblclick(last.x, last.y);
  await expect.poll(() => view(page, (t) => t.counts().terrain)).toBe(4);
  await expect(page.getByTestId('properties')).toContainText('woods');
  // Drag one corner of the selected wood outward.
  await page.keyboard.press('v');
  await dragInches(page, [14, 12], [18, 16]);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['woods-2']);

  // Rubber band around the two riflemen by the wall, copy, paste: two more models, selected.
  await page.keyboard.press('Escape');
  await dragInches(page, [29, 22], [36, 29]);
  const picked = await view(page, (t) => t.selection());
  expect(picked.filter((x) => x.startsWith('us-')).sort()).toEqual(['us-a', 'us-b']);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(7);
  await page.keyboard.press('Delete');
  await expect.poll(() => view(page, (t) => t.counts().models)).toBe(5);

  // Zoom with the keyboard and the wheel, pan with the middle button; the scale bar follows.
  const z0 = (await view(page, (t) => t.camera())).zoom;
  await page.keyboard.press('+');
  await expect.poll(async () => (await view(page, (t) => t.camera())).zoom).toBeCloseTo(z0 * 1.25, 6);
  const c = await px(page, 24, 24);
  await page.mouse.move(c.x, c.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await view(page, (t) => t.camera())).zoom).toBeGreaterThan(z0 * 1.3);
  const before = await view(page, (t) => t.camera());
  await page.mouse.move(c.x, c.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(c.x + 80, c.y + 40, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  const after = await view(page, (t) => t.camera());
  expect(after.x - before.x).toBeCloseTo(80, 0);
  expect(after.y - before.y).toBeCloseTo(40, 0);
  await expect(page.getByTestId('scale-bar')).toContainText('in');
  await page.keyboard.press('0');
  await page.keyboard.press('s');
  const a = await px(page, 24, 40);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const b = await px(page, 30, 34);
  await page.mouse.move(b.x, b.y, { steps: 5 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-placing-squad-1280x800-${scheme}.png` });
  }
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect((await view(page, (t) => t.counts())).models).toBe(5);
});

test('a new table from the sample opens in the editor from the home screen', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, hq);
  await page.getByLabel('New scenario name').fill('Sample copy');
  await page.getByRole('button', { name: 'From the sample' }).click();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await expect(page.getByLabel('Scenario name')).toHaveValue('Sample copy');
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
  const counts = await view(page, (t) => t.counts());
  expect(counts.models).toBeGreaterThan(10);
  expect(counts.terrain).toBeGreaterThan(3);
  await page.getByRole('button', { name: '← Home' }).click();
  await expect(page.locator('[data-scenario-id] .name', { hasText: 'Sample copy' })).toHaveCount(1);
});
