/**
 * Starts the real browser host (`npm run web`, i.e. scripts/web.mjs) as a child process on a free
 * port with a temporary database and a known token, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningHost {
  /** The printed URL, e.g. http://127.0.0.1:41234/?token=e2e-token-1 */
  url: string;
  origin: string;
  token: string;
  dbPath: string;
  stop(): Promise<void>;
}

const root = resolve(__dirname, '..', '..');

export interface HostOptions {
  token?: string;
  dbPath?: string;
  port?: number;
  timeoutMs?: number;
  seeds?: number;
  /** A command the host runs under, e.g. ['ip', 'netns', 'exec', 'phq-h'] (it must exec the host, keeping its pid). */
  launcher?: string[];
  /** Added to the host's environment. */
  env?: Record<string, string>;
}

export async function startHost(opts: HostOptions = {}): Promise<RunningHost> {
  const token = opts.token ?? `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const dir = opts.dbPath ? null : mkdtempSync(join(tmpdir(), 'patrol-hq-e2e-'));
  const dbPath = opts.dbPath ?? join(dir as string, 'test.db');
  const [command, ...prefix] = [...(opts.launcher ?? []), process.execPath];
  const child: ChildProcess = spawn(command as string, [...prefix, join(root, 'scripts', 'web.mjs'), '--port', String(opts.port ?? 0), '--db', dbPath, '--token', token, ...(opts.seeds === undefined ? [] : ['--seeds', String(opts.seeds)])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    env: { ...process.env, ...opts.env },
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`The browser host did not print its URL in time.\n${stderr}`)), opts.timeoutMs ?? 90_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m && m[1]) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The browser host exited (code ${code}) before it was ready.\n${stderr}`));
    });
  });
  const origin = new URL(url).origin;
  let stopped = false;
  return {
    url,
    origin,
    token,
    dbPath,
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited = new Promise<void>((r) => {
        if (child.exitCode !== null || child.signalCode !== null) r();
        else child.once('exit', () => r());
      });
      try {
        // The host runs under web.mjs and tsx: signal our child's whole process group.
        if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
