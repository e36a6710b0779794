/**
 * The desktop app end to end, through Playwright's Electron driver. Runs where the Electron binary
 * is installed (users' and release machines); skipped, with the reason printed, where it is not.
 */
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { electronSqlitePath, ensureElectronSqlite, findElectronBinary } from '../../scripts/electron-native.mjs';

const root = resolve(__dirname, '../..');
const exe = findElectronBinary(root);
const reason = 'the Electron binary is not installed on this machine (it cannot be downloaded here); the same services and screens are covered through the browser host';
if (!exe) console.log(`desktop.spec.ts: skipped because ${reason}.`);

test.describe('desktop app (Electron)', () => {
  test.skip(!exe, reason);

  test('opens a locked-down window and plays through the one IPC channel', async () => {
    test.setTimeout(300_000); // the first run builds better-sqlite3 for Electron
    if (!existsSync(electronSqlitePath(root))) ensureElectronSqlite(root);
    const userData = mkdtempSync(join(tmpdir(), 'patrol-hq-desktop-'));
    const app = await electron.launch({ executablePath: exe!, args: [root], env: { ...process.env, PATROL_HQ_USER_DATA: userData } });
    try {
      const win = await app.firstWindow();
      await expect(win.getByRole('heading', { name: 'Saved games' })).toBeVisible({ timeout: 20_000 });

      // No Node in the page; the preload exposes exactly one function.
      expect(await win.evaluate('typeof require')).toBe('undefined');
      expect(await win.evaluate('typeof process')).toBe('undefined');
      expect(await win.evaluate('Object.keys(window.patrolHq)')).toEqual(['call']);
      expect(await win.evaluate('typeof window.patrolHq.ipcRenderer')).toBe('undefined');

      // One window, made by our main process with the options unit-tested in window-config.test.ts.
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);

      const info = (await win.evaluate("window.patrolHq.call('app.info', {})")) as { ok: boolean; value: { host: string; dataPath: string } };
      expect(info.ok).toBe(true);
      expect(info.value.host).toBe('desktop');
      expect(info.value.dataPath).toBe(join(userData, 'patrol-hq.db'));
      const created = (await win.evaluate("window.patrolHq.call('saves.create', { game: 'endless-patrol', seed: 1 })")) as { ok: boolean };
      expect(created.ok).toBe(true);
      const bad = (await win.evaluate("window.patrolHq.call('saves.open', { id: '../../etc' })")) as { ok: boolean; error: { code: string } };
      expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });

      // New windows and navigation away are refused.
      await win.evaluate("window.open('https://example.org/')");
      expect(app.windows()).toHaveLength(1);
      await win.evaluate("location.href = 'https://example.org/'").catch(() => undefined);
      expect(win.url().startsWith('file://')).toBe(true);
    } finally {
      await app.close();
      rmSync(userData, { recursive: true, force: true });
    }
  });
});
