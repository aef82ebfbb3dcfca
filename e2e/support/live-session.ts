import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './session';

/** The landing's service radio for users who work in several (entity 1 is always taken). */
export type LandingService = 'Inspection' | 'Human resources';

/**
 * Signs in, picks entity 1 and `service` when sent to /landing, and waits for the live channel to be up
 * (tasks and notifications raised by another user's step arrive through it).
 */
export async function enterLive(page: Page, login: string, service: LandingService) {
  const live = page.waitForResponse((response) => response.url().includes('/api/user/events'), {
    timeout: 20_000,
  });
  await signIn(page, login);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  if (new URL(page.url()).pathname === '/landing') {
    await page.getByLabel('Quality Portal Asia').check();
    await page.getByLabel(service).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/landing');
  }
  await live;
}

/** A second person at another browser: a fresh context (own storage), signed in live. */
export async function newLivePage(browser: Browser, login: string, service: LandingService): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await enterLive(page, login, service);
  return page;
}

export const toasts = (page: Page) => page.getByTestId('toast');
