import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/fixtures/services';
import { parseWebArgs } from './args';

const root = resolve(__dirname, '../../..');

const cli = join(root, 'electron/hosts/web/cli.ts');

function run(args: string[], untilLine = false): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (untilLine && stdout.includes('\n')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('browser host command line', () => {
  it('parses flags and refuses unknown or malformed ones', () => {
    expect(parseWebArgs(['--port', '0', '--db=/x.db'])).toEqual({ ok: true, args: { port: 0, db: '/x.db', token: null, renderer: null, seeds: null, help: false } });
    expect(parseWebArgs(['--seeds', '7'])).toMatchObject({ ok: true, args: { seeds: 7 } });
    expect(parseWebArgs(['--seeds', '-1'])).toMatchObject({ ok: false, message: expect.stringContaining('--seeds must be') });
    expect(parseWebArgs(['--port', 'abc'])).toMatchObject({ ok: false, message: expect.stringContaining('--port must be') });
    expect(parseWebArgs(['--bogus'])).toMatchObject({ ok: false, message: expect.stringContaining('Unknown option "--bogus"') });
    expect(parseWebArgs(['--db'])).toMatchObject({ ok: false, message: expect.stringContaining('--db needs a value') });
  });

  it('prints exactly one line, the URL, and stops cleanly on SIGTERM', async () => {
    const tmp = tempDir();
    try {
      const db = join(tmp.dir, 'x.db');
      const r = await run(['--port', '0', '--db', db, '--token', 'abcdefgh12345678'], true);
      expect(r.stdout).toMatch(/^Patrol HQ is running at http:\/\/127\.0\.0\.1:\d+\/\?token=abcdefgh12345678\n$/);
      expect(r.code).toBe(0);
      expect(existsSync(db)).toBe(true);
      expect(existsSync(`${db}-wal`)).toBe(false); // closed cleanly: the WAL was folded in and removed
    } finally {
      tmp.cleanup();
    }
  });

  it('refuses a --db that is not a Patrol HQ database, exits 1 and leaves it byte-identical', async () => {
    const tmp = tempDir();
    try {
      const path = join(tmp.dir, 'notes.db');
      writeFileSync(path, 'These are my notes, not a database at all.\n'.repeat(200));
      const before = readFileSync(path);
      const r = await run(['--port', '0', '--db', path]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('is not a Patrol HQ database');
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(readFileSync(path).equals(before)).toBe(true);
    } finally {
      tmp.cleanup();
    }
  });
});
