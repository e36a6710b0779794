/**
 * The Battle odds panel on the battle screen: opened, it works out each side's chance on the
 * services' worker threads, a progress bar first, then the figures refining to the end; worked out
 * again, Cancel stops it with the figures so far. Screenshots at 1280x800.
 */
import { expectAccessible } from './a11y';
import { actionCount, dragTo, newBattle, sample, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

test('the Battle odds panel refines each side\'s chance from the sample table at its start, and cancels', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // What the page asks of the services, by name (each call goes over the page's socket as JSON, with its channel).
  const asked: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => {
    const m = typeof f.payload === 'string' ? /"channel":"([\w.]+)"/.exec(f.payload) : null;
    if (m) asked.push(m[1]!);
  }));
  const answers: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    if (typeof f.payload === 'string' && f.payload.includes('"warming"')) answers.push(f.payload);
  }));
  const table = await storeTable(page, hq, sample());
  // The player rests the pointer on Combat Patrol!'s card before setting a battle up: the page has
  // the services get the odds workers ready for the game (odds.prepare), and they are.
  await page.locator('li.game[data-game="combat-patrol"]').getByLabel('Table to fight on').hover();
  await expect.poll(() => answers.length).toBe(1);
  expect(answers[0]).toContain('"warming":true');
  await newBattle(page, hq, table);
  const panel = page.getByTestId('battle-odds');
  await expect(panel).toBeVisible();
  // Closed until asked: no figures, nothing worked out for the player; but the battle shown, the
  // page has the services get their odds workers ready and warmed up (odds.about) before any ask.
  await expect(panel.getByTestId('battle-odds-progress')).toHaveCount(0);
  await expect.poll(() => asked.includes('odds.about')).toBe(true);
  expect(asked).not.toContain('odds.run');
  expect(asked.indexOf('odds.prepare')).toBeLessThan(asked.indexOf('saves.create'));
  await panel.getByText('Battle odds', { exact: true }).click();
  // A progress bar at once, then the figures of the first battles played on (the warm-up's among
  // them, when it is over), refining to the end: each side within +/-3%, the luck allowed for.
  await expect(panel.getByTestId('battle-odds-progress')).toBeVisible();
  const sides = panel.getByTestId('battle-odds-side');
  await expect(sides).toHaveCount(2, { timeout: 120_000 });
  await expect(sides.nth(0)).toContainText(/^US( \(to act\))?\s*\d+(\.\d)?% \+\/- \d+(\.\d)?%$/);
  await expect(sides.nth(1)).toContainText(/^German( \(to act\))?\s*\d+(\.\d)?% \+\/- \d+(\.\d)?%$/);
  const games = async () => Number((await panel.getByTestId('battle-odds-games').textContent())!.replace(/[^\d].*$/s, '').replace(/,/g, ''));
  const first = await games();
  expect(first).toBeGreaterThan(0);
  await expect.poll(games, { timeout: 60_000 }).toBeGreaterThan(first);
  await expect(panel.getByTestId('battle-odds-games')).toContainText(': done', { timeout: 120_000 });
  for (const i of [0, 1]) {
    const margin = Number((await sides.nth(i).textContent())!.replace(/^.*\+\/- /s, '').replace('%', ''));
    expect(margin).toBeLessThanOrEqual(3);
  }
  await expect(panel.getByTestId('battle-odds-games')).toContainText("allowing for each battle's luck with the dice");
  await page.screenshot({ path: '/tmp/i25-odds-panel-done.png' });
  // Worked out again (every battle played again: the warm-up's are counted once), and cancelled as
  // soon as its first figures are in, with the figures so far.
  await panel.getByTestId('battle-odds-start').click();
  await expect(panel.getByTestId('battle-odds-cancel')).toBeVisible();
  await expect(panel.getByTestId('battle-odds-games')).toContainText('…', { timeout: 120_000 });
  const progress = Number(await panel.getByTestId('battle-odds-progress').getAttribute('value'));
  expect(progress).toBeGreaterThan(0);
  expect(progress).toBeLessThan(1);
  await panel.getByTestId('battle-odds-cancel').click();
  await expect(panel.getByTestId('battle-odds-games')).toContainText(': cancelled', { timeout: 30_000 });
  await expect(panel.getByTestId('battle-odds-start')).toHaveText('Work out again');
  await expect(sides).toHaveCount(2);
  expect(await games()).toBeGreaterThan(0);
  await expectAccessible(page, 'the battle screen with its Battle odds panel open');
  await page.screenshot({ path: '/tmp/i25-odds-panel.png' });
});

test('open, the Battle odds are worked out again when the position changes', async ({ page, hq }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, smallTable('Odds duel', [
    { id: 'able', side: 'US', x: 10, y: 30 },
    { id: 'baker', side: 'US', x: 14, y: 30 },
    { id: 'fritz', side: 'German', x: 12, y: 18 },
  ]));
  await newBattle(page, hq, table);
  const count0 = await actionCount(page);
  const panel = page.getByTestId('battle-odds');
  await panel.getByText('Battle odds', { exact: true }).click();
  const games = panel.getByTestId('battle-odds-games');
  await expect(games).toHaveAttribute('data-count', String(count0), { timeout: 120_000 });
  // A move: the figures of the old position go, and the new position's come.
  await dragTo(page, 'able', { x: 10, y: 27 });
  await expect.poll(() => actionCount(page)).toBe(count0 + 1);
  await expect(games).toHaveAttribute('data-count', String(count0 + 1), { timeout: 120_000 });
  await expect(panel.getByTestId('battle-odds-side')).toHaveCount(2);
});
