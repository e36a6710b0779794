import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** A system Chromium first (our machines cannot download Playwright's); else Playwright's own. */
export function systemChromium(): string | undefined {
  if (process.env.PATROL_HQ_CHROMIUM) return process.env.PATROL_HQ_CHROMIUM;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
      if (found) return found;
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /.*\.spec\.ts$/,
  // Two files at a time: each file has a host of its own (test/e2e/fixtures.ts), so they cannot meet.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: systemChromium(), args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
  },
});
