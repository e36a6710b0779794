import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureApi, tempDir } from '../../test/fixtures/services';

const root = resolve(__dirname, '../..');

describe('store: crash safety', () => {
  it('keeps every action whose view was shown when the process is SIGKILLed mid-play', async () => {
    const tmp = tempDir();
    try {
      const dbPath = join(tmp.dir, 'crash.db');
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/crash-child.ts'), dbPath], { cwd: root });
      let out = '';
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
      await new Promise<void>((ready) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if ((out.match(/^shown /gm) ?? []).length >= 400) {
            child.kill('SIGKILL');
            ready();
          }
        });
        child.on('exit', () => ready());
      });
      expect(await exited, stderr).toBe('SIGKILL');
      const id = /^save (\S+)$/m.exec(out)?.[1];
      const shown = [...out.matchAll(/^shown (\d+)$/gm)].map((m) => Number(m[1]));
      const lastShown = shown.at(-1)!;
      expect(id).toBeDefined();
      expect(lastShown).toBeGreaterThanOrEqual(400);

      const { store, api } = fixtureApi({ dbPath, snapshotEvery: 50 });
      try {
        const row = store.getSave(id!)!;
        expect(row.actionCount).toBeGreaterThanOrEqual(lastShown);
        const actions = store.actions(id!);
        expect(actions.length).toBe(row.actionCount);
        expect(actions.slice(0, lastShown).every((a) => (a.action as { n: number }).n === 1)).toBe(true);
        const opened = await api.handle('saves.open', { id: id! });
        expect(opened.ok).toBe(true);
        if (opened.ok) expect((opened.value as { view: { total: number } }).view.total).toBe(row.actionCount);
      } finally {
        store.close();
      }
    } finally {
      tmp.cleanup();
    }
  });
});
