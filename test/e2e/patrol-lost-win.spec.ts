/**
 * Patrol: Lost!: a Good Guy victory, proven in the browser. Seed 179 against the easy computer is a
 * game the Good Guys win: found by playing easy against easy as the services play it (the kit's
 * plannedGame, with the services' own bot seeds) over seeds 1-400 and keeping the shortest win.
 * Its pile runs out on turn 4, so the End is laid then; the Good Guys end turn 5 on it. The Good
 * Guys' 29 moves are made here by mouse, as a player would (pick the man in the side panel, click
 * the lit side, the buttons); the computer's replies come from the real services, and every one
 * must match the plan, or the move count would not. The End is shown plainly once laid: said on the
 * map as the computer lays it, then ringed, flagged and named, and placed in words in the side panel.
 */
import type { Page } from '@playwright/test';
import { patrolLost, type PatrolLostAction } from '../../engine/games/patrol-lost';
import { expect, test } from './fixtures';
import { actionCount, clickGoodGuyMove, createPatrolLost, plannedGame, skipComputer } from './patrol-lost-kit';

const SEED = 179;

/** Screenshots at 1280x800 and 1920x1080, light and dark; back to 1280x800, light. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `test-results/screens/patrol-lost-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the Good Guys win: the End comes out, is shown plainly, and a Good Guy ends a turn on it (by clicks, against the easy computer)', async ({ page, hq }) => {
  test.setTimeout(300_000);
  const plan = plannedGame(SEED, 'easy', 'easy');
  expect(plan.result).toMatchObject({ outcome: 'win', winner: 0 });
  const mine = plan.moves.filter((m) => m.seat === 0);
  // The move that lays the End (the computer's, placing the paths), and the Good Guys' move before it.
  let s = patrolLost.setup(SEED, { turnLimit: 60 });
  const lays = plan.moves.find((m) => {
    s = patrolLost.apply(s, m.action as PatrolLostAction, m.seat);
    return s.endPlaced;
  })!;
  expect(lays.seat).toBe(1);
  const before = mine.filter((m) => m.index < lays.index).at(-1)!;
  const id = await createPatrolLost(page, SEED, 'The way out', [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
  await page.goto(`${hq}#/play/${id}`);
  await expect(page.getByTestId('hexmap')).toBeVisible();
  const endTile = page.getByTestId('hexmap').locator('[data-kind="end"]');
  let endSeenAt = -1;
  for (const [k, m] of mine.entries()) {
    // The computer's moves before this one are shown; skip them, as an impatient player would.
    await expect
      .poll(async () => {
        await skipComputer(page);
        return (await actionCount(page)) === String(m.index) && (await page.locator('[data-replaying="no"][data-to-act="0"]').count()) > 0;
      }, { timeout: 30_000 })
      .toBe(true);
    if (endSeenAt < 0 && (await endTile.count()) > 0) {
      endSeenAt = k;
      // Laid: on the map with its word and flag, and named in the side panel with what it is for.
      await expect(endTile).toContainText('THE END');
      await expect(endTile.locator('.end-flag')).toHaveCount(1);
      await expect(page.getByTestId('end-laid')).toContainText(/The End is laid \(the End .* of Start\): a Good Guy on it when a turn ends wins\./);
      await expect(page.locator('[data-pile-kind="end"]')).toHaveCount(0);
      await shoot(page, 'end-laid');
    }
    await clickGoodGuyMove(page, m.action);
    if (m === before) {
      // The computer's turn that lays the End, watched, not skipped: said on the map as it comes out.
      await expect(page.locator('[data-changed="end-laid"]')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[data-changed="end-laid"]')).toHaveText('The End is laid');
      await expect(page.getByTestId('hexmap').locator('[data-kind="end"]')).toBeVisible();
    }
  }
  expect(endSeenAt, 'the End came out while the Good Guys still had moves to make').toBeGreaterThan(0);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible({ timeout: 30_000 });
  await expect(end.getByRole('heading')).toHaveText('You win: the Good Guys get out');
  await expect(end).toContainText(/The Good Guys win on turn \d+: they end the turn on the End tile\./);
  await shoot(page, 'good-guys-win');
  expect(await actionCount(page)).toBe(String(plan.moves.length));
});
