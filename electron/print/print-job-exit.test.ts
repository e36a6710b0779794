import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/**
 * A process that prints and then has nothing more to do (`npm run bench -- campaign` prints the
 * campaign log): the job must hold the print worker until it ends (else the process quits before
 * the PDF), and the idle worker kept for the next print must not keep the process alive.
 */
describe('the print worker and the life of the process', () => {
  it('a print keeps the process until it ends; the idle worker then lets it exit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-print-exit-'));
    try {
      const script = join(dir, 'run.ts');
      writeFileSync(
        script,
        `import { readFileSync } from 'node:fs';
         import { printInWorker } from ${JSON.stringify(join(root, 'electron/print/print-job'))};
         const docText = readFileSync(${JSON.stringify(join(root, 'resources/games/combat-patrol/sample-scenario.json'))}, 'utf8');
         void printInWorker({ docText, paper: 'a4', overview: false }).then((o) => console.log(o.type, 'pages' in o ? o.pages : ''));`,
      );
      const t0 = Date.now();
      const r = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8', timeout: 90_000 });
      expect(r.error, `the process did not exit by itself within ${Date.now() - t0} ms`).toBeUndefined();
      expect(r.stderr).not.toMatch(/Error/);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^done [1-9]\d*$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
