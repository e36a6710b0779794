/**
 * Editing the Combat Patrol! table by its handles in Chromium: resize a piece by a handle
 * (Escape cancels a drag), add and remove a vertex (a line refuses to lose its second point),
 * turn two models as a group, and a grenade thrown beyond the thrower's reach refused.
 * Each edit is undone again. Kept apart from table.spec.ts so both files stay small.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ambushDoc, clickInches, createTable, openTable, px, saveTable, terrainPoints, view } from './table-helpers';

async function ambush(page: Page, hq: string, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, doc } = await createTable(page, name);
  await saveTable(page, id, ambushDoc(doc), 0);
  await openTable(page, hq, id);
}
const points = terrainPoints;
const rounded = (ps: Array<{ x: number; y: number }>) => ps.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);
/** Inches between a piece's box and its resize handles at the current zoom (12 px). */
const padInches = async (page: Page) => 12 / (await view(page, (t) => t.camera())).zoom;

test('resize a building by its corner handle; Shift keeps proportions; Escape cancels; undo', async ({ page, hq }) => {
  await ambush(page, hq, 'Resize by handle');
  await clickInches(page, 38, 8);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['house-1']);
  const pad = await padInches(page);
  // The house is 6 x 4 in round (38, 8): its bottom-right handle sits at (41, 10) plus the padding.
  const from = await px(page, 41 + pad, 10 + pad);
  const to = await px(page, 44 + pad, 12 + pad);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-resize-handles-1280x800-${scheme}.png` });
  }
  await page.mouse.up();
  await page.emulateMedia({ colorScheme: 'light' });
  expect(rounded(await points(page, 'house-1'))).toEqual([[35, 6], [44, 6], [44, 12], [35, 12]]);

  // Escape in the middle of a drag puts it back as it was.
  const far = await px(page, 47, 14);
  await page.mouse.move(to.x, to.y);
  await page.mouse.down();
  await page.mouse.move(far.x, far.y, { steps: 4 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect(rounded(await points(page, 'house-1'))).toEqual([[35, 6], [44, 6], [44, 12], [35, 12]]);

  // One undo step for the whole drag.
  await page.keyboard.press('Control+z');
  expect(rounded(await points(page, 'house-1'))).toEqual([[35, 6], [41, 6], [41, 10], [35, 10]]);
  expect(await view(page, (t) => t.canUndo())).toBe(false);

  // Shift on a side handle: the far side stays, the other axis grows alike about the middle.
  await clickInches(page, 38, 8);
  const side = await px(page, 41 + pad, 8);
  const sideTo = await px(page, 47 + pad, 8);
  await page.mouse.move(side.x, side.y);
  await page.keyboard.down('Shift');
  await page.mouse.down();
  await page.mouse.move(sideTo.x, sideTo.y, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  expect(rounded(await points(page, 'house-1'))).toEqual([[35, 4], [47, 4], [47, 12], [35, 12]]);
  await page.keyboard.press('Control+z');
  expect(rounded(await points(page, 'house-1'))).toEqual([[35, 6], [41, 6], [41, 10], [35, 10]]);

  // The handles at the large size too (the table refits; the piece stays selected).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['house-1']);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `test-results/screens/table-resize-handles-1920x1080-${scheme}.png` });
  }
});

test('add a vertex by its "+" and by a double-click, remove one with Delete; a line refuses to go below 2 points', async ({ page, hq }) => {
  await ambush(page, hq, 'Point by point');
  await clickInches(page, 20, 38);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['woods-1']);
  // Drag the "+" on the top edge's middle up by 2 in: a fifth point.
  const plus = await px(page, 20, 35);
  const up = await px(page, 20, 33);
  await page.mouse.move(plus.x, plus.y);
  await page.mouse.down();
  await page.mouse.move(up.x, up.y, { steps: 5 });
  await page.mouse.up();
  expect(rounded(await points(page, 'woods-1'))).toEqual([[16, 35], [20, 33], [24, 35], [24, 41], [16, 41]]);
  expect(await view(page, (t) => t.vertex())).toEqual({ id: 'woods-1', index: 1 });
  // Pick another point and delete it.
  await clickInches(page, 24, 41);
  await page.keyboard.press('Delete');
  expect(rounded(await points(page, 'woods-1'))).toEqual([[16, 35], [20, 33], [24, 35], [16, 41]]);
  await expect(page.getByTestId('table-note')).toHaveText('Point removed.');
  await page.keyboard.press('Control+z');
  expect(await points(page, 'woods-1')).toHaveLength(5);
  await page.keyboard.press('Control+z');
  expect(rounded(await points(page, 'woods-1'))).toEqual([[16, 35], [24, 35], [24, 41], [16, 41]]);

  // The stone wall is a line of two points: a double-click on it adds a third, undo takes it off,
  // and Delete on one of its two ends is refused with a message.
  await page.keyboard.press('Escape');
  await clickInches(page, 30, 21);
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['wall-1']);
  const mid = await px(page, 30, 27);
  await page.mouse.dblclick(mid.x, mid.y);
  expect(rounded(await points(page, 'wall-1'))).toEqual([[30, 18], [30, 27], [30, 30]]);
  await page.keyboard.press('Control+z');
  expect(await points(page, 'wall-1')).toHaveLength(2);
  await clickInches(page, 30, 18);
  expect(await view(page, (t) => t.vertex())).toEqual({ id: 'wall-1', index: 0 });
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('table-note')).toContainText('A line needs at least 2 points');
  expect(await points(page, 'wall-1')).toHaveLength(2);
  expect(await view(page, (t) => t.counts().terrain)).toBe(3);
});

test('two selected models turn together about their common centre with E; undo turns them back', async ({ page, hq }) => {
  await ambush(page, hq, 'Group turn');
  await clickInches(page, 31, 24);
  await clickInches(page, 34, 27, { shift: true });
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['us-a', 'us-b']);
  for (let i = 0; i < 6; i++) await page.keyboard.press('e');
  // 90 degrees about (32.5, 25.5): Adams swings from up-left of the centre to up-right of it.
  const a = await view(page, (t) => t.model('us-a'));
  const b = await view(page, (t) => t.model('us-b'));
  expect([a!.x, a!.y, b!.x, b!.y].map((v) => Math.round(v * 1000) / 1000)).toEqual([34, 24, 31, 27]);
  expect([a!.facing, b!.facing]).toEqual([270, 270]);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Control+z');
  expect(await view(page, (t) => t.model('us-a'))).toMatchObject({ x: 31, y: 24, facing: 180 });
  expect(await view(page, (t) => t.model('us-b'))).toMatchObject({ x: 34, y: 27, facing: 180 });
  expect(await view(page, (t) => t.canUndo())).toBe(false);
});

test('a grenade from a selected rifleman: range bands shown, a point beyond 10 in refused, one within it pinned', async ({ page, hq }) => {
  await ambush(page, hq, 'Grenade range');
  await clickInches(page, 31, 24);
  await page.keyboard.press('b');
  const far = await px(page, 31, 10);
  await page.mouse.move(far.x, far.y, { steps: 4 });
  await expect(page.getByTestId('grenade-panel')).toContainText('Rifleman Adams: optimum 6 in, maximum 10 in (2 carried)');
  await expect(page.getByTestId('grenade-range')).toHaveText('Out of throwing range: 14.0 in from Rifleman Adams, a grenade reaches 10 in');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-grenade-range-1280x800-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.mouse.click(far.x, far.y);
  await expect(page.getByTestId('table-note')).toHaveText("Not thrown: 14.0 in is beyond Rifleman Adams's reach.");
  expect(await view(page, (t) => t.toolState())).toBe('following');
  // Nothing was changed, so there is nothing to undo.
  expect(await view(page, (t) => t.canUndo())).toBe(false);
  // 4.6 in away, by Baker: pinned, and the blast catches him.
  const near = await px(page, 34, 27.5);
  await page.mouse.move(near.x, near.y, { steps: 4 });
  await page.mouse.click(near.x, near.y);
  expect(await view(page, (t) => t.toolState())).toBe('pinned');
  await expect(page.getByTestId('grenade-range')).toContainText('within optimum throwing range');
  await expect(page.getByTestId('blast-panel')).toContainText('Catches: Rifleman Baker');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-grenade-pinned-1280x800-${scheme}.png` });
  }
  await page.keyboard.press('Control+z');
  expect(await view(page, (t) => t.model('us-b'))).toMatchObject({ x: 34, y: 27 });
});
