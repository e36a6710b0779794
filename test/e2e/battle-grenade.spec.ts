/**
 * A grenade on screen with real dice: the target point picked on the table with the in-range check,
 * the throw's D10 typed in, the scatter walked an inch at a time by each side (the opponent's
 * inches, then the thrower's) with the grenade drawn where it lies, and the burst. Screenshot of
 * the scatter mid-walk.
 */
import { actionCount, answerDice, newBattle, px, smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

test('a grenade thrown at a point, its scatter walked by each side, then the burst', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Grenade range', [
    { id: 'able', side: 'US', x: 10, y: 30, grenades: 2 } as never,
    { id: 'fritz', side: 'German', x: 10, y: 22 },
  ]));
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  const a = await px(page, 10, 30);
  await page.mouse.click(a.x, a.y);
  await page.keyboard.press('t');
  await expect(page.getByTestId('cp-grenade-mode')).toHaveAttribute('aria-pressed', 'true');
  // Out of reach first: refused with the engine's words.
  const far = await px(page, 10, 5);
  await page.mouse.click(far.x, far.y);
  await expect(page.getByTestId('cp-grenade-preview')).toContainText(/out of|reach|range/i);
  await expect(page.getByTestId('cp-throw')).toHaveCount(0);
  const t = await px(page, 10, 23);
  await page.mouse.click(t.x, t.y);
  await expect(page.getByTestId('cp-grenade-preview')).toContainText(/^7\.0 in, in range: lands on the point \d+%/);
  await page.getByTestId('cp-throw').click();

  const q = page.getByTestId('cp-question');
  await expect(q.locator('h2')).toHaveText('Grenade throw by able');
  await q.locator('input').fill('9');
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  const labels: string[] = [];
  for (let i = 0; i < 12; i++) {
    if ((await q.getAttribute('data-kind')) !== 'scatter') break;
    labels.push((await q.locator('h2').textContent()) ?? '');
    if (i === 1) await page.screenshot({ path: 'test-results/screens/battle-grenade-scatter-1280x800-light.png' });
    const before = await actionCount(page);
    await q.getByRole('button', { name: 'E (90°)' }).click();
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
    if (!(await q.isVisible())) break;
  }
  expect(labels.length).toBeGreaterThan(0);
  expect(labels[0]).toMatch(/^Scatter inch 1 of \d+: the opponent \(German\) chooses its direction$/);
  expect(labels.some((l) => /the thrower's side \(US\) chooses its direction$/.test(l))).toBe(true);
  await answerDice(page);
  const id = page.url().split('/').pop()!;
  const env = await apiCall<{ log: { text: string }[] }>(page, 'saves.open', { id, seat: 0 });
  const text = env.value!.log.map((l) => l.text).join('\n');
  expect(text).toMatch(/able throws a grenade 7\.0 in .*rolled 9, \d+ in of scatter/);
  expect(text).toMatch(/The grenade comes to rest/);
  expect(text).toMatch(/It bursts/);
});

test('a critical wound from typed-in dice, his death number shown, stabilised by a medic in base contact', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Aid post', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 18 },
    { id: 'doc', side: 'German', x: 13, y: 18, medic: true } as never,
  ]));
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  await page.getByTestId('cp-ready').getByRole('button', { name: 'able' }).click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at fritz/ }).click();
  const q = page.getByTestId('cp-question');
  await expect(q.locator('h2')).toContainText('at fritz');
  await q.locator('input').fill('10');
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  await expect(q.locator('h2')).toHaveText('Wound roll for fritz');
  await q.locator('input').nth(0).fill('9');
  await q.locator('input').nth(1).fill('9');
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  await answerDice(page);
  await page.keyboard.press('x');
  // The Germans: fritz's forced activation; his death number on screen first.
  await page.getByTestId('cp-ready').getByRole('button', { name: 'fritz' }).click();
  await expect(page.getByTestId('cp-critical')).toContainText('he dies on a D6 of 2 or less');
  await page.screenshot({ path: 'test-results/screens/battle-critical-1280x800-light.png' });
  await page.getByTestId('cp-choices').getByRole('button', { name: /Activate/ }).click();
  await expect(q.locator('h2')).toHaveText('Medic test by doc for fritz (trained medic +1)');
  await q.locator('input').fill('5');
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  const id = page.url().split('/').pop()!;
  await expect.poll(async () => (await apiCall<{ view: { soldiers: { id: string; condition: string }[] } }>(page, 'saves.open', { id, seat: 1 })).value?.view.soldiers.find((m) => m.id === 'fritz')?.condition).toBe('serious');
  const env = await apiCall<{ log: { text: string }[] }>(page, 'saves.open', { id, seat: 1 });
  expect(env.value!.log.map((l) => l.text).join('\n')).toContain('doc tends fritz: Medic test 5 +1 (trained medic): stabilised: he is now seriously wounded.');
});
