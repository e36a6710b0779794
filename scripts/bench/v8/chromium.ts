/**
 * What the benches in the app's V8 generation share (battle-odds-v8.ts, odds-v8.ts): Debian's
 * Chromium (Playwright's own browsers cannot be downloaded here), the V8 it carries, and the engine
 * bundled for a page or a Web Worker.
 */
import { buildSync } from 'esbuild';
import { chromium } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs } from '../../../playwright.config';

const root = join(__dirname, '..', '..', '..');

/** Debian's Chromium when it is there, else Playwright's own. */
export function chromiumPath(): string | undefined {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The V8 version Chromium carries: Chromium M ships V8 (M / 10).(M % 10), 156 -> "15.6" (a browser started to ask it). */
export async function chromiumV8(): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const major = Number.parseInt(browser.version(), 10);
    return `${Math.floor(major / 10)}.${major % 10}`;
  } finally {
    await browser.close();
  }
}

/** `source` (TypeScript importing the repository's modules) bundled for the browser as one script. */
export function browserScript(source: string, name: string): string {
  const out = buildSync({ stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` }, bundle: true, platform: 'browser', format: 'iife', target: 'es2022', write: false, logLevel: 'silent' });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`esbuild returned no ${name} script.`);
  return file.text;
}

/** Each process below this one (its pid and CPU time so far, ms), from Linux's /proc; null elsewhere. */
function ownProcessesCpu(): Map<number, number> | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // The fields after the process's name (which may hold spaces and brackets): state, ppid, ...
      const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) * 10); // utime + stime, in ticks of 10 ms
    } catch {
      // the process ended meanwhile
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  return new Map([...cpu].filter(([pid]) => below(pid)));
}

/**
 * Waits until a browser this process launched has done its own starting up: the processes below
 * this one use under a tenth of a core over a quarter second, twice in a row (each process's own
 * increase counted, a new one's whole), at most `limitMs`; a fixed 2 s where /proc cannot tell or
 * shows none. Measured (December 2026, battle-odds-v8): in the first seconds after launch
 * Chromium's own processes take 1.1-1.3 s of CPU (the page's main thread 0.75-0.84 s, the browser
 * 0.35-0.46 s), where a page of the app beside a battle just shown takes 0.15-0.3 s. Returns the
 * ms waited, and whether it settled within `limitMs`.
 */
export async function settleBrowser(limitMs = 10_000): Promise<{ ms: number; settled: boolean }> {
  const t0 = Date.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  let last = ownProcessesCpu();
  if (last === null || last.size === 0) {
    await sleep(2000);
    return { ms: Date.now() - t0, settled: true };
  }
  for (let quiet = 0; Date.now() - t0 < limitMs; ) {
    await sleep(250);
    const now = ownProcessesCpu() ?? new Map<number, number>();
    let used = 0;
    for (const [pid, ms] of now) used += ms - (last.get(pid) ?? 0);
    last = now;
    quiet = used < 25 ? quiet + 1 : 0;
    if (quiet === 2) return { ms: Date.now() - t0, settled: true };
  }
  return { ms: Date.now() - t0, settled: false };
}
