/**
 * The crash loop: a child process plays against one database as fast as it can and is killed with
 * SIGKILL at a random moment (seeded), again and again. After each kill the database is reopened
 * and every move the child had been answered for ("shown") must be stored and replay.
 * The child is test/fixtures/crash-child.ts (Tally solo, or Pile against a bot seat).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { nextUint32, seedRng } from '../../engine/core/rng';
import { fixtureApi } from '../../test/fixtures/services';

const root = resolve(__dirname, '..', '..');

export interface CrashFigures {
  cycles: number;
  acknowledged: number;
  lost: number;
  reopenFailures: number;
  integrity: string;
}

/** Runs the child until it has shown `after` moves and `delayMs` more have passed, then SIGKILLs it. */
function playAndKill(dbPath: string, mode: 'solo' | 'bots', delayMs: number): Promise<{ id: string | null; lastShown: number }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/crash-child.ts'), dbPath, mode], { cwd: root });
    let out = '';
    let timer: ReturnType<typeof setTimeout> | null = null;
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (!timer && /^shown /m.test(out)) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('exit', () => {
      if (timer) clearTimeout(timer);
      const shown = [...out.matchAll(/^shown (\d+)$/gm)].map((m) => Number(m[1]));
      done({ id: /^save (\S+)$/m.exec(out)?.[1] ?? null, lastShown: shown.at(-1) ?? 0 });
    });
  });
}

export async function crashLoop(opts: { cycles: number; seed: number; dir: string; log: (line: string) => void }): Promise<CrashFigures> {
  const dbPath = join(opts.dir, 'crash-loop.db');
  const rng = seedRng(opts.seed);
  const figures: CrashFigures = { cycles: 0, acknowledged: 0, lost: 0, reopenFailures: 0, integrity: '' };
  for (let cycle = 0; cycle < opts.cycles; cycle++) {
    const mode = cycle % 3 === 2 ? 'bots' : 'solo';
    const { id, lastShown } = await playAndKill(dbPath, mode, 20 + (nextUint32(rng) % 1500));
    figures.cycles++;
    figures.acknowledged += lastShown;
    if (!id) continue;
    const { store, api } = fixtureApi({ dbPath, snapshotEvery: 50 });
    try {
      const stored = store.getSave(id)?.actionCount ?? 0;
      if (stored < lastShown) figures.lost += lastShown - stored;
      if (store.actions(id).length !== stored) figures.lost += Math.abs(store.actions(id).length - stored);
      const opened = await api.handle('saves.open', { id });
      if (!opened.ok) {
        figures.reopenFailures++;
        opts.log(`cycle ${cycle}: reopening failed: ${opened.error.message}`);
      }
    } finally {
      store.close();
    }
    if ((cycle + 1) % 10 === 0) opts.log(`crash loop: ${cycle + 1} cycles, ${figures.acknowledged} moves acknowledged, ${figures.lost} lost`);
  }
  const db = new Database(dbPath, { readonly: true });
  figures.integrity = db.pragma('integrity_check', { simple: true }) as string;
  db.close();
  return figures;
}
