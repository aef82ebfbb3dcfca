import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/portal';
// Without the background-networking flags Chromium keeps dialling out of this machine's closed network.
import CHROMIUM_ARGS from './chromium-args.json';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e-artifacts',
  // One worker: a test stops and restarts a remote, which the others must not see; the machines have 2 cores.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
});
