/**
 * Rules on screen (issue 8): each game's rules page from our own text in resources/rules/, with
 * rulings and house rules marked; reachable from the home card, from a game screen (F1 or "?"),
 * and from the symbols it explains. The Combat Patrol! card points at the tables panel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSave, expect, gotoHome, openSave, test } from './fixtures';
import { createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, twoMovesFirst } from './lost-patrol-seeds';
import { seedWithTwoCardFire } from './seeds';

const rulesText = (file: string) => readFileSync(join(__dirname, '..', '..', 'resources', 'rules', file), 'utf8');
const boxesIn = (md: string) => ({
  rulings: (md.match(/^> \*\*Ruling:\*\*/gm) ?? []).length,
  house: (md.match(/^> \*\*House rule:\*\*/gm) ?? []).length,
});

test('the home card opens a game\'s rules page, with every ruling and house rule marked', async ({ page, hq }) => {
  await gotoHome(page, hq);
  for (const [game, file, title] of [
    ['endless-patrol', 'endless-patrol.md', 'Endless Patrol'],
    ['lost-patrol', 'lost-patrol.md', 'The Lost Patrol'],
    ['patrol-lost', 'patrol-lost.md', 'Patrol: Lost!'],
  ] as const) {
    await gotoHome(page, hq);
    await page.locator(`li.game[data-game="${game}"]`).getByRole('link', { name: /Rules/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/rules/${game}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const want = boxesIn(rulesText(file));
    expect(want.rulings + want.house, `${file} marks its rulings`).toBeGreaterThan(0);
    await expect(page.locator('.ruling[data-kind="ruling"]')).toHaveCount(want.rulings);
    await expect(page.locator('.ruling[data-kind="house-rule"]')).toHaveCount(want.house);
    if (want.rulings) await expect(page.locator('.ruling[data-kind="ruling"]').first()).toContainText('Ruling');
    if (want.house) await expect(page.locator('.ruling[data-kind="house-rule"]').first()).toContainText('House rule');
    // Rendered, not raw: no Markdown markers left, no script.
    await expect(page.getByTestId('rules-body')).not.toContainText('**');
    await expect(page.getByTestId('rules-body').locator('script')).toHaveCount(0);
  }
  await page.getByRole('button', { name: /Back to Patrol HQ/ }).click();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});

test('in a game, F1 and the "?" button open the rules over the table; Escape closes and gives focus back', async ({ page, hq }) => {
  const { seed } = seedWithTwoCardFire();
  const id = await createSave(page, seed, 'Rules in game');
  await openSave(page, hq, id);
  await page.keyboard.press('F1');
  const dialog = page.getByRole('dialog', { name: /Endless Patrol: rules/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ruling').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const help = page.getByRole('button', { name: /Rules/ });
  await help.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeFocused();
  // The table is as it was: nothing was sent.
  await expect(page.locator('[data-action-count]')).toHaveAttribute('data-action-count', '0');
});

test('symbols link to the rule they stand for: a card mark, the key, a dead end', async ({ page, hq }) => {
  const { seed } = seedWithTwoCardFire();
  const id = await createSave(page, seed, 'Symbols');
  await openSave(page, hq, id);
  // The key of marks beside the table: each opens the rules at its explanation.
  const key = page.getByRole('list', { name: 'Card marks' });
  for (const mark of ['AA', 'I', 'N', 'L', 'D', 'AT']) await expect(key.getByRole('button', { name: new RegExp(`^${mark}\\b`) })).toBeVisible();
  await expect(key.getByRole('button', { name: /^AA\b/ })).toHaveAttribute('title', /AT mark/);
  await key.getByRole('button', { name: /^AA\b/ }).click();
  const dialog = page.getByRole('dialog', { name: /Endless Patrol: rules/ });
  await expect(dialog).toBeVisible();
  const target = dialog.locator('[data-rules-target]');
  await expect(target).toHaveCount(1);
  await expect(target).toContainText('AA');
  await expect(target).toBeInViewport();
  await page.keyboard.press('Escape');
  // Marks on the cards explain themselves on hover.
  const marks = page.locator('[data-card] [data-mark]');
  const n = await marks.count();
  for (let i = 0; i < n; i++) await expect(marks.nth(i)).toHaveAttribute('title', /.{12,}/);

  // The Lost Patrol: the key's dead end.
  const lp = await createLostPatrol(page, twoMovesFirst().seed, base, 'Dead end rules');
  await openLostPatrol(page, hq, lp);
  await page.getByRole('button', { name: /dead end/i }).click();
  const lpDialog = page.getByRole('dialog', { name: /The Lost Patrol: rules/ });
  await expect(lpDialog.locator('[data-rules-target]')).toContainText(/dead end/i);
  await expect(lpDialog.locator('[data-rules-target]')).toBeInViewport();
});

test('the Combat Patrol! card points to the tables panel and its rules', async ({ page, hq }) => {
  await gotoHome(page, hq);
  const card = page.locator('li.game[data-game="combat-patrol"]');
  await expect(card).not.toContainText(/^coming$/i);
  await card.getByRole('link', { name: /Set up a table/ }).click();
  await expect(page.getByRole('heading', { name: 'Combat Patrol! tables' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Combat Patrol! tables' })).toBeInViewport();
  await card.getByRole('link', { name: /Rules/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Combat Patrol!');
});
