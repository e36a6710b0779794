/**
 * A computer turn shown on the table: after the US soldier's order, the German computer's moves
 * are replayed step by step (a step about every 0.8 s, each drawn on the table: the path of a
 * move, the line of a shot, an arc or a grenade's scatter, with the computer's reason beside the man
 * who acts), and Skip jumps to the end of its turn.
 */
import { smallTable, storeTable } from './battle-kit';
import { apiCall, expect, test } from './fixtures';

interface Seen {
  step: string;
  at: number;
  overlay: Record<string, unknown> | null;
}

test("the computer's turn is drawn on the table step by step; Skip jumps to its end", async ({ page, hq }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Replay fight', [
    { id: 'able', side: 'US', x: 10, y: 34 },
    { id: 'fritz', side: 'German', x: 8, y: 8 },
    { id: 'hans', side: 'German', x: 20, y: 8 },
    { id: 'otto', side: 'German', x: 32, y: 8 },
  ], { turnLimit: 3 }));
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: table }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
  expect(made.ok).toBe(true);
  const id = made.value!.save.id;
  await page.goto(`${hq}#/play/${id}`);
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);

  // Every step the panel shows is recorded in the page with what the table draws for it.
  await page.evaluate(`(() => {
    const w = globalThis;
    w.__seen = [];
    const note = () => {
      const el = document.querySelector('[data-testid="cp-computer"]');
      const step = el ? el.getAttribute('data-step') : null;
      const last = w.__seen[w.__seen.length - 1];
      if (step && (!last || last.step !== step)) w.__seen.push({ step, at: performance.now(), overlay: w.__table.playOverlay() });
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] });
  })()`);

  // able holds: his activation ends, and the three Germans take theirs one after another.
  await page.getByTestId('cp-ready').getByRole('button').first().click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
  const computer = page.getByTestId('cp-computer');
  await expect(computer).toBeVisible();
  await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'yes');
  const steps = Number(await computer.getAttribute('data-steps'));
  expect(steps).toBeGreaterThanOrEqual(3);
  await expect(computer.getByRole('heading')).toContainText(`of ${steps}`);

  // Step 1, then step 2 a pace later, each with its drawing on the table.
  await page.waitForFunction(() => (globalThis as unknown as { __seen: Seen[] }).__seen.some((s) => s.step === '1'), null, { timeout: 15_000 });
  // The computer says why, beside the man who acts: his step's head in bold, then how the target stands and the odds.
  const reason = page.getByTestId('cp-reason');
  await expect(reason).toBeVisible();
  await expect(reason.locator('strong')).toHaveText(/^(fritz|hans|otto) (fires|moves|runs|holds|lays|sprays|throws|ends|rallies)/);
  await page.screenshot({ path: 'test-results/screens/battle-computer-replay-step1-1280x800-light.png' });
  await page.waitForFunction(() => (globalThis as unknown as { __seen: Seen[] }).__seen.some((s) => s.step === '2'), null, { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screens/battle-computer-replay-1280x800-light.png' });
  await computer.getByRole('button', { name: /Skip/ }).click();
  await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'no');
  await expect(computer).toHaveAttribute('data-step', 'done');
  await expect(computer.getByRole('button', { name: 'Your orders' })).toBeVisible();

  const seen = await page.evaluate(() => (globalThis as unknown as { __seen: Seen[] }).__seen);
  expect(seen.slice(0, 2).map((s) => s.step)).toEqual(['1', '2']);
  expect(seen[1]!.at - seen[0]!.at).toBeGreaterThan(600);
  for (const s of seen.filter((x) => x.step !== 'done')) expect(s.overlay, `step ${s.step} draws on the table`).not.toBeNull();
  // Skipped before the last step: the table jumps to the end of the computer's turn.
  expect(seen.at(-1)!.step).toBe('done');
  expect(seen.filter((s) => s.step !== 'done').length).toBeLessThan(steps);
  const env = await apiCall<{ view: { soldiers: { id: string; x: number; y: number; condition: string }[] }; log: { action: number; text: string }[] }>(page, 'saves.open', { id, seat: 0 });
  for (const m of env.value!.view.soldiers.filter((x) => x.condition !== 'dead')) {
    const shown = await page.evaluate((i) => (globalThis as unknown as { __table: { model(id: string): { x: number; y: number } | null } }).__table.model(i), m.id);
    expect(shown, m.id).toMatchObject({ x: m.x, y: m.y });
  }
  // Every line of the computer's turn is told once skipped, each step's reason with it; no caption once the replay is over.
  await expect(computer.locator('li').filter({ hasText: /^(fritz|hans|otto) / }).first()).toBeVisible();
  await expect(computer.locator('li').filter({ hasText: /^Reason: (fritz|hans|otto) / }).first()).toBeVisible();
  await expect(reason).toBeHidden();
  await computer.getByRole('button', { name: 'Your orders' }).click();
  await expect(computer).toBeHidden();

  // Turn 2 (the rolled initiative, seed 5, gives the US the first activation): suppressed, able takes his forced activation, and
  // Esc skips the computer's reply as the button does.
  await page.getByTestId('cp-ready').getByRole('button').first().click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Activate|Rally|Hold/ }).first().click();
  await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'yes');
  await page.keyboard.press('Escape');
  await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'no');
  await expect(computer).toHaveAttribute('data-step', 'done');
});

test("screenshots of the computer's turn on the table, 1280x800 and 1920x1080, light and dark", async ({ page, hq }) => {
  test.setTimeout(120_000);
  const table = await storeTable(page, hq, smallTable('Replay look', [
    { id: 'able', side: 'US', x: 10, y: 34 },
    { id: 'fritz', side: 'German', x: 8, y: 8, weaponId: 'mg42' },
    { id: 'hans', side: 'German', x: 20, y: 8 },
    { id: 'otto', side: 'German', x: 32, y: 8 },
  ], { turnLimit: 3 }));
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      // Each picture from a new battle (the same seed), the first step of the computer's reply on screen.
      const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'combat-patrol', seed: 5, options: { scenario: table }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await page.goto(`${hq}#/play/${made.value!.save.id}`);
      await expect(page.getByTestId('cp-ready')).toBeVisible();
      await page.getByTestId('cp-ready').getByRole('button').first().click();
      await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
      await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'yes');
      await page.screenshot({ path: `test-results/screens/battle-computer-replay-${size.width}x${size.height}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await expect(page.locator('.combat-patrol')).toHaveAttribute('data-replaying', 'no');
      // The replay over, no German stays selected (his ranges are not drawn).
      await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __table: { selection(): string[] } }).__table.selection())).toEqual([]);
      await page.screenshot({ path: `test-results/screens/battle-computer-replayed-${size.width}x${size.height}-${scheme}.png` });
    }
  }
});
