/**
 * Patrol: Lost! started from a campaign's screen: its five Good Guys are GIs (the close-combat
 * specialist the campaign's NCO), named on the map's side panel and in the log; the game, played
 * to its end through the browser host's API (the player's Good Guys stand fast, the computer's
 * Bad Guys attack), writes its result to the roster. Every GI's surname starts with K, so the
 * marks on the map are told apart by more than an initial. Screenshots at 1280x800, dark and light.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureApi, ok } from '../fixtures/services';
import { apiCall, expect, test } from './fixtures';
import { startHost, type RunningHost } from './host';

let host: RunningHost;
let campaignId: string;

test.beforeAll(async () => {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-campaign-pl-')), 'c.db');
  const { store, api } = fixtureApi({ dbPath });
  campaignId = ok<{ id: string }>(await api.handle('campaigns.create', { name: 'Dog Company', seed: 1944 })).id;
  // Every surname starts with K (two alike too), so the map's marks must be told apart by more than the initial.
  const surnames = ['Kowalski', 'Kelly', 'Kane', 'Kane', 'Kramer', 'Keller', 'Klein', 'Koch'];
  const roster = ok<{ roster: { id: string; name: string }[] }>(await api.handle('campaigns.open', { id: campaignId })).roster;
  for (const [i, g] of roster.entries()) {
    ok(await api.handle('campaigns.editGi', { id: campaignId, gi: g.id, name: `${g.name.split(' ')[0]} ${surnames[i % surnames.length]}` }));
  }
  store.close();
  host = await startHost({ dbPath, seeds: 1 });
});
test.afterAll(async () => {
  await host?.stop();
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screens/campaign-patrol-lost-${name}-1280x800-${scheme}.png` });
  }
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Env {
  toAct: number | null;
  legal: { type: string }[];
  save: { actionCount: number };
  options: { names: string[] };
  result: unknown;
}

test('Patrol: Lost! from the campaign screen: five named GIs as the Good Guys, the result written to the roster', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${host.url}#/campaign/${campaignId}`);
  await expect(page.getByTestId('roster')).toBeVisible();
  const roster = await apiCall<{ roster: { id: string; name: string; rank: string; role: string }[] }>(page, 'campaigns.open', { id: campaignId });
  const nco = roster.value!.roster.find((g) => g.role === 'nco')!;

  // Choosing the squad by hand shows the Good Guy each GI picked becomes, by the written rule.
  await page.getByRole('button', { name: 'Choose squad… for Patrol: Lost!' }).click();
  const dialog = page.getByTestId('squad-dialog');
  await dialog.getByRole('checkbox', { name: new RegExp(esc(nco.name)) }).check();
  await expect(dialog.getByTestId('good-guy-role')).toHaveText(['close combat']);
  const boxes = dialog.getByRole('checkbox');
  for (let i = 0; (await dialog.getByTestId('good-guy-role').count()) < 5; i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
  await expect(dialog.getByTestId('good-guy-role').filter({ hasText: 'standard' })).toHaveCount(3);
  await expect(dialog.getByTestId('good-guy-role').filter({ hasText: 'close combat' })).toHaveCount(1);
  await shoot(page, 'squad-dialog');
  await dialog.getByRole('button', { name: /^Cancel/ }).click();

  await page.getByTestId('next-game').getByRole('button', { name: /^Patrol: Lost! 5\/5/ }).click();
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await expect(page.getByTestId('game-campaign')).toHaveText('Campaign: Dog Company');
  const id = decodeURIComponent(/#\/play\/(.+)$/.exec(page.url())![1]!);
  const env = (await apiCall<Env>(page, 'saves.open', { id })).value!;
  const names = env.options.names;
  expect(names).toHaveLength(5);
  // The close-combat specialist (the fourth Good Guy) is the campaign's NCO, by his rank and surname.
  expect(names[3]).toMatch(new RegExp(`^\\S+ ${esc(nco.name)}$`));
  const panel = page.getByTestId('good-guys');
  for (const n of names) await expect(panel).toContainText(`${n.split(' ')[0]} ${n.split(' ').at(-1)}`);
  await expect(panel.locator('[title]').first()).toHaveAttribute('title', names[0]!);
  await expect(page.getByTestId('hexmap').locator(`[aria-label^="${names[0]}, rifleman"]`).first()).toBeAttached();
  // Five K surnames: five different marks, the same on the map as in the panel.
  const marks = await panel.locator('.guy-mark text').allTextContents();
  expect(new Set(marks).size).toBe(5);
  expect(marks.every((m) => m.startsWith('K'))).toBe(true);
  expect((await page.getByTestId('hexmap').locator('[data-guy] .guy-mark text').allTextContents()).sort()).toEqual([...marks].sort());
  // A long name gives way to its key: each Good Guy's key stays inside his button.
  for (const b of await panel.locator('[data-pick-guy]').all()) {
    const [bb, kb] = [await b.boundingBox(), await b.locator('kbd').boundingBox()];
    expect(kb!.x + kb!.width).toBeLessThanOrEqual(bb!.x + bb!.width);
  }
  // The log lays out the paths each Good Guy sees, by his GI's name.
  await expect(page.getByTestId('log')).toContainText(new RegExp(`the path (${names.map(esc).join('|')}) sees`));
  await shoot(page, 'start');

  // To the end through the host's API: the Good Guys end their actions wherever they may, the computer plays the Bad Guys.
  let count = env.save.actionCount;
  for (let n = 0; n < 2000; n++) {
    const e = (await apiCall<Env>(page, 'saves.open', { id })).value!;
    count = e.save.actionCount;
    if (e.result || e.toAct === null) break;
    const a = e.legal.find((x) => x.type === 'end-actions') ?? e.legal[0]!;
    const r = await apiCall(page, 'saves.act', { id, seat: e.toAct, action: a, expectedCount: count });
    expect(r.ok, r.error?.message).toBe(true);
  }
  await page.reload();
  const end = page.getByTestId('end-screen');
  await expect(end.getByTestId('end-campaign')).toContainText('Written to the roster of Dog Company');
  await shoot(page, 'end');
  await end.getByRole('button', { name: /^See the map/ }).click();
  await page.goto(`${host.url}#/campaign/${campaignId}`);
  await expect(page.getByTestId('campaign-counts')).toContainText('1 game');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByTestId('timeline').getByRole('listitem').first()).toContainText('Patrol: Lost!');
  await shoot(page, 'timeline');
});
