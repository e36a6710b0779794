import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWorker } from './start-worker';
import { engineV8Flags, INLINING_BUDGET, MAGLEV_ONLY, v8Tuned } from './v8-tuning';

const ELECTRON_45 = { v8: '15.4.0-electron.0', electron: '45.5.0' };

describe("V8's flags for the engine workers", () => {
  afterEach(() => {
    vi.doUnmock('node:v8');
    vi.resetModules();
  });

  it('are flags this V8 knows (a flag it does not know stops node at start)', () => {
    for (const f of [INLINING_BUDGET, ...MAGLEV_ONLY]) expect(spawnSync(process.execPath, [f, '-e', '0']).status, f).toBe(0);
    const unknown = spawnSync(process.execPath, ['--max-inlined-bytecode-size-cumulative-of-nothing=1', '-e', '0'], { encoding: 'utf8' });
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/bad option/);
  });

  it('run the engine on Maglev alone in Electron (V8 12 and later), and leave Node its Turbofan whatever its version', () => {
    expect(engineV8Flags(ELECTRON_45)).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
    expect(engineV8Flags({ v8: '12.4.254.21-electron.0', electron: '30.0.0' })).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
    // An Electron whose V8 had Maglev off by default, Node 20, Node 22 (the browser host, tests, benches).
    expect(engineV8Flags({ v8: '11.3.244.8-electron.0', electron: '25.0.0' })).toEqual([INLINING_BUDGET]);
    expect(engineV8Flags({ v8: '11.3.244.8-node.38' })).toEqual([INLINING_BUDGET]);
    expect(engineV8Flags({ v8: '12.4.254.21-node.33' })).toEqual([INLINING_BUDGET]);
    // A version it cannot read changes nothing but the inlining budget.
    expect(engineV8Flags({ v8: '', electron: '45.5.0' })).toEqual([INLINING_BUDGET]);
  });

  it('are each handed to V8, once', async () => {
    const set = vi.fn();
    vi.doMock('node:v8', () => ({ setFlagsFromString: set }));
    const fresh = await import('./v8-tuning');
    fresh.tuneV8(ELECTRON_45);
    fresh.tuneV8(ELECTRON_45);
    expect(set.mock.calls.map((c) => c[0])).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
    expect(fresh.v8Tuned()).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
  });

  it('are set before the first worker starts, as this runtime wants them', async () => {
    expect(v8Tuned()).toBeNull();
    const d = mkdtempSync(join(tmpdir(), 'patrol-hq-v8-'));
    try {
      writeFileSync(join(d, 'w.js'), `require('node:worker_threads').parentPort.postMessage('up');`);
      const w = startWorker(d, 'w');
      expect(v8Tuned()).toEqual([INLINING_BUDGET]);
      await new Promise((r) => w.once('message', r));
      await w.terminate();
    } finally {
      rmSync(d, { recursive: true, force: true });
    }
  });

  it('reach a worker started after them: tuned as in Electron, a hot function in the worker is never Turbofan-compiled', () => {
    // A fresh node loads this module through tsx, tunes as for Electron or not, then starts a worker
    // with a hot loop, which waits a moment for compiles under way to end; V8 traces its compiles on stdout.
    const tsx = createRequire(__filename).resolve('tsx/cjs/api');
    const script = `
      require(${JSON.stringify(tsx)}).register();
      const { tuneV8 } = require(${JSON.stringify(join(__dirname, 'v8-tuning.ts'))});
      tuneV8(process.argv[1] === 'electron' ? ${JSON.stringify(ELECTRON_45)} : { v8: process.versions.v8 });
      require('node:v8').setFlagsFromString('--trace-opt');
      const { Worker } = require('node:worker_threads');
      const w = new Worker("function hotInWorker() { let s = 0; for (let i = 0; i < 2e7; i++) s += (i * 7) % 13; return s; } const s = hotInWorker(); setTimeout(() => require('node:worker_threads').parentPort.postMessage(s), 300);", { eval: true });
      w.on('message', (s) => { console.log('done', s); process.exit(0); });`;
    const run = (mode: string): string => {
      const r = spawnSync(process.execPath, ['-e', script, mode], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^done \d+$/m);
      return r.stdout;
    };
    // The worker's own function, its loop compiled on the stack (the parent's loader may have had a
    // compile under way before the flags).
    const workerTurbofan = /JSFunction hotInWorker .*TURBOFAN/;
    expect(run('node')).toMatch(workerTurbofan);
    expect(run('electron')).not.toMatch(workerTurbofan);
  });
});
