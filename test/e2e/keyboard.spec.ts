import type { PageWindow } from './dom';
/**
 * Playing by keyboard (issue 8): dialogs keep focus inside and give it back when they close, no
 * key line promises an Escape that does nothing, focus lands on the new screen after a change of
 * screen, and Enter on a focused hand card selects it.
 */
import type { Page } from '@playwright/test';
import { createSave, expect, gotoHome, openSave, playPassivelyByApi, test } from './fixtures';
import { applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, baseWin, miniStart } from './lost-patrol-seeds';
import { seedWithShortLoss, seedWithTwoCardFire } from './seeds';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';

const focusInfo = (page: Page) =>
  page.evaluate(() => {
    const d = (globalThis as unknown as PageWindow).document;
    const a = d.activeElement;
    return { tag: (a?.tagName ?? '') as string, inDialog: !!a?.closest('[role="dialog"]'), body: a === d.body || a === null, exit: (a?.getAttribute('data-exit') ?? null) as string | null };
  });

async function tabsStayInDialog(page: Page, presses = 8): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focusInfo(page)).inDialog, `focus left the dialog after ${i + 1} tabs`).toBe(true);
  }
}

test('horror bid and fight result: focus stays in the dialog, no Escape is promised that does nothing, focus comes back after', async ({ page, hq }) => {
  const win = baseWin();
  const firstBid = win.actions.findIndex((a) => a.action.type === 'bid');
  const id = await createLostPatrol(page, win.seed, base, 'Keys: horror');
  await applySeated(page, id, win.actions.slice(0, firstBid - 1));
  await openLostPatrol(page, hq, id);
  const move = win.actions[firstBid - 1]!.action as { dir: string };
  // Reach the exit with Tab and take it with Enter: a keyboard move goes at once.
  for (let i = 0; i < 40 && (await focusInfo(page)).exit !== move.dir; i++) await page.keyboard.press('Tab');
  expect((await focusInfo(page)).exit).toBe(move.dir);
  await page.keyboard.press('Enter');
  const bid = page.getByTestId('horror-dialog');
  await expect(bid).toBeVisible();
  expect((await focusInfo(page)).inDialog).toBe(true);
  await tabsStayInDialog(page);
  await expect(page.getByRole('contentinfo', { name: 'Keyboard' }).or(page.locator('footer.help'))).not.toContainText('Esc');
  await expect(bid).not.toContainText('Esc');
  await page.keyboard.press('Escape');
  await expect(bid).toBeVisible();
  await page.keyboard.press(String((win.actions[firstBid]!.action as { soldiers: number }).soldiers));
  const result = page.getByTestId('fight-result');
  await expect(result.or(bid.filter({ hasText: 'round 2' }))).toBeVisible();
  if (await result.isVisible()) {
    expect((await focusInfo(page)).inDialog).toBe(true);
    await tabsStayInDialog(page, 3);
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    const after = await focusInfo(page);
    expect(after.body, 'focus was dropped on the page body').toBe(false);
    expect(after.inDialog).toBe(false);
  }
});

test('the breadcrumb turn on the map: Escape cancels and focus returns to the exit', async ({ page, hq }) => {
  const { seed, options } = miniStart();
  const first = playBotGame(seed, options, ['bidder']).actions[0]!.action as { dir: string };
  const id = await createLostPatrol(page, seed, options, 'Keys: crumbs');
  await openLostPatrol(page, hq, id);
  for (let i = 0; i < 40 && (await focusInfo(page)).exit !== first.dir; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-orient]')).toHaveCount(4);
  // Focus moves onto the turns; Tab walks them and nothing else.
  const orients = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const o = await page.evaluate(() => ((globalThis as unknown as PageWindow).document.activeElement?.getAttribute('data-orient') ?? null) as string | null);
    expect(o, 'focus is on one of the four turns').not.toBeNull();
    orients.add(o!);
    await page.keyboard.press('Tab');
  }
  expect(orients.size).toBe(4);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-orient]')).toHaveCount(0);
  expect((await focusInfo(page)).exit).toBe(first.dir);
});

test('the end screen keeps focus and gives it back; Enter on a focused hand card selects it', async ({ page, hq }) => {
  const loss = seedWithShortLoss();
  const end = await createSave(page, loss.seed, 'Keys: end');
  await playPassivelyByApi(page, end, loss.actions + 2);
  await openSave(page, hq, end);
  const dialog = page.getByTestId('end-screen');
  await expect(dialog).toBeVisible();
  expect((await focusInfo(page)).inDialog).toBe(true);
  await tabsStayInDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await focusInfo(page)).body).toBe(false);

  const { seed } = seedWithTwoCardFire();
  const id = await createSave(page, seed, 'Keys: hand');
  await openSave(page, hq, id);
  const firstCard = page.getByTestId('hand').locator('[data-card]').first();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await firstCard.evaluate((el) => el === (globalThis as unknown as PageWindow).document.activeElement)) break;
  }
  await expect(firstCard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstCard).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('action-error')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(firstCard).toHaveAttribute('aria-pressed', 'false');
});

test('after a change of screen, focus is on the new screen, not left on the page body', async ({ page, hq }) => {
  const id = await createSave(page, 7, 'Keys: screens');
  await gotoHome(page, hq);
  const row = page.locator(`[data-save-id="${id}"]`);
  await row.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hand')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: /Patrol HQ/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
