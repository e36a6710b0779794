/**
 * "Play again" on the end screen of every game (issue 21): Endless Patrol, The Lost Patrol and its
 * Deserter variant, Patrol: Lost! and Combat Patrol!'s after action. Each game is played to its end
 * through the API as planned ahead (planned.ts: the services' own bot seeds, so the computer's
 * replies match), then its end screen's Play again is clicked: a new game opens at once, with the
 * same options and players at each seat and a fresh seed (the host's next one: 1, 2, 3..., so the
 * first games' seeds are kept apart from those).
 */
import type { Page } from '@playwright/test';
import { sampleScenario } from '../../engine/games/combat-patrol';
import { apiCall, expect, test } from './fixtures';
import { planGame, playPlanned } from './planned';

interface Env {
  save: { id: string; commitment: string; seed?: number; seats: unknown[]; game: string };
  options: Record<string, unknown>;
  result: unknown;
}

const human = { kind: 'human' };
const bot = (b: string) => ({ kind: 'bot', bot: b });

async function create(page: Page, payload: Record<string, unknown>): Promise<Env> {
  const r = await apiCall<Env>(page, 'saves.create', payload);
  if (!r.ok || !r.value) throw new Error(`saves.create failed: ${r.error?.message}`);
  return r.value;
}

/** Opens a finished save, clicks Play again on its end screen and returns the new save as the services have it. */
async function playAgain(page: Page, hq: string, first: Env, shot?: string): Promise<Env> {
  await page.goto(`${hq}#/play/${first.save.id}`);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible({ timeout: 30_000 });
  const again = end.getByTestId('play-again');
  await expect(again).toHaveText('Play again');
  await expect(again).toHaveAttribute('title', /same options and players/);
  if (shot) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `test-results/screens/play-again-${shot}-${size.width}x${size.height}-${scheme}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await again.click();
  await expect.poll(() => /#\/play\/([^/?]+)/.exec(page.url())?.[1], { timeout: 30_000 }).not.toBe(first.save.id);
  const id = /#\/play\/([^/?]+)/.exec(page.url())![1]!;
  const next = (await apiCall<Env>(page, 'saves.open', { id, stepwise: true })).value!;
  expect(next.save.game).toBe(first.save.game);
  expect(next.save.seats).toEqual(first.save.seats);
  expect(next.options).toEqual(first.options);
  // A fresh deal: another commitment, and no seed while it is played (the host keeps it). Two
  // computers' battle is played on by the screen at once and may be over (its seed shown, as every
  // finished game's is) before this asks, on a busy machine: then it holds a seed.
  expect(next.save.commitment).not.toBe(first.save.commitment);
  if (next.result === null) expect(next.save.seed).toBeUndefined();
  else expect(next.save.seed).toEqual(expect.any(Number));
  return next;
}

test('Play again on the end screen of Endless Patrol, The Lost Patrol (and its Deserter variant) and Patrol: Lost!: the same options and players, a fresh game opened at once', async ({ page, hq }) => {
  test.setTimeout(240_000);
  const cases: { game: string; seed: number; options: Record<string, unknown>; seats: unknown[]; plan: string[]; shot?: string }[] = [
    { game: 'endless-patrol', seed: 7003, options: { dCancelsMinefields: true }, seats: [human], plan: ['greedy'], shot: 'endless-patrol' },
    { game: 'lost-patrol', seed: 7004, options: { trailOfBreadcrumbs: true }, seats: [human], plan: ['bidder'] },
    { game: 'lost-patrol', seed: 7005, options: { deserter: true, pursuerGroups: [5, 5] }, seats: [human, bot('pursuers-ai')], plan: ['deserter-ai', 'pursuers-ai'], shot: 'deserter' },
    { game: 'patrol-lost', seed: 179, options: { turnLimit: 40 }, seats: [human, bot('easy')], plan: ['easy', 'easy'], shot: 'patrol-lost' },
  ];
  for (const c of cases) {
    const planned = planGame(c.game, c.seed, c.options, c.plan);
    expect(planned.over, `${c.game} ends within the plan`).toBe(true);
    const first = await create(page, { game: c.game, seed: c.seed, options: c.options, seats: c.seats });
    await playPlanned(page, first.save.id, planned.moves, c.seats.flatMap((s, i) => ((s as { kind: string }).kind === 'human' ? [i] : [])));
    const next = await playAgain(page, hq, { ...first, options: (await apiCall<Env>(page, 'saves.open', { id: first.save.id })).value!.options }, c.shot);
    // The new game is on screen, under way: no end screen.
    await expect(page.locator('[data-action-count]')).toBeVisible();
    await expect(page.getByTestId('end-screen')).toHaveCount(0);
    expect(next.result).toBeNull();
  }
});

test("Play again on Combat Patrol!'s after action: the same table and players; two computers' battle is played on, turn by turn, and shown", async ({ page, hq }) => {
  test.setTimeout(240_000);
  const scenario = { ...sampleScenario(), battle: { ...sampleScenario().battle, turnLimit: 2 } };
  // Two computers: created as before (the whole battle in one call), so it is over at once.
  const first = await create(page, { game: 'combat-patrol', seed: 9005, options: { scenario }, seats: [bot('random'), bot('random')] });
  expect(first.result).not.toBeNull();
  await playAgain(page, hq, first, 'combat-patrol');
  // The new battle is asked on by the game screen, a slice at a time, to its end; its last moves are
  // shown as the computer's turn (skipped by Esc), then its after action.
  await expect
    .poll(async () => {
      if (await page.getByTestId('end-screen').isVisible()) return true;
      await page.keyboard.press('Escape');
      return false;
    }, { timeout: 60_000 })
    .toBe(true);
  await expect(page.getByTestId('end-screen').getByTestId('play-again')).toBeVisible();
});
