import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKinds } from '../../electron/main/file-kinds';
import { releaseSqlitePath } from '../../scripts/electron-native.mjs';
import { makeIcons } from '../../scripts/icons.mjs';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'; // @electron/fuses' marker before the fuse wire
const require = createRequire(__filename);

interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  extraResources: { from: string; to: string }[];
  fileAssociations: { ext: string; name: string; mimeType: string; icon: string }[];
  publish: { provider: string };
  mac: { target: { target: string; arch: string[] }[]; icon: string };
  win: { target: { target: string; arch: string[] }[]; icon: string };
  linux: { target: string[]; icon: string };
  nsis: { oneClick: boolean; perMachine: boolean; selectPerMachineByDefault: boolean };
  electronFuses: Record<string, boolean>;
}
const config = (require('js-yaml') as { load(s: string): unknown }).load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

/** What app.asar may hold: the built app, package.json, and better-sqlite3's JavaScript. */
const allowedInAsar = [
  /^\/out\/main\/index\.js$/,
  // The print worker thread (electron/print/print-worker.ts) and the code it shares with the main bundle.
  /^\/out\/main\/print-worker\.js$/,
  // The odds worker threads (electron/odds/odds-worker.ts).
  /^\/out\/main\/odds-worker\.js$/,
  // The computer players' worker threads (electron/bots/bot-worker.ts).
  /^\/out\/main\/bot-worker\.js$/,
  // The balance check's worker threads (electron/balance/balance-worker.ts).
  /^\/out\/main\/balance-worker\.js$/,
  // The frame worker thread that reads big requests off the main thread (electron/transports/frame-worker.ts).
  /^\/out\/main\/frame-worker\.js$/,
  /^\/out\/main\/chunks\/[\w.-]+\.js$/,
  /^\/out\/preload\/index\.js$/,
  /^\/out\/renderer\/(index\.html|assets\/[\w.-]+\.(js|css|svg|png|woff2?))$/,
  /^\/package\.json$/,
  /^\/node_modules\/better-sqlite3\/(package\.json|lib\/[\w/.-]+\.js)$/,
  /^\/node_modules\/(bindings|file-uri-to-path)\/[\w.-]+$/,
];

describe('installer configuration (electron-builder.yml)', () => {
  it('declares an association for saves, scenarios and campaigns, the same the app recognises', () => {
    expect(config.fileAssociations.map((a) => a.ext)).toEqual(Object.values(fileKinds).map((k) => k.ext));
    expect(config.fileAssociations.map((a) => a.name)).toEqual(Object.values(fileKinds).map((k) => k.name));
    for (const a of config.fileAssociations) expect(a.mimeType).toMatch(/^application\/x-patrol-hq-/);
  });

  it('builds macOS for x64 and arm64, Windows NSIS per user, Linux AppImage and deb, with an update feed', () => {
    for (const t of config.mac.target) expect(t.arch).toEqual(['x64', 'arm64']);
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg', 'zip']); // zip: what electron-updater installs on macOS
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, selectPerMachineByDefault: false });
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.publish.provider).toBe('github');
    expect(config.electronFuses).toMatchObject({ runAsNode: false, onlyLoadAppFromAsar: true, enableEmbeddedAsarIntegrityValidation: true });
  });

  it('takes name and version from package.json (no version in the builder config)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(readFileSync(join(root, 'electron-builder.yml'), 'utf8')).not.toMatch(/^\s*(buildVersion|version):/m);
  });
});

/**
 * electron-builder with a stand-in Electron dist (the real one cannot be downloaded here):
 * it still validates electron-builder.yml, packs app.asar, copies extra resources and flips fuses.
 */
describe('packaging (electron-builder --dir with a stand-in Electron)', () => {
  it('packs only the built app into app.asar, keeps SQLite outside it, and flips the fuses', { timeout: 180_000 }, async () => {
    if (!existsSync(join(root, 'out/main/index.js')) || !existsSync(join(root, 'out/preload/index.js'))) {
      expect(spawnSync(bin('electron-vite'), ['build'], { cwd: root, stdio: 'ignore' }).status).toBe(0);
    }
    // The icons the config points at, made by the script from the one SVG.
    await makeIcons(join(root, 'build/icons'));
    for (const icon of [config.mac.icon, config.win.icon, config.linux.icon, ...config.fileAssociations.map((a) => `${a.icon}.ico`)]) {
      expect(existsSync(join(root, 'build', icon)) || existsSync(join(root, icon)), icon).toBe(true);
    }
    // The Electron-ABI SQLite module for this platform/x64: a marked stand-in unless a real one is there.
    const native = releaseSqlitePath(root, process.platform, 'x64');
    const placed = !existsSync(native);
    if (placed) {
      mkdirSync(join(native, '..'), { recursive: true });
      writeFileSync(native, 'stand-in better_sqlite3.node');
    }
    const t = tempDir();
    try {
      const dist = join(t.dir, 'electron-dist');
      mkdirSync(dist, { recursive: true });
      const exe = join(dist, 'electron');
      // Fuse wire v1, 8 fuses, in Electron's default states.
      writeFileSync(exe, Buffer.concat([Buffer.from('stand-in '), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from('10011101')]));
      chmodSync(exe, 0o755);
      const out = join(t.dir, 'dist');
      const args = ['--linux', 'dir', '--x64', `-c.electronDist=${dist}`, '-c.npmRebuild=false', `-c.directories.output=${out}`, '-c.publish.owner=patrol-hq', '-c.publish.repo=patrol-hq'];
      const r = spawnSync(process.execPath, [join(root, 'node_modules/electron-builder/cli.js'), ...args], { cwd: root, encoding: 'utf8' });
      expect(r.status, r.stdout + r.stderr).toBe(0);
      const resources = join(out, 'linux-unpacked/resources');
      const asar = require('@electron/asar') as { listPackage(p: string, o?: unknown): string[]; statFile(a: string, p: string): { files?: unknown } };
      const all = asar.listPackage(join(resources, 'app.asar')).map((f) => f.replace(/\\/g, '/'));
      const files = all.filter((f) => !('files' in asar.statFile(join(resources, 'app.asar'), f.slice(1))));
      if (process.env.PATROL_HQ_PRINT_ASAR) console.log(`app.asar (${files.length} files):\n${files.join('\n')}`);
      for (const f of ['/out/main/index.js', '/out/main/print-worker.js', '/out/main/balance-worker.js', '/out/preload/index.js', '/out/renderer/index.html', '/package.json', '/node_modules/better-sqlite3/lib/index.js']) {
        expect(files).toContain(f);
      }
      expect(files.filter((f) => !allowedInAsar.some((re) => re.test(f)))).toEqual([]);
      // Nothing unpacked beside the asar: the native module lives in resources/native only.
      expect(existsSync(join(resources, 'app.asar.unpacked'))).toBe(false);
      expect(readFileSync(join(resources, 'native/better_sqlite3.node'))).toEqual(readFileSync(native));
      // The update feed electron-updater reads.
      const feed = readFileSync(join(resources, 'app-update.yml'), 'utf8');
      for (const line of ['provider: github', 'owner: patrol-hq', 'repo: patrol-hq']) expect(feed).toContain(line);
      // Our rules text, read by the rules service beside the asar (electron/main passes resources/rules).
      expect(readdirSync(join(resources, 'rules')).sort()).toEqual(readdirSync(join(root, 'resources/rules')).filter((f) => f.endsWith('.md')).sort());
      const packed = readFileSync(join(out, 'linux-unpacked/patrol-hq'));
      const at = packed.indexOf(SENTINEL) + SENTINEL.length + 2;
      // runAsNode off, cookie encryption on, NODE_OPTIONS off, --inspect off, asar integrity on, only load from asar on.
      expect(packed.subarray(at, at + 6).toString()).toBe('010011');
    } finally {
      t.cleanup();
      if (placed) rmSync(join(native, '..'), { recursive: true, force: true });
    }
  });
});
