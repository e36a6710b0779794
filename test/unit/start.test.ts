import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronSqlitePath, ensureElectronSqlite, fetchElectronBinary, findElectronBinary } from '../../scripts/electron-native.mjs';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');

describe('npm start without the Electron binary', () => {
  it('starts the browser host instead and says so in one line with the URL to open', async () => {
    const t = tempDir();
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--port', '0', '--db', join(t.dir, 'start.db'), '--token', 'start-test'], {
      cwd: root,
      env: { ...process.env, PATROL_HQ_FORCE_NO_ELECTRON: '1', PATROL_HQ_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    try {
      const line = await new Promise<string>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no URL line in time; stderr: ${err}`)), 60_000);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) {
            clearTimeout(timer);
            done(out);
          }
        });
        child.on('exit', (code) => fail(new Error(`start.mjs exited (${code}) before serving; stderr: ${err}`)));
      });
      expect(line).toMatch(/^Patrol HQ: no Electron binary here \(fetching it needs internet\), so the app runs in your browser: open http:\/\/127\.0\.0\.1:\d+\/\?token=start-test\n$/);
      expect(err).not.toMatch(/\n\s+at |Downloading/);
      // It is really serving there.
      const url = /open (\S+)/.exec(line)![1]!;
      const status = await new Promise<number>((done, fail) => request(url, (res) => (res.resume(), done(res.statusCode ?? 0))).on('error', fail).end());
      expect(status).toBeGreaterThan(0);
    } finally {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        if (process.platform !== 'win32') process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
        await exited;
      }
      t.cleanup();
    }
  }, 90_000);
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
