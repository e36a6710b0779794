import { seedWithAtChoice, seedWithLookCard, seedWithTwoCardFire } from './seeds';
import { apiCall, card, createSave, expect, openSave, tableSnapshot, test } from './fixtures';

const { seed, fire } = seedWithTwoCardFire();

test('fire by clicking: select cards, see the preview, fire, undo, end the Fire phase, reload and resume', async ({ page, hq }) => {
  const id = await createSave(page, seed, 'Click play');
  await openSave(page, hq, id);
  const hand = page.getByTestId('hand');
  const inPlay = page.getByTestId('in-play');
  await expect(page.getByTestId('turn')).toHaveText('Turn 1');
  await expect(page.locator('.phases li[aria-current="step"]')).toHaveText('Fire');
  await expect(hand.locator('[data-card]')).toHaveCount(5);

  // One card is not enough: the preview says so before anything is committed, and Fire is disabled.
  await hand.locator(`[data-card="${fire.cards[0]}"]`).click();
  await inPlay.locator(`[data-card="${fire.target}"]`).click();
  await expect(page.getByTestId('preview')).toContainText(/not enough/i);
  await expect(page.getByRole('button', { name: /^Fire at/ })).toBeDisabled();

  // Two cards: the engine's preview says the target would be defeated.
  await hand.locator(`[data-card="${fire.cards[1]}"]`).click();
  await expect(page.getByTestId('preview')).toContainText('Would defeat');
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toContainText('Would be defeated');
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toHaveCount(0);
  await expect(hand.locator('[data-card]')).toHaveCount(3);
  await expect(page.getByTestId('gi-discard')).toContainText('2');
  await expect(page.getByTestId('log').locator('li').first()).toContainText(/defeat/i);

  // Undo brings back the cards and the target.
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toBeVisible();
  await expect(hand.locator('[data-card]')).toHaveCount(5);

  // The same fire from the keyboard: digits pick cards, a letter picks the target, Enter fires.
  const order = await hand.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  for (const c of fire.cards) await page.keyboard.press(String(order.indexOf(c) + 1));
  await page.keyboard.press('a');
  await expect(page.getByTestId('preview')).toContainText('Would defeat');
  await page.keyboard.press('Enter');
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toHaveCount(0);
  // U undoes, Escape clears a selection.
  await page.keyboard.press('u');
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toBeVisible();
  await page.keyboard.press('1');
  await expect(hand.locator('[aria-pressed="true"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(hand.locator('[aria-pressed="true"]')).toHaveCount(0);

  // Fire with the mouse again, then end the Fire phase: the turn moves on.
  for (const c of fire.cards) await hand.locator(`[data-card="${c}"]`).click();
  await inPlay.locator(`[data-card="${fire.target}"]`).click();
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(inPlay.locator(`[data-card="${fire.target}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: /End Fire phase/ }).click();
  await expect(page.getByTestId('turn')).toHaveText('Turn 2');

  const before = await tableSnapshot(page);
  await page.reload();
  await expect(page.getByTestId('hand')).toBeVisible();
  expect(page.url()).toContain(`#/play/${id}`);
  expect(page.url()).toContain('token=');
  expect(await tableSnapshot(page)).toEqual(before);
});

test('a stale move is refused with a message where the player acted, and the board refreshes', async ({ page, hq }) => {
  const id = await createSave(page, seed, 'Stale test');
  await openSave(page, hq, id);
  const hand = page.getByTestId('hand');
  for (const c of fire.cards) await hand.locator(`[data-card="${c}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${fire.target}"]`).click();
  // Meanwhile the game moves on elsewhere (another window ends the Fire phase).
  const r = await apiCall(page, 'saves.act', { id, action: { type: 'end-fire' }, expectedCount: 0 });
  expect(r.ok).toBe(true);
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(page.getByTestId('action-error')).toBeVisible();
  await expect(page.getByTestId('action-error')).toContainText(/latest state/);
  // The refreshed board is the Casualty phase the other window reached; nothing was fired twice.
  await expect(page.locator('.phases li[aria-current="step"]')).not.toHaveText('Fire');
  await expect(page.getByTestId('hand').locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(page.getByTestId('gi-discard')).toContainText('0');
});

test('an L card looks at the next five cards of a deck, shown in a panel', async ({ page, hq }) => {
  const l = seedWithLookCard();
  const id = await createSave(page, l.seed, 'Look');
  await openSave(page, hq, id);
  await expect(page.getByTestId('look-choice')).toHaveCount(0);
  await card(page, l.card).click();
  await page.getByTestId('look-choice').getByRole('button', { name: 'the Patrol deck' }).click();
  await expect(page.getByTestId('peek')).toContainText('Patrol deck');
  await expect(page.getByTestId('peek').locator('[data-card]')).toHaveCount(5);
  await expect(page.getByTestId('log').locator('li').first()).toContainText(/looked/i);
  // The L card is spent and one GI card drawn; the patrol deck count is unchanged by looking.
  await expect(page.getByTestId('hand').locator(`[data-card="${l.card}"]`)).toHaveCount(0);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  // The look stays on screen until the next action.
  await page.getByRole('button', { name: /End Fire phase/ }).click();
  await expect(page.getByTestId('peek')).toHaveCount(0);
});

test('a card with bullets and AT offers the choice, and the preview follows it', async ({ page, hq }) => {
  const choice = seedWithAtChoice();
  const id = await createSave(page, choice.seed, 'AT choice');
  await openSave(page, hq, id);
  await page.getByTestId('hand').locator(`[data-card="${choice.card}"]`).click();
  await page.getByTestId('in-play').locator(`[data-card="${choice.target}"]`).click();
  const at = page.getByRole('radio', { name: 'AT' });
  const bullets = page.getByRole('radio', { name: /bullets/ });
  await expect(at).toBeChecked();
  await expect(page.getByTestId('preview')).toContainText('Would defeat');
  await bullets.check();
  await expect(page.getByTestId('preview')).toContainText(/not enough/i);
  await expect(page.getByRole('button', { name: /^Fire at/ })).toBeDisabled();
  await at.check();
  await page.getByRole('button', { name: /^Fire at/ }).click();
  await expect(page.getByTestId('in-play').locator(`[data-card="${choice.target}"]`)).toHaveCount(0);
  await expect(page.getByTestId('log').locator('li').first()).toContainText(/AT|defeat/i);
});
