import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
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

/** What a user picks on /landing when asked: the entity and the first offered of the services named. */
export interface LandingChoice {
  entity?: string;
  services?: string[];
}

/** A signed-in browser's local storage (token, user, entity, service) and the screen it landed on. */
interface SavedSession {
  storage: Record<string, string>;
  landedOn: string;
}

/** One real sign-in per user and landing choice for the worker; every later test reuses its storage. */
const savedSessions = new Map<string, Promise<SavedSession>>();

async function chooseOnLanding(
  page: Page,
  { entity = 'Quality Portal Asia', services = ['Inspection'] }: LandingChoice,
) {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  // Users of one entity are offered only the services.
  const entityRadio = page.getByRole('radio', { name: entity, exact: true });
  if (await entityRadio.count()) await entityRadio.check();
  const offered = page.getByRole('group', { name: 'Service' }).getByRole('radio');
  const named = services.map((service) => page.getByRole('radio', { name: service, exact: true }));
  const counts = await Promise.all(named.map((radio) => radio.count()));
  const preferred = named[counts.findIndex((count) => count > 0)];
  if (preferred) await preferred.check();
  else if (await offered.count()) await offered.first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/landing');
}

/** Signs in through the form and, when sent to /landing, makes the choice there. */
export async function signInAndLand(page: Page, login: string, choice: LandingChoice = {}) {
  await signIn(page, login);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  if (new URL(page.url()).pathname === '/landing') await chooseOnLanding(page, choice);
}

async function saveSession(browser: Browser, login: string, choice: LandingChoice): Promise<SavedSession> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAndLand(page, login, choice);
    const landedOn = new URL(page.url());
    const storage = await page.evaluate(() => ({ ...localStorage }));
    return { storage, landedOn: landedOn.pathname + landedOn.search };
  } finally {
    await context.close();
  }
}

/** The worker's saved session of `login` with that landing choice, signing in once for it if need be. */
export function savedSession(
  browser: Browser,
  login: string,
  choice: LandingChoice = {},
): Promise<SavedSession> {
  const key = JSON.stringify([login, choice.entity ?? null, choice.services ?? null]);
  let saved = savedSessions.get(key);
  if (!saved) {
    saved = saveSession(browser, login, choice);
    savedSessions.set(key, saved);
    saved.catch(() => savedSessions.delete(key));
  }
  return saved;
}

/**
 * Enters the portal as `login` the way signInAndLand() does, from a session saved by the first such
 * sign-in of the worker: its local storage is written on the portal's origin before the app starts, so
 * the app opens signed in on the screen the sign-in landed on. Sign-in itself is tested in sign-in.spec.
 */
export async function enterAs(page: Page, login: string, choice: LandingChoice = {}) {
  const { storage, landedOn } = await savedSession(page.context().browser()!, login, choice);
  // The smallest page of the portal's origin: local storage belongs to the origin.
  await page.goto('/api/health');
  await page.evaluate((items) => {
    for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
  }, storage);
  await page.goto(landedOn);
  await expectPath(page, new URL(landedOn, 'http://portal').pathname);
}

/**
 * Waits until the screen is at rest, for a screenshot or a measurement: web fonts loaded, no element busy,
 * no entry animation or transition running, and two frames painted since (layout observers have had
 * their say).
 */
export async function atRest(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      !document.querySelector('[aria-busy="true"]') &&
      // Spinners and pulses run for ever: only the finite ones (entries, transitions) are waited for.
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
}

/** A screen has loaded: its title shown, no loading text left (texts end with an ellipsis), at rest. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Loading|Chargement)[^.…]*(…|\.\.\.)$/)).toHaveCount(0);
  await atRest(page);
}
