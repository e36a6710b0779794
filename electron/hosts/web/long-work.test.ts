import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import sample from '../../../resources/games/combat-patrol/sample-scenario.json';
import { createScenario, exportScenario, SCENARIO_LIMITS, type Scenario } from '../../../engine/games/combat-patrol';
import type { JobProgress, ScenarioSummary } from '../../api/contract';
import { fixtureApi, ok, tempDir } from '../../../test/fixtures/services';

const root = resolve(__dirname, '../../..');
const token = 'long-work-token-0123456789';
let tmp: ReturnType<typeof tempDir>;
let server: ChildProcess;
let url: URL;
let scenarioId: string;

/** The biggest table the rules allow: 20,000 soldiers on a 48 x 48 table. */
function crowd(): Scenario {
  const doc = createScenario({ id: 'crowd', name: 'Twenty thousand', width: 48, height: 48 });
  const base = (sample as unknown as Scenario).models[0]!;
  for (let i = 0; i < SCENARIO_LIMITS.models; i++) {
    doc.models.push({ ...base, id: `m${i}`, name: `Soldier ${i}`, side: i % 2 ? 'German' : 'US', x: (i * 7.31) % 48, y: (i * 3.17) % 48, facing: i % 360 });
  }
  return doc;
}

beforeAll(async () => {
  tmp = tempDir();
  const db = join(tmp.dir, 'big.db');
  const { store, api } = fixtureApi({ dbPath: db });
  scenarioId = ok<ScenarioSummary>(await api.handle('scenarios.import', { text: JSON.stringify(exportScenario(crowd())) })).id;
  store.close();
  const renderer = join(tmp.dir, 'renderer');
  mkdirSync(renderer);
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Patrol HQ</title>');
  // The real browser host in its own process: this test process only plays its two clients.
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'electron/hosts/web/cli.ts'), '--port', '0', '--db', db, '--token', token, '--renderer', renderer], { cwd: root });
  url = await new Promise<URL>((done, fail) => {
    let out = '';
    server.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /(http:\S+)\n/.exec(out);
      if (m) done(new URL(m[1]!));
    });
    server.on('exit', (code) => fail(new Error(`the host exited (${code})`)));
  });
}, 120_000);

afterAll(() => {
  server?.kill('SIGTERM');
  tmp?.cleanup();
});

/**
 * CPU time the host's main thread has used, in ms (Linux: /proc/PID/task/PID/stat, utime + stime),
 * or null elsewhere. A slow answer while the main thread barely ran is the machine's load (two
 * cores shared by several builds), not the host: the host is judged by the work its main thread did.
 */
const ticksPerMs = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) / 1000;
  } catch {
    return 0.1;
  }
})();
function mainThreadCpuMs(pid: number): number | null {
  const file = `/proc/${pid}/task/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

/** A client: calls by id; the reply of `rawFor` is kept as raw text (not parsed while timing). */
function client(): Promise<{ call(channel: string, payload: unknown): Promise<unknown>; raw(channel: string, payload: unknown): Promise<string>; close(): void }> {
  return new Promise((done) => {
    const ws = new WebSocket(`ws://${url.host}/api?token=${token}`, { origin: url.origin });
    const waiting = new Map<string, (text: string) => void>();
    let next = 0;
    ws.on('message', (data) => {
      const text = data.toString();
      const id = /^\{"id":"([^"]+)"/.exec(text)?.[1];
      if (id) waiting.get(id)?.(text);
    });
    const raw = (channel: string, payload: unknown) =>
      new Promise<string>((resolve) => {
        const id = `c${next++}`;
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, channel, payload }));
      });
    ws.on('open', () => done({ raw, call: async (c, p) => (JSON.parse(await raw(c, p)) as { result: unknown }).result, close: () => ws.close() }));
  });
}

describe('long work never stops the main process answering', () => {
  it('prints 20,000 soldiers while another client calls app.info: every answer within 100 ms, progress reaching the client', async () => {
    const printer = await client();
    const other = await client();
    let printed: string | null = null;
    const job = 'print-20k';
    const printing = printer.raw('scenarios.print', { id: scenarioId, paper: 'a4', job }).then((t) => (printed = t));

    const answers: { took: number; cpu: number | null }[] = [];
    const progress: JobProgress[] = [];
    while (printed === null) {
      await new Promise((r) => setTimeout(r, 50));
      const cpu0 = mainThreadCpuMs(server.pid!);
      const sent = performance.now();
      const info = (await other.call('app.info', {})) as { ok: boolean };
      const took = performance.now() - sent;
      const cpu1 = mainThreadCpuMs(server.pid!);
      expect(info.ok).toBe(true);
      answers.push({ took, cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 });
      const p = (await other.call('jobs.progress', { job })) as { ok: true; value: JobProgress | null };
      if (p.value) progress.push(p.value);
    }
    await printing;
    const result = (JSON.parse(printed!) as { result: { ok: boolean; value: { pages: number; base64: string } } }).result;
    expect(result.ok).toBe(true);
    expect(Buffer.from(result.value.base64.slice(0, 12), 'base64').toString('latin1')).toMatch(/^%PDF-1\.\d/);
    expect(result.value.pages).toBeGreaterThan(36);

    // Without the worker the host answers nothing until the print is done: one answer in all.
    expect(answers.length).toBeGreaterThanOrEqual(20);
    // Every answer within 100 ms; where the machine's load delayed one, the host's main thread must
    // have done less than 100 ms of work (CPU time) while it waited: on a core of its own it would
    // have answered in time. A print on the main thread fails both: seconds of wait and of work.
    const late = answers.filter((a) => a.took >= 100 && (a.cpu === null || a.cpu >= 100));
    expect(late, `answers: ${answers.length}, slowest ${Math.round(Math.max(...answers.map((a) => a.took)))} ms; late at ${JSON.stringify(late.map((a) => [answers.indexOf(a), Math.round(a.took), a.cpu]))}`).toEqual([]);
    // Progress reached the other client: many distinct steps, never going back.
    const dones = progress.map((p) => p.done);
    expect(new Set(dones).size).toBeGreaterThanOrEqual(5);
    expect(dones.every((d, i) => i === 0 || d >= dones[i - 1]!)).toBe(true);
    expect(progress.some((p) => /^Drawing sheet \d+ of 35$/.test(p.stage))).toBe(true);
    expect((await other.call('jobs.progress', { job })) as unknown).toEqual({ ok: true, value: null });
    printer.close();
    other.close();
  }, 600_000);
});
