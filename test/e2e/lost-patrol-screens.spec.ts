/**
 * Screenshots of The Lost Patrol at 1280x800 and 1920x1080, dark and light, under test-results/screens/:
 * the forest mid-game (mini variants on, so tiles left behind show), the breadcrumb turn, the horror
 * dialog and a fight's result, a Deserter
 * game at one screen, and the end screens. Each game screen also checks the page does not scroll.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHome, test } from './fixtures';
import { applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, baseLoss, baseWin, deserterGame, miniStart } from './lost-patrol-seeds';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

async function shoot(page: Page, name: string, scheme: string, size: { width: number; height: number }, fits = true) {
  const over = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } }; innerWidth: number; innerHeight: number };
    return { x: g.document.documentElement.scrollWidth - g.innerWidth, y: g.document.documentElement.scrollHeight - g.innerHeight };
  });
  expect(over.x, 'horizontal overflow').toBeLessThanOrEqual(0);
  if (fits) expect(over.y, 'vertical overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/lost-patrol-${name}-${size.width}x${size.height}-${scheme}.png` });
}

test('screenshots: forest mid-game, breadcrumb turn, horror dialog and result, Deserter game, end screen', async ({ page, hq }) => {
  test.setTimeout(120_000);
  const mini = miniStart();
  const played = playBotGame(mini.seed, mini.options, ['bidder']).actions;
  const mid = await createLostPatrol(page, mini.seed, mini.options, 'Screenshot: mapped forest');
  // Stop before the game ends, at a move.
  let upto = Math.max(1, played.length - 2);
  while (upto > 1 && played[upto]?.action && (played[upto]!.action as { type: string }).type !== 'move') upto--;
  expect(await applySeated(page, mid, played.slice(0, upto))).toBe(upto);

  const win = baseWin();
  const firstBid = win.actions.findIndex((a) => a.action.type === 'bid');
  const horror = await createLostPatrol(page, win.seed, base, 'Screenshot: horror');
  expect(await applySeated(page, horror, win.actions.slice(0, firstBid))).toBe(firstBid);
  const end = await createLostPatrol(page, win.seed, base, 'Screenshot: out');
  expect(await applySeated(page, end, win.actions)).toBe(win.actions.length);

  const lost = baseLoss();
  const lossId = await createLostPatrol(page, lost.seed, base, 'Screenshot: lost');
  expect(await applySeated(page, lossId, lost.actions)).toBe(lost.actions.length);

  const des = deserterGame();
  const desId = await createLostPatrol(page, des.seed, { deserter: true, pursuerGroups: [4, 3, 3] }, 'Screenshot: Deserter', [{ kind: 'human' }, { kind: 'human' }]);
  const desMoves = playBotGame(des.seed, { ...base, deserter: true, pursuerGroups: [4, 3, 3] }, ['deserter-ai', 'pursuers-ai']).actions;
  const cut = Math.min(desMoves.length - 1, 7);
  expect(await applySeated(page, desId, desMoves.slice(0, cut))).toBe(cut);

  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await gotoHome(page, hq);
      // The home page scrolls (it lists every game and save); the card with its options is what to look at.
      await page.locator('li.game[data-game="lost-patrol"]').getByLabel('Who plays').selectOption('hotseat');
      await page.locator('li.game[data-game="lost-patrol"]').scrollIntoViewIfNeeded();
      await shoot(page, 'home', scheme, size, false);
      await openLostPatrol(page, hq, mid);
      await expect(page.locator('[data-exit]').first()).toBeVisible();
      await shoot(page, 'mid', scheme, size);
      await page.locator('[data-exit]').first().click();
      await expect(page.getByTestId('forest').locator('[data-orient]')).toHaveCount(4);
      await page.getByTestId('forest').locator('[data-orient="E"]').hover();
      await shoot(page, 'breadcrumbs', scheme, size);
      await page.keyboard.press('Escape');
      await openLostPatrol(page, hq, horror);
      await expect(page.getByTestId('horror-dialog')).toBeVisible();
      await shoot(page, 'horror', scheme, size);
      // A fresh copy of the same fight, bid by key: the rolls and the result stay on screen.
      const fight = await createLostPatrol(page, win.seed, base, 'Screenshot: fight');
      expect(await applySeated(page, fight, win.actions.slice(0, firstBid))).toBe(firstBid);
      await openLostPatrol(page, hq, fight);
      await page.keyboard.press(String((win.actions[firstBid]!.action as { soldiers: number }).soldiers));
      await expect(page.getByTestId('fight-result').or(page.getByTestId('horror-dialog').filter({ hasText: 'round 2' }))).toBeVisible();
      await shoot(page, 'fight-result', scheme, size);
      await openLostPatrol(page, hq, desId);
      await shoot(page, 'deserter', scheme, size);
      await openLostPatrol(page, hq, end);
      await expect(page.getByTestId('end-screen')).toBeVisible();
      await shoot(page, 'end', scheme, size);
      await openLostPatrol(page, hq, lossId);
      await expect(page.getByTestId('end-screen')).toContainText('The patrol is lost');
      await shoot(page, 'loss', scheme, size);
    }
  }
});
