import type { PageWindow } from './dom';
/**
 * Endless Patrol, what a newcomer found (issue 8): the L look panel, Enter after the bullets/AT
 * choice, target letters, wording, and a browsable view of the discard piles and what is left in
 * each deck. Each test failed on the screen as it was.
 */
import { card, createSave, expect, openSave, playPassivelyByApi, test } from './fixtures';
import { seedWithAtChoice, seedWithFiveInPlay, seedWithLookThenFire, seedWithTwoCardFire } from './seeds';

test('an L card shows exactly the five cards looked at, marks the one drawn, logs them, and keeps them until the turn ends', async ({ page, hq }) => {
  const l = seedWithLookThenFire();
  const id = await createSave(page, l.seed, 'Look kept');
  await openSave(page, hq, id);
  await card(page, l.card).click();
  await page.getByTestId('look-choice').getByRole('button', { name: 'the GI deck' }).click();
  const peek = page.getByTestId('peek');
  await expect(peek.locator('[data-card]')).toHaveCount(5);
  // The first of the five went into the hand: the panel says so instead of listing it as still to come.
  const first = peek.locator('[data-card]').first();
  await expect(first).toHaveAttribute('data-drawn', 'true');
  await expect(first).toContainText('in your hand');
  const drawnId = await first.getAttribute('data-card');
  await expect(page.getByTestId('hand').locator(`[data-card="${drawnId}"]`)).toHaveCount(1);
  await expect(peek.locator('[data-drawn]')).toHaveCount(1);
  // The log records what was seen, every name of the five.
  const names = await peek.locator('[data-card] .name').allTextContents();
  const line = page.getByTestId('log').locator('li').first();
  for (const n of names) await expect(line).toContainText(n.trim());

  // Another move in the same turn: the look stays on screen.
  for (const c of l.fire.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${l.fire.target}"]`).click();
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(page.getByTestId('in-play').locator(`[data-card="${l.fire.target}"]`)).toHaveCount(0);
  await expect(peek.locator('[data-card]')).toHaveCount(5);

  // The turn ends: it goes.
  await playPassivelyByApi(page, id, 4);
  await page.reload();
  await expect(page.getByTestId('turn')).not.toHaveText('Turn 1');
  await expect(page.getByTestId('peek')).toHaveCount(0);
});

test('Enter fires after the bullets/AT choice was clicked', async ({ page, hq }) => {
  const choice = seedWithAtChoice();
  const id = await createSave(page, choice.seed, 'Enter after AT');
  await openSave(page, hq, id);
  await page.getByTestId('hand').locator(`[data-card="${choice.card}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${choice.target}"]`).click();
  await page.getByRole('radio', { name: /bullets/ }).click();
  await page.getByRole('radio', { name: 'AT' }).click();
  await expect(page.getByTestId('preview')).toContainText('Would defeat');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('in-play').locator(`[data-card="${choice.target}"]`)).toHaveCount(0);
});

test('target letters run A, B, C, D, E…; E picks the fifth target and Shift+E ends the Fire phase', async ({ page, hq }) => {
  const five = seedWithFiveInPlay();
  const id = await createSave(page, five.seed, 'Five targets');
  await playPassivelyByApi(page, id, five.actions);
  await openSave(page, hq, id);
  const targets = page.getByTestId('in-play').locator('[data-card]');
  expect(await targets.count()).toBeGreaterThanOrEqual(5);
  await expect(targets.locator('kbd')).toHaveText(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].slice(0, await targets.count()));
  await page.keyboard.press('e');
  await expect(targets.nth(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.phases li[aria-current="step"]')).toHaveText('Fire');
  await expect(page.getByRole('button', { name: /End Fire phase/ })).toContainText('Shift+E');
  const before = await page.locator('[data-action-count]').getAttribute('data-action-count');
  await page.keyboard.press('Shift+E');
  await expect(page.locator('[data-action-count]')).not.toHaveAttribute('data-action-count', before ?? '');
});

test('wording: an empty table is said once, card names are never split inside a word, one bullet is "1 bullet"', async ({ page, hq }) => {
  const { seed, fire } = seedWithTwoCardFire();
  const id = await createSave(page, seed, 'Wording');
  await openSave(page, hq, id);
  for (const c of fire.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${fire.target}"]`).click();
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(page.getByTestId('in-play').locator('[data-card]')).toHaveCount(0);
  await expect(page.getByText(/No Patrol card in play/)).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText(/\b1 bullets\b/);

  // Every card name on screen (hand, table, look panel, piles) keeps each word on one line.
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    const split = await page.locator('[data-card] .name').evaluateAll((els) => {
      const w = globalThis as unknown as PageWindow;
      const out: string[] = [];
      for (const el of els) {
        const text = el.firstChild;
        if (!text || text.nodeType !== 3) continue;
        const s = text.textContent ?? '';
        const re = /\S+/g;
        for (let m = re.exec(s); m; m = re.exec(s)) {
          const r = w.document.createRange();
          r.setStart(text, m.index);
          r.setEnd(text, m.index + m[0].length);
          const lines = new Set(Array.from(r.getClientRects() as ArrayLike<{ top: number }>).map((q) => Math.round(q.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
      return out;
    });
    expect(split, `words split across lines at ${size.width}x${size.height}`).toEqual([]);
  }
});

test('the decks and discard piles can be browsed: discards newest first, what is left in each deck by kind', async ({ page, hq }) => {
  const { seed, fire } = seedWithTwoCardFire();
  const id = await createSave(page, seed, 'Browse piles');
  await openSave(page, hq, id);
  for (const c of fire.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${fire.target}"]`).click();
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(page.getByTestId('gi-discard')).toContainText('2');

  const giDeck = Number((await page.getByTestId('gi-deck').locator('.n').textContent())?.trim());
  const patrolDeck = Number((await page.getByTestId('patrol-deck').locator('.n').textContent())?.trim());
  await page.getByRole('button', { name: /Browse the decks and discard piles/ }).click();
  const dialog = page.getByRole('dialog', { name: /Decks and discard piles/ });
  await expect(dialog).toBeVisible();
  // The GI discard holds the two cards just fired; the Patrol discard the target.
  await expect(dialog.getByTestId('gi-discard-list').locator('[data-card]')).toHaveCount(2);
  for (const c of fire.cards) await expect(dialog.getByTestId('gi-discard-list').locator(`[data-card="${c}"]`)).toHaveCount(1);
  await expect(dialog.getByTestId('patrol-discard-list').locator(`[data-card="${fire.target}"]`)).toHaveCount(1);
  // What is left, by kind, adds up to the deck counts shown on the table.
  const sum = async (testid: string) => (await dialog.getByTestId(testid).locator('[data-count]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))))).reduce((a, b) => a + b, 0);
  expect(await sum('gi-left')).toBe(giDeck);
  expect(await sum('patrol-left')).toBe(patrolDeck);
  // None of the cards fired is counted as still in the deck.
  for (const c of fire.cards) await expect(dialog.getByTestId('gi-left').locator(`[data-card="${c}"]`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Browse the decks and discard piles/ })).toBeFocused();
});
