/**
 * Patrol: Lost! as the newcomer of issue 21 found it, end to end: a tie is a tie in the prompt after
 * it; the log reads newest first within a step too; the pile by tile type on screen (and never its order in what the page receives);
 * computer against computer chosen on the home card and watched (Skip, Pause, To the end, Play
 * again); and at 1280x800 a header on one line, the Start tile's arrows clear of its word, its Bad
 * Guys and its men, a fight's chance inside its hex, and GI names whole. Screenshots of each at
 * 1280x800 and 1920x1080, light and dark, into test-results/screens/.
 */
import type { Page } from '@playwright/test';
import { patrolLost, type PatrolLostAction } from '../../engine/games/patrol-lost';
import { botGame } from '../../engine/games/patrol-lost/testing';
import { apiCall, expect, gotoHome, test } from './fixtures';
import { actionCount, createPatrolLost, firstWhere, openPatrolLost, playInto } from './patrol-lost-kit';
import { expectAccessible } from './a11y';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

async function shoot(page: Page, name: string, reopen?: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      if (reopen) await reopen();
      await page.screenshot({ path: `test-results/screens/patrol-lost-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(sizes[0]);
}

type Box = { x: number; y: number; width: number; height: number };
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
/** True when a disc of radius `r` about `c` reaches into box `b`. */
const discHits = (c: { x: number; y: number }, r: number, b: Box): boolean =>
  Math.hypot(Math.max(b.x - c.x, 0, c.x - (b.x + b.width)), Math.max(b.y - c.y, 0, c.y - (b.y + b.height))) < r;

test('the log reads newest first within a step: a new turn stands above the action it followed', async ({ page, hq }) => {
  const id = await createPatrolLost(page, 5, 'Log order', [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
  await page.goto(`${hq}#/play/${id}`);
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('whose-turn')).toHaveText('Good Guys (you) to play');
  const before = await actionCount(page);
  await page.locator('[data-choice="end"]').click();
  await expect.poll(() => actionCount(page)).not.toBe(before);
  // The computer's turn (its moves skipped; a man lost in its attack chosen) up to the Good Guys' next turn.
  await expect
    .poll(async () => {
      if ((await page.locator('[data-phase="good"][data-replaying="no"][data-to-act="0"]').count()) > 0) return true;
      if (await page.getByTestId('skip').isVisible()) await page.getByTestId('skip').click().catch(() => undefined);
      else if (await page.locator('[data-choice^="lose-"]').first().isVisible()) await page.locator('[data-choice^="lose-"]').first().click();
      else if (await page.locator('[data-target^="push-bad-"]').first().isVisible()) await page.locator('[data-target^="push-bad-"]').first().click();
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByTestId('turn')).toHaveText('Turn 2');
  const lines = page.getByTestId('log').locator('li');
  await expect(lines.first()).toHaveText('Turn 2: the Good Guys act.');
  // The step it closed reads newest first too: its first line (what was done) is its last.
  const env = (await apiCall<{ log: { action: number; text: string }[]; save: { actionCount: number } }>(page, 'saves.open', { id })).value!;
  const step = env.log.filter((l) => l.action === env.save.actionCount - 1).map((l) => l.text);
  expect(step.at(-1)).toBe('Turn 2: the Good Guys act.');
  const shown = (await lines.allTextContents()).slice(0, step.length);
  expect(shown[0]).toBe(step.at(-1));
  expect(shown.filter((t) => !t.startsWith('Reason:')).at(-1)).toBe(step.filter((t) => !t.startsWith('Reason:'))[0]);
});

test('a tie is called a tie: the Bad Guys asked to push the Good Guys back are not told they won', async ({ page, hq }) => {
  // Seed 1, easy against easy: after 37 moves a fight has just been tied and the Bad Guys must push.
  const seed = 1;
  const id = await createPatrolLost(page, seed, 'A tie');
  await playInto(page, id, seed, 37);
  await openPatrolLost(page, hq, id);
  await expect(page.getByTestId('whose-turn')).toHaveText('Bad Guys to play');
  await expect(page.getByTestId('hint')).toHaveText(/^A tie: the Bad Guys push the Good Guys back along a path/);
  await expect(page.getByTestId('hint')).not.toContainText('won');
  await expect(page.getByTestId('dice')).toContainText('A tie.');
  await expect(page.getByTestId('log').locator('li').first()).toHaveText('A tie: the Bad Guys drive the Good Guys back.');
  await expect(page.locator('[data-target^="push-good-"]').first()).toBeVisible();
  await shoot(page, 'tie', () => openPatrolLost(page, hq, id));
});

test('the pile by tile type, open to both sides, in the tile set\'s order; what the page receives never holds the pile\'s order', async ({ page, hq }) => {
  const seed = 4242;
  const n = firstWhere(seed, (a, i) => i >= 20 && (a as { action: { type: string } }).action.type === 'move');
  const id = await createPatrolLost(page, seed, 'The pile');
  await playInto(page, id, seed, n);
  await openPatrolLost(page, hq, id);
  const pile = page.getByTestId('pile');
  const count = Number(await pile.getByTestId('pile-count').textContent());
  const kinds = await pile.locator('[data-pile-kind]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-pile-kind'), Number(e.getAttribute('data-count'))] as const));
  expect(kinds.at(-1)).toEqual(['end', 1]);
  expect(kinds.reduce((t, [, c]) => t + c, 0)).toBe(count + 1);
  // The real pile, from the same seed and moves, against what the page is sent.
  let s = patrolLost.setup(seed, { turnLimit: 60 });
  for (const a of botGame(seed, 'easy', 'easy').actions.slice(0, n)) s = patrolLost.apply(s, a.action as PatrolLostAction, a.seat);
  expect(s.pile.length).toBe(count);
  for (const seat of [0, 1]) {
    const sent = JSON.stringify((await apiCall(page, 'saves.open', { id, seat })).value);
    expect(sent).not.toContain(JSON.stringify(s.pile));
    expect(sent).not.toContain(JSON.stringify(s.pile.slice().reverse()));
  }
  await expect(pile.locator('[data-pile-kind="straight"]')).toHaveAttribute('title', /× Straight$/);
  await shoot(page, 'pile', () => openPatrolLost(page, hq, id));
  await expectAccessible(page, 'Patrol: Lost! with the pile by tile type');
});

test('computer against computer from the home card: watched a turn at a time, with Skip, Pause and To the end, then Play again', async ({ page, hq }) => {
  test.setTimeout(240_000);
  await gotoHome(page, hq);
  const card = page.locator('[data-game="patrol-lost"]');
  await card.getByTestId('pl-good').selectOption('easy');
  await card.getByTestId('pl-bad').selectOption('medium');
  // Both stay the computer (it used to switch one side back to a person without a word).
  await expect(card.getByTestId('pl-good')).toHaveValue('easy');
  await expect(card.getByTestId('pl-bad')).toHaveValue('medium');
  await expect(card).toContainText('Computer against computer: watch both sides play');
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('hexmap')).toBeVisible({ timeout: 30_000 });
  // The Bad Guys lay the first paths, shown a move at a time, with the watching buttons.
  await expect(page.getByTestId('replay')).toContainText(/Bad Guys \(the computer\): move \d+ of the game/);
  await expect(page.getByTestId('pause')).toBeVisible();
  await expect(page.getByTestId('to-the-end')).toBeVisible();
  await shoot(page, 'watching');
  await expectAccessible(page, 'Patrol: Lost!, computer against computer');
  // Skip: on to the Good Guys' turn (the computer too), asked for only now.
  await page.getByTestId('skip').click();
  await expect(page.getByTestId('replay')).toContainText(/Good Guys \(the computer\): move \d+ of the game/, { timeout: 30_000 });
  // Pause (P): nothing moves on; Go on: it does.
  await page.keyboard.press('p');
  await expect(page.getByTestId('pause')).toHaveText(/Go on/);
  const held = await actionCount(page);
  await page.waitForTimeout(2500);
  expect(await actionCount(page)).toBe(held);
  await page.getByTestId('pause').click();
  await expect.poll(() => actionCount(page), { timeout: 30_000 }).not.toBe(held);
  // To the end: every turn's moves skipped until the game is over, then the end screen.
  await page.getByTestId('to-the-end').click();
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible({ timeout: 120_000 });
  await expect(end.getByRole('heading')).toHaveText(/^(The Good Guys get out|The Bad Guys win|A draw)$/);
  const first = /#\/play\/([^/?]+)/.exec(page.url())![1]!;
  await end.getByTestId('play-again').click();
  await expect.poll(() => /#\/play\/([^/?]+)/.exec(page.url())?.[1]).not.toBe(first);
  await expect(page.getByTestId('replay').or(page.getByTestId('watching'))).toBeVisible({ timeout: 30_000 });
  const id = /#\/play\/([^/?]+)/.exec(page.url())![1]!;
  const again = (await apiCall<{ save: { seats: unknown[] } }>(page, 'saves.open', { id, stepwise: true })).value!;
  expect(again.save.seats).toEqual([{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }]);
  await page.getByTestId('pause').click();
  // The finished game's replay shows its points, with nothing to watch or pause.
  await page.goto(`${hq}#/replay/${first}`);
  await expect(page.getByTestId('hexmap')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pause')).toHaveCount(0);
  await expect(page.getByTestId('watching')).toHaveCount(0);
});

test('at 1280x800: the header on one line, the Start tile\'s arrows clear of its word and its men, GI names whole', async ({ page, hq }) => {
  await page.setViewportSize(sizes[0]);
  const names = ['S/Sgt. Bartholomew Kowalczykowski', 'PFC Maximilian Oberholtzer', 'Pvt. Christopher Vandenberghe', 'Sgt. Alessandro Montgomery-Smythe', 'Cpl. Jedediah Wolfenbarger'];
  const name = 'A long save name for the newcomer, to see that the header keeps to a single line';
  const r = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'patrol-lost', seed: 5, name, options: { names }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] });
  const id = r.value!.save.id;
  await page.goto(`${hq}#/play/${id}`);
  await expect(page.getByTestId('hexmap')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('whose-turn')).toHaveText('Good Guys (you) to play');
  // The header: one line, every button's words whole; the save's name gives way.
  const header = page.locator('header.bar');
  const undo = page.getByTestId('undo');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual((await undo.boundingBox())!.height + 4);
  for (const el of await header.locator('button, .whose, .turn').all()) {
    const cut = await el.evaluate((e) => ({ w: e.scrollWidth - e.clientWidth, h: e.getBoundingClientRect().height }));
    expect(cut.w, `${await el.textContent()} is cut`).toBeLessThanOrEqual(0);
    expect(cut.h, `${await el.textContent()} wraps`).toBeLessThan(44);
  }
  // GI names whole in the side panel (rank and surname), never cut short.
  for (const el of await page.getByTestId('good-guys').locator('.name').all()) {
    const t = (await el.textContent()) ?? '';
    expect(t).toMatch(/^(S\/Sgt\.|PFC|Pvt\.|Sgt\.|Cpl\.) \S+$/);
    const clipped = await el.evaluate((e) => {
      const css = (globalThis as unknown as { getComputedStyle(x: unknown): { textOverflow: string } }).getComputedStyle(e);
      return e.scrollWidth > e.clientWidth + 1 || css.textOverflow === 'ellipsis';
    });
    expect(clipped, `${t} is cut`).toBe(false);
  }
  // The Start tile with all five on it: its six lit sides clear of START, of each man and of the Bad Guys.
  const arrows = page.locator('[data-target^="move-"] .face');
  expect(await arrows.count()).toBeGreaterThanOrEqual(2);
  const word = await page.locator('[data-tile="0,0"] .tile-word').boundingBox();
  const marks = await Promise.all((await page.locator('[data-guy] .mark').all()).map((m) => m.boundingBox()));
  const stacks = await Promise.all((await page.locator('[data-stack="0,0"] rect').all()).map((m) => m.boundingBox()));
  // (An arrow turned to its side has a wider box than its disc: the radius is the unturned arrows'.)
  const discs = await Promise.all((await arrows.all()).map((a) => a.boundingBox()));
  const rad = Math.min(...discs.map((b) => b!.width / 2));
  for (const b of discs) {
    const c = centre(b!);
    expect(discHits(c, rad, word!), 'an arrow over START').toBe(false);
    for (const m of stacks) expect(discHits(c, rad, m!), 'an arrow over the Bad Guys').toBe(false);
    // Each man's mark (a circle, square or diamond) no nearer than its own half-width.
    for (const m of marks) expect(Math.hypot(c.x - centre(m!).x, c.y - centre(m!).y), 'an arrow over a man').toBeGreaterThan(rad + Math.min(m!.width, m!.height) / 2);
  }
  await shoot(page, 'names-and-start', async () => {
    await page.goto(`${hq}#/play/${id}`);
    await expect(page.getByTestId('hexmap')).toBeVisible();
  });
});

test("at 1280x800: a fight's chance stands inside its hex, never cut by the outline", async ({ page, hq }) => {
  const seed = 4242;
  const fight = firstWhere(seed, (a, i) => i >= 20 && (a as { action: { type: string } }).action.type === 'fight');
  const id = await createPatrolLost(page, seed, 'Fight odds');
  await playInto(page, id, seed, fight);
  await openPatrolLost(page, hq, id);
  const tags = page.locator('[data-tag^="fight-"]');
  await expect(tags.first()).toBeVisible();
  for (const tag of await tags.all()) {
    const target = (await tag.getAttribute('data-tag'))!;
    await expect(tag).toContainText(/^\d+%$/);
    // Every corner of the tag inside the lit hex's own outline, in the map's units.
    const inside = await page.evaluate((t) => {
      type Pt = { x: number; y: number };
      type Shape = { getBBox(): Pt & { width: number; height: number }; ownerSVGElement: { createSVGPoint(): Pt }; isPointInFill(p: Pt): boolean };
      const doc = (globalThis as unknown as { document: { querySelector(s: string): Shape } }).document;
      const rect = doc.querySelector(`[data-tag="${t}"] rect`);
      const zone = doc.querySelector(`[data-target="${t}"] .zone`);
      const b = rect.getBBox();
      return [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]].map(([x, y]) => {
        const p = rect.ownerSVGElement.createSVGPoint();
        p.x = x!;
        p.y = y!;
        return zone.isPointInFill(p);
      });
    }, target);
    expect(inside, `${target}'s tag corners inside its hex`).toEqual([true, true, true, true]);
  }
  await shoot(page, 'fight-tag', () => openPatrolLost(page, hq, id));
});
