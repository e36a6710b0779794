/**
 * The engine as the app ships it: bundled by esbuild into plain JavaScript (the app's own builds
 * bundle it the same way). Benches and sims run that, not the TypeScript loader (tsx) they run under,
 * which turns every use of an imported value into a getter call and wraps functions it creates.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = resolve(__dirname, '..');

/** `source` (TypeScript importing the engine with paths from the repository root) bundled into one script. */
export function bundleScript(source: string, name: string, format: 'cjs' | 'iife' = 'cjs'): string {
  const out = buildSync({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` },
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`esbuild returned no script for ${name}.`);
  return file.text;
}

/** Loads `source` bundled, in this process: its exports (the temporary script is removed once loaded). */
export function loadBundled<T>(source: string, name: string): T {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bundle-'));
  try {
    const file = join(dir, `${name}.cjs`);
    writeFileSync(file, bundleScript(source, name));
    return createRequire(__filename)(file) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
