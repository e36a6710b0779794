import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Unit and property tests sit beside their code as *.test.ts. Renderer logic tests are plain TS
// (Konva and Svelte screens are exercised in Chromium by the end-to-end suite). Tests of Svelte
// reactive code (*.svelte.test.ts: runes such as $effect.root) run in a second project that
// compiles them with the Svelte plugin for the client (test/setup/svelte-client-env.ts: Node, no DOM).
const shared = {
  environment: 'node' as const,
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
  setupFiles: ['test/setup/fast-check.ts'],
};

/**
 * Test files that need a module registry of their own: they mock modules (vi.doMock, vi.mock,
 * vi.resetModules), stub globals, or read state a module keeps for the life of the process (V8's
 * flags are set once, before the first worker). Every other unit file shares its worker's modules
 * with the files run before it there (`isolate: false`): importing each file's modules afresh was
 * half the unit run's time (import 179 s of 365 s summed over the workers).
 */
const OWN_MODULES = [
  'electron/balance/balance-pool.test.ts',
  'electron/preload/preload.test.ts',
  'electron/workers/worker-lanes.test.ts',
  'electron/workers/v8-tuning.test.ts',
  'renderer/src/api/ws-transport.test.ts',
  'renderer/src/games/combat-patrol/computer-replay.test.ts',
  'renderer/src/games/odds/prepare-odds.test.ts',
];

export default defineConfig({
  test: {
    // One test file a core. Vitest's own default for a run is one fewer than the cores, which on a
    // two-core machine (CI's, ours) runs every file one after another: 369 s there against 312 s with
    // two (back to back, December 2026, every test passing both ways; three: 282 s, left for a
    // loaded CI machine's timing bounds).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['engine/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'renderer/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.svelte.test.ts', ...OWN_MODULES],
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'unit-own-modules',
          include: OWN_MODULES,
        },
      },
      {
        plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') })],
        resolve: { conditions: ['browser'] },
        test: {
          ...shared,
          environment: './test/setup/svelte-client-env.ts',
          name: 'svelte',
          include: ['renderer/**/*.svelte.test.ts'],
          // Svelte itself goes through Vite too, so every import of it gets the one client runtime.
          server: { deps: { inline: ['svelte'] } },
        },
      },
    ],
  },
});
