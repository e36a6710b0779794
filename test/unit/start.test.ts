import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronSqlitePath, ensureElectronSqlite, fetchElectronBinary, findElectronBinary } from '../../scripts/electron-native.mjs';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');

describe('npm start without the Electron binary', () => {
  it('says to use npm run web and exits 1 quickly, without a stack trace or a download', () => {
    const t0 = Date.now();
    const r = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, encoding: 'utf8', env: { ...process.env, PATROL_HQ_FORCE_NO_ELECTRON: '1' }, timeout: 20_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Electron binary is not installed');
    expect(r.stderr).toContain('npm run web');
    expect(r.stderr).not.toMatch(/\n\s+at |Downloading/);
    expect(r.stdout).toBe('');
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe('finding Electron and its SQLite build', () => {
  it('finds the binary from path.txt, and only when it is really there', () => {
    const t = tempDir();
    try {
      const dir = join(t.dir, 'node_modules/electron');
      expect(findElectronBinary(t.dir, {})).toBeNull(); // not installed at all
      mkdirSync(join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'path.txt'), 'electron');
      expect(findElectronBinary(t.dir, {})).toBeNull(); // package without its binary (offline install)
      writeFileSync(join(dir, 'dist/electron'), '');
      expect(findElectronBinary(t.dir, {})).toBe(join(dir, 'dist/electron'));
      expect(findElectronBinary(t.dir, { PATROL_HQ_FORCE_NO_ELECTRON: '1' })).toBeNull();
    } finally {
      t.cleanup();
    }
  });

  it('on a first start fetches the missing binary once with electron\'s installer, and copes when that fails', () => {
    const t = tempDir();
    try {
      const dir = join(t.dir, 'node_modules/electron');
      mkdirSync(dir, { recursive: true });
      const failing = join(t.dir, 'fail.cjs');
      writeFileSync(failing, 'process.exit(1)');
      const logs: string[] = [];
      expect(fetchElectronBinary(t.dir, { PATROL_HQ_ELECTRON_INSTALLER: failing }, (m: string) => logs.push(m))).toBeNull();
      expect(logs).toHaveLength(1); // it said it was fetching
      const working = join(t.dir, 'ok.cjs');
      writeFileSync(
        working,
        `const fs=require('fs');const p=require('path');const d=${JSON.stringify(dir)};fs.mkdirSync(p.join(d,'dist'),{recursive:true});fs.writeFileSync(p.join(d,'dist','electron'),'');fs.writeFileSync(p.join(d,'path.txt'),'electron');`,
      );
      expect(fetchElectronBinary(t.dir, { PATROL_HQ_ELECTRON_INSTALLER: working }, () => {})).toBe(join(dir, 'dist/electron'));
      expect(fetchElectronBinary(t.dir, { PATROL_HQ_ELECTRON_INSTALLER: working, PATROL_HQ_FORCE_NO_ELECTRON: '1' }, () => {})).toBeNull();
    } finally {
      t.cleanup();
    }
  });

  it('reuses an Electron-ABI build in .native/ made for the same versions', () => {
    const t = tempDir();
    try {
      for (const [pkg, v] of [['electron', '45.5.0'], ['better-sqlite3', '12.11.1']]) {
        mkdirSync(join(t.dir, 'node_modules', pkg!), { recursive: true });
        writeFileSync(join(t.dir, 'node_modules', pkg!, 'package.json'), JSON.stringify({ version: v }));
      }
      mkdirSync(join(t.dir, '.native/electron'), { recursive: true });
      writeFileSync(electronSqlitePath(t.dir), 'binary');
      writeFileSync(join(t.dir, '.native/electron/build-info.json'), JSON.stringify({ electron: '45.5.0', betterSqlite3: '12.11.1', platform: process.platform, arch: process.arch }));
      const logs: string[] = [];
      expect(ensureElectronSqlite(t.dir, (m: string) => logs.push(m))).toBe(join(t.dir, '.native/electron/better_sqlite3.node'));
      expect(logs).toEqual([]);
    } finally {
      t.cleanup();
    }
  });
});
