/**
 * A shared game's screens on one machine (the share listener on loopback: no namespaces, no root):
 * "Join a game" in a browser, the guest's bar and the host's badge whole at 1280 and 1024 wide, the
 * undo ask clear of what a player needs, a spectator offered nothing to play on any game screen, and
 * chat lines in the log (and in Replay from where they were said).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startHost, type RunningHost } from './host';
import { newBattle, smallTable, storeTable } from './battle-kit';
import { clickAction, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';
import { base, deserterGame } from './lost-patrol-seeds';
import { createPatrolLost, HOTSEAT } from './patrol-lost-kit';
import { clickOne, countOn, inStep, invite, myTurn, playShared } from './share-play';

let host: RunningHost;
test.beforeAll(async () => {
  test.setTimeout(120_000); // the host starts slowly on a loaded machine
  // PATROL_HQ_SHARE_PORT=0: any free port; the links name this machine's address, reached here on loopback.
  host = await startHost({ seeds: 1, env: { PATROL_HQ_SHARE_PORT: '0' } });
});
test.afterAll(async () => {
  await host?.stop();
});

/** The friend's link as this machine reaches it: the same port and code on 127.0.0.1. */
const onLoopback = (link: string) => link.replace(/^http:\/\/[^/]+/, (m) => `http://127.0.0.1:${new URL(m).port}`);

const SHOTS = process.env.PATROL_HQ_SHOTS ?? '';
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png` });
}

/** Where an element's text is cut (an ellipsis): its content wider than its box, or a shown child's (a visually hidden one aside). */
function cut(page: Page, testid: string): Promise<string[]> {
  return page.getByTestId(testid).evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('*'))]
      .filter((e) => (globalThis as unknown as { getComputedStyle(e: unknown): { position: string } }).getComputedStyle(e).position !== 'absolute' && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth}`),
  );
}

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** A spectator's page: nothing to press that plays, undoes or moves; the key line says it watches. */
async function noPlayerControls(page: Page): Promise<void> {
  await expect(page.getByTestId('undo')).toHaveCount(0);
  await expect(page.locator('[data-choice], [data-exit], [data-enter]')).toHaveCount(0);
  await expect(page.getByTestId('key-line')).toHaveText(/^You are watching/);
  await expect(page.getByTestId('chat-line')).toHaveCount(0);
  await expect(page.getByText('No way on from this tile')).toHaveCount(0);
}

/** The top bar's items that reach past the window's right edge (none: every button and badge in sight). */
function offScreen(page: Page): Promise<string[]> {
  type Item = { getBoundingClientRect(): { right: number }; textContent: string | null; tagName: string };
  return page.locator('header.bar').evaluate((bar) => {
    const width = (globalThis as unknown as { innerWidth: number }).innerWidth;
    return Array.from(bar.children as unknown as ArrayLike<Item>)
      .filter((c) => c.getBoundingClientRect().right > width)
      .map((c) => c.textContent?.trim() ?? c.tagName);
  });
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  return ctx.newPage();
}

test('Patrol: Lost! shared: the friend joins from “Join a game” in a browser (same tab); the bar and the badge are whole at 1280 and 1024', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  const id = await createPatrolLost(page, 3, 'A long evening patrol by the old mill');
  await page.goto(`${host.url}#/play/${id}`);
  await expect(page.getByTestId('hexmap')).toBeVisible();
  const { link, spectatorLink } = await invite(page, 1);
  await page.getByTestId('invite-close').click();

  const friend = await newPage(browser, 1280);
  await friend.goto(host.url);
  await friend.getByTestId('join-link').fill(onLoopback(link));
  await friend.getByTestId('join-open').click();
  await expect(friend).toHaveURL(onLoopback(link));
  await expect(friend.getByTestId('guest-bar')).toHaveText('Patrol: Lost! with a friend · you play the Bad Guys · your turn · host connected');
  await expect(friend).toHaveTitle('Patrol: Lost! with a friend');
  await expect(page.getByTestId('share-badge')).toHaveText('Friend: Bad Guys · connected');
  await shot(friend, 'guest-1280');
  await shot(page, 'host-1280');
  expect(await cut(friend, 'guest-bar')).toEqual([]);
  expect(await cut(page, 'share-badge')).toEqual([]);
  for (const p of [friend, page]) await p.setViewportSize({ width: 1024, height: 768 });
  await shot(friend, 'guest-1024');
  await shot(page, 'host-1024');
  expect(await cut(friend, 'guest-bar')).toEqual([]);
  expect(await cut(page, 'share-badge')).toEqual([]);
  for (const p of [friend, page]) expect(await offScreen(p)).toEqual([]);

  const watcher = await newPage(browser, 1280);
  await watcher.goto(onLoopback(spectatorLink));
  await expect(watcher.getByTestId('guest-bar')).toContainText('you are watching');
  await expect(watcher.getByTestId('hexmap')).toBeVisible();
  await shot(watcher, 'spectator-pl-1280');
  await noPlayerControls(watcher);

  // The friend plays on to a decision the rules let be taken back (no tile or die seen), and asks to.
  for (let i = 0; i < 12; i++) {
    await playShared(page, friend, 0, 20, () => myTurn(friend, 1));
    const n = (await countOn(page)) as number;
    await clickOne(friend);
    await inStep(page, friend, n + 1);
    if (await friend.getByTestId('undo').isEnabled()) break;
  }
  await friend.getByTestId('undo').click();
  await expect(page.getByTestId('undo-allow')).toBeVisible();
  await expect(friend.getByTestId('undo-ask')).toContainText('Waiting for your friend');
  await shot(page, 'undo-host');
  await shot(friend, 'undo-friend');
  // The ask sits in the side column, clear of the phase bar, the map and the choices under it.
  for (const p of [page, friend]) {
    const ask = await box(p.getByTestId('undo-ask'));
    expect(within(ask, await box(p.locator('aside.right')))).toBe(true);
    for (const needed of [p.getByTestId('step-bar'), p.getByTestId('hexmap'), p.locator('main.table'), p.locator('header.bar')]) expect(overlap(ask, await box(needed))).toBe(false);
  }
  await page.getByTestId('undo-refuse').click();
  await expect(friend.getByTestId('undo-ask')).toHaveCount(0);
});

test('The Lost Patrol shared: a spectator sees the forest and no player controls', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  const game = deserterGame();
  const id = await createLostPatrol(page, game.seed, { ...base, deserter: true }, 'Deserter with a friend', HOTSEAT);
  await openLostPatrol(page, host.url, id);
  const { spectatorLink } = await invite(page, 1);
  await page.getByTestId('invite-close').click();
  const watcher = await newPage(browser, 1280);
  await watcher.goto(onLoopback(spectatorLink));
  await expect(watcher.getByTestId('guest-bar')).toContainText('you are watching');
  await expect(watcher.getByTestId('groups')).toBeVisible();
  await shot(watcher, 'spectator-lp-1280');
  await noPlayerControls(watcher);
  await expect(watcher.getByTestId('hint')).toHaveText(/^Waiting for the (Deserter|Pursuers) to (move|fight the horror)\.$/);
  await expect(watcher.getByRole('checkbox')).toHaveCount(0);
  await expect(watcher.getByTestId('groups').getByRole('button', { disabled: false })).toHaveCount(0);
  // The players still have theirs: the host, whose turn it is, the checkbox and a hint to move.
  await expect(page.getByRole('checkbox', { name: /Ask before a mouse move/ })).toBeVisible();
  await expect(page.getByTestId('hint')).toContainText(/lit exit/);
  // The host moves the Deserter; on the friend's turn its screen says so (it said there was no way on).
  expect(game.actions.slice(0, 2).map((a) => a.seat)).toEqual([0, 1]);
  await clickAction(page, game.actions[0]!.action as LostPatrolAction);
  await expect(page.getByTestId('whose-turn')).toHaveText('Pursuers to move');
  await expect(page.getByTestId('hint')).toHaveText('Your friend’s turn: their moves show here as they make them.');
  await expect(watcher.getByTestId('hint')).toHaveText('Waiting for the Pursuers to move.');

  // A chat line goes into the log, above the move it follows, on every screen; it stays in the save, so
  // the host's Replay shows it from the point it was said (and not before).
  await page.getByTestId('chat-line').fill('Catch me if you can');
  await page.getByTestId('chat-send').click();
  for (const p of [page, watcher]) {
    await expect(p.getByTestId('log').locator('li').first()).toHaveText('Deserter: Catch me if you can');
    await expect(p.getByTestId('log').locator('li.chat')).toHaveCount(1);
  }
  await shot(page, 'chat-in-log');
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-at', '1');
  await expect(page.getByTestId('log').locator('li.chat')).toHaveText(['Deserter: Catch me if you can']);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-at', '0');
  await expect(page.getByTestId('log').locator('li.chat')).toHaveCount(0);
});

test('Combat Patrol! shared: a spectator sees the table and no player controls', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, host.url, smallTable('Watched table', [
    { id: 'able', side: 'US', x: 10, y: 30, name: 'Able' },
    { id: 'fritz', side: 'German', x: 12, y: 18, name: 'Fritz' },
  ]));
  await newBattle(page, host.url, table);
  const { spectatorLink } = await invite(page, 1);
  await page.getByTestId('invite-close').click();
  const watcher = await newPage(browser, 1280);
  await watcher.goto(onLoopback(spectatorLink));
  await expect(watcher.getByTestId('guest-bar')).toContainText('you are watching');
  await expect(watcher.locator('.combat-patrol')).toBeVisible();
  await shot(watcher, 'spectator-cp-1280');
  await noPlayerControls(watcher);
  await expect(watcher.getByTestId('cp-choices').getByRole('button')).toHaveCount(0);
  await expect(watcher.getByTestId('cp-waiting')).toHaveText(/^Waiting for the (US|German) side to (deploy|activate a soldier)\.$/);
});
