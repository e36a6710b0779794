import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'patrol-hq-start-worker-'));
  dirs.push(d);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(d, name), text);
  return d;
}

function firstMessage(w: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    w.once('message', (m) => {
      void w.terminate();
      resolve(m);
    });
    w.once('error', reject);
  });
}

describe('startWorker', () => {
  it('runs the built script beside the bundle when there is one', async () => {
    const d = folder({
      'x-worker.js': `require('node:worker_threads').parentPort.postMessage('built');`,
      'x-worker.ts': `import { parentPort } from 'node:worker_threads'; parentPort?.postMessage('source');`,
    });
    expect(await firstMessage(startWorker(d, 'x-worker'))).toBe('built');
  });

  it('runs the TypeScript source through tsx when nothing is built', async () => {
    const d = folder({ 'x-worker.ts': `import { parentPort } from 'node:worker_threads'; const said: string = 'source'; parentPort?.postMessage(said);` });
    expect(await firstMessage(startWorker(d, 'x-worker'))).toBe('source');
  });
});
