import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

/**
 * The renderer's first screen loads as one script: every module the entry imports statically (the
 * app shell, the home screen, the Svelte runtime and the code they share with the lazy screens)
 * goes into the entry's chunk, instead of a handful of shared chunks fetched side by side before
 * anything runs. The lazy screens (a game, the table editor, rules, campaign, replay) stay chunks of
 * their own, loaded when opened, and import what they share from it.
 */
const rendererEntry = resolve(__dirname, 'renderer/src/main.ts');
const firstScreen = new WeakMap<object, Set<string>>();
function firstScreenChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null {
  let graph = firstScreen.get(ctx);
  if (!graph) {
    graph = new Set<string>();
    const todo = [rendererEntry];
    while (todo.length > 0) {
      const next = todo.pop()!;
      if (graph.has(next)) continue;
      graph.add(next);
      todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    firstScreen.set(ctx, graph);
  }
  return graph.has(id) ? 'index' : null;
}

// Main and preload build as CommonJS (no "type": "module"), so the preload runs with the sandbox on.
// Main bundles its dependencies (zod, pdf-lib, electron-log, electron-updater...), so app.asar holds
// the built files and only the one package that cannot be bundled: better-sqlite3 (native).
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      outDir: 'out/main',
      // print-worker, odds-worker, bot-worker and frame-worker: worker threads' scripts, found beside index.js (electron/print/print-job.ts,
      // electron/odds/odds-pool.ts, electron/bots/bot-pool.ts, electron/transports/frame-pool.ts).
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          'print-worker': resolve(__dirname, 'electron/print/print-worker.ts'),
          'odds-worker': resolve(__dirname, 'electron/odds/odds-worker.ts'),
          'bot-worker': resolve(__dirname, 'electron/bots/bot-worker.ts'),
          'frame-worker': resolve(__dirname, 'electron/transports/frame-worker.ts'),
          'balance-worker': resolve(__dirname, 'electron/balance/balance-worker.ts'), // electron/balance/balance-pool.ts
        },
        external: ['better-sqlite3', 'ws'],
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: resolve(__dirname, 'electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') })],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      minify: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
        output: {
          codeSplitting: {
            groups: [{ name: firstScreenChunk }],
          },
        },
      },
    },
  },
});
