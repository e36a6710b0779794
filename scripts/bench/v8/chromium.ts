/**
 * What the benches in the app's V8 generation share (battle-odds-v8.ts, odds-v8.ts): Debian's
 * Chromium (Playwright's own browsers cannot be downloaded here), the V8 it carries, and the engine
 * bundled for a page or a Web Worker.
 */
import { buildSync } from 'esbuild';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
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
