/**
 * Accessibility of the home screen, the rules page and both game screens with all their dialogs,
 * light and dark (issue 8): axe-core's WCAG 2.1 A and AA rules (no serious or critical violation)
 * and the landmark rules the issue names (one main, an h1, no two unnamed asides).
 */
import { lostPatrol } from '../../engine/games/lost-patrol';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, createSave, expect, gotoHome, openSave, playPassivelyByApi, test } from './fixtures';
import { applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, baseWin, deserterEscapes, miniStart, stackedPieces, twoMovesFirst } from './lost-patrol-seeds';
import { seedWithCasualtyPrompt, seedWithDiscard, seedWithLookCard, seedWithShortLoss, seedWithTwoCardFire } from './seeds';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';

/** axe on the page as it is; the landmark rules (which do not depend on colours) in light only, in the same run. */
async function check(page: Page, where: string, landmarks = true): Promise<void> {
  await expectAccessible(page, where, { landmarks: landmarks && where.startsWith('light') });
}

const schemes = ['light', 'dark'] as const;

test('home and rules pages', async ({ page, hq }) => {
  test.setTimeout(120_000);
  await createSave(page, 1, 'A11y home save');
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHome(page, hq);
    await check(page, `${scheme} home`);
    await page.goto(`${hq}#/rules/endless-patrol`);
    await expect(page.locator('.ruling').first()).toBeVisible();
    await check(page, `${scheme} rules page`);
  }
});

for (const scheme of schemes) test(`Endless Patrol, ${scheme}: fire preview, look, casualty, discard, piles, rules and end dialogs`, async ({ page, hq }) => {
  test.setTimeout(180_000);
  const two = seedWithTwoCardFire();
  const mid = await createSave(page, two.seed, 'A11y mid');
  const casualty = await createSave(page, seedWithCasualtyPrompt().seed, 'A11y casualty');
  await playPassivelyByApi(page, casualty, 6, true);
  const lookSeed = seedWithLookCard();
  const look = await createSave(page, lookSeed.seed, 'A11y look');
  await apiCall(page, 'saves.act', { id: look, action: { type: 'look', card: lookSeed.card, deck: 'gi' }, expectedCount: 0 });
  const d = seedWithDiscard();
  const discard = await createSave(page, d.seed, 'A11y discard');
  await playPassivelyByApi(page, discard, d.actions);
  const loss = seedWithShortLoss();
  const end = await createSave(page, loss.seed, 'A11y end');
  await playPassivelyByApi(page, end, loss.actions + 2);
  {
    await page.emulateMedia({ colorScheme: scheme });
    await openSave(page, hq, mid);
    await check(page, `${scheme} Endless Patrol`);
    for (const c of two.fire.cards) await page.getByTestId('hand').locator(`[data-card="${c}"]`).click();
    await page.getByTestId('in-play').locator(`[data-card="${two.fire.target}"]`).click();
    await expect(page.getByTestId('in-play')).toContainText('Would be defeated');
    await check(page, `${scheme} Endless Patrol fire preview`);
    await page.getByRole('button', { name: /Browse the decks and discard piles/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, `${scheme} Endless Patrol piles dialog`, false);
    await page.keyboard.press('Escape');
    await page.keyboard.press('F1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, `${scheme} Endless Patrol rules dialog`, false);
    await page.keyboard.press('Escape');
    await openSave(page, hq, look);
    await expect(page.getByTestId('peek')).toBeVisible();
    await check(page, `${scheme} Endless Patrol look`);
    await openSave(page, hq, casualty);
    await expect(page.getByTestId('casualty-prompt')).toBeVisible();
    await check(page, `${scheme} Endless Patrol casualty`);
    await openSave(page, hq, discard);
    await expect(page.getByTestId('discard-prompt')).toBeVisible();
    await check(page, `${scheme} Endless Patrol discard`);
    await openSave(page, hq, end);
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await check(page, `${scheme} Endless Patrol end dialog`, false);
  }
});

for (const scheme of schemes) test(`The Lost Patrol, ${scheme}: forest, move confirm, breadcrumb turn, horror bid and result, stacked groups, end dialogs`, async ({ page, hq }) => {
  test.setTimeout(240_000);
  const two = twoMovesFirst();
  const plain = await createLostPatrol(page, two.seed, base, 'A11y forest');
  const mini = miniStart();
  const crumbs = await createLostPatrol(page, mini.seed, mini.options, 'A11y crumbs');
  const win = baseWin();
  const firstBid = win.actions.findIndex((a) => a.action.type === 'bid');
  const horror = await createLostPatrol(page, win.seed, base, 'A11y horror');
  await applySeated(page, horror, win.actions.slice(0, firstBid));
  const out = await createLostPatrol(page, win.seed, base, 'A11y out');
  await applySeated(page, out, win.actions);
  const s = stackedPieces();
  const stacked = await createLostPatrol(page, s.seed, s.options, 'A11y stacked', [{ kind: 'human' }, { kind: 'human' }]);
  await applySeated(page, stacked, s.actions.slice(0, s.upto));
  const esc = deserterEscapes();
  const imported = await apiCall<{ id: string }>(page, 'saves.import', {
    text: JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1, game: 'lost-patrol', version: lostPatrol.version, seed: esc.seed, options: { ...base, deserter: true }, name: 'A11y escaped', seats: [{ kind: 'bot', bot: 'deserter-ai' }, { kind: 'human' }], actions: esc.actions, exportedAt: new Date().toISOString() }),
  });
  const first = playBotGame(mini.seed, mini.options, ['bidder']).actions[0]!.action as { dir: string };
  {
    await page.emulateMedia({ colorScheme: scheme });
    await openLostPatrol(page, hq, plain);
    await check(page, `${scheme} Lost Patrol forest`);
    await page.locator(`[data-exit="${two.actions[0]!.action.type === 'move' ? (two.actions[0]!.action as { dir: string }).dir : 'N'}"]`).click();
    await expect(page.getByTestId('move-confirm')).toBeVisible();
    await check(page, `${scheme} Lost Patrol move confirm`);
    await page.keyboard.press('Escape');
    await openLostPatrol(page, hq, crumbs);
    await page.locator(`[data-exit="${first.dir}"]`).click();
    await expect(page.locator('[data-orient]')).toHaveCount(4);
    await check(page, `${scheme} Lost Patrol breadcrumb turn`);
    await page.keyboard.press('Escape');
    await openLostPatrol(page, hq, horror);
    await expect(page.getByTestId('horror-dialog')).toBeVisible();
    await check(page, `${scheme} Lost Patrol horror bid`, false);
    const fight = await createLostPatrol(page, win.seed, base, `A11y fight ${scheme}`);
    await applySeated(page, fight, win.actions.slice(0, firstBid));
    await openLostPatrol(page, hq, fight);
    await page.keyboard.press(String((win.actions[firstBid]!.action as { soldiers: number }).soldiers));
    await expect(page.getByTestId('fight-result').or(page.getByTestId('horror-dialog').filter({ hasText: 'round 2' })).or(page.getByTestId('end-screen'))).toBeVisible();
    await check(page, `${scheme} Lost Patrol fight result`, false);
    await openLostPatrol(page, hq, stacked);
    await check(page, `${scheme} Lost Patrol stacked groups`);
    await openLostPatrol(page, hq, out);
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await check(page, `${scheme} Lost Patrol end dialog`, false);
    await openLostPatrol(page, hq, imported.value!.id);
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await check(page, `${scheme} Lost Patrol loss against the app`, false);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('end-screen')).toBeHidden();
    await page.keyboard.press('F1');
    await expect(page.getByRole('dialog', { name: /rules/ })).toBeVisible();
    await check(page, `${scheme} Lost Patrol rules dialog`, false);
  }
});

test('the check itself fails on what it is there to find: faint words, a nameless button, a second main', async ({ page, hq }) => {
  await gotoHome(page, hq);
  await expectAccessible(page, 'the home screen as shipped', { landmarks: true });
  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { createElement(t: string): { id: string; textContent: string; style: Record<string, string> }; querySelector(s: string): { append(e: unknown): void }; body: { append(e: unknown): void } } }).document;
    const faint = doc.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Faint words';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    const nameless = doc.createElement('button');
    nameless.id = 'nameless';
    doc.querySelector('main').append(faint);
    doc.querySelector('main').append(nameless);
    doc.body.append(doc.createElement('main'));
  });
  const failure = (opts: Parameters<typeof expectAccessible>[2]) => expectAccessible(page, 'a spoiled page', opts).then(() => '', (e: Error) => e.message);
  const all = await failure({ landmarks: true });
  expect(all).toContain('serious color-contrast');
  expect(all).toContain('#faint');
  expect(all).toContain('critical button-name');
  expect(all).toContain('landmark-no-duplicate-main');
  // Landmarks only when asked; only the part asked for, landmarks or not.
  const plain = await failure({});
  expect(plain).toContain('critical button-name');
  expect(plain).not.toContain('landmark');
  const part = await failure({ include: '#faint', landmarks: true });
  expect(part).toContain('color-contrast');
  expect(part).not.toContain('button-name');
  expect(part).not.toContain('landmark');
  // A page with a frame is checked inside it too (through AxeBuilder).
  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { createElement(t: string): { srcdoc: string; title: string }; querySelector(s: string): { append(e: unknown): void } } }).document;
    const frame = doc.createElement('iframe');
    frame.title = 'A framed button';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><button id="framed"></button></html>';
    doc.querySelector('main').append(frame);
  });
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => page.frames().length).toBe(2);
  expect(await failure({})).toContain('#framed');
});
