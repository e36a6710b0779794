import { startHost, type RunningHost } from './host';
import { expect, gotoHome, test } from './fixtures';

// A host of its own: these tests need an empty database.
let host: RunningHost;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host?.stop();
});

test('home shows the four games, all playable, Combat Patrol! also pointing at its tables, and an empty saves list', async ({ page }) => {
  await gotoHome(page, host.url);
  const games = page.locator('li.game');
  await expect(games).toHaveCount(4);
  await expect(page.locator('li.game.coming')).toHaveCount(0);
  const hex = games.filter({ hasText: 'Patrol: Lost!' });
  await expect(hex).not.toContainText('coming');
  await expect(hex.getByRole('button', { name: 'New game' })).toBeEnabled();
  await expect(hex.getByRole('link', { name: /Rules/ })).toBeVisible();
  // Combat Patrol! is played on a table: the card offers a new battle and points at the tables panel.
  await expect(games.filter({ hasText: 'Combat Patrol!' })).not.toContainText('coming');
  await expect(games.filter({ hasText: 'Combat Patrol!' }).getByRole('button', { name: 'New game' })).toBeEnabled();
  await expect(games.filter({ hasText: 'Combat Patrol!' }).getByLabel('Who plays the German side')).toBeVisible();
  await expect(games.filter({ hasText: 'Combat Patrol!' }).getByRole('link', { name: /Set up a table/ })).toBeVisible();
  const endless = games.filter({ hasText: 'Endless Patrol' });
  await expect(endless).not.toContainText('coming');
  await expect(endless.getByRole('button', { name: 'New game' })).toBeEnabled();
  await expect(endless.getByLabel(/D cards cancel minefields/)).not.toBeChecked();
  await expect(endless).toContainText(/Minefield or\s+Shelling/);
  await expect(page.getByTestId('campaign-card')).toContainText('A roster of named GIs carried from game to game');
  await expect(page.getByTestId('campaign-card').getByRole('button', { name: 'New campaign' })).toBeVisible();
  await expect(page.getByTestId('saves-empty')).toBeVisible();
});

test('new game with the house rule, then rename and delete it from the saves list', async ({ page }) => {
  await gotoHome(page, host.url);
  const endless = page.locator('li.game').filter({ hasText: 'Endless Patrol' });
  await endless.getByLabel(/D cards cancel minefields/).check();
  await endless.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('hand')).toBeVisible();
  await expect(page).toHaveURL(/#\/play\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText('House rule: D cards cancel minefields')).toBeVisible();
  await expect(page.getByTestId('squad-count')).toHaveText('15/15');

  await page.getByRole('button', { name: /Patrol HQ/ }).click();
  const row = page.locator('[data-save-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Endless Patrol');
  await expect(row).toContainText('In progress');
  await expect(row).toContainText(/just now|min ago/);

  // An empty name is refused with the service's message; a good one sticks.
  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel('New name').fill('   ');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toContainText(/empty/i);
  await row.getByLabel('New name').fill('Night patrol');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.locator('.name')).toHaveText('Night patrol');

  // Delete asks first; "Keep it" keeps it.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toContainText('for good?');
  await row.getByRole('button', { name: 'Keep it' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('saves-empty')).toBeVisible();

  // A reload of an unknown save's route explains itself instead of breaking.
  await page.goto(`${host.url}#/play/no-such-save`);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Patrol HQ' }).click();
  await expect(page.getByTestId('saves-empty')).toBeVisible();
});

test('opened without its token, the page says where the full address comes from', async ({ page }) => {
  await page.goto(host.origin + '/');
  await expect(page.getByRole('alert')).toContainText('?token=');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toHaveCount(0);
});
