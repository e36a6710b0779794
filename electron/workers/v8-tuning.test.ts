import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';
import { engineV8Flags, INLINING_BUDGET, MAGLEV_ONLY, v8Tuned } from './v8-tuning';

describe("V8's flags for the engine workers", () => {
  it('are flags this V8 knows (a flag it does not know stops node at start)', () => {
    for (const f of [INLINING_BUDGET, ...MAGLEV_ONLY]) expect(spawnSync(process.execPath, [f, '-e', '0']).status, f).toBe(0);
    const unknown = spawnSync(process.execPath, ['--max-inlined-bytecode-size-cumulative-of-nothing=1', '-e', '0'], { encoding: 'utf8' });
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/bad option/);
  });

  it('leave Turbofan on where Maglev is off by default (Node 20), and run on Maglev alone where it is on (Electron)', () => {
    expect(engineV8Flags('11.3.244.8-node.38')).toEqual([INLINING_BUDGET]);
    expect(engineV8Flags('12.4.254.21-node.33')).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
    expect(engineV8Flags('14.2.231.14-electron.0')).toEqual([INLINING_BUDGET, '--no-turbofan', '--no-maglev-inlining']);
    // A version it cannot read changes nothing but the inlining budget.
    expect(engineV8Flags('')).toEqual([INLINING_BUDGET]);
  });

  it('are set before the first worker starts, as this V8 wants them', async () => {
    expect(v8Tuned()).toBeNull();
    const d = mkdtempSync(join(tmpdir(), 'patrol-hq-v8-'));
    try {
      writeFileSync(join(d, 'w.js'), `require('node:worker_threads').parentPort.postMessage('up');`);
      const w = startWorker(d, 'w');
      expect(v8Tuned()).toEqual(engineV8Flags(process.versions.v8));
      await new Promise((r) => w.once('message', r));
      await w.terminate();
    } finally {
      rmSync(d, { recursive: true, force: true });
    }
  });

  it('reach a worker started after them: with Turbofan off, a hot function in the worker is never Turbofan-compiled', () => {
    // Run in a fresh node, as tuneV8 does before the first worker; V8 traces its compiles on stdout.
    const script = `
      const { setFlagsFromString } = require('node:v8');
      const { Worker } = require('node:worker_threads');
      if (process.argv[1] === 'off') setFlagsFromString('--no-turbofan');
      setFlagsFromString('--trace-opt');
      const w = new Worker("let s = 0; function f(i) { return (i * 7) % 13; } for (let i = 0; i < 3e7; i++) s += f(i); require('node:worker_threads').parentPort.postMessage(s);", { eval: true });
      w.on('message', () => process.exit(0));`;
    const run = (mode: string): string => spawnSync(process.execPath, ['-e', script, mode], { encoding: 'utf8' }).stdout;
    expect(run('on')).toMatch(/TURBOFAN/);
    expect(run('off')).not.toMatch(/TURBOFAN/);
  });
});
