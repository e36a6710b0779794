/**
 * Screenshots of Patrol: Lost! at 1280x800 and 1920x1080, light and dark, under test-results/screens/:
 * the start, a Good Guy's moves lit mid-game, the Bad Guys' actions, a tile being turned, an attack
 * with its odds, the end screen, and a computer turn mid-way with its changes marked. Each also
 * checks the page does not scroll.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createPatrolLost, firstWhere, openPatrolLost, playInto } from './patrol-lost-kit';
import { expectAccessible } from './a11y';
import { botGame } from '../../engine/games/patrol-lost/testing';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const SEED = 4242;

async function shoot(page: Page, name: string, scheme: string, size: { width: number; height: number }, still = false) {
  const over = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } }; innerWidth: number; innerHeight: number };
    return { x: g.document.documentElement.scrollWidth - g.innerWidth, y: g.document.documentElement.scrollHeight - g.innerHeight };
  });
  expect(over.x, 'horizontal overflow').toBeLessThanOrEqual(0);
  expect(over.y, 'vertical overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/patrol-lost-${name}-${size.width}x${size.height}-${scheme}.png`, animations: still ? 'disabled' : 'allow' });
}

type Act = { seat: number; action: { type: string } };
const at = (type: string, after = 0) => firstWhere(SEED, (a, i) => i >= after && (a as Act).action.type === type);

test('screenshots: start, moves lit, Bad Guys, a tile turned, an attack, the end', async ({ page, hq }) => {
  test.setTimeout(240_000);
  const moveLater = at('move', 40);
  const orient = at('orient', 30);
  const place = at('place', 20);
  const fight = at('fight', 20);
  const total = botGame(SEED, 'easy', 'easy').actions.length;
  const shots: [string, number][] = [
    ['start', 0],
    ['good-mid', moveLater],
    ['orient', orient],
    ['bad', place],
    ['attack', fight],
    ['end', total],
  ];
  for (const [name, n] of shots) {
    expect(n, `the recorded game reaches ${name}`).toBeGreaterThanOrEqual(0);
    const id = await createPatrolLost(page, SEED, `Screens ${name}`);
    await playInto(page, id, SEED, n);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of sizes) {
        await page.setViewportSize(size);
        await openPatrolLost(page, hq, id);
        if (name === 'end') await expect(page.getByTestId('end-screen')).toBeVisible();
        else {
          // The step now is named whole in the step bar ("Good Guys act" was cut short at 1280x800).
          const now = page.getByTestId('step-bar').locator('[aria-current="step"]');
          const cut = await now.evaluate((el) => (el as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth - (el as unknown as { clientWidth: number }).clientWidth);
          expect(cut, `the step now is not cut short (${name}, ${size.width}x${size.height})`).toBeLessThanOrEqual(0);
        }
        await shoot(page, name, scheme, size);
      }
    }
    if (name !== 'end') await expectAccessible(page, `Patrol: Lost! ${name}`);
  }
});

test('screenshots: a computer turn being shown, its changes marked, and the home card', async ({ page, hq }) => {
  test.setTimeout(180_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      const id = await createPatrolLost(page, 5, `Replay ${scheme}`, [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
      await openPatrolLost(page, hq, id);
      await page.locator('[data-choice="end"]').click();
      await expect(page.getByTestId('replay')).toBeVisible();
      // Mid-turn (seed 5): Bad Guys moving onto Start, their trail and count changes marked.
      await expect(page.locator('[data-changed="bad-trail"]')).toBeAttached({ timeout: 30_000 });
      await shoot(page, 'replay', scheme, size, true);
      if (size === sizes[0]) await expectAccessible(page, 'Patrol: Lost!, a computer turn being shown');
    }
    await page.goto(hq);
    const card = page.locator('[data-game="patrol-lost"]');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/screens/patrol-lost-home-card-${scheme}.png` });
  }
});
