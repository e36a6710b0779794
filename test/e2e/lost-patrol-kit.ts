/** Helpers for the Lost Patrol specs: create a save with a fixed seed, open it, click an action as a player would. */
import type { Page } from '@playwright/test';
import type { LostPatrolAction, LostPatrolOptions } from '../../engine/games/lost-patrol/types';
import { apiCall, expect } from './fixtures';

export async function createLostPatrol(page: Page, seed: number, options: Partial<LostPatrolOptions>, name: string, seats?: unknown[]): Promise<string> {
  const r = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'lost-patrol', seed, options, name, ...(seats ? { seats } : {}) });
  if (!r.ok || !r.value) throw new Error(`saves.create failed: ${r.error?.message}`);
  return r.value.save.id;
}

export async function openLostPatrol(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}#/play/${id}`);
  await expect(page.getByTestId('forest')).toBeVisible();
}

export function actionCount(page: Page): Promise<string | null> {
  return page.locator('[data-action-count]').getAttribute('data-action-count');
}

/** Makes `a` by clicking: a lit exit (then a breadcrumb turn), a blue edge entry, or a bid button. */
export async function clickAction(page: Page, a: LostPatrolAction): Promise<void> {
  const before = await actionCount(page);
  const result = page.getByTestId('fight-result');
  if (a.type !== 'bid' && (await result.isVisible())) {
    await result.getByRole('button', { name: /Go on/ }).click();
    await expect(result).toBeHidden();
  }
  if (a.type === 'move') {
    if (a.group !== undefined) await page.locator(`[data-group="${a.group}"]`).click();
    await clickTwice(page, `[data-exit="${a.dir}"]`);
    if (a.orient) await page.getByTestId('forest').locator(`[data-orient="${a.orient}"]`).click();
  } else if (a.type === 'enter') {
    await page.locator(`[data-group="${a.group}"]`).click();
    await clickTwice(page, `[data-enter="${a.row},${a.col},${a.edge}"]`);
  } else {
    await page.getByTestId('horror-dialog').locator(`[data-bid="${a.soldiers}"]`).click();
  }
  await expect.poll(() => actionCount(page)).not.toBe(before);
}

/** Clicks a forest arrow; when the screen asks to confirm a mouse move (the default), clicks it again. */
export async function clickTwice(page: Page, selector: string): Promise<void> {
  await page.locator(selector).click();
  const confirm = page.getByTestId('move-confirm');
  if (await confirm.isVisible()) await page.locator(selector).click();
}

/** What the forest shows: each cell's face and heading, and the pieces. */
export async function forestSnapshot(page: Page): Promise<unknown> {
  return {
    cells: await page.locator('[data-cell]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-cell')}:${e.getAttribute('data-face')}:${e.getAttribute('data-heading') ?? ''}`)),
    pieces: await page.locator('[data-piece]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-piece')}@${e.getAttribute('transform')}`)),
    soldiers: await page.getByTestId('soldiers').textContent(),
    spares: await page.getByTestId('spares').textContent(),
    discards: await page.getByTestId('discards').textContent(),
    log: await page.getByTestId('log').locator('li').allTextContents(),
  };
}

/** Applies seated actions through the API, in order (fast set-up); returns how many were accepted. */
export async function applySeated(page: Page, id: string, actions: { seat: number; action: unknown }[]): Promise<number> {
  let n = 0;
  for (const a of actions) {
    const r = await apiCall(page, 'saves.act', { id, seat: a.seat, action: a.action, expectedCount: n });
    if (!r.ok) return n;
    n++;
  }
  return n;
}
