/**
 * The campaign as a newcomer met it (issue 21): the strength chart shows its last game's label, a
 * campaign file imported under a name already taken gets a distinct name ("(2)"), "Play on from
 * here" in a campaign game's replay says the new save leaves the campaign, and the campaign's rules
 * page is titled like the games'. Its own host with a seeded database; axe, and screenshots at
 * 1280x800 and 1920x1080, light and dark, in test-results/screens/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { endless, lost, patrolLost, playMany, recordGame } from '../fixtures/campaign';
import { fixtureApi, ok } from '../fixtures/services';
import { expectAccessible } from './a11y';
import { apiCall, expect, gotoHome, playPassivelyByApi, test } from './fixtures';
import { startHost, type RunningHost } from './host';

let host: RunningHost;
let campaignId: string;
let longId: string;

/** A database with two campaigns: "Easy Company", of five games, and "Dog Company", of 120. */
async function seededDb(): Promise<string> {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-campaign-fixes-')), 'c.db');
  const { store, api } = fixtureApi({ dbPath });
  const c = ok<{ id: string }>(await api.handle('campaigns.create', { name: 'Easy Company', seed: 1944 }));
  recordGame(store, c.id, endless(4, 7), '2026-03-01T10:00:00.000Z');
  recordGame(store, c.id, lost(8), '2026-03-02T10:00:00.000Z');
  recordGame(store, c.id, patrolLost, '2026-03-03T10:00:00.000Z');
  recordGame(store, c.id, endless(6, 9), '2026-03-04T10:00:00.000Z');
  recordGame(store, c.id, lost(6, 'loss'), '2026-03-05T10:00:00.000Z');
  // A long campaign: 120 games, so the last game's label has three digits.
  const long = ok<{ id: string }>(await api.handle('campaigns.create', { name: 'Dog Company', seed: 1945 }));
  playMany(store, long.id, 120);
  store.close();
  campaignId = c.id;
  longId = long.id;
  return dbPath;
}

test.beforeAll(async () => {
  host = await startHost({ dbPath: await seededDb() });
});
test.afterAll(async () => {
  await host?.stop();
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screens/${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The last x-axis label of the strength chart: its text, and whether all of it lies inside the chart's picture. */
function lastLabel(page: Page): Promise<{ text: string; inside: boolean; right: number; edge: number }> {
  return page.getByTestId('chart-strength').evaluate((fig) => {
    const svg = fig.querySelector('svg')!;
    const labels = [...fig.querySelectorAll('.ct-label.ct-horizontal')].filter((l) => (l.textContent ?? '').trim() !== '');
    const last = labels[labels.length - 1]!;
    const range = fig.ownerDocument.createRange();
    range.selectNodeContents(last);
    const text = range.getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    return { text: (last.textContent ?? '').trim(), inside: text.width > 0 && text.left >= box.left && text.right <= box.right + 0.5, right: text.right, edge: box.right };
  });
}

test('the strength chart shows its last game\'s label whole, at both sizes (5 games and 120)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [id, label, name] of [[campaignId, '5', 'campaign-fixes-charts'], [longId, '120', 'campaign-fixes-charts-long']] as const) {
    await page.goto(`${host.url}#/campaign/${id}`);
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect(page.getByTestId('chart-strength').locator('svg .ct-line')).toHaveCount(2);
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await expect.poll(async () => (await lastLabel(page)).text).toBe(label);
      const last = await lastLabel(page);
      expect(last.inside, `the label "${label}" ends at ${last.right}, the chart at ${last.edge}`).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, 'campaign charts');
    await shoot(page, name);
  }
});

test('a campaign file imported where its name is taken comes in as "Easy Company (2)"', async ({ page }) => {
  await gotoHome(page, host.url);
  const file = await apiCall<{ text: string }>(page, 'campaigns.export', { id: campaignId });
  await page.locator('details.all summary').click();
  await page.getByTestId('campaign-import-input').setInputFiles({ name: 'easy.patrolcampaign', mimeType: 'application/json', buffer: Buffer.from(file.value!.text) });
  await expect(page.getByTestId('campaign-message')).toContainText('Imported the campaign "Easy Company (2)"');
  await expect(page.getByTestId('campaigns-list')).toContainText('Easy Company (2)');
  await shoot(page, 'campaign-fixes-imported');
});

test('Play on from here in a campaign game\'s replay says the new save leaves the campaign', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHome(page, host.url);
  const made = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'endless-patrol', seed: 7, campaign: { id: campaignId } });
  expect(made.ok, made.error?.message).toBe(true);
  const id = made.value!.save.id;
  await playPassivelyByApi(page, id, 4);
  await page.goto(`${host.url}#/replay/${id}`);
  await expect(page.getByTestId('hand')).toBeVisible();
  await page.getByTestId('replay-back').click();
  await page.getByTestId('replay-fork').click();
  const dialog = page.getByTestId('fork-dialog');
  await expect(dialog.getByTestId('fork-campaign')).toHaveText(/This game was played from the campaign “Easy Company”\. The new save leaves the campaign: its men keep their names, but nothing that happens in it is written to the roster\./);
  await expectAccessible(page, 'the fork dialog of a campaign game');
  await shoot(page, 'campaign-fixes-fork');
  await dialog.getByTestId('fork-go').click();
  await expect(page).toHaveURL(/#\/play\//);
  await expect(page.getByTestId('hand')).toBeVisible();
  // The new save is not the campaign's: its top bar names none.
  await expect(page.getByTestId('game-campaign')).toHaveCount(0);
});

test('the campaign\'s rules page is titled like the games\' ("Campaign: rules")', async ({ page }) => {
  await page.goto(`${host.url}#/rules/campaign`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign: rules');
  await expect(page).toHaveTitle('Campaign: rules · Patrol HQ');
  await page.goto(`${host.url}#/rules/lost-patrol`);
  await expect(page).toHaveTitle('The Lost Patrol: rules · Patrol HQ');
  await page.goto(`${host.url}#/rules/campaign`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign: rules');
  await shoot(page, 'campaign-fixes-rules');
});
