import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureApi, ok } from '../../test/fixtures/services';
import type { GameEnvelope } from '../api/contract';

const root = resolve(__dirname, '../..');
/** Root may write any file: the read-only cases run the child as `nobody` there. */
const asOther = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
/** As root the child runs as `nobody`, who must be able to read the checkout (a clone inside a 0700 folder is not). */
const otherCannotRead =
  process.getuid?.() === 0 &&
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(join(root, 'node_modules/tsx/package.json'))})`], asOther).status !== 0;
const skipReason =
  process.platform === 'win32'
    ? 'file modes do not make a file read-only on Windows'
    : otherCannotRead
      ? `the checkout at ${root} cannot be read by the user nobody, whom a root run needs to make a file read-only`
      : '';
if (skipReason) console.log(`Skipped: store read-only cases: ${skipReason}`);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'patrol-hq-access-'));
  chmodSync(dir, 0o777);
});
afterEach(() => {
  chmodSync(dir, 0o777);
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { ok: boolean; value?: unknown; error?: { code: string; message: string; detail?: string } };
interface ChildReport {
  refused?: { code: string; message: string };
  problem?: { code: string; message: string } | null;
  info?: Answer;
  list?: Answer;
  open?: Answer;
  act?: Answer;
  create?: Answer;
}

function runChild(dbPath: string, user: object, lockWaitMs = 300): Promise<ChildReport> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/access-child.ts'), dbPath, String(lockWaitMs)], { cwd: root, ...user });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => (code === 0 && out.trim() ? done(JSON.parse(out.trim()) as ChildReport) : fail(new Error(`child exited ${code}: ${err}`))));
  });
}

/** A database holding one Tally game of two moves, written by this process. */
async function database(path: string): Promise<string> {
  const { store, api } = fixtureApi({ dbPath: path });
  const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', seed: 1, name: 'Kept' }));
  ok(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 1 } }));
  ok(await api.handle('saves.act', { id: env.save.id, action: { type: 'add', n: 2 } }));
  store.close();
  return env.save.id;
}

describe('store: a read-only file or folder', () => {
  it.skipIf(skipReason !== '')('a read-only file: starts, says so at start and on every write, serves reads, and is never changed', async () => {
    const path = join(dir, 'ro.db');
    await database(path);
    chmodSync(path, 0o444);
    const before = readFileSync(path);
    const r = await runChild(path, asOther);
    expect(r.problem).toMatchObject({ code: 'read-only', message: expect.stringContaining('is read-only') });
    expect(r.info).toMatchObject({ ok: true, value: { warning: r.problem!.message } });
    expect(r.list).toMatchObject({ ok: true, value: [{ name: 'Kept', actionCount: 2 }] });
    expect(r.open).toMatchObject({ ok: true, value: { view: { total: 3 } } });
    for (const write of [r.act, r.create]) {
      expect(write).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'read-only', message: expect.stringContaining('read-only') } });
      expect(write!.error!.message).not.toContain('Something went wrong');
    }
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it.skipIf(skipReason !== '')('a read-only folder: serves the games from a private copy, says so, and writes nothing there', async () => {
    const path = join(dir, 'in-ro-folder.db');
    await database(path);
    chmodSync(path, 0o666);
    chmodSync(dir, 0o555);
    const before = readFileSync(path);
    const r = await runChild(path, asOther);
    expect(r.problem).toMatchObject({ code: 'read-only', message: expect.stringContaining('folder holding the save file') });
    expect(r.list).toMatchObject({ ok: true, value: [{ name: 'Kept' }] });
    expect(r.open).toMatchObject({ ok: true });
    expect(r.act).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'read-only' } });
    expect(readdirSync(dir)).toEqual(['in-ro-folder.db']);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it.skipIf(skipReason !== '')('a new file in a read-only folder is refused at start in words', async () => {
    chmodSync(dir, 0o555);
    const r = await runChild(join(dir, 'new.db'), asOther);
    expect(r.refused).toMatchObject({ code: 'read-only', message: expect.stringContaining('is read-only') });
    expect(readdirSync(dir)).toEqual([]);
  });
});

function holdLock(path: string, how: 'write' | 'exclusive'): Promise<ChildProcessWithoutNullStreams> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/lock-holder.ts'), path, how], { cwd: root });
    child.stdout.once('data', () => done(child));
    child.on('exit', (code) => fail(new Error(`lock holder exited ${code}`)));
  });
}

function release(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.on('exit', () => done());
    child.stdin.write('go\n');
  });
}

describe('store: a file locked by another program', () => {
  it('a held write lock: starts, says so, each write waits a bounded time then says so, and writes again once the lock goes', async () => {
    const path = join(dir, 'locked.db');
    const id = await database(path);
    const holder = await holdLock(path, 'write');
    let released = false;
    try {
      const { store, api } = fixtureApi({ dbPath: path, lockWaitMs: 300 });
      try {
        expect(store.problem).toMatchObject({ code: 'locked', message: expect.stringContaining('Another program holds the save file') });
        expect(ok<{ warning?: string }>(await api.handle('app.info', {})).warning).toContain('Another program holds');
        expect(ok<GameEnvelope<{ total: number }>>(await api.handle('saves.open', { id })).view.total).toBe(3);
        const t = performance.now();
        const refused = await api.handle('saves.act', { id, action: { type: 'add', n: 1 } });
        const waited = performance.now() - t;
        expect(refused).toMatchObject({ ok: false, error: { code: 'bad-file', detail: 'locked', message: expect.stringContaining('Close that program and try again') } });
        expect(waited).toBeGreaterThanOrEqual(250);
        expect(waited).toBeLessThan(5000);
        await release(holder);
        released = true;
        expect(ok<GameEnvelope<{ total: number }>>(await api.handle('saves.act', { id, action: { type: 'add', n: 1 } })).view.total).toBe(4);
        expect(store.problem).toBeNull();
        expect(ok<{ warning?: string }>(await api.handle('app.info', {})).warning).toBeUndefined();
      } finally {
        store.close();
      }
    } finally {
      if (!released) holder.kill();
    }
  });

  it('an exclusive lock (nobody may read): refused at start in words, after a bounded wait', async () => {
    const path = join(dir, 'exclusive.db');
    await database(path);
    const holder = await holdLock(path, 'exclusive');
    try {
      const r = await runChild(path, {}, 300);
      expect(r.refused).toMatchObject({ code: 'locked', message: expect.stringContaining('Another program holds the save file') });
    } finally {
      await release(holder);
    }
  });
});
