import type { Browser, Page } from '@playwright/test';
import { enterAs, savedSession } from './session';

/** The landing's service radio for users who work in several (entity 1 is always taken). */
export type LandingService = 'Inspection' | 'Human resources';

/**
 * Enters as `login` (entity 1 and `service` when asked), and waits for the live channel to be up
 * (tasks and notifications raised by another user's step arrive through it).
 */
export async function enterLive(page: Page, login: string, service: LandingService) {
  // The worker's first entry as this user signs in first: not part of the wait below.
  await savedSession(page, login, { services: [service] });
  const live = page.waitForResponse((response) => response.url().includes('/api/user/events'), {
    timeout: 20_000,
  });
  await enterAs(page, login, { services: [service] });
  await live;
}

/** A second person at another browser: a fresh context (own storage), signed in live. */
export async function newLivePage(browser: Browser, login: string, service: LandingService): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await enterLive(page, login, service);
  return page;
}

export const toasts = (page: Page) => page.getByTestId('toast');
