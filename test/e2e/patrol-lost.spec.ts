/**
 * Patrol: Lost! end to end: a whole game against the computer played by clicks (and keys), a
 * hotseat turn pair (no cover: neither side has anything the other may not see), a computer turn shown step by step with each move's
 * changes marked on the map (and skipped), the new game dialog choosing who plays each side, and
 * the rules page with its rulings.
 */
import type { Page } from '@playwright/test';
import { apiCall, expect, gotoHome, test } from './fixtures';
import { expectAccessible } from './a11y';
import { actionCount, createPatrolLost, openPatrolLost } from './patrol-lost-kit';

/** Skips the computer's moves being shown, if they are. */
async function skipReplay(page: Page): Promise<boolean> {
  const skip = page.getByTestId('skip');
  if (!(await skip.isVisible())) return false;
  await skip.click();
  await expect(page.locator('[data-replaying="no"]')).toBeVisible();
  return true;
}

test('a whole game against the computer (easy Bad Guys), played by clicks and keys to the end screen', async ({ page, hq }) => {
  test.setTimeout(300_000);
  const id = await createPatrolLost(page, 5, 'Against the computer', [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
  await page.goto(`${hq}#/play/${id}`);
  // No hand-over against the computer: the map straight away, the Good Guys to play.
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await expect(page.getByTestId('hand-over')).toHaveCount(0);
  await expect(page.getByTestId('whose-turn')).toHaveText('Good Guys (you) to play');
  await expectAccessible(page, "Patrol: Lost!, the Good Guys' turn");

  let clicks = 0;
  let keys = 0;
  let movesThisTurn = 0;
  let sawReplay = false;
  let turn = '';
  for (let step = 0; step < 400; step++) {
    if (await page.getByTestId('end-screen').isVisible()) break;
    if (!sawReplay && (await page.getByTestId('replay').isVisible())) {
      // The computer's first turn: its moves shown one at a time, and left alone they play through.
      sawReplay = true;
      await expect(page.getByTestId('replay')).toContainText(/Bad Guys \(the computer\): move \d+ of \d+/);
      // Each move in words, with the computer's reason.
      await expect(page.getByTestId('replay-said')).toContainText('Reason:');
      await expect(page.locator('[data-replaying="no"]')).toBeVisible({ timeout: 60_000 });
      continue;
    }
    if (await skipReplay(page)) continue;
    const before = await actionCount(page);
    const t = (await page.getByTestId('turn').textContent()) ?? '';
    if (t !== turn) {
      turn = t;
      movesThisTurn = 0;
    }
    const lose = page.locator('[data-choice^="lose-"]').first();
    const push = page.locator('[data-target^="push-bad-"]').first();
    const move = page.locator('[data-target^="move-"]').first();
    if (await lose.isVisible()) await lose.click();
    else if (await push.isVisible()) await push.click();
    else if (movesThisTurn < 2 && (await move.isVisible())) {
      // Every other move by its key (the letter shown in its name), the rest by a click.
      if (movesThisTurn === 1) {
        const k = /\(key (\w)\)/.exec((await move.getAttribute('aria-label')) ?? '')?.[1];
        expect(k).toBeTruthy();
        await page.keyboard.press(k!.toLowerCase());
        keys++;
      } else {
        await move.click();
        clicks++;
      }
      movesThisTurn++;
    } else {
      await expect(page.locator('[data-choice="end"]')).toBeVisible();
      if (clicks % 2 === 0) await page.locator('[data-choice="end"]').click();
      else await page.keyboard.press('x');
      clicks++;
    }
    await expect.poll(async () => (await actionCount(page)) !== before || (await page.getByTestId('end-screen').isVisible())).toBe(true);
  }
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText(/^(You win|You lost|A draw)/);
  expect(clicks).toBeGreaterThan(3);
  expect(keys).toBeGreaterThan(0);
  expect(sawReplay).toBe(true);
  const r = await apiCall<{ status: string; actionCount: number }>(page, 'saves.open', { id });
  expect(r.ok).toBe(true);
  const env = r.value as unknown as { save: { status: string }; result: unknown };
  expect(env.result).not.toBeNull();
  expect(env.save.status).not.toBe('playing');
});

test('the map by mouse: zoom in, drag to pan, Fit; a key with nothing lit for it says so and changes nothing', async ({ page, hq }) => {
  test.setTimeout(90_000);
  const id = await createPatrolLost(page, 5, 'Map and keys', [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
  await page.goto(`${hq}#/play/${id}`);
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await skipReplay(page);
  const xf = () => page.locator('[data-testid="hexmap"] g[transform]').first().getAttribute('transform');
  await expect.poll(xf).toBe('translate(0 0) scale(1)');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(xf).toBe('translate(0 0) scale(1.25)');
  const box = (await page.getByTestId('hexmap').boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height - 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + box.height - 90, { steps: 5 });
  await page.mouse.up();
  await expect.poll(xf).toMatch(/^translate\(\d[\d.]* -\d[\d.]*\) scale\(1\.25\)$/);
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(xf).toBe('translate(0 0) scale(1)');
  // On Start with no Bad Guys about: F has nothing to attack, and it is said, not silently dropped.
  const before = await actionCount(page);
  await page.keyboard.press('f');
  await expect(page.getByTestId('hint')).toHaveText(/No attack to make now/);
  await expect(page.getByTestId('hint')).toHaveAttribute('role', 'alert');
  expect(await actionCount(page)).toBe(before);
  // A lit move still plays, and clears the message.
  await page.locator('[data-target^="move-"]').first().click();
  await expect.poll(() => actionCount(page)).not.toBe(before);
  await expect(page.getByTestId('hint')).not.toHaveText(/No attack to make now/);
  // Off Start, a move key across a side with no lit move: said too, nothing played.
  const after = await actionCount(page);
  const lit = await page.locator('[data-target^="move-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const unlit = ['q', 'w', 'e', 'a', 's', 'd'].find((k) => !lit.some((l) => l.includes(`(key ${k.toUpperCase()})`)));
  expect(unlit, `a side without a lit move (lit: ${lit.join('; ')})`).toBeTruthy();
  await page.keyboard.press(unlit!);
  await expect(page.getByTestId('hint')).toHaveText(/No move that way now/);
  expect(await actionCount(page)).toBe(after);
});

test('two people at one screen: no cover between the sides (nothing is hidden from either), the screen just switches to the side to play', async ({ page, hq }) => {
  test.setTimeout(120_000);
  const id = await createPatrolLost(page, 7, 'Hotseat pair');
  await page.goto(`${hq}#/play/${id}`);
  const cover = page.getByTestId('hand-over');
  // The game opens on the Bad Guys laying the first paths: the map at once, no "pass the screen".
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await expect(page.getByTestId('whose-turn')).toHaveText('Bad Guys to play');
  await expect(cover).toHaveCount(0);
  // Turn each tile drawn by key (1: the first way it may lie) until the Good Guys must act.
  for (let i = 0; i < 30 && (await page.getByTestId('whose-turn').textContent()) !== 'Good Guys to play'; i++) {
    const before = await actionCount(page);
    await expect(page.locator('[data-choice^="orient-"]').first()).toBeVisible();
    await page.keyboard.press('1');
    await expect.poll(async () => (await actionCount(page)) !== before).toBe(true);
    await expect(cover).toHaveCount(0);
  }
  await expect(page.getByTestId('whose-turn')).toHaveText('Good Guys to play');
  await expect(page.locator('[data-step="good"]')).toHaveAttribute('aria-current', 'step');
  // Pick Easy (key 5) and move him by a click; his name shows as picked.
  // (The screen takes keys once the last tile's answer is shown: on a loaded machine that can trail the turn line.)
  await expect(async () => {
    await page.keyboard.press('5');
    await expect(page.locator('[data-pick-guy="4"]')).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const before = await actionCount(page);
  const move = page.locator('[data-target^="move-"]').first();
  await expect(move).toHaveAttribute('aria-label', /^Move Easy /);
  // Keyboard reachable: Tab lands on lit marks with a visible focus ring.
  await move.focus();
  await expect(move.locator('.ring')).toHaveCSS('stroke-width', '4px');
  await page.keyboard.press('Enter');
  await expect.poll(() => actionCount(page)).not.toBe(before);
  await expect(page.getByTestId('log')).toContainText('Easy moves');
  // The mark pressed is gone: focus went on to the next decision's first mark or button, not lost.
  await expect
    .poll(() => page.evaluate(() => { const a = (globalThis as unknown as { document: { activeElement: { hasAttribute(n: string): boolean } | null } }).document.activeElement; return !!a && (a.hasAttribute('data-target') || a.hasAttribute('data-choice') || a.hasAttribute('data-pick-guy')); }))
    .toBe(true);
  // Undo where fair: a move that rolled no die can be taken back; a hazard roll cannot.
  const rolled = (await page.getByTestId('dice').count()) > 0 && /Hazard roll: Easy/.test((await page.getByTestId('dice').textContent()) ?? '');
  const undoButton = page.getByTestId('undo');
  if (rolled) await expect(undoButton).toBeDisabled();
  else {
    await expect(undoButton).toBeEnabled();
    await undoButton.click();
    await expect.poll(() => actionCount(page)).toBe(before);
    await expect(page.locator('[data-target^="move-"]').first()).toHaveAttribute('aria-label', /^Move Easy /);
    await page.locator('[data-target^="move-"]').first().click();
    await expect.poll(() => actionCount(page)).not.toBe(before);
  }
  // Zoom by key and by button, and back to the whole map.
  const layer = page.getByTestId('hexmap').locator('g[transform*="scale("]').first();
  await page.keyboard.press('+');
  await expect(layer).toHaveAttribute('transform', /scale\(1\.25\)/);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(layer).toHaveAttribute('transform', /scale\(1\)/);
  await page.keyboard.press('ArrowLeft');
  await expect(layer).toHaveAttribute('transform', /^translate\(60 0\)/);
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(layer).toHaveAttribute('transform', 'translate(0 0) scale(1)');
  await page.locator('[data-choice="end"]').click();
  // The turn goes back to the Bad Guys: the screen switches to them, still uncovered.
  await expect(page.getByTestId('whose-turn')).toHaveText('Bad Guys to play');
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await expect(cover).toHaveCount(0);

  // The Bad Guys lay the new paths (key 1 each), then act by clicks on the map.
  for (let i = 0; i < 30 && (await page.locator('[data-choice^="orient-"]').count()) > 0; i++) {
    const n = await actionCount(page);
    await page.keyboard.press('1');
    await expect.poll(() => actionCount(page)).not.toBe(n);
  }
  await expect(page.locator('[data-step="bad"]')).toHaveAttribute('aria-current', 'step');
  const pool = Number(await page.getByTestId('pool-count').textContent());
  const place = page.locator('[data-target^="place-"]').first();
  const where = ((await place.getAttribute('data-target')) ?? '').replace('place-', '');
  await place.click();
  await expect(page.getByTestId('pool-count')).toHaveText(String(pool - 2));
  const stack = page.locator(`[data-stack="${where}"]`);
  await expect(stack).toHaveAttribute('aria-label', /^2 Bad Guys/);
  // Two may move: pick the stack, then a lit side; one of them goes back to the pool.
  await stack.click();
  const go = page.locator('[data-target^="advance-"]').first();
  await expect(go).toHaveAttribute('aria-label', /^Move 2 Bad Guys /);
  await go.click();
  await expect(page.getByTestId('pool-count')).toHaveText(String(pool - 1));
  await expect(page.getByTestId('log')).toContainText('one goes back to the pool');
});

test("a computer turn shown step by step: what each move changed is marked on the map, and Skip ends it", async ({ page, hq }) => {
  test.setTimeout(120_000);
  const id = await createPatrolLost(page, 5, 'Marks', [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
  await openPatrolLost(page, hq, id);
  await page.locator('[data-choice="end"]').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  // Read in one go (the moves go by on their own): the step shown, and what the map marks for it.
  const marks = () =>
    page.evaluate(() => {
      const d = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null; querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null; textContent: string | null }> } }).document;
      const all = Array.from(d.querySelectorAll('[data-testid="hexmap"] [data-changed]'));
      const dice = all.find((e) => e.getAttribute('data-changed') === 'dice') ?? null;
      const bad = all.find((e) => e.getAttribute('data-changed') === 'bad') ?? null;
      const at = bad?.getAttribute('data-at') ?? null;
      return {
        step: d.querySelector('[data-testid="replay"]')?.textContent ?? '',
        dice: dice ? dice.textContent : null,
        trail: all.some((e) => e.getAttribute('data-changed') === 'bad-trail'),
        bad: at ? { at, delta: Number(bad?.getAttribute('data-delta')), count: d.querySelector(`[data-stack="${at}"] text`)?.textContent ?? '0' } : null,
      };
    });
  // Bad Guys brought on: their stack marked with the count that changed (+2 on an empty tile, a stack of 2).
  let bad: { at: string; delta: number; count: string } | null = null;
  await expect.poll(async () => (bad = (await marks()).bad), { timeout: 30_000 }).not.toBeNull();
  expect(bad!.delta).not.toBe(0);
  if (bad!.delta > 0) expect(Number(bad!.count)).toBeGreaterThanOrEqual(bad!.delta);
  // Two of them moving onto Start (this seed): a trail from the tile they left to the one they reached.
  await expect.poll(async () => (await marks()).trail, { timeout: 30_000 }).toBe(true);
  // Their attack on Start (this seed): the dice drawn on the map where they were rolled, the same as the panel's.
  let dice: string | null = null;
  await expect.poll(async () => (dice = (await marks()).dice), { timeout: 30_000 }).toMatch(/^\d{3}$/);
  await expect(page.getByTestId('dice')).toContainText('Attack by');
  expect((await page.locator('[data-testid="dice"] .die').allTextContents()).join('')).toBe(dice);
  // Left alone the turn plays through, and the marks go with it.
  await expect(page.locator('[data-replaying="no"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-changed]')).toHaveCount(0);

  // The next computer moves, skipped at the first: they end at once, marks and all.
  const skip = page.getByTestId('skip');
  for (let i = 0; i < 10 && !(await skip.isVisible()); i++) {
    const lose = page.locator('[data-choice^="lose-"]').first();
    const count = await actionCount(page);
    await ((await lose.isVisible()) ? lose : page.locator('[data-choice="end"]')).click();
    await expect.poll(() => actionCount(page)).not.toBe(count);
  }
  await expect(page.getByTestId('replay')).toContainText(/move 1 of \d+/);
  // The status names the side whose move is shown, not the side to play after it.
  await expect(page.getByTestId('whose-turn')).toHaveText('Bad Guys (the computer) moving…');
  await expect(page.locator('[data-testid="hexmap"] [data-changed]').first()).toBeAttached();
  await skip.click();
  await expect(page.locator('[data-replaying="no"]')).toBeVisible();
  await expect(page.getByTestId('replay')).toHaveCount(0);
  await expect(page.locator('[data-changed]')).toHaveCount(0);
});

test('the new game dialog: each side a person or the computer, as chosen; the computer\'s opening moves are shown on arrival', async ({ page, hq }) => {
  test.setTimeout(90_000);
  await gotoHome(page, hq);
  const card = page.locator('[data-game="patrol-lost"]');
  await expect(card.getByRole('link', { name: /Rules/ })).toBeVisible();
  await card.getByTestId('pl-good').selectOption('medium');
  await card.getByTestId('pl-bad').selectOption('easy');
  // Each side keeps what was chosen: two computers are a game to watch, and the card says so.
  await expect(card.getByTestId('pl-good')).toHaveValue('medium');
  await expect(card).toContainText('Computer against computer');
  await card.getByTestId('pl-good').selectOption('person');
  await expect(card.getByTestId('pl-bad')).toHaveValue('easy');
  await expect(card).toContainText('You lead the Good Guys out');
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('hexmap')).toBeVisible({ timeout: 30_000 });
  // The Bad Guys (the computer) lay the first paths: shown one move at a time, skippable by Esc.
  // The tiles laid so far are outlined as new (before the first move the table held Start alone).
  // Read in one go, as the moves go by on their own (a slow machine may first see move 2).
  const shown = () =>
    page.evaluate(() => {
      const d = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document;
      return { step: d.querySelector('[data-testid="replay"]')?.textContent ?? '', laid: !!d.querySelector('[data-testid="hexmap"] [data-changed="laid"]') };
    });
  await expect.poll(async () => { const x = await shown(); return /Bad Guys \(the computer\): move \d+ of \d+/.test(x.step) && x.laid; }, { timeout: 15_000 }).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-replaying="no"]')).toBeVisible();
  await expect(page.getByTestId('whose-turn')).toHaveText('Good Guys (you) to play');
  const id = /#\/play\/([^/?]+)/.exec(page.url())?.[1];
  const r = await apiCall<{ save: { seats: unknown[] } }>(page, 'saves.open', { id });
  expect(r.value?.save.seats).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
});

test('the rules page of Patrol: Lost! shows its rulings marked', async ({ page, hq }) => {
  await page.goto(`${hq}#/rules/patrol-lost`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Patrol: Lost!');
  // Our rulings (removal, the no-blocking rule...) as marked boxes.
  const rulings = page.locator('.ruling[data-kind="ruling"]');
  await expect(rulings.first()).toBeVisible();
  expect(await rulings.count()).toBeGreaterThan(3);
  await expect(page.locator('.ruling').filter({ hasText: /remov/i }).first()).toBeVisible();
  await expectAccessible(page, 'the rules of Patrol: Lost!');
});
