/** Helpers for the Patrol: Lost! specs: a save with a fixed seed, reached positions, opening it past the hand-over cover. */
import type { Page } from '@playwright/test';
import { botGame } from '../../engine/games/patrol-lost/testing';
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
