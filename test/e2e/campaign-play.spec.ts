/**
 * Playing a campaign through the real UI: an Endless Patrol game started from the home card's
 * "next game" button and a Lost Patrol game with a squad chosen on the campaign screen, each
 * played to its end by clicking (named GIs on the screen and in the log), and a Combat Patrol!
 * battle on a short table (two turns) started from the campaign screen with a GI chosen for a
 * model, fought to its end through the browser host's API against the tactical computer; then
 * what the campaign kept: the roster, a service record, the timeline, the memorial and a chart.
 * The host gives new games fixed seeds (--seeds), and the games are played by a fixed policy (Endless Patrol never fires and
 * always ends lost; The Lost Patrol always takes its first legal move; the US side fires when it
 * can and otherwise ends its activations). Screenshots at 1280x800 (the campaign screen also at
 * 1920x1080), dark and light, under test-results/screens/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';
import { fixtureApi, ok } from '../fixtures/services';
import { apiCall, expect, gotoHome, playPassively, test } from './fixtures';
import { startHost, type RunningHost } from './host';
import { smallTable } from './battle-kit';
import { clickAction } from './lost-patrol-kit';

let host: RunningHost;
let campaignId: string;
let tableId: string;

test.beforeAll(async () => {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-campaign-play-')), 'c.db');
  const { store, api } = fixtureApi({ dbPath });
  campaignId = ok<{ id: string }>(await api.handle('campaigns.create', { name: 'Fox Company', seed: 1944 })).id;
  // A short table: three US soldiers (one an NCO) against two Germans, for two turns.
  const men = [
    { id: 'us-sgt', side: 'US' as const, x: 10, y: 30, name: 'Sergeant', nco: true },
    { id: 'us-1', side: 'US' as const, x: 14, y: 30, name: 'Rifleman 1' },
    { id: 'us-2', side: 'US' as const, x: 18, y: 30, name: 'Rifleman 2' },
    { id: 'de-1', side: 'German' as const, x: 12, y: 16, name: 'Fritz' },
    { id: 'de-2', side: 'German' as const, x: 16, y: 16, name: 'Hans' },
  ];
  tableId = ok<{ id: string }>(await api.handle('scenarios.import', { text: JSON.stringify(smallTable('Short patrol', men, { turnLimit: 2 })) })).id;
  store.close();
  // Fixed seeds: the same three games every run, so a failure can be replayed.
  host = await startHost({ dbPath, seeds: 1 });
});
test.afterAll(async () => {
  await host?.stop();
});

async function shoot(page: Page, name: string, wide = false): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screens/campaign-play-${name}-1280x800-${scheme}.png` });
    if (wide) {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.screenshot({ path: `test-results/screens/campaign-play-${name}-1920x1080-${scheme}.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
}

interface BattleEnv {
  toAct: number | null;
  legal: { type: string; target?: string }[];
  save: { actionCount: number };
  result: unknown;
}

/** The US side's moves through the host's API (the computer answers for the Germans): fire when it can, else end the activation. */
async function fightToTheEnd(page: Page, id: string): Promise<void> {
  for (let n = 0; n < 600; n++) {
    const e = (await apiCall<BattleEnv>(page, 'saves.open', { id })).value!;
    if (e.result || e.toAct === null) return;
    const pick = (t: string) => e.legal.find((a) => a.type === t);
    const a = e.legal.find((x) => x.type === 'fire' && x.target) ?? pick('end-activation') ?? pick('hold') ?? pick('deploy-done') ?? pick('let-run') ?? e.legal[0];
    if (!a) throw new Error('the US side has no legal move');
    const r = await apiCall(page, 'saves.act', { id, seat: e.toAct, action: a, expectedCount: e.save.actionCount });
    expect(r.ok, r.error?.message).toBe(true);
  }
  throw new Error('the battle did not end');
}

test('a campaign played through the UI: Endless Patrol, The Lost Patrol and a Combat Patrol! battle, then its roster, a service record, the memorial and a chart', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHome(page, host.url);
  const card = page.getByTestId('current-campaign');
  await expect(card).toContainText('Fox Company');
  await expect(card.getByRole('button', { name: /^Patrol: Lost! 5\/5/ })).toBeEnabled();

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
  // The dialog's script loads when first wanted: count its boxes once they are there.
  await expect(boxes.first()).toBeVisible();
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

  // A Combat Patrol! battle from the campaign screen: the short table, the rule's GI on each US model, one changed by hand.
  await expect(page.getByTestId('campaign-counts')).toContainText('2 games');
  await page.getByTestId('next-game').getByRole('button', { name: /^Combat Patrol!/ }).click();
  const battle = page.getByTestId('battle-dialog');
  await battle.getByLabel('Table to fight on').selectOption(tableId);
  const models = battle.getByTestId('battle-models');
  await expect(models.locator('tbody tr')).toHaveCount(3);
  await expect(models.locator('tbody th').first()).toHaveText(/^Sergeant\s*NCO$/);
  const sgtGi = battle.getByLabel('GI for Sergeant');
  const sgtName = (await sgtGi.locator('option:checked').textContent())!;
  expect(sgtName).toMatch(/^(Cpl\.|Sgt\.|S\/Sgt\.) /);
  const spare = (await battle.getByLabel('GI for Rifleman 2').locator('option').allTextContents()).filter((o) => !o.startsWith('The scenario'));
  const r1 = (await battle.getByLabel('GI for Rifleman 1').locator('option:checked').textContent())!;
  const r2 = (await battle.getByLabel('GI for Rifleman 2').locator('option:checked').textContent())!;
  const other = spare.find((o) => o !== sgtName && o !== r1 && o !== r2)!;
  await battle.getByLabel('GI for Rifleman 2').selectOption({ label: other });
  await shoot(page, 'battle-dialog');
  await battle.getByRole('button', { name: 'Start the battle with 3 GIs' }).click();
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await expect(page.getByTestId('game-campaign')).toHaveText('Campaign: Fox Company');
  const battleId = decodeURIComponent(/#\/play\/(.+)$/.exec(page.url())![1]!);
  const named = ((await apiCall<{ options: { scenario: { models: { id: string; name: string }[] } } }>(page, 'saves.open', { id: battleId })).value!).options.scenario.models;
  expect(named.find((m) => m.id === 'us-sgt')!.name).toBe(sgtName);
  expect(named.find((m) => m.id === 'us-2')!.name).toBe(other);
  await shoot(page, 'combat-patrol');
  await fightToTheEnd(page, battleId);
  await page.reload();
  await expect(end.getByTestId('end-campaign')).toContainText('Written to the roster of Fox Company');
  await expect(end.getByTestId('aa-soldiers')).toContainText(sgtName);
  await shoot(page, 'combat-patrol-end');
  await end.getByRole('button', { name: 'Open the campaign' }).click();

  // What the campaign kept.
  await expect(page.getByTestId('campaign-counts')).toContainText('3 games');
  await shoot(page, 'roster', true);
  const rows = page.getByTestId('roster').locator('tbody tr');
  const played = await rows.locator('td:nth-child(4)').allTextContents();
  const both = played.findIndex((g) => g.trim() === '2');
  const who = both >= 0 ? both : played.findIndex((g) => g.trim() === '1');
  await rows.nth(who).locator('th button').click();
  const record = page.getByTestId('service-record');
  await expect(record.getByTestId('service-lines')).toContainText('Game 1: Endless Patrol, lost');
  await shoot(page, 'service-record');
  await record.getByRole('button', { name: 'Close' }).click();
  // The sergeant who led the battle: his record has it, with his wound.
  await page.getByTestId('roster').locator('tbody tr th button', { hasText: sgtName }).click();
  await expect(record.getByTestId('service-lines')).toContainText('Game 3: Combat Patrol!');
  await shoot(page, 'service-record-battle');
  await record.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('timeline')).toContainText('Combat Patrol!');
  await shoot(page, 'timeline', true);
  await page.getByRole('tab', { name: /Memorial/ }).click();
  expect(await page.getByTestId('memorial').getByRole('listitem').count()).toBeGreaterThan(0);
  await shoot(page, 'memorial');
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.getByTestId('chart-strength').locator('svg .ct-line')).toHaveCount(2);
  await shoot(page, 'charts', true);
});
