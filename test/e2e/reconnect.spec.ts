import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from './a11y';
import { startHost } from './host';
import { expect, gotoHome, test } from './fixtures';

test('when the host goes away the page says so, reconnects when it is back, and carries on', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-reconnect-'));
  const dbPath = join(dir, 'r.db');
  let host = await startHost({ dbPath, token: 'reconnect-token' });
  try {
    await gotoHome(page, host.url);
    const port = Number(new URL(host.url).port);
    await host.stop();
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible({ timeout: 15_000 });
    host = await startHost({ dbPath, token: 'reconnect-token', port });
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0, { timeout: 15_000 });
    // The same page, without a reload, can start a game on the restarted host.
    await page.locator('li.game').filter({ hasText: 'Endless Patrol' }).getByRole('button', { name: 'New game' }).click();
    await expect(page.getByTestId('hand')).toBeVisible();
  } finally {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  // While the host was down, Chromium logs each failed reconnect attempt; nothing else may appear.
  expect(consoleErrors.filter((e) => !reconnecting(e))).toEqual([]);
  consoleErrors.length = 0;
});

/**
 * What Chromium logs of reconnect attempts while the host is down or refuses the page's token: the
 * failed WebSocket, and the token check the page makes after it (GET /api?token=...: failed while
 * the host is down, 401 from a host restarted with a new token).
 */
function reconnecting(e: string): boolean {
  return /WebSocket connection to .* failed/.test(e) || /request failed: http:\/\/127\.0\.0\.1:\d+\/api\?token=/.test(e) || /Failed to load resource: (net::ERR_CONNECTION_(REFUSED|RESET)|the server responded with a status of 401)/.test(e);
}

test('a tab left open across a restart of the host (a new token) says so and asks for the new link, instead of reconnecting for ever', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-restart-'));
  const dbPath = join(dir, 'r.db');
  let host = await startHost({ dbPath, token: 'first-start-token' });
  try {
    await gotoHome(page, host.url);
    const port = Number(new URL(host.url).port);
    await host.stop();
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible({ timeout: 15_000 });
    // The host starts again, as `npm run web` does, with a new token.
    host = await startHost({ dbPath, token: 'second-start-token', port });
    const told = page.getByTestId('host-restarted');
    await expect(told).toBeVisible({ timeout: 15_000 });
    await expect(told).toHaveText(/Patrol HQ was restarted, so this page’s link no longer works\. Open the new link it printed/);
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0);
    // A call from the page now says why at once instead of waiting out its time.
    await page.locator('li.game').filter({ hasText: 'Endless Patrol' }).getByRole('button', { name: 'New game' }).click();
    await expect(page.getByText(/open the new link it printed/).first()).toBeVisible();
    await expectAccessible(page, 'the page told its host restarted');
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `test-results/screens/host-restarted-${size.width}x${size.height}-${scheme}.png` });
      }
    }
    // The new link works.
    await gotoHome(page, host.url);
    await expect(told).toHaveCount(0);
  } finally {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  expect(consoleErrors.filter((e) => !reconnecting(e))).toEqual([]);
  consoleErrors.length = 0;
});
