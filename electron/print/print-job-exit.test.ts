import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot as root, runTsxScript } from '../../test/fixtures/tsx-script';

const sampleFile = JSON.stringify(join(root, 'resources/games/combat-patrol/sample-scenario.json'));

/**
 * A process that prints and then has nothing more to do (`npm run bench -- campaign` prints the
 * campaign log): the job must hold the print worker until it ends (else the process quits before
 * the PDF), and the idle worker kept for the next print must not keep the process alive.
 */
describe('the print worker and the life of the process', () => {
  it('a print keeps the process until it ends; the idle worker then lets it exit', () => {
    const r = runTsxScript(
      `import { readFileSync } from 'node:fs';
       import { printInWorker } from ${JSON.stringify(join(root, 'electron/print/print-job'))};
       const docText = readFileSync(${sampleFile}, 'utf8');
       void printInWorker({ docText, paper: 'a4', overview: false }).then((o) => console.log(o.type, 'pages' in o ? o.pages : ''));`,
      90_000,
    );
    expect(r.error, `the process did not exit by itself within ${r.ms} ms`).toBeUndefined();
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^done [1-9]\d*$/m);
  }, 150_000);

  it('with no worker able to start, prints in this process instead (loading the PDF code only then) and says so once', () => {
    // Every worker refused, as on a system that cannot start threads: the job must still give its PDF.
    const r = runTsxScript(
      `import threads from 'node:worker_threads';
       import { readFileSync } from 'node:fs';
       (threads as { Worker: unknown }).Worker = class { constructor() { throw new Error('no threads here'); } };
       void (async () => {
         // require, not import(): an absolute Windows path is no URL to import().
         const { printInWorker } = require(${JSON.stringify(join(root, 'electron/print/print-job'))});
         const pdfLib = () => Object.keys(require.cache).some((f) => f.includes('pdf-lib'));
         console.log('pdf-lib before', pdfLib());
         const docText = readFileSync(${sampleFile}, 'utf8');
         for (const i of [1, 2]) {
           const o = await printInWorker({ docText, paper: 'a4', overview: false });
           console.log(o.type, 'pages' in o ? o.pages : '', i);
         }
         console.log('pdf-lib after', pdfLib());
       })();`,
      90_000,
    );
    expect(r.status, r.stderr).toBe(0);
    // The PDF code is loaded by the first print, not with the job's module.
    expect(r.stdout).toMatch(/^pdf-lib before false$/m);
    expect(r.stdout).toMatch(/^pdf-lib after true$/m);
    expect(r.stdout.match(/^done [1-9]\d* [12]$/gm)).toHaveLength(2);
    expect(r.stderr.match(/no print worker could be started; printing in the main process instead/g)).toHaveLength(1);
    expect(r.stderr).toContain('no threads here');
  }, 150_000);
});
