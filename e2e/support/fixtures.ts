import { test as base } from '@playwright/test';
import { BASE_URL, startPortal, stopPortal } from './portal';

/**
 * The suites' `test`: Playwright's, with the worker's own portal started before its first test and
 * stopped after its last (portal.ts), and every page and request of the worker addressed to it.
 */
export const test = base.extend<object, { portal: string }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      await startPortal();
      await use(BASE_URL);
      stopPortal();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
