/** Helpers for the Patrol: Lost! specs: a save with a fixed seed, reached positions, opening it past the hand-over cover. */
import type { Page } from '@playwright/test';
import { botStep } from '../../engine/bots';
import { seedRng } from '../../engine/core';
import { patrolLost, patrolLostBots, type PatrolLostAction } from '../../engine/games/patrol-lost';
import { botGame } from '../../engine/games/patrol-lost/testing';
import { botSeed } from '../../electron/services/seats';
import { apiCall, expect } from './fixtures';

export const HOTSEAT = [{ kind: 'human' }, { kind: 'human' }];

export async function createPatrolLost(page: Page, seed: number, name: string, seats: unknown[] = HOTSEAT): Promise<string> {
  const r = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'patrol-lost', seed, options: {}, name, seats });
  if (!r.ok || !r.value) throw new Error(`saves.create failed: ${r.error?.message}`);
  return r.value.save.id;
}

/** Opens a save; at a shared screen, says "I am ..." on the hand-over cover first. */
export async function openPatrolLost(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}#/play/${id}`);
  const cover = page.getByTestId('hand-over');
  const map = page.getByTestId('hexmap');
  await expect(cover.or(map)).toBeVisible();
  if (await cover.isVisible()) await cover.getByRole('button').click();
  await expect(map).toBeVisible();
}

/** The moves made so far as the game screen shows them; null (at once, without waiting) while no game screen is drawn, as under the hand-over cover. */
export function actionCount(page: Page): Promise<string | null> {
  return page.locator('[data-action-count]').evaluateAll((els) => els[0]?.getAttribute('data-action-count') ?? null);
}

/**
 * The first `n` actions of an easy-against-easy game from `seed`, applied to a two-person save
 * (each by the seat whose decision it was), so a screen opens on a real mid-game position.
 */
export async function playInto(page: Page, id: string, seed: number, n: number): Promise<number> {
  const g = botGame(seed, 'easy', 'easy');
  let count = 0;
  for (const a of g.actions.slice(0, n)) {
    const r = await apiCall(page, 'saves.act', { id, seat: a.seat, action: a.action, expectedCount: count });
    if (!r.ok) throw new Error(`action ${count} refused: ${r.error?.message}`);
    count++;
  }
  return count;
}

/** The index of the first action of a recorded easy game from `seed` made where `pick` says (by the view before it). */
export function firstWhere(seed: number, pick: (a: { seat: number; action: unknown }, i: number) => boolean): number {
  const g = botGame(seed, 'easy', 'easy');
  return g.actions.findIndex((a, i) => pick(a as { seat: number; action: unknown }, i));
}

/** One move of a game played as the services play it: its number, its seat, the action. */
export interface PlannedMove {
  index: number;
  seat: number;
  action: PatrolLostAction;
}

/**
 * The moves of a game the computer plays on both sides at `good` and `bad`, as the services play it
 * (botStep with the generator botSeed(seed, index), the one electron/services/bot-turns uses). A
 * save of `seed` whose Bad Guys are the computer at `bad` and whose Good Guys a person plays these
 * moves for is the very same game: its dice, its pile and the computer's every reply.
 */
export function plannedGame(seed: number, good: string, bad: string): { moves: PlannedMove[]; result: ReturnType<typeof patrolLost.result> } {
  let s = patrolLost.setup(seed, { turnLimit: 60 });
  const moves: PlannedMove[] = [];
  for (let index = 0; index < 3000; index++) {
    const seat = patrolLost.currentSeat(s);
    if (seat === null) break;
    const r = botStep(patrolLost, s, seat, patrolLostBots[seat === 0 ? good : bad]!, seedRng(botSeed(seed, index)));
    if (!r.ok) throw new Error(r.error.message);
    const { why: _why, ...action } = r.action as PatrolLostAction;
    moves.push({ index, seat, action });
    s = r.state;
  }
  return { moves, result: patrolLost.result(s) };
}

/** Skips the computer's moves being shown, if they are. */
export async function skipComputer(page: Page): Promise<void> {
  const skip = page.getByTestId('skip');
  if (await skip.isVisible()) await skip.click().catch(() => undefined);
}

/** Makes a Good Guy move by mouse, as a player would: pick the Good Guy in the side panel if another is marked, then click the lit side or the button. */
export async function clickGoodGuyMove(page: Page, a: PatrolLostAction): Promise<void> {
  if (a.type === 'move' || a.type === 'attack') {
    const pick = page.locator(`[data-pick-guy="${a.guy}"]`);
    if ((await pick.getAttribute('aria-pressed')) !== 'true') await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    if (a.type === 'move') await page.locator(`[data-target="move-${a.dir}"]`).click();
    else await page.locator('[data-choice="attack"]').click();
    return;
  }
  if (a.type === 'end-actions') return page.locator('[data-choice="end"]').click();
  if (a.type === 'lose') return page.locator(`[data-choice="lose-${a.guy}"]`).click();
  if (a.type === 'push-bad') return page.locator(`[data-target="push-bad-${a.dir}"]`).click();
  throw new Error(`not a Good Guy move: ${JSON.stringify(a)}`);
}
