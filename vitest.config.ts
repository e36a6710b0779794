import { defineConfig } from 'vitest/config';

// Unit and property tests sit beside their code as *.test.ts. Renderer logic tests are plain TS
// (Konva and Svelte screens are exercised in Chromium by the end-to-end suite).
export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'renderer/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    setupFiles: ['test/setup/fast-check.ts'],
  },
});
