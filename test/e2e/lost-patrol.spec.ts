/**
 * The Lost Patrol end to end, on fixed seeds found with the real engine: a base game clicked to
 * its end (the horror fought in its dialog, by mouse and by keys), a Deserter game at one screen
 * (both seats click), the mini variants' turned and mapped tiles, reload, export/import, and new
 * games from the home card, including one against the app.
 */
import { readFileSync } from 'node:fs';
import { expect, gotoHome, test } from './fixtures';
import { actionCount, clickAction, createLostPatrol, forestSnapshot, openLostPatrol } from './lost-patrol-kit';
import { base, baseWin, deserterGame, miniStart } from './lost-patrol-seeds';
import { lostPatrol } from '../../engine/games/lost-patrol';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';

test('a base game played by clicking, through a horror fight, to the way out', async ({ page, hq }) => {
  const win = baseWin();
  const id = await createLostPatrol(page, win.seed, base, 'Clicked out');
  await openLostPatrol(page, hq, id);
  await expect(page.getByTestId('whose-turn')).toHaveText('Lead the patrol out');
  await expect(page.getByTestId('soldiers')).toHaveText('10/10');
  await expect(page.locator('[data-cell][data-face="up"]')).toHaveCount(1);
  await expect(page.locator('[data-cell="3,3"]')).toHaveClass(/current/);
  let keyed = false;
  for (const [i, { action }] of win.actions.entries()) {
    if (action.type === 'bid') {
      const dialog = page.getByTestId('horror-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('The horror attacks the patrol');
      // The odds of losing each bid, from the rules: a die of b or more loses a bid of b.
      await expect(dialog.locator('[data-bid="2"]')).toContainText('lost on 2–6: 83%');
      await expect(dialog.locator('[data-bid="5"]')).toContainText('lost on 5–6: 33%');
      if (!keyed) {
        keyed = true;
        const before = await actionCount(page);
        await page.keyboard.press(String(action.soldiers));
        await expect.poll(() => actionCount(page)).not.toBe(before);
        // The roll and its result stay on screen: another round, or the fight's outcome until dismissed.
        await expect(page.getByTestId('horror-dialog').or(page.getByTestId('fight-result')).or(page.getByTestId('end-screen'))).toBeVisible();
        if (await page.getByTestId('fight-result').isVisible()) {
          await expect(page.getByTestId('fight-lines')).toContainText(`Bid ${action.soldiers} soldiers against the horror.`);
          // The heading is read from the fight's events: seen off, or retreating to feed.
          await expect(page.getByTestId('fight-result').locator('h2')).toHaveText(/The horror (is seen off|retreats to feed)/);
        }
        continue;
      }
    } else if (action.type === 'move' && i === 0) {
      // The lit exits are the engine's legal ways; the first move is made with an arrow key.
      const ways = new Set(lostPatrol.legalActions(lostPatrol.setup(win.seed, base), 0).map((a) => (a.type === 'move' ? a.dir : '')));
      await expect(page.locator('[data-exit]')).toHaveCount(ways.size);
      await expect(page.locator(`[data-exit="${action.dir}"]`)).toBeVisible();
      const before = await actionCount(page);
      await page.keyboard.press({ N: 'ArrowUp', E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft' }[action.dir]);
      await expect.poll(() => actionCount(page)).not.toBe(before);
      continue;
    }
    await clickAction(page, action);
  }
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end).toContainText('Out of the forest');
  await expect(end).toContainText(win.summary);
  await expect(end.getByTestId('end-stats')).toContainText('Horror attacks');
  await page.keyboard.press('Escape');
  await expect(end).toBeHidden();
  await expect(page.locator('[data-exit]')).toHaveCount(0);
  await page.getByRole('button', { name: 'See the result' }).click();
  await expect(end).toBeVisible();
});

test('a Deserter game at one screen: both sides move by clicking until one wins', async ({ page, hq }) => {
  const game = deserterGame();
  const options = { ...base, deserter: true };
  const id = await createLostPatrol(page, game.seed, options, 'Hotseat hunt', [{ kind: 'human' }, { kind: 'human' }]);
  await openLostPatrol(page, hq, id);
  await expect(page.getByTestId('whose-turn')).toHaveText('Deserter to move');
  await expect(page.locator('[data-piece="p"]')).toContainText('D');
  for (const { seat, action } of game.actions) {
    if (action.type !== 'bid') await expect(page.getByTestId('whose-turn')).toHaveText(seat === 0 ? 'Deserter to move' : 'Pursuers to move');
    if (action.type === 'enter') {
      // Outside the forest the pursuers may come in at any edge tile: 28 ways, lit on the border.
      await expect(page.locator('[data-enter]')).toHaveCount(28);
    }
    if (action.type === 'bid') await expect(page.getByTestId('horror-dialog')).toContainText('the Pursuers');
    await clickAction(page, action);
  }
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end).toContainText(game.winner === 1 ? 'The Pursuers win' : 'The Deserter escapes');
  await expect(end).toContainText(game.summary);
});

test('Mapping the Forest with Trail of Breadcrumbs: the tile left is turned as chosen and stays face up; reload resumes', async ({ page, hq }) => {
  const { seed, options } = miniStart();
  const moves = playBotGame(seed, options, ['bidder']).actions.slice(0, 2);
  const id = await createLostPatrol(page, seed, options, 'Breadcrumbs');
  await openLostPatrol(page, hq, id);
  await expect(page.getByText('Mapping the Forest', { exact: true })).toBeVisible();
  await expect(page.getByText('Trail of Breadcrumbs', { exact: true })).toBeVisible();
  const first = moves[0]!.action as LostPatrolAction;
  if (first.type !== 'move') throw new Error('the seed search promised a move first');
  // Leaving asks, on the map, how to turn the tile; Escape cancels and nothing moves.
  await page.locator(`[data-exit="${first.dir}"]`).click();
  await expect(page.getByTestId('forest').locator('[data-orient]')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('forest').locator('[data-orient]')).toHaveCount(0);
  await expect.poll(() => actionCount(page)).toBe('0');
  // Turn it to point west this time (any of the four is legal).
  await page.locator(`[data-exit="${first.dir}"]`).click();
  await page.getByTestId('forest').locator('[data-orient="W"]').click();
  await expect.poll(() => actionCount(page)).toBe('1');
  const start = page.locator('[data-cell="3,3"]');
  await expect(start).toHaveAttribute('data-face', 'up');
  await expect(start).toHaveAttribute('data-heading', 'W');
  await expect(start).toHaveClass(/left/);
  await expect(page.getByTestId('log')).toContainText('turned to point west');
  await expect(page.getByText('tile left behind, face up')).toBeVisible();

  const before = await forestSnapshot(page);
  await page.reload();
  await expect(page.getByTestId('forest')).toBeVisible();
  expect(await forestSnapshot(page)).toEqual(before);
  await expect.poll(() => actionCount(page)).toBe('1');
});

test('export a Lost Patrol save and import it: the copy opens on the same forest', async ({ page, hq }) => {
  const win = baseWin();
  const id = await createLostPatrol(page, win.seed, base, 'Exported forest');
  await openLostPatrol(page, hq, id);
  await clickAction(page, win.actions[0]!.action);
  const original = await forestSnapshot(page);
  await gotoHome(page, hq);
  // The list shows a page at a time: find this game by its name.
  await page.getByRole('searchbox', { name: /Search/ }).fill('Exported forest');
  const rows = page.locator('[data-save-id]');
  await expect(rows).toHaveCount(1);
  const idsBefore = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-save-id')));
  // Unfinished, with tiles face down and dice to roll: the row asks first (the file tells what is to come).
  await page.locator(`[data-save-id="${id}"]`).getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-save-id="${id}"]`).getByRole('button', { name: 'Export anyway' }).click()]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ game: 'lost-patrol', seed: win.seed });
  await page.getByTestId('import-input').setInputFiles({ name: 'forest.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('import-message')).toContainText('Imported');
  await expect(rows).toHaveCount(idsBefore.length + 1);
  const after = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-save-id')));
  const copy = after.find((x) => x !== null && !idsBefore.includes(x));
  expect(copy).toBeTruthy();
  await page.locator(`[data-save-id="${copy}"]`).getByRole('button', { name: /Resume|Open/ }).click();
  await expect(page.getByTestId('forest')).toBeVisible();
  expect(await forestSnapshot(page)).toEqual(original);
});

test('new games from the home card: a split hunt at one screen, and the Pursuers against the app', async ({ page, hq }) => {
  await gotoHome(page, hq);
  const card = page.locator('li.game[data-game="lost-patrol"]');
  await expect(card).not.toContainText('coming');
  await card.getByLabel('Who plays').selectOption({ label: 'The Deserter: two players at one screen' });
  await card.getByLabel("Pursuers' groups").selectOption({ label: 'Three groups: 4, 3 and 3' });
  await card.getByLabel(/Mapping the Forest/).check();
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('forest')).toBeVisible();
  await expect(page.getByTestId('whose-turn')).toHaveText('Deserter to move');
  await expect(page.getByText('The Deserter · pursuers in 4+3+3')).toBeVisible();
  await expect(page.getByText('Mapping the Forest', { exact: true })).toBeVisible();
  await expect(page.getByTestId('groups').locator('li')).toHaveCount(3);

  await gotoHome(page, hq);
  await card.getByLabel('Who plays').selectOption({ label: 'The Deserter: you lead the Pursuers' });
  await expect(card).toContainText('the app runs the Deserter');
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('forest')).toBeVisible();
  // The app's Deserter has already made the first move; it is the human Pursuers' turn.
  await expect(page.getByTestId('whose-turn')).toHaveText('Pursuers (you) to move');
  await expect(page.getByTestId('log')).toContainText('The Deserter entered');
  await expect(page.locator('[data-enter]')).toHaveCount(28);
  const before = await actionCount(page);
  // A mouse move asks for a second click (it rolls for the horror and cannot be undone).
  await page.locator('[data-enter]').first().click();
  await expect(page.getByTestId('move-confirm')).toBeVisible();
  await page.locator('[data-enter]').first().click();
  // After the pursuers come in (and any fight), the app moves the Deserter again and it is our turn.
  await expect.poll(() => actionCount(page)).not.toBe(before);
  await expect(page.getByTestId('whose-turn')).toHaveText(/Pursuers \(you\)|Game over/);

  // The other way round: you are the Deserter and move first; the app's pursuers answer.
  await gotoHome(page, hq);
  await card.getByLabel('Who plays').selectOption({ label: 'The Deserter: you are the Deserter' });
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('forest')).toBeVisible();
  await expect(page.getByTestId('whose-turn')).toHaveText('Deserter (you) to move');
  const exits = page.locator('[data-exit]');
  // The centre always has a way on (a dead end turns back onto the face-down tile behind it).
  await expect(exits.first()).toBeVisible();
  const start = await actionCount(page);
  await exits.first().click();
  await page.getByTestId('move-confirm').getByRole('button', { name: /Move/ }).click();
  await expect.poll(async () => Number(await actionCount(page))).toBeGreaterThan(Number(start) + 1);
  await expect(page.getByTestId('log')).toContainText(/The pursuers entered/);
});
