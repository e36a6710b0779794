import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const others = consoleErrors.filter((e) => !/WebSocket connection to .* failed/.test(e));
  expect(others).toEqual([]);
  consoleErrors.length = 0;
});
