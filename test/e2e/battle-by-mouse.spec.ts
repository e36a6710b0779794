/**
 * Combat Patrol! played by mouse and keys, the whole of a movement and a Snap Fire as a newcomer
 * would: real dice typed in at one screen. A move with a bend over a fence (the cost leg by leg),
 * a drop onto a friend that snaps to base contact, the odds beside the target with every modifier,
 * a shot asked for twice by its key, a mistyped die corrected after the screen passed to the other
 * side, a run that falls short through a ploughed field and its
 * gamble, Snap Fire picked on the runner's path with the odds before it is fired, a wounded friend
 * dragged, and the ruler with its sight check (acting on nothing). Axe on each state.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { actionCount, modelAt, newBattle, px, smallTable, storeTable } from './battle-kit';
import { expect, test } from './fixtures';

/** Types the values asked for by the dice question shown, and waits for the battle to take them. */
async function typeDice(page: Page, label: RegExp, ...values: number[]): Promise<void> {
  const q = page.getByTestId('cp-question');
  await expect(q).toHaveAttribute('data-kind', 'dice');
  await expect(q.locator('h2')).toHaveText(label);
  const inputs = q.locator('input');
  for (let i = 0; i < values.length; i++) await inputs.nth(i).fill(String(values[i]));
  const before = await actionCount(page);
  await q.getByRole('button', { name: 'Enter the roll' }).click();
  await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
}

async function clickAt(page: Page, x: number, y: number, opts: { double?: boolean } = {}): Promise<void> {
  const p = await px(page, x, y);
  if (opts.double) await page.mouse.dblclick(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

async function endActivation(page: Page): Promise<void> {
  const before = await actionCount(page);
  await page.keyboard.press('x');
  await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
}

/** Open ground but for a wooden fence at y = 33 (west), another just north of Baker, and a ploughed field (east). */
function fieldTable() {
  const doc = smallTable('Fence and field', [
    { id: 'able', side: 'US', x: 10, y: 34.5 },
    { id: 'baker', side: 'US', x: 14, y: 42 },
    { id: 'dog', side: 'US', x: 18, y: 44 },
    { id: 'charlie', side: 'US', x: 30, y: 40 },
    { id: 'fritz', side: 'German', x: 12, y: 24 },
    { id: 'hans', side: 'German', x: 38, y: 22 },
  ]);
  const base = { rotation: 0, props: {} };
  doc.terrain = [
    { ...base, id: 'fence', kind: 'wooden-fence', x: 0, y: 0, closed: false, width: 0.3, points: [{ x: 4, y: 33 }, { x: 16, y: 33 }] },
    { ...base, id: 'rails', kind: 'wooden-fence', x: 0, y: 0, closed: false, width: 0.3, points: [{ x: 12, y: 40.8 }, { x: 16, y: 40.8 }] },
    { ...base, id: 'field', kind: 'ploughed-field', x: 0, y: 0, closed: true, width: 0, points: [{ x: 24, y: 30 }, { x: 36, y: 30 }, { x: 36, y: 34 }, { x: 24, y: 34 }] },
  ];
  return doc;
}

/** Screenshots are taken when asked (PATROL_HQ_SCREENS=1): they are for people to look at, not for the test to judge. */
const shots = process.env.PATROL_HQ_SCREENS === '1';

test('a battle by mouse and keys: bends, contact, the odds beside the target, a shot asked once, a typed die corrected, the gamble, Snap Fire on the path, a drag, the ruler', async ({ page, hq }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await storeTable(page, hq, fieldTable());
  await newBattle(page, hq, table, { dice: 'Real dice, typed in' });
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');

  // 1. Able: a path with a bend, planned by clicks. The first leg crosses the fence (1 in extra).
  await clickAt(page, 10, 34.5);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'able');
  await clickAt(page, 10, 32.5);
  await expect(page.getByTestId('cp-plan')).toBeVisible();
  const bend = await px(page, 12, 32.5);
  await page.mouse.move(bend.x, bend.y, { steps: 4 });
  await expect(page.getByTestId('cp-legs')).toContainText('2.0 in, 1 fence: costs 3.0 in, 3.0 in so far');
  await expect(page.getByTestId('cp-legs')).toContainText('2.0 in: costs 2.0 in, 5.0 in so far');
  await expectAccessible(page, 'a move being planned with a bend');
  if (shots) await page.screenshot({ path: 'test-results/screens/battle-bend-1280x800-light.png' });
  const before = await actionCount(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => actionCount(page)).toBe(before + 1);
  expect(await modelAt(page, 'able')).toMatchObject({ x: 12, y: 32.5 });
  await endActivation(page);

  // 2. Fritz aims at Baker: the odds beside Baker, every modifier in words; a number key asks once.
  await expect(page.getByTestId('cp-status')).toContainText('German to activate');
  await clickAt(page, 12, 24);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'fritz');
  const baker = await px(page, 14, 42);
  await page.mouse.move(baker.x, baker.y, { steps: 3 });
  const tip = page.getByTestId('cp-target-tip');
  await expect(tip).toContainText('baker: needs 6+, 50% to hit');
  await expect(tip).toContainText('accuracy 5+');
  await expect(tip).toContainText(/wooden fence .* light cover -1/);
  await expect(tip).toContainText(/if hit: killed \d+%/);
  const tipBox = (await tip.boundingBox())!;
  expect(Math.abs(tipBox.x - baker.x)).toBeLessThan(80); // beside the target, not in a panel
  await expectAccessible(page, 'the odds beside the target');
  if (shots) await page.screenshot({ path: 'test-results/screens/battle-target-tip-1280x800-light.png' });
  const key = await page.getByTestId('cp-choices').getByRole('button', { name: /Fire the Kar98k rifle at baker/ }).locator('kbd').textContent();
  const count1 = await actionCount(page);
  await page.keyboard.press(key!.trim());
  await expect(page.getByTestId('cp-armed')).toBeVisible();
  expect(await actionCount(page)).toBe(count1);
  await page.keyboard.press(key!.trim());
  // The die showed 9; 2 is typed by mistake: a miss, and the screen passes to the US for Baker's test.
  await typeDice(page, /^The shot at baker \(needs 6\+\)/, 2);
  await expect(page.getByTestId('cp-question').locator('h2')).toHaveText(/^Reaction Test for baker/);
  // The screen is the US side's now: it names who typed the die, and Correct it takes it back as the Germans.
  await expect(page.getByTestId('cp-typed')).toContainText('The German side typed 2 for');
  const count1b = await actionCount(page);
  await page.getByTestId('cp-correct').click();
  await expect.poll(() => actionCount(page)).toBe(count1b - 1);
  await expect(page.getByTestId('cp-question').locator('h2')).toHaveText(/^The shot at baker/);
  await expect(page.getByTestId('cp-status')).toContainText('German');
  await typeDice(page, /^The shot at baker \(needs 6\+\)/, 9);
  await typeDice(page, /^Wound roll for baker/, 5, 5);
  await expect(page.getByTestId('log')).toContainText(/light wound/i);
  await endActivation(page);

  // 3. Dog: dropped onto Baker, he stops in base contact with him.
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  const dog = await px(page, 18, 44);
  const onBaker = await px(page, 14.3, 42.2);
  await page.mouse.move(dog.x, dog.y);
  await page.mouse.down();
  await page.mouse.move(onBaker.x, onBaker.y, { steps: 8 });
  await expect(page.getByTestId('cp-move-preview')).toContainText('in base contact with baker');
  await page.mouse.up();
  await expect.poll(async () => {
    const d = await modelAt(page, 'dog');
    return Math.hypot(d.x - 14, d.y - 42);
  }).toBeCloseTo(1, 1);
  await endActivation(page);

  // 4. Hans holds, ready to Snap Fire.
  await expect(page.getByTestId('cp-status')).toContainText('German to activate');
  await page.getByTestId('cp-ready').getByRole('button', { name: 'hans' }).click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();

  // 5. Charlie runs north through the ploughed field: too far as open ground, so the gamble is offered beside him.
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  await clickAt(page, 30, 40);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'charlie');
  await page.keyboard.press('r');
  await expect(page.getByTestId('cp-move-run')).toHaveAttribute('aria-pressed', 'true');
  const charlie = await px(page, 30, 40);
  const runEnd = await px(page, 30, 30.5);
  await page.mouse.move(charlie.x, charlie.y);
  await page.mouse.down();
  await page.mouse.move(runEnd.x, runEnd.y, { steps: 8 });
  await page.mouse.up();
  const refusal = page.getByTestId('cp-refusal');
  await expect(refusal).toContainText(/^Too far: 9\.5 in moved costs 13\.0 in/);
  await expect(refusal).toContainText('Gamble 3 in of difficult ground as open: 70%');
  await expect(page.getByTestId('cp-gamble-offer')).toContainText('a D10 above 3 makes it, 70%');
  const count2 = await actionCount(page);
  await expectAccessible(page, 'a run that falls short, with the gamble offered');
  if (shots) await page.screenshot({ path: 'test-results/screens/battle-gamble-1280x800-light.png' });
  // To the button beside him by mouse, over the table: the plan stands still (the offer is still 3 in).
  const gambleButton = page.getByTestId('cp-gamble-here');
  const gb = (await gambleButton.boundingBox())!;
  await page.mouse.move(gb.x + gb.width / 2, gb.y + gb.height / 2, { steps: 10 });
  await expect(gambleButton).toHaveText('Run and gamble 3 in (G)');
  await gambleButton.click();
  await expect.poll(() => actionCount(page)).toBe(count2 + 1);
  await typeDice(page, /^Gamble: charlie needs more than 3/, 8);

  // 6. Hans may Snap Fire at him: the run drawn, Hans lit, the point picked on the path by mouse, the odds first.
  const snap = page.getByTestId('cp-question');
  await expect(snap).toHaveAttribute('data-kind', 'snap-fire');
  await expect(page.getByTestId('cp-snap-shooter')).toHaveCount(1);
  await expect(page.getByTestId('cp-snap-shooter')).toHaveAttribute('data-id', 'hans');
  const overlay = await page.evaluate(() => (globalThis as unknown as { __table: { playOverlay(): { highlight?: string[]; path?: { points: unknown[] } } } }).__table.playOverlay());
  expect(overlay.highlight).toEqual(['hans']);
  expect(overlay.path?.points.length).toBeGreaterThan(0);
  const onRun = await px(page, 30.6, 33);
  await page.mouse.move(onRun.x, onRun.y, { steps: 3 });
  await page.mouse.click(onRun.x, onRun.y);
  await expect(page.getByTestId('cp-snap-along')).toHaveText('7 in');
  await expect(page.getByTestId('cp-snap-tip')).toContainText('Shot at 7 in along his run');
  await expect(page.getByTestId('cp-snap-odds')).toContainText(/hans needs \d+\+ \(accuracy 5\+.*Snap Fire -1.*\): \d+%/);
  await expect(page.getByTestId('cp-question')).not.toContainText('0.0 in');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('cp-snap-along')).toHaveText('6 in');
  await expectAccessible(page, 'Snap Fire picked on the path');
  if (shots) await shoot(page, 'snap-fire');
  // Enter on the focused button fires once, as the button says (not a second time from the keys).
  await page.getByTestId('cp-snap-fire').focus();
  await page.keyboard.press('Enter');
  await typeDice(page, /^The shot at charlie/, 2);
  await expect(page.getByTestId('cp-note')).toHaveCount(0);
  await typeDice(page, /^Reaction Test for charlie/, 10);
  await expect.poll(async () => (await modelAt(page, 'charlie')).y).toBeCloseTo(30.5, 5);
  await expect(page.getByTestId('log')).toContainText(/he gambles 3 in of difficult ground as open: rolled 8, he makes it/i);

  // 7. Baker (lightly wounded) holds; the turn ends and turn 2's initiative is rolled on the table.
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  await page.getByTestId('cp-ready').getByRole('button', { name: 'baker' }).click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
  await typeDice(page, /^Initiative roll for the US side/, 10);
  await typeDice(page, /^Initiative roll for the German side/, 1);

  // 8. Dog drags Baker: chosen with D, every inch counts double, both move.
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  const dogNow = await modelAt(page, 'dog');
  await clickAt(page, dogNow.x, dogNow.y);
  await expect(page.getByTestId('cp-soldier')).toHaveAttribute('data-soldier', 'dog');
  await page.keyboard.press('d');
  await expect(page.getByTestId('cp-drag')).toHaveAttribute('aria-pressed', 'true');
  const from = await px(page, dogNow.x, dogNow.y);
  const to = await px(page, dogNow.x + 1.5, dogNow.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await expect(page.getByTestId('cp-move-preview')).toContainText('1.5 in moved costs 3.0 in (dragging a wounded man doubles it all)');
  if (shots) await page.screenshot({ path: 'test-results/screens/battle-drag-1280x800-light.png' });
  await page.mouse.up();
  await expect.poll(async () => (await modelAt(page, 'baker')).x).toBeCloseTo(15.5, 1);
  await endActivation(page);

  // 9. The ruler and the sight check, acting on nothing: Able to Fritz.
  await expect(page.getByTestId('cp-status')).toContainText('German to activate');
  const count3 = await actionCount(page);
  await page.keyboard.press('m');
  await expect(page.getByTestId('cp-measure-mode')).toHaveAttribute('aria-pressed', 'true');
  const a = await px(page, 12, 32.5);
  const f = await px(page, 12, 24);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(f.x, f.y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('cp-measure')).toHaveText('8.5 in from (12.0, 32.5) to (12.0, 24.0): clear sight.');
  await expect(page.getByTestId('pointer-pos')).toContainText('12.0, 24.0 in');
  expect(await actionCount(page)).toBe(count3);
  await expectAccessible(page, 'the ruler and sight check during a battle');
  if (shots) await shoot(page, 'measure');
  await page.keyboard.press('m');

  // 10. Fritz holds; Baker, lightly wounded and dragged, aims: both penalties beside his target.
  await expect(page.getByTestId('cp-status')).toContainText('German to activate');
  await page.getByTestId('cp-ready').getByRole('button', { name: 'fritz' }).click();
  await page.getByTestId('cp-choices').getByRole('button', { name: /Hold \(Snap Fire/ }).click();
  await expect(page.getByTestId('cp-status')).toContainText('US to activate');
  await page.getByTestId('cp-ready').getByRole('button', { name: 'baker' }).click();
  const fritz = await px(page, 12, 24);
  await page.mouse.move(fritz.x, fritz.y, { steps: 3 });
  await expect(page.getByTestId('cp-target-tip')).toContainText('shooter lightly wounded -1');
  await expect(page.getByTestId('cp-target-tip')).toContainText('shooter was dragged -1');
});

/** Screenshots of each new state at both sizes, light and dark, for looking at. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await px(page, 0, 0); // the stage settled at this size
      await page.screenshot({ path: `test-results/screens/battle-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await px(page, 0, 0);
}

