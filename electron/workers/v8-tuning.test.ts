import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';
import { INLINING_BUDGET, v8Tuned } from './v8-tuning';

describe('V8\'s inlining budget for the engine workers', () => {
  it('is a flag this V8 knows (a flag it does not know stops node at start)', () => {
    expect(spawnSync(process.execPath, [INLINING_BUDGET, '-e', '0']).status).toBe(0);
    const unknown = spawnSync(process.execPath, ['--max-inlined-bytecode-size-cumulative-of-nothing=1', '-e', '0'], { encoding: 'utf8' });
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/bad option/);
  });

  it('is trimmed before the first worker starts', async () => {
    expect(v8Tuned()).toBe(false);
    const d = mkdtempSync(join(tmpdir(), 'patrol-hq-v8-'));
    try {
      writeFileSync(join(d, 'w.js'), `require('node:worker_threads').parentPort.postMessage('up');`);
      const w = startWorker(d, 'w');
      expect(v8Tuned()).toBe(true);
      await new Promise((r) => w.once('message', r));
      await w.terminate();
    } finally {
      rmSync(d, { recursive: true, force: true });
    }
  });
});
