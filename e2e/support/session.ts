import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './portal';

export const DEMO_PASSWORD = 'Portal#2026';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, url = '/login') {
  await page.goto(url);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the path (without query) to be the expected one. */
export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
}

/** Keeps a screenshot to look at (e2e/screenshots/, not committed). */
export async function snap(page: Page, name: string) {
  const dir = path.join(ROOT, 'e2e/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
