/**
 * Replays of every game as a newcomer met them (issue 21): a finished game's replay does not open
 * the end dialog by itself, the key line shows the replay's keys, Left and Right step the replay and
 * do nothing else on the board, a pasted check hash is compared with this game's, Patrol: Lost!
 * jumps to a turn and its side panel is reachable by keyboard, The Lost Patrol never says "No way on
 * from this tile" in a replay. Axe on each replay screen; screenshots at 1280x800 and 1920x1080,
 * light and dark, in test-results/screens/.
 */
import type { Page } from '@playwright/test';
import { botGame } from '../../engine/games/patrol-lost/testing';
import { expectAccessible } from './a11y';
import { apiCall, createSave, expect, playPassivelyByApi, test } from './fixtures';
import { applySeated, createLostPatrol } from './lost-patrol-kit';
import { base, baseWin } from './lost-patrol-seeds';
import { createPatrolLost, playInto } from './patrol-lost-kit';
import { seedWithShortLoss } from './seeds';

test.use({ viewport: { width: 1280, height: 800 } });

interface Info {
  count: number;
  turns: { turn: number; at: number }[];
  commitment: string;
  seed?: number;
  salt?: string;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `test-results/screens/${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens `id` as a replay at its last point and waits for the game's own screen. */
async function openReplay(page: Page, hq: string, id: string, board: string): Promise<Info> {
  const info = (await apiCall<Info>(page, 'replays.open', { id })).value!;
  await page.goto(`${hq}#/replay/${id}`);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-at', String(info.count));
  await expect(page.getByTestId(board)).toBeVisible();
  return info;
}

/** The replay's keys in the key line, none of the game's. */
async function expectReplayKeys(page: Page, gameWords: RegExp): Promise<void> {
  const line = page.getByTestId('key-line');
  await expect(line).toContainText('one action back, forward');
  await expect(line).toContainText('the start, the last action');
  await expect(line).not.toContainText(gameWords);
}

test('a finished Endless Patrol game as a replay: no end dialog by itself, the replay\'s keys, and a pasted check hash compared', async ({ page, hq }) => {
  test.setTimeout(120_000);
  const { seed, actions } = seedWithShortLoss();
  const id = await createSave(page, seed, 'Replay: a lost patrol');
  await playPassivelyByApi(page, id, actions + 5);
  const info = await openReplay(page, hq, id, 'hand');
  const replay = page.getByTestId('replay');
  // The game is over at this point, but the replay opens on the table, not on the end dialog.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await expectReplayKeys(page, /select cards|take casualty|undo/);
  // A finished game's replay says what a fork from it deals.
  await expect(page.getByTestId('replay-fork-luck')).toHaveText('Forks deal new luck for the unseen.');
  // Stepping back and to the end again does not open it either; the top bar's button does.
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-at', String(info.count - 1));
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-at', String(info.count));
  await page.waitForTimeout(300);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await page.getByRole('button', { name: /see the result/ }).click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('end-screen')).toHaveCount(0);

  // Someone else's hash at move 5, pasted as read out (in groups, in capitals): found at move 5.
  const h5 = (await apiCall<{ hash: string }>(page, 'replays.at', { id, at: 5 })).value!.hash;
  const box = page.getByTestId('replay-their-hash');
  const verdict = page.getByTestId('replay-hash-verdict');
  await box.fill(h5.toUpperCase().replace(/(.{4})(?!$)/g, '$1 '));
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(verdict).toHaveText(/The same as move 5: the two games agree up to there\./);
  await expectAccessible(page, 'the Endless Patrol replay with a hash compared');
  await shoot(page, 'replay-hash-same');
  await verdict.getByRole('button', { name: 'Go to move 5' }).click();
  await expect(replay).toHaveAttribute('data-at', '5');
  await expect(verdict).toHaveText(/The same as the point shown/);
  // A hash this game never had, and one that is not a hash.
  await box.fill('ffff ffff ffff ffff');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(verdict).toHaveText(/No point of this game has that check hash/);
  await shoot(page, 'replay-hash-differs');
  await box.fill('not a hash');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(verdict).toHaveText(/A check hash is 16 digits and letters a-f/);
});

test('a Lost Patrol replay never says "No way on from this tile", its arrows step the replay, and a won game opens no end dialog', async ({ page, hq }) => {
  test.setTimeout(120_000);
  const win = baseWin();
  const id = await createLostPatrol(page, win.seed, base, 'Replay: out of the forest');
  expect(await applySeated(page, id, win.actions)).toBe(win.actions.length);
  const info = await openReplay(page, hq, id, 'forest');
  const replay = page.getByTestId('replay');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await expectReplayKeys(page, /bet soldiers|undo/);
  // Each point where the patrol was about to move: the way on was there, so nothing says there was none.
  const moves = win.actions.map((a, i) => (a.action.type === 'move' ? i : -1)).filter((i) => i >= 0).slice(0, 3);
  expect(moves.length).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect(replay).toHaveAttribute('data-at', '0');
  let at = 0;
  for (const m of moves) {
    while (at < m) {
      await page.keyboard.press('ArrowRight');
      at++;
      await expect(replay).toHaveAttribute('data-at', String(at));
    }
    await expect(page.getByTestId('forest')).toBeVisible();
    await expect(page.getByText(/No way on from this tile/)).toHaveCount(0);
    // Up and Down are the game's moves: in a replay they do nothing and say nothing.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(/cannot move by an exit|No way .* from here/)).toHaveCount(0);
    await expect(replay).toHaveAttribute('data-at', String(at));
  }
  await expectAccessible(page, 'the Lost Patrol replay');
  await shoot(page, 'replay-lost-patrol');
  // Out of the forest by a step that revealed nothing: the win may still be taken back, so the seed stays sealed.
  expect(info.seed).toBeUndefined();
  await page.getByTestId('replay-seal').click();
  await expect(page.getByTestId('replay-seal-words')).toContainText(`Its seal (SHA-256): ${info.commitment.slice(0, 8)}`);
  await expect(page.getByTestId('replay-seal-words')).not.toContainText(`deal ${id}`);
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-at', String(info.count));
  await page.waitForTimeout(300);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
});

/** The easy-against-easy Patrol: Lost! game of the first seeds that ends soonest. */
function shortPatrolLost(): { seed: number; actions: number } {
  let best = { seed: 0, actions: Infinity };
  for (let seed = 1; seed <= 12; seed++) {
    const g = botGame(seed, 'easy', 'easy');
    if (g.result && g.actions.length < best.actions) best = { seed, actions: g.actions.length };
  }
  return best;
}

test('a finished Patrol: Lost! game as a replay: jump to a turn, the side panel reachable by keyboard, the replay\'s keys, no end dialog', async ({ page, hq }) => {
  test.setTimeout(180_000);
  const { seed, actions } = shortPatrolLost();
  const id = await createPatrolLost(page, seed, 'Replay: Patrol: Lost!');
  expect(await playInto(page, id, seed, actions)).toBe(actions);
  const info = await openReplay(page, hq, id, 'hexmap');
  const replay = page.getByTestId('replay');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await expectReplayKeys(page, /pick a Good Guy|attack|skip the computer/);

  // Jump to turn 3: the point where it starts, told in the bar.
  expect(info.turns.length).toBeGreaterThan(3);
  const three = info.turns.find((t) => t.turn === 3)!;
  await page.getByTestId('replay-turn').selectOption('3');
  await expect(replay).toHaveAttribute('data-at', String(three.at));
  await expect(page.getByTestId('replay-point')).toContainText('turn 3');
  await expect(page.getByTestId('turn')).toHaveText('Turn 3');

  // Left steps the replay back one action and does not also pan the map.
  const map = page.getByTestId('hexmap').locator('g').first();
  const before = await map.getAttribute('transform');
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-at', String(three.at - 1));
  expect(await map.getAttribute('transform')).toBe(before);

  // The side panel scrolls at this size and takes focus, so a keyboard can scroll it.
  const panel = page.locator('aside.left');
  expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await panel.focus();
  await expect(panel).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(replay).toHaveAttribute('data-at', String(three.at - 1));
  await expectAccessible(page, 'the Patrol: Lost! replay');
  await shoot(page, 'replay-patrol-lost');
  // Over for good (its last move rolled the dice): the replay shows the seed it was dealt from, and the
  // seal shown from the start checks against it.
  expect(info.seed).toBe(seed);
  const seal = page.getByTestId('replay-seal');
  await expect(seal).toHaveText(`Seed ${seed}`);
  await seal.click();
  const words = page.getByTestId('replay-seal-words');
  await expect(words).toContainText(`“patrol-hq deal ${id} ${seed} ${info.salt}”`);
  await expect(words).toContainText(info.commitment.slice(0, 8));
  await expect(words).toContainText('✓ It is: the seed was fixed before the first move.');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screens/replay-deal-seal-1280x800.png' });
});
