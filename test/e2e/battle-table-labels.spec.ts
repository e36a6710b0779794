/**
 * The battle table's words, by mouse through the browser host: on the sample scenario's 22 men at
 * 1280x800 and 1920x1080, light and dark, no two labels (names, badges) overlap and none sits on a
 * base; hovering a wounded, pinned man tells his state; the pointer's readout follows the mouse
 * over the table in battle and in the editor. Screenshots to test-results/screens/.
 */
import type { Page } from '@playwright/test';
import { answerDiceWith, newBattle, px, sample, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

interface Label {
  id: string;
  lines: Array<{ text: string; size: number }>;
  level: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface View {
  camera(): { x: number; y: number; zoom: number };
  modelIds(): string[];
  model(id: string): { x: number; y: number; name: string } | null;
  layerDraws(): { models: number; labels: Label[] };
}

/** The labels the table drew last, once two frames agree (the stage settles after a resize). */
async function drawnLabels(page: Page): Promise<Label[]> {
  const read = () =>
    page.evaluate(async () => {
      const g = globalThis as unknown as { __table: View; requestAnimationFrame(f: () => void): number };
      await new Promise<void>((r) => g.requestAnimationFrame(() => g.requestAnimationFrame(r)));
      return JSON.stringify(g.__table.layerDraws().labels);
    });
  let a = await read();
  for (let i = 0; i < 20; i++) {
    const b = await read();
    if (a === b) break;
    a = b;
  }
  return JSON.parse(a) as Label[];
}

/** What is wrong with the labels drawn: overlapping pairs, labels on a base (1 in across), labels out of the view. */
async function labelProblems(page: Page, labels: Label[]): Promise<string[]> {
  const { cam, men } = await page.evaluate(() => {
    const t = (globalThis as unknown as { __table: View }).__table;
    return { cam: t.camera(), men: t.modelIds().map((id) => ({ id, ...t.model(id)! })) };
  });
  const box = (await page.getByTestId('table-canvas').boundingBox())!;
  const wrong: string[] = [];
  const r = 0.5 * cam.zoom;
  for (let i = 0; i < labels.length; i++) {
    const a = labels[i]!;
    if (a.x0 < 0 || a.y0 < 0 || a.x1 > box.width + 0.5 || a.y1 > box.height + 0.5) wrong.push(`${a.id} out of the view`);
    for (const b of labels.slice(i + 1)) if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) wrong.push(`${a.id} overlaps ${b.id}`);
    for (const m of men) {
      const cx = cam.x + m.x * cam.zoom;
      const cy = cam.y + m.y * cam.zoom;
      const dx = Math.max(a.x0 - cx, 0, cx - a.x1);
      const dy = Math.max(a.y0 - cy, 0, cy - a.y1);
      if (dx * dx + dy * dy < r * r) wrong.push(`${a.id}'s label on ${m.id}'s base`);
    }
  }
  return wrong;
}

test('the sample battle at 1280x800 and 1920x1080, light and dark: every label clear of the others and of the bases; the pointer readout follows the mouse', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const doc = sample();
  const table = await storeTable(page, hq, { ...doc, id: 'labels-sample', name: 'Labels sample' });
  await newBattle(page, hq, table);
  const names = new Map(doc.models.map((m) => [m.id as string, m.name as string]));

  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const labels = await drawnLabels(page);
      expect(await labelProblems(page, labels), `${size.width}x${size.height} ${scheme}`).toEqual([]);
      // Every man has a label; each one is his name, or his initials where the line is too close for names.
      expect(labels.map((l) => l.id).sort()).toEqual([...names.keys()].sort());
      for (const l of labels) {
        if (l.level === 0) expect(l.lines[0]!.text).toBe(names.get(l.id));
        else expect(l.lines[0]!.text.length, `${l.id}: ${l.lines[0]!.text}`).toBeLessThan(names.get(l.id)!.length);
      }
      // Most men have their whole name; the German line, 1.5 in apart, is too close for ten names side by side.
      expect(labels.filter((l) => l.level === 0).length).toBeGreaterThanOrEqual(14);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `test-results/screens/battle-labels-${size.width}x${size.height}-${scheme}.png` });
    }
  }

  // The pointer readout follows the mouse over open table, where nothing else on the table changes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const pos = page.getByTestId('pointer-pos');
  for (const [x, y] of [[6, 30], [6.5, 31], [40, 33.5]] as const) {
    const p = await px(page, x, y);
    await page.mouse.move(p.x, p.y);
    await expect(pos).toHaveText(`${x.toFixed(1)}, ${y.toFixed(1)} in`);
  }
});

test('hovering a wounded, pinned man tells his state (and each man whether he has acted); his badges stand on the table beside him, clear of his neighbours\' names', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Wounded in the line', [
    { id: 'able', side: 'US', x: 10, y: 30, name: 'Rifleman Able' },
    { id: 'baker', side: 'US', x: 14, y: 30, name: 'Rifleman Baker' },
    { id: 'hans', side: 'German', x: 10.5, y: 18, name: 'Schütze Hans' },
    { id: 'fritz', side: 'German', x: 12, y: 18, name: 'Schütze Fritz' },
    { id: 'kurt', side: 'German', x: 13.5, y: 18, name: 'Schütze Kurt' },
  ]));
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  const fire = async (who: string) => {
    await page.getByTestId('cp-ready').getByRole('button', { name: who }).click();
    await page.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at Schütze Fritz/ }).click();
  };
  // Able hits Fritz (10): a light wound (5 + 5).
  await fire('Rifleman Able');
  await answerDiceWith(page, (label) => (/Wound roll/.test(label) ? 5 : 10));
  await page.keyboard.press('x');
  // The Germans: Hans holds.
  await page.getByTestId('cp-ready').getByRole('button', { name: 'Schütze Hans' }).click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire later/ }).click();
  // Baker misses (1), and Fritz fails his Reaction Test badly (1): pinned and suppressed.
  await expect(page.getByTestId('cp-ready').getByRole('button', { name: 'Rifleman Baker' })).toBeVisible();
  await fire('Rifleman Baker');
  await answerDiceWith(page, () => 1);

  // His label on the table carries his badges on a second line; nothing overlaps.
  await expect.poll(async () => (await drawnLabels(page)).find((l) => l.id === 'fritz')?.lines[1]?.text).toBe('light · pinned · suppressed');
  const labels = await drawnLabels(page);
  expect(await labelProblems(page, labels)).toEqual([]);
  expect(labels.map((l) => l.id).sort()).toEqual(['able', 'baker', 'fritz', 'hans', 'kurt']);

  // Hovering him: his state in words.
  const at = await px(page, 12, 18);
  await page.mouse.move(at.x, at.y);
  const tip = page.getByTestId('model-tooltip');
  await expect(tip).toHaveAttribute('data-model', 'fritz');
  await expect(tip).toContainText('Schütze Fritz');
  await expect(tip).toContainText('German · Kar98k rifle · needs 5+');
  await expect(tip).toContainText('Lightly wounded');
  await expect(tip).toContainText('Wound: light wound (turn 1)');
  await expect(tip).toContainText('Pinned and suppressed');
  await expect(tip).toContainText('Yet to act this turn');
  await page.screenshot({ path: 'test-results/screens/battle-labels-hover-1280x800-light.png' });
  // The man who fired last: acting now; the first: has acted; Hans: on Hold.
  for (const [id, x, y, words] of [['baker', 14, 30, 'Acting now'], ['able', 10, 30, 'Has acted this turn'], ['hans', 10.5, 18, 'On Hold: may Snap Fire this turn']] as const) {
    const p = await px(page, x, y);
    await page.mouse.move(p.x, p.y);
    await expect(tip).toHaveAttribute('data-model', id);
    await expect(tip).toContainText(words);
  }
});

test('the editor: the pointer readout follows the mouse over open table; the sample\'s labels clear of each other', async ({ page, hq }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, { ...sample(), id: 'labels-editor', name: 'Labels in the editor' });
  await page.goto(`${hq}#/table/${table}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
  const labels = await drawnLabels(page);
  expect(await labelProblems(page, labels)).toEqual([]);
  expect(labels).toHaveLength(22);
  const pos = page.getByTestId('pointer-pos');
  for (const [x, y] of [[6, 30], [6.5, 31], [40, 33.5]] as const) {
    const p = await px(page, x, y);
    await page.mouse.move(p.x, p.y);
    await expect(pos).toHaveText(`${x.toFixed(1)}, ${y.toFixed(1)} in`);
  }
  await page.screenshot({ path: 'test-results/screens/editor-labels-1280x800-light.png' });
});
