import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'; // @electron/fuses' marker before the fuse wire

/**
 * electron-builder with a stand-in Electron dist (the real one cannot be downloaded here):
 * it still validates electron-builder.yml, packs app.asar, unpacks native modules and flips fuses.
 */
describe('packaging (electron-builder --dir with a stand-in Electron)', () => {
  it('packs the built app into app.asar with the security fuses flipped', { timeout: 120_000 }, () => {
    if (!existsSync(join(root, 'out/main/index.js')) || !existsSync(join(root, 'out/preload/index.js'))) {
      expect(spawnSync(bin('electron-vite'), ['build'], { cwd: root, stdio: 'ignore' }).status).toBe(0);
    }
    const t = tempDir();
    try {
      const dist = join(t.dir, 'electron-dist');
      const exe = join(dist, 'electron');
      spawnSync('mkdir', ['-p', dist]);
      // Fuse wire v1, 8 fuses, in Electron's default states.
      writeFileSync(exe, Buffer.concat([Buffer.from('stand-in '), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from('10011101')]));
      chmodSync(exe, 0o755);
      const out = join(t.dir, 'dist');
      const r = spawnSync(bin('electron-builder'), ['--linux', 'dir', `-c.electronDist=${dist}`, '-c.npmRebuild=false', `-c.directories.output=${out}`], { cwd: root, encoding: 'utf8' });
      expect(r.status, r.stdout + r.stderr).toBe(0);
      const resources = join(out, 'linux-unpacked/resources');
      const asar = createRequire(__filename)('@electron/asar') as { listPackage(p: string): string[] };
      const files = asar.listPackage(join(resources, 'app.asar')).map((f) => f.replace(/\\/g, '/'));
      for (const f of ['/out/main/index.js', '/out/preload/index.js', '/out/renderer/index.html', '/package.json', '/node_modules/better-sqlite3/lib/index.js', '/node_modules/ws/index.js']) {
        expect(files).toContain(f);
      }
      expect(files.filter((f) => f.endsWith('.map') || f.startsWith('/electron/') || f.startsWith('/engine/') || f.startsWith('/test/'))).toEqual([]);
      expect(files.some((f) => f.startsWith('/node_modules/better-sqlite3/deps') || f.startsWith('/node_modules/better-sqlite3/build'))).toBe(false);
      // Our rules text, read by the rules service beside the asar (electron/main passes resources/rules).
      expect(readdirSync(join(resources, 'rules')).sort()).toEqual(readdirSync(join(root, 'resources/rules')).filter((f) => f.endsWith('.md')).sort());
      const packed = readFileSync(join(out, 'linux-unpacked/patrol-hq'));
      const wire = packed.subarray(packed.indexOf(SENTINEL) + SENTINEL.length + 2, packed.indexOf(SENTINEL) + SENTINEL.length + 8).toString();
      // runAsNode off, cookie encryption on, NODE_OPTIONS off, --inspect off, asar integrity on, only load from asar on.
      expect(wire).toBe('010011');
    } finally {
      t.cleanup();
    }
  });
});
