/**
 * Playing a campaign through the real UI: an Endless Patrol game started from the home card's
 * "next game" button and a Lost Patrol game with a squad chosen on the campaign screen, each
 * played to its end by clicking (named GIs on the screen and in the log), then what the campaign
 * kept: the roster, a service record, the timeline, the memorial and a chart. The games are
 * played by a fixed policy whatever their seed (Endless Patrol never fires and always ends lost;
 * The Lost Patrol always takes its first legal move). Screenshots at 1280x800, dark and light,
 * under test-results/screens/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';
import { fixtureApi, ok } from '../fixtures/services';
import { apiCall, expect, gotoHome, playPassively, test } from './fixtures';
import { startHost, type RunningHost } from './host';
import { clickAction } from './lost-patrol-kit';

let host: RunningHost;
let campaignId: string;

test.beforeAll(async () => {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-campaign-play-')), 'c.db');
  const { store, api } = fixtureApi({ dbPath });
  campaignId = ok<{ id: string }>(await api.handle('campaigns.create', { name: 'Fox Company', seed: 1944 })).id;
  store.close();
  host = await startHost({ dbPath });
});
test.afterAll(async () => {
  await host?.stop();
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screens/campaign-play-${name}-1280x800-${scheme}.png` });
  }
}

test('a campaign played through the UI: Endless Patrol and The Lost Patrol, then its roster, a service record, the memorial and a chart', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, host.url);
  const card = page.getByTestId('current-campaign');
  await expect(card).toContainText('Fox Company');
  await expect(card.getByRole('button', { name: /^Patrol: Lost!/ })).toBeDisabled();

  // Endless Patrol from the home card: the squad's fifteen GIs by name, and the campaign named.
  await card.getByRole('button', { name: /^Endless Patrol 15\/15/ }).click();
  await expect(page.getByTestId('game-campaign')).toHaveText('Campaign: Fox Company');
  const names = page.getByTestId('squad-names').getByRole('listitem');
  await expect(names).toHaveCount(15);
  const first = (await names.first().getAttribute('title'))!;
  expect(first).toMatch(/^(Pvt\.|PFC|Cpl\.|Sgt\.) \S+ \S+/);
  await expect(names.first()).toHaveText(`${first.split(' ')[0]} ${first.split(' ').at(-1)}`);
  // On until the first casualty: the first of the squad's order, named in the log and struck out.
  for (let i = 0; i < 40 && !(await page.getByTestId('log').textContent())!.includes(' is hit;'); i++) await playPassively(page, 1);
  await expect(page.getByTestId('log')).toContainText(`${first} is hit`);
  await expect(names.first()).toHaveCSS('text-decoration-line', 'line-through');
  await shoot(page, 'endless-patrol');
  await playPassively(page, 400);
  const end = page.getByTestId('end-screen');
  await expect(end.getByTestId('end-campaign')).toContainText('Written to the roster of Fox Company');
  await expect(end.getByRole('button', { name: 'Undo last move' })).toHaveCount(0);
  await shoot(page, 'endless-patrol-end');
  await end.getByRole('button', { name: 'Open the campaign' }).click();

  // The campaign screen: the Lost Patrol squad chosen by hand.
  await expect(page.getByTestId('campaign-counts')).toContainText('1 game');
  await page.getByRole('button', { name: 'Choose squad… for The Lost Patrol' }).click();
  const dialog = page.getByTestId('squad-dialog');
  const boxes = dialog.getByRole('checkbox');
  const fit = await boxes.count();
  for (let i = 0; i < Math.min(10, fit); i++) await boxes.nth(i).check();
  await shoot(page, 'squad-dialog');
  await dialog.getByRole('button', { name: /^Start with \d+ GIs?$/ }).click();
  await expect(page.getByTestId('forest')).toBeVisible();
  await expect(page.getByTestId('patrol-names').getByRole('listitem')).toHaveCount(10);
  const id = decodeURIComponent(/#\/play\/(.+)$/.exec(page.url())![1]!);
  let shotMid = false;
  for (let n = 0; n < 300 && !(await end.isVisible()); n++) {
    const env = await apiCall<{ legal: LostPatrolAction[]; toAct: number | null }>(page, 'saves.open', { id });
    if (!env.value || env.value.toAct === null) break;
    await clickAction(page, env.value.legal[0]!);
    if (!shotMid && (await page.getByTestId('fight-result').isVisible())) {
      await expect(page.getByTestId('fight-result')).toContainText(/(Pvt\.|PFC|Cpl\.|Sgt\.|Attached soldier)/);
      await shoot(page, 'lost-patrol-horror');
      shotMid = true;
    }
  }
  await expect(end.getByTestId('end-campaign')).toContainText('Written to the roster of Fox Company');
  await shoot(page, 'lost-patrol-end');
  await end.getByRole('button', { name: 'Open the campaign' }).click();

  // What the campaign kept.
  await expect(page.getByTestId('campaign-counts')).toContainText('2 games');
  await shoot(page, 'roster');
  const rows = page.getByTestId('roster').locator('tbody tr');
  const played = await rows.locator('td:nth-child(4)').allTextContents();
  const both = played.findIndex((g) => g.trim() === '2');
  const who = both >= 0 ? both : played.findIndex((g) => g.trim() === '1');
  await rows.nth(who).locator('th button').click();
  const record = page.getByTestId('service-record');
  await expect(record.getByTestId('service-lines')).toContainText('Game 1: Endless Patrol, lost');
  await shoot(page, 'service-record');
  await record.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: /Memorial/ }).click();
  expect(await page.getByTestId('memorial').getByRole('listitem').count()).toBeGreaterThan(0);
  await shoot(page, 'memorial');
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.getByTestId('chart-strength').locator('svg .ct-line')).toHaveCount(2);
  await shoot(page, 'charts');
});
