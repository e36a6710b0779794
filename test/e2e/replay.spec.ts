/**
 * Replays: a save opened as a replay, stepped back and forth (the board as the player saw it at
 * each point), played at a readable pace, jumped to a turn, bookmarked with a note, and forked
 * with "Play on from here" into a new save that plays on while the original stays as it was.
 * Axe check and screenshots at 1280x800 in light and dark.
 */
import { expectAccessible } from './a11y';
import { apiCall, createSave, expect, openSave, playPassivelyByApi, tableSnapshot, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('a replay steps back and forth showing the board as it was, bookmarks a point, and forks a game that plays on', async ({ page, hq }) => {
  test.setTimeout(120_000);
  const id = await createSave(page, 4321, 'Replayed');
  await playPassivelyByApi(page, id, 12);
  const count = (await apiCall<{ save: { actionCount: number } }>(page, 'saves.open', { id })).value!.save.actionCount;
  // What the player saw at two points: the end, and after move 5 (a fresh copy played to 5 shows it).
  await openSave(page, hq, id);
  const atEnd = await tableSnapshot(page);
  const five = await createSave(page, 4321, 'Five');
  await playPassivelyByApi(page, five, 5);
  await openSave(page, hq, five);
  const atFive = await tableSnapshot(page);

  await openSave(page, hq, id);
  await page.getByTestId('open-replay').click();
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-at', String(count));
  await expect(page.getByTestId('replay-point')).toContainText(`Move ${count} of ${count}`);
  await expect(page.getByTestId('hand')).toBeVisible();
  expect(await tableSnapshot(page)).toEqual(atEnd);

  // Back one action at a time to move 5: the board is the one the player saw there.
  for (let at = count - 1; at >= 5; at--) {
    await page.getByTestId('replay-back').click();
    await expect(replay).toHaveAttribute('data-at', String(at));
  }
  expect(await tableSnapshot(page)).toEqual(atFive);
  const hashAtFive = await page.getByTestId('replay-hash').textContent();
  // Forward and back again: the same point, the same board, the same check hash.
  await page.getByTestId('replay-forward').click();
  await expect(replay).toHaveAttribute('data-at', '6');
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-at', '5');
  expect(await tableSnapshot(page)).toEqual(atFive);
  await expect(page.getByTestId('replay-hash')).toHaveText(hashAtFive!);

  // A game still going on: the replay shows the seal of its deal, never the seed.
  const sealed = (await apiCall<{ commitment: string; seed?: number }>(page, 'replays.open', { id })).value!;
  expect(sealed.seed).toBeUndefined();
  await page.getByTestId('replay-seal').click();
  await expect(page.getByTestId('replay-seal-words')).toContainText(`stays with Patrol HQ while the game can go on. Its seal (SHA-256): ${sealed.commitment.slice(0, 8)}`);
  await expect(page.getByTestId('replay-seal-words')).not.toContainText('4321');

  // Bookmark it with a note; the note is listed and jumps back here.
  await page.getByLabel('Bookmark note').fill('Before the ambush');
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByTestId('replay-bookmarks')).toContainText('Move 5: Before the ambush');

  // Play at a readable pace, then pause.
  await page.getByTestId('replay-play').click();
  await expect(replay).toHaveAttribute('data-at', '7', { timeout: 10_000 });
  await page.getByTestId('replay-play').click();
  const stopped = Number(await replay.getAttribute('data-at'));
  await page.waitForTimeout(1500);
  expect(Number(await replay.getAttribute('data-at'))).toBe(stopped);
  await page.getByTestId('replay-bookmarks').getByRole('button', { name: /Before the ambush/ }).click();
  await expect(replay).toHaveAttribute('data-at', '5');

  await expectAccessible(page, 'the replay screen');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/replay-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Play on from here: a new save at move 5 that plays on; the original keeps its moves.
  await page.getByTestId('replay-fork').click();
  // The fork dialog: the new save's name offered, the original said to stay as it is.
  const dialog = page.getByTestId('fork-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Play on from move 5');
  await expect(dialog.getByTestId('fork-name')).toHaveValue('Replayed (from move 5)');
  await expect(dialog.getByTestId('fork-name')).toBeFocused();
  // New luck by default; "Same luck" is the analysis choice, named in the offered name.
  const sameLuck = dialog.getByRole('checkbox', { name: /Same luck \(for analysis: the unseen cards and dice as they fell\)/ });
  await expect(sameLuck).not.toBeChecked();
  await expect(dialog.getByTestId('fork-luck-note')).toContainText('New luck: the cards, tiles and dice nobody has seen yet are dealt afresh');
  await sameLuck.check();
  await expect(dialog.getByTestId('fork-name')).toHaveValue('Replayed (from move 5, same luck)');
  await expect(dialog.getByTestId('fork-luck-note')).toContainText('come as they did in “Replayed”');
  await page.screenshot({ path: 'test-results/screens/replay-fork-same-luck.png' });
  await sameLuck.uncheck();
  await expect(dialog.getByTestId('fork-name')).toHaveValue('Replayed (from move 5)');
  // Keys typed in the dialog do not step the replay underneath.
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-at', '5');
  await expectAccessible(page, 'the fork dialog');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/replay-fork-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByTestId('fork-name').fill('What if: ambush');
  await dialog.getByTestId('fork-go').click();
  await expect(page).toHaveURL(/#\/play\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('What if: ambush');
  await expect(page.getByTestId('hand')).toBeVisible();
  expect(page.url()).not.toContain(id);
  await expect(page.locator('[data-action-count]')).toHaveAttribute('data-action-count', '5');
  expect(await tableSnapshot(page)).toEqual(atFive);
  await page.getByRole('button', { name: /End Fire phase/ }).or(page.getByRole('button', { name: /Take the casualty/ })).first().click();
  await expect(page.locator('[data-action-count]')).not.toHaveAttribute('data-action-count', '5');
  const original = await apiCall<{ save: { actionCount: number } }>(page, 'saves.open', { id });
  expect(original.value!.save.actionCount).toBe(count);
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-origin')).toHaveText('Forked from “Replayed” at move 5, with new luck.');

  // The original forked again at move 5 with the same luck, for analysis: named so, and its replay says so.
  await page.goto(page.url().replace(/#.*$/, `#/replay/${id}`));
  await expect(replay).toHaveAttribute('data-at', String(count));
  for (let at = count - 1; at >= 5; at--) {
    await page.getByTestId('replay-back').click();
    await expect(replay).toHaveAttribute('data-at', String(at));
  }
  await page.getByTestId('replay-fork').click();
  await dialog.getByRole('checkbox', { name: /Same luck/ }).check();
  await dialog.getByTestId('fork-go').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Replayed (from move 5, same luck)');
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-origin')).toHaveText('Forked from “Replayed” at move 5, with the same luck (for analysis).');
  await page.screenshot({ path: 'test-results/screens/replay-forked-same-luck.png' });
});
