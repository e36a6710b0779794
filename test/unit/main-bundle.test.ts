import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');

/** The newest change to the code under `dir` that a bundle is built from (its .ts files but tests, in ms). */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

/**
 * The built main bundle (out/main/index.js, with electron-log, electron-updater, zod and pdf-lib
 * bundled in) loaded in plain Node with Electron's module stubbed: it must load, register the app://
 * scheme before the app is ready, take the single-instance lock, and quit when another instance holds it;
 * and it must leave printing's code (pdf-lib) unloaded until a print needs it.
 */
describe('the built main bundle', () => {
  it('loads with its bundled dependencies, registers app://, and leaves when another instance runs', { timeout: 60_000 }, () => {
    if (!existsSync(join(root, 'out/main/index.js'))) {
      expect(spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'ignore' }).status).toBe(0);
    }
    // A bundle older than its sources would test old code (npm test builds before its unit run).
    const built = statSync(join(root, 'out/main/index.js')).mtimeMs;
    const sources = Math.max(newest(join(root, 'electron')), newest(join(root, 'engine')));
    if (sources > built) throw new Error('out/main is older than electron/ or engine/: run `npm run build` (npm test does), then this test again.');
    const t = tempDir();
    try {
      const r = spawnSync(process.execPath, ['-r', join(root, 'test/fixtures/electron-stub.cjs'), join(root, 'out/main/index.js')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, STUB_USER_DATA: t.dir, PATROL_HQ_USER_DATA: t.dir },
        timeout: 30_000,
      });
      expect(r.status, r.stderr).toBe(0);
      const calls = JSON.parse(/STUB-CALLS (.*)/.exec(r.stdout)?.[1] ?? '[]') as unknown[][];
      const names = calls.map((c) => (c[0] === 'app.on' ? `app.on ${String(c[1])}` : String(c[0])));
      expect(calls).toContainEqual(['protocol.registerSchemesAsPrivileged', [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: false, bypassCSP: false } }]]);
      expect(calls).toContainEqual(['app.setPath', 'userData', t.dir]);
      expect(names).toContain('app.on web-contents-created'); // every web contents gets locked down
      expect(names).toContain('app.on open-file'); // macOS file hand-off, registered before ready
      // Another instance holds the lock: this one quits and opens nothing.
      expect(names.indexOf('app.quit')).toBeGreaterThan(names.indexOf('app.requestSingleInstanceLock'));
      expect(names).not.toContain('app.on second-instance');
      expect(names).not.toContain('ipcMain.handle');
      // Printing's code (pdf-lib and the page layout, a chunk of its own) is loaded when a job needs it, not as the app starts.
      const loaded = (JSON.parse(/STUB-LOADED (.*)/.exec(r.stdout)?.[1] ?? '[]') as string[]).map((f) => f.replace(/\\/g, '/'));
      expect(loaded.some((f) => f.includes('/out/main/chunks/'))).toBe(true);
      expect(loaded.filter((f) => /print-job-core|pdf-lib/.test(f))).toEqual([]);
      expect(readdirSync(join(root, 'out/main/chunks')).some((f) => f.startsWith('print-job-core'))).toBe(true);
    } finally {
      t.cleanup();
    }
  });
});
