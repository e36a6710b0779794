import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureApi, tempDir } from '../../test/fixtures/services';

const root = resolve(__dirname, '../..');

/** Runs test/fixtures/crash-child.ts, SIGKILLs it once it has shown `after` views; returns the save id and the last count shown. */
async function playAndKill(dbPath: string, mode: string, after: number): Promise<{ id: string; lastShown: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/crash-child.ts'), dbPath, mode], { cwd: root });
  let out = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
  await new Promise<void>((ready) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if ((out.match(/^shown /gm) ?? []).length >= after) {
        child.kill('SIGKILL');
        ready();
      }
    });
    child.on('exit', () => ready());
  });
  expect(await exited, stderr).toBe('SIGKILL');
  const id = /^save (\S+)$/m.exec(out)?.[1];
  const shown = [...out.matchAll(/^shown (\d+)$/gm)].map((m) => Number(m[1]));
  expect(id).toBeDefined();
  return { id: id!, lastShown: shown.at(-1)! };
}

describe('store: crash safety', () => {
  it('keeps every action whose view was shown when the process is SIGKILLed mid-play', async () => {
    const tmp = tempDir();
    try {
      const dbPath = join(tmp.dir, 'crash.db');
      const { id, lastShown } = await playAndKill(dbPath, 'solo', 400);
      expect(lastShown).toBeGreaterThanOrEqual(400);
      const { store, api } = fixtureApi({ dbPath, snapshotEvery: 50 });
      try {
        const row = store.getSave(id)!;
        expect(row.actionCount).toBeGreaterThanOrEqual(lastShown);
        const actions = store.actions(id);
        expect(actions.length).toBe(row.actionCount);
        expect(actions.slice(0, lastShown).every((a) => (a.action as { n: number }).n === 1)).toBe(true);
        const opened = await api.handle('saves.open', { id });
        expect(opened.ok).toBe(true);
        if (opened.ok) expect((opened.value as { view: { total: number } }).view.total).toBe(row.actionCount);
      } finally {
        store.close();
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('with a bot seat too: every shown move is kept, and reopening lets a cut-off bot move exactly as it would have', async () => {
    const tmp = tempDir();
    try {
      const dbPath = join(tmp.dir, 'crash-bots.db');
      const { id, lastShown } = await playAndKill(dbPath, 'bots', 300);
      expect(lastShown).toBeGreaterThanOrEqual(600); // each view shown follows a human move and the bot's answer
      const { store, api } = fixtureApi({ dbPath, snapshotEvery: 50 });
      try {
        const stored = store.actions(id);
        expect(stored.length).toBeGreaterThanOrEqual(lastShown);
        expect(stored.slice(0, lastShown).map((a) => a.seat)).toEqual(Array.from({ length: lastShown }, (_, i) => i % 2));
        const opened = await api.handle('saves.open', { id });
        expect(opened.ok).toBe(true);
        const after = store.actions(id);
        expect(after.length % 2).toBe(0); // a human move left without its answer got the bot's on reopening
        expect(after.every((a) => (a.action as { n: number }).n === 1)).toBe(true);
        if (opened.ok) expect((opened.value as { seat: number; view: { pile: number } }).view.pile).toBe(1_000_000 - after.length);
      } finally {
        store.close();
      }
    } finally {
      tmp.cleanup();
    }
  });
});
