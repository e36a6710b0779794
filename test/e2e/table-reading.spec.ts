/**
 * Reading the table (issue 8): hovering a model names it, arrow keys nudge the selection, a key
 * explains the colours and marks, the draw panel names its terrain, the sample's deployment labels
 * stay readable and its roads stay on the table; by keyboard alone a model can be picked; and the
 * editor with its panels passes axe-core's WCAG 2.1 A/AA rules in light and dark.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { ambushDoc, clickInches, createTable, openTable, px, saveTable, view } from './table-helpers';

async function ambush(page: Page, hq: string, name: string, size = { width: 1280, height: 800 }): Promise<void> {
  await page.setViewportSize(size);
  const { id, doc } = await createTable(page, name);
  await saveTable(page, id, ambushDoc(doc), 0);
  await openTable(page, hq, id);
}

test('hover a model for its name, weapon and state; arrow keys nudge the selection; a key to the marks', async ({ page, hq }) => {
  await ambush(page, hq, 'Hover and nudge');
  const a = await px(page, 31, 24);
  await page.mouse.move(a.x, a.y);
  const tip = page.getByTestId('model-tooltip');
  await expect(tip).toContainText('Rifleman Adams');
  await expect(tip).toContainText('US');
  await expect(tip).toContainText('M1 Garand rifle');
  await expect(tip).toContainText('regular 5+');
  await expect(tip).toContainText('2 grenades');
  const off = await px(page, 5, 5);
  await page.mouse.move(off.x, off.y);
  await expect(tip).toHaveCount(0);

  await clickInches(page, 31, 24);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => view(page, (t) => t.model('us-a'))).toMatchObject({ x: 33, y: 23 });
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => view(page, (t) => t.model('us-a')?.x)).toBeCloseTo(32.9, 9);
  await page.keyboard.press('Control+z');
  await expect.poll(() => view(page, (t) => t.model('us-a')?.x)).toBeCloseTo(33, 9);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  const key = page.getByTestId('table-key');
  for (const word of ['US soldier', 'German soldier', 'NCO', 'Medic', 'Facing']) await expect(key).toContainText(word);

  await page.locator('[aria-label="Draw woods"]').click();
  await expect(page.getByTestId('draw-what')).toContainText('Drawing woods');
  await page.locator('[aria-label="Draw stone wall"]').click();
  await expect(page.getByTestId('draw-what')).toContainText('Drawing stone wall');
});

test('the sample table: deployment labels clear of roads and models, roads end at the table edge', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await createTable(page, 'Sample look', 'sample');
  await openTable(page, hq, id);
  const labels = await view(page, (t) => (t as unknown as { zoneLabels(): Array<{ text: string; x0: number; y0: number; x1: number; y1: number }> }).zoneLabels());
  expect(labels.map((l) => l.text).sort()).toEqual(['German deployment', 'US deployment']);
  const models = await view(page, (t) => t.modelIds().map((m) => t.model(m)!));
  for (const l of labels) {
    // No base (1 in across) within the label's box, and neither road (3 in wide, on x = 24 and y = 24) under it.
    for (const m of models) expect(m.x + 0.5 < l.x0 || m.x - 0.5 > l.x1 || m.y + 0.5 < l.y0 || m.y - 0.5 > l.y1, `${l.text} over a model`).toBe(true);
    expect(l.x1 < 22.5 || l.x0 > 25.5, `${l.text} on the north-south road`).toBe(true);
    expect(l.y1 < 22.5 || l.y0 > 25.5, `${l.text} on the east-west road`).toBe(true);
  }
  // The table layer paints nothing beyond the table's edge where the roads end.
  const paint = async (x: number, y: number) => {
    const p = await px(page, x, y);
    // The first canvas is the table layer (terrain); the models and overlay layers lie above it.
    const layer = page.getByTestId('table-canvas').locator('canvas').first();
    return layer.evaluate((el, [sx, sy]) => {
      const c = el as unknown as { width: number; getBoundingClientRect(): { left: number; top: number; width: number }; getContext(k: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
      const r = c.getBoundingClientRect();
      const k = c.width / r.width;
      return c.getContext('2d').getImageData(Math.round((sx - r.left) * k), Math.round((sy - r.top) * k), 1, 1).data[3];
    }, [p.x, p.y] as const);
  };
  expect(await paint(24, 0.6)).toBeGreaterThan(0);
  for (const [x, y] of [[24, -0.8], [24, 48.8], [-0.8, 24], [48.8, 24]] as const) expect(await paint(x, y), `paint at ${x}, ${y}`).toBe(0);
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screens/table-sample-${size.width}x${size.height}-${scheme}.png` });
    }
  }
});

test('by keyboard alone: pick a model, hear which, nudge and turn it', async ({ page, hq }) => {
  await ambush(page, hq, 'Keyboard only');
  const canvas = page.getByTestId('table-canvas');
  await canvas.focus();
  await page.keyboard.press(']');
  const said = page.getByTestId('table-announce');
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['mg']);
  await expect(said).toContainText('Selected MG42 gunner');
  await page.keyboard.press(']');
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['loader']);
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['objective-1']);
  await expect(said).toContainText('Selected objective Crossroads');
  await page.keyboard.press('[');
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['us-c']);
  await page.keyboard.press('e');
  await expect(page.getByLabel('Facing')).toHaveValue('15');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => view(page, (t) => t.model('us-c')?.y)).toBe(45);
  // The picker list reaches every model too.
  await page.getByLabel('Pick a model').selectOption({ label: 'Rifleman Baker (US)' });
  await expect.poll(() => view(page, (t) => t.selection())).toEqual(['us-b']);
});

test('the editor and its panels pass axe-core in light and dark', async ({ page, hq }) => {
  // Each check runs axe over the whole screen with several panels open at once (axe is slow).
  test.setTimeout(360_000);
  await ambush(page, hq, 'Accessible');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.keyboard.press('Escape');
    await expectAccessible(page, `table editor: table panel, palette and key, ${scheme}`);
    // The MG gunner's panels (model, arc, ranges) with a pinned line of sight.
    await clickInches(page, 10, 24);
    await page.keyboard.press('l');
    await clickInches(page, 31, 24);
    await expect(page.getByTestId('los-status')).toHaveText('Heavy cover (-2)');
    await expectAccessible(page, `table editor: model, arc and line of sight, ${scheme}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await clickInches(page, 31, 24);
    await page.keyboard.press('b');
    const far = await px(page, 31, 10);
    await page.mouse.move(far.x, far.y, { steps: 3 });
    await expect(page.getByTestId('blast-panel')).toContainText('out of reach');
    await expectAccessible(page, `table editor: grenade out of reach, ${scheme}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('v');
    await clickInches(page, 38, 8);
    await page.keyboard.press('m');
    await expectAccessible(page, `table editor: building selected, new-model palette, ${scheme}`);
    await page.screenshot({ path: `test-results/screens/table-building-1280x800-${scheme}.png` });
    await page.keyboard.press('s');
    await expect(page.getByTestId('squad-template')).toBeVisible();
    await expectAccessible(page, `table editor: squad palette, ${scheme}`);
    await page.keyboard.press('Escape');
  }
  // The wide screen lays the same panels out with more room.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.keyboard.press('v');
  await clickInches(page, 10, 24);
  await expectAccessible(page, 'table editor at 1920 x 1080, dark');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/table-mg-1920x1080-${scheme}.png` });
  }
});
