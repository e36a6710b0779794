/**
 * The Lost Patrol, what a newcomer found (issue 8): the result told from the point of view of the
 * people at the screen, the breadcrumb turn chosen on the map, a mouse move confirmed before its
 * die is rolled, stacked pursuers fanned out, and an exit's focus ring that can be seen.
 */
import { lostPatrol } from '../../engine/games/lost-patrol';
import type { PageWindow } from './dom';
import { expect, gotoHome, test } from './fixtures';
import { actionCount, applySeated, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, deserterEscapes, miniStart, stackedPieces, twoMovesFirst } from './lost-patrol-seeds';
import { apiCall } from './fixtures';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';

test('the Pursuers against the app: when the Deserter escapes, the saves list says Lost and the end screen is not a victory', async ({ page, hq }) => {
  const g = deserterEscapes();
  const file = {
    format: 'patrol-hq-save',
    formatVersion: 1,
    game: 'lost-patrol',
    version: lostPatrol.version,
    seed: g.seed,
    options: { ...base, deserter: true },
    name: 'Hunted, and he got away',
    seats: [{ kind: 'bot', bot: 'deserter-ai' }, { kind: 'human' }],
    actions: g.actions,
    exportedAt: new Date().toISOString(),
  };
  const r = await apiCall<{ id: string }>(page, 'saves.import', { text: JSON.stringify(file) });
  expect(r.ok, r.error?.message).toBe(true);
  const id = r.value!.id;
  await gotoHome(page, hq);
  await page.getByRole('searchbox', { name: /Search/ }).fill('Hunted, and he got away');
  const row = page.locator(`[data-save-id="${id}"]`);
  await expect(row).toContainText('Lost');
  await expect(row).not.toContainText('Won');
  // The variant, and who played which side.
  await expect(row).toContainText('The Deserter');
  await expect(row).toContainText('You: Pursuers');
  await expect(row).toContainText('the app: Deserter');

  await openLostPatrol(page, hq, id);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end).toHaveAttribute('data-tone', 'danger');
  await expect(end.getByRole('heading')).toContainText('You lost');
  await expect(end).toContainText(g.summary);
});

test('Trail of Breadcrumbs: the turn of the tile left is chosen on the map, with the forest in view', async ({ page, hq }) => {
  const { seed, options } = miniStart();
  const first = playBotGame(seed, options, ['bidder']).actions[0]!.action as LostPatrolAction;
  if (first.type !== 'move') throw new Error('the seed search promised a move first');
  const id = await createLostPatrol(page, seed, options, 'Breadcrumbs on the map');
  await openLostPatrol(page, hq, id);
  await page.locator(`[data-exit="${first.dir}"]`).click();
  // No dialog hides the forest: the four turns sit on the tile itself.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const forest = page.getByTestId('forest');
  await expect(forest.locator('[data-orient]')).toHaveCount(4);
  await expect(page.getByTestId('hint')).toContainText(/turn the tile/i);
  // Hovering a turn shows the tile turned that way before anything is sent.
  await forest.locator('[data-orient="S"]').hover();
  await expect(page.locator('[data-cell="3,3"] [data-preview-heading]')).toHaveAttribute('data-preview-heading', 'S');
  await page.keyboard.press('Escape');
  await expect(forest.locator('[data-orient]')).toHaveCount(0);
  await expect.poll(() => actionCount(page)).toBe('0');
  await page.locator(`[data-exit="${first.dir}"]`).click();
  await forest.locator('[data-orient="W"]').click();
  await expect.poll(() => actionCount(page)).toBe('1');
  await expect(page.locator('[data-cell="3,3"]')).toHaveAttribute('data-heading', 'W');
});

test('a mouse move is confirmed before its die is rolled; the option turns that off and is kept', async ({ page, hq }) => {
  const g = twoMovesFirst();
  const [a0, a1] = [g.actions[0]!.action, g.actions[1]!.action] as Extract<LostPatrolAction, { type: 'move' }>[];
  const id = await createLostPatrol(page, g.seed, base, 'Confirm moves');
  await openLostPatrol(page, hq, id);
  await page.locator(`[data-exit="${a0!.dir}"]`).click();
  // One click arms the move; nothing is sent yet.
  const confirm = page.getByTestId('move-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(/Move (north|east|south|west)\?/);
  await expect.poll(() => actionCount(page)).toBe('0');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect.poll(() => actionCount(page)).toBe('0');
  // Armed again, a second click on the same arrow moves.
  await page.locator(`[data-exit="${a0!.dir}"]`).click();
  await expect(confirm).toBeVisible();
  await page.locator(`[data-exit="${a0!.dir}"]`).click();
  await expect.poll(() => actionCount(page)).toBe('1');

  // The option: moves by mouse without asking. It is remembered after a reload.
  const option = page.getByRole('checkbox', { name: /Ask before a mouse move/ });
  await expect(option).toBeChecked();
  await option.uncheck();
  await page.reload();
  await expect(page.getByTestId('forest')).toBeVisible();
  await expect(option).not.toBeChecked();
  await page.locator(`[data-exit="${a1!.dir}"]`).click();
  await expect.poll(() => actionCount(page)).toBe('2');
});

test('split pursuers on one tile are fanned out, each with its count, none hiding another', async ({ page, hq }) => {
  const s = stackedPieces();
  const id = await createLostPatrol(page, s.seed, s.options, 'Stacked groups', [{ kind: 'human' }, { kind: 'human' }]);
  expect(await applySeated(page, id, s.actions.slice(0, s.upto))).toBe(s.upto);
  await openLostPatrol(page, hq, id);
  const pieces = page.locator('[data-piece]');
  const boxes = await pieces.evaluateAll((els) =>
    els.map((e) => {
      const c = e.querySelector('circle')!.getBoundingClientRect();
      const labels = Array.from(e.querySelectorAll('text') as ArrayLike<{ getBoundingClientRect(): { x: number; y: number; width: number; height: number } }>).map((t) => t.getBoundingClientRect());
      return { key: e.getAttribute('data-piece'), c: { x: c.x, y: c.y, w: c.width, h: c.height }, labels: labels.map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })), text: e.textContent ?? '' };
    }),
  );
  const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      // Round markers: compare their circles (a circle's box corners may touch a neighbour's).
      const dx = a.c.x + a.c.w / 2 - (b.c.x + b.c.w / 2);
      const dy = a.c.y + a.c.h / 2 - (b.c.y + b.c.h / 2);
      expect(Math.hypot(dx, dy), `${a.key} and ${b.key} overlap`).toBeGreaterThanOrEqual((a.c.w + b.c.w) / 2 - 1);
      for (const l of a.labels) expect(overlap(l, b.c), `${a.key}'s label covers ${b.key}`).toBe(false);
    }
  }
  // Each group shows how many soldiers it holds.
  for (const b of boxes.filter((x) => x.key?.startsWith('g'))) expect(b.text).toMatch(/\d/);
  // A readable marker: at least 20 px across at 1280x800.
  for (const b of boxes) expect(b.c.w).toBeGreaterThanOrEqual(20);
});

test('the focus ring of a forest exit stands out against the tiles (3:1 or more)', async ({ page, hq }) => {
  const id = await createLostPatrol(page, twoMovesFirst().seed, base, 'Focus ring');
  await openLostPatrol(page, hq, id);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => ((globalThis as unknown as PageWindow).document.activeElement?.hasAttribute('data-exit') ?? false) as boolean)) break;
  }
  const exit = page.locator('[data-exit]:focus');
  await expect(exit).toHaveCount(1);
  const colours = await exit.evaluate((el) => {
    const { document, getComputedStyle } = globalThis as unknown as PageWindow;
    const ring = el.querySelector('.focus-ring');
    const tiles = Array.from(document.querySelectorAll('[data-cell] .bg') as ArrayLike<unknown>).map((b) => getComputedStyle(b).fill);
    if (!ring || getComputedStyle(ring).visibility === 'hidden' || getComputedStyle(ring).display === 'none') return { ring: [] as string[], tiles };
    const parts = Array.from(ring.querySelectorAll('circle') as ArrayLike<unknown>).map((c) => getComputedStyle(c).stroke);
    return { ring: parts, tiles: [...new Set(tiles)] };
  });
  expect(colours.ring.length, 'a visible focus ring drawn on the exit').toBeGreaterThan(0);
  const lum = (css: string) => {
    const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
    if (!m) throw new Error(`not a colour: ${css}`);
    const ch = [m[1], m[2], m[3]].map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
  };
  const ratio = (a: string, b: string) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  for (const tile of colours.tiles) {
    const best = Math.max(...colours.ring.map((r) => ratio(r, tile)));
    expect(best, `focus ring against ${tile}`).toBeGreaterThanOrEqual(3);
  }
});
