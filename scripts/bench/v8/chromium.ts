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

/** CPU time (ms) used so far by every Chromium process on this machine (Linux's /proc; null elsewhere). */
function chromiumCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      ms += (Number(f[11]) + Number(f[12])) * 10; // utime + stime, in ticks of 10 ms
    } catch {
      // the process ended meanwhile
    }
  }
  return ms;
}

/**
 * Waits until a browser just launched has done its own starting up: its processes together use
 * under a tenth of a core over a quarter second (at most `limitMs`; a fixed 2 s where /proc cannot
 * tell). Measured (December 2026, battle-odds-v8): in the first seconds after launch Chromium's own
 * processes take 1.1-1.3 s of CPU (the page's main thread 0.75-0.84 s, the browser 0.35-0.46 s),
 * where a page of the app beside a battle just shown takes 0.15-0.3 s. Returns the ms waited.
 */
export async function settleBrowser(limitMs = 10_000): Promise<number> {
  const t0 = Date.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  if (chromiumCpuMs() === null) {
    await sleep(2000);
    return Date.now() - t0;
  }
  for (let last = chromiumCpuMs() as number; Date.now() - t0 < limitMs; ) {
    await sleep(250);
    const now = chromiumCpuMs() as number;
    if (now - last < 25) break;
    last = now;
  }
  return Date.now() - t0;
}
