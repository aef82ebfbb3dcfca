import { defineConfig } from '@playwright/test';
// Without the background-networking flags Chromium keeps dialling out of this machine's closed network.
import CHROMIUM_ARGS from './chromium-args.json';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e-artifacts',
  // Two workers for two cores, each with a portal of its own (support/fixtures.ts): a test that stops a
  // remote or changes a role's rights is seen by nobody else. A file's tests stay in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
});
