import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanes } from './worker-lanes';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A worker script that answers each number it is sent with its double. */
function doubler(): string {
  const d = mkdtempSync(join(tmpdir(), 'patrol-hq-lanes-'));
  dirs.push(d);
  writeFileSync(join(d, 'doubler.js'), `const { parentPort } = require('node:worker_threads'); parentPort.on('message', (n) => parentPort.postMessage(n * 2));`);
  return d;
}

const player = () => ({ handle: (n: number) => (n >= 0 ? n * 2 : null) });

describe('a pool\'s worker lanes', () => {
  it('are worker threads that answer on their own lane and keep no process alive when idle', async () => {
    const here = doubler();
    const got: Array<[number, number]> = [];
    const { lanes, workers } = startLanes<number, number>({ here, script: 'doubler', threads: 2, instead: 'doubling', onReply: (i, r) => got.push([i, r]), onError: (e) => { throw e; }, player });
    expect(lanes.length).toBe(2);
    expect(workers.length).toBe(2);
    lanes[0]!.hold(true);
    lanes[1]!.hold(true);
    lanes[0]!.send(3);
    lanes[1]!.send(5);
    await vi.waitFor(() => expect(got.length).toBe(2));
    expect(got.sort()).toEqual([[0, 6], [1, 10]]);
    await Promise.all(workers.map((w) => w.terminate()));
  });

  it('when no worker can start: one lane in this process, answering after the current turn in the order sent, said once in the log; the workers already started are ended', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const here = doubler();
    const started: Worker[] = [];
    const start = (dir: string, script: string): Worker => {
      if (started.length > 0) throw new Error('no more threads');
      const w = new Worker(join(dir, `${script}.js`));
      started.push(w);
      return w;
    };
    const got: Array<[number, number]> = [];
    const { lanes, workers } = startLanes<number, number>({ here, script: 'doubler', threads: 3, instead: 'doubling', onReply: (i, r) => got.push([i, r]), onError: () => {}, player, start });
    expect(lanes.length).toBe(1);
    expect(workers).toEqual([]);
    lanes[0]!.send(1);
    lanes[0]!.send(-1); // no answer
    lanes[0]!.send(2);
    expect(got).toEqual([]);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([[0, 2], [0, 4]]);
    expect(said).toHaveBeenCalledTimes(1);
    expect(String(said.mock.calls[0]![0])).toContain('doubling in the main process instead');
    // The one worker started before the failure is ended, not left running.
    await vi.waitFor(() => expect(started[0]!.threadId).toBe(-1));
  });
});
