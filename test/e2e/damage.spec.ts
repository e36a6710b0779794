/**
 * The store under damage and locks, and long work, as a person sees them: damaged rows on the
 * home screen (export a raw copy, delete), a save file another program holds (said at start), and
 * a big table printing with its progress line. Each test runs its own host on its own database.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { apiCall, expect, gotoHome, test } from './fixtures';
import { startHost } from './host';
import { SCENARIO_LIMITS } from '../../engine/games/combat-patrol/limits';

const root = resolve(__dirname, '..', '..');

/** A database path in a folder of the test's own (a host started without one removes its folder when it stops). */
function ownDb(): { dbPath: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-damage-'));
  return { dbPath: join(dir, 'test.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function shots(page: import('@playwright/test').Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screens/${name}-1280x800-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('saves and scenarios that cannot be read are listed as damaged: a raw copy exports, delete works, the others are untouched', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { dbPath, cleanup } = ownDb();
  let host = await startHost({ dbPath });
  await gotoHome(page, host.url);
  const ids: Record<string, string> = {};
  for (const [key, seed] of [['good', 5], ['bad', 6]] as const) {
    const r = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'endless-patrol', seed, name: key === 'good' ? 'Still fine' : 'Hit by a bad disk' });
    ids[key] = r.value!.save.id;
  }
  ids.table = (await apiCall<{ summary: { id: string } }>(page, 'scenarios.create', { name: 'Scrambled table', template: 'sample' })).value!.summary.id;
  await apiCall(page, 'scenarios.create', { name: 'Good table' });
  await page.goto('about:blank'); // no page left reconnecting to a stopped host
  await host.stop();

  const db = new Database(dbPath);
  db.prepare("UPDATE saves SET options = '{\"broken' WHERE id = ?").run(ids.bad);
  db.prepare('UPDATE scenarios SET doc = substr(doc, 1, 200) WHERE id = ?').run(ids.table);
  db.close();

  host = await startHost({ dbPath });
  try {
    await gotoHome(page, host.url);
    const bad = page.locator(`[data-save-id="${ids.bad}"]`);
    await expect(bad.getByTestId('damaged-why')).toContainText('its options cannot be read (not valid JSON)');
    await expect(bad.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    await expect(page.locator(`[data-save-id="${ids.good}"]`).getByRole('button', { name: 'Resume' })).toBeVisible();
    const table = page.locator(`[data-scenario-id="${ids.table}"]`);
    await expect(table.getByTestId('damaged-why')).toContainText('its document cannot be read');
    await expect(page.locator('[data-scenario-id]')).toHaveCount(2);
    await shots(page, 'home-damaged-rows');

    const [download] = await Promise.all([page.waitForEvent('download'), bad.getByRole('button', { name: 'Export raw copy' }).click()]);
    expect(download.suggestedFilename()).toBe('hit-by-a-bad-disk.damaged.json');
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toMatchObject({ format: 'patrol-hq-damaged-save', save: { options: '{"broken' } });

    await bad.getByRole('button', { name: 'Delete' }).click();
    await bad.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(bad).toHaveCount(0);
    await page.locator(`[data-save-id="${ids.good}"]`).getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('hand')).toBeVisible();
    await page.goto('about:blank');
  } finally {
    await host.stop();
    cleanup();
  }
});

function holdLock(path: string): Promise<ChildProcessWithoutNullStreams> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/lock-holder.ts'), path, 'write'], { cwd: root });
    child.stdout.once('data', () => done(child));
    child.on('exit', (code) => fail(new Error(`lock holder exited ${code}`)));
  });
}

test('a save file another program holds: the home screen says so in words, and the app works again once it lets go', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { dbPath, cleanup } = ownDb();
  let host = await startHost({ dbPath });
  await gotoHome(page, host.url);
  await page.goto('about:blank');
  await host.stop();
  const holder = await holdLock(dbPath);
  try {
    host = await startHost({ dbPath });
    await gotoHome(page, host.url);
    await expect(page.getByTestId('store-warning')).toContainText('Another program holds the save file');
    await shots(page, 'home-file-locked');
    const r = await apiCall(page, 'saves.create', { game: 'endless-patrol', seed: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('Close that program and try again') } });
  } finally {
    holder.stdin.write('go\n');
  }
  await expect.poll(async () => (await apiCall(page, 'saves.create', { game: 'endless-patrol', seed: 1 })).ok, { timeout: 20_000 }).toBe(true);
  await gotoHome(page, host.url);
  await expect(page.getByTestId('store-warning')).toHaveCount(0);
  await page.goto('about:blank');
  await host.stop();
  cleanup();
});

test('printing a big table shows its progress while the PDF is made', async ({ page, hq }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const sample = JSON.parse(readFileSync(join(root, 'resources/games/combat-patrol/sample-scenario.json'), 'utf8')) as { models: Record<string, unknown>[] } & Record<string, unknown>;
  const base = sample.models[0]!;
  // As many soldiers as a scenario may hold (the host's measured limit).
  const models = Array.from({ length: SCENARIO_LIMITS.models }, (_, i) => ({ ...base, id: `m${i}`, name: `Soldier ${i}`, x: (i * 7.31) % 48, y: (i * 3.17) % 48 }));
  await gotoHome(page, hq);
  const made = await apiCall<{ id: string }>(page, 'scenarios.import', { text: JSON.stringify({ ...sample, name: 'A thousand', models }) });
  expect(made.ok).toBe(true);
  await page.goto(`${hq}#/table/${made.value!.id}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  // Every text the progress line shows, as the page draws it: the screen polls the main process
  // every 400 ms, so on a loaded machine a quick stage may pass between two polls.
  await page.evaluate(`(() => {
    const seen = [];
    globalThis.printSeen = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="print-progress"]');
      const t = el ? el.textContent.replace(/\\s+/g, ' ').trim() : '';
      if (t && seen[seen.length - 1] !== t) seen.push(t);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })()`);
  const downloading = page.waitForEvent('download', { timeout: 280_000 });
  await page.getByRole('button', { name: 'Print PDF' }).click();
  const line = page.getByTestId('print-progress');
  await expect(line).toContainText(/Drawing (sheet \d+ of \d+|the overview)/, { timeout: 120_000 });
  await shots(page, 'table-printing');
  const pdf = await downloading;
  expect(readFileSync(await pdf.path()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(line).toHaveCount(0);
  // It said what it was doing and how far it had got: a stage with a share done short of the whole.
  const seen = await page.evaluate(() => (globalThis as unknown as { printSeen: string[] }).printSeen);
  expect(seen.some((t) => /Drawing (sheet \d+ of \d+|the overview)/.test(t)), seen.join(' | ')).toBe(true);
  expect(seen.some((t) => { const pct = Number(/(\d+)%$/.exec(t)?.[1] ?? -1); return pct > 0 && pct < 100; }), seen.join(' | ')).toBe(true);
});
