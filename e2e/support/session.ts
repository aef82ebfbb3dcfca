import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  LoginResult,
  dashboardPath,
  encodeSignInPassword,
  findEntity,
  lowestRightType,
  postSignInDestination,
  toCurrentUser,
  type EntityAccessItem,
  type RightType,
  type RightTypeListResponse,
  type SignInResponse,
} from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '../../packages/shell-contract/src/i18n/messages';
import { STORAGE_KEYS, encodeEntity } from '../../packages/shell-contract/src/storage-keys';
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

/** One sign-in per user and landing choice for the worker; every later test reuses its storage. */
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

/** The landing's service labels (English), by right type: what a LandingChoice names. */
const SERVICE_LABELS = Object.entries(SHELL_CONTRACT_MESSAGES.en).flatMap(([id, label]) => {
  const rightType = /^contract\.rightType\.(\d+)$/.exec(id)?.[1];
  return rightType ? [{ rightType: Number(rightType) as RightType, label }] : [];
});

/**
 * What signInAndLand() leaves in the browser, made through the API: the sign-in call, then the choice
 * made on /landing (the entity named, the first offered of the services named) or the direct landing of a
 * user of one entity and one service, worked out by the same domain rules the shell follows
 * (postSignInDestination, dashboardPath). The form and the landing screen are tested in sign-in.spec.
 */
async function saveSession(page: Page, login: string, choice: LandingChoice): Promise<SavedSession> {
  const answer = await page.request.post('/api/User/SignIn', {
    data: { UserName: login, Password: encodeSignInPassword(DEMO_PASSWORD), isEncrypt: true },
  });
  const signedIn = (await answer.json()) as SignInResponse;
  if (signedIn.result !== LoginResult.Success || !signedIn.token || !signedIn.user)
    throw new Error(`${login} could not sign in through the API: ${JSON.stringify(signedIn).slice(0, 300)}`);
  const { token } = signedIn;
  const user = toCurrentUser(signedIn.user);
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const [entities, rightTypes] = await Promise.all([
    get<EntityAccessItem[]>(`/api/User/EntityAccess/${user.id}`),
    get<RightTypeListResponse>('/api/User/righttypelst'),
  ]);
  const offered = rightTypes.rightTypeList.filter((item) => item.userHasAccess).map((item) => item.id);
  const destination = postSignInDestination({
    user,
    entityIds: entities.map((entity) => entity.id),
    accessibleRightTypes: offered,
    returnUrl: null,
  });
  let { entityId, rightType } = destination;
  let landedOn = destination.path;
  if (landedOn === '/landing') {
    // Users of one entity are offered only the services.
    const { entity = 'Quality Portal Asia', services = ['Inspection'] } = choice;
    entityId = (entities.length === 1 ? entities[0] : entities.find((item) => item.name === entity))?.id;
    const named = services
      .map((service) => SERVICE_LABELS.find((item) => item.label === service)?.rightType)
      .find((id) => id !== undefined && offered.includes(id));
    rightType = named ?? offered[0];
    if (entityId === undefined || rightType === undefined)
      throw new Error(`${login}: no entity ${entity} or no service to choose on the landing`);
    landedOn = dashboardPath(user, entityId, rightType);
  } else {
    entityId ??= Number(/^\/(\d+)(\/|$)/.exec(landedOn)?.[1] ?? NaN);
    rightType ??= lowestRightType(offered);
  }
  const storage: Record<string, string> = {
    [STORAGE_KEYS.token]: token,
    [STORAGE_KEYS.currentUser]: JSON.stringify(user),
  };
  if (Number.isInteger(entityId)) {
    storage[STORAGE_KEYS.entityId] = String(entityId);
    storage[STORAGE_KEYS.entity] = encodeEntity(entityId!, findEntity(entityId)?.name ?? '');
  }
  if (rightType !== undefined) storage[STORAGE_KEYS.rightType] = String(rightType);
  return { storage, landedOn };
}

/** The worker's saved session of `login` with that landing choice, signing in once for it if need be. */
export function savedSession(page: Page, login: string, choice: LandingChoice = {}): Promise<SavedSession> {
  const key = JSON.stringify([login, choice.entity ?? null, choice.services ?? null]);
  let saved = savedSessions.get(key);
  if (!saved) {
    saved = saveSession(page, login, choice);
    savedSessions.set(key, saved);
    saved.catch(() => savedSessions.delete(key));
  }
  return saved;
}

/**
 * Enters the portal as `login` where signInAndLand() would, from the session of the worker's first API
 * sign-in of that user and choice: its local storage is written on the portal's origin before the app
 * starts, so the app opens signed in on the screen the landing leads to. Sign-in itself is tested in
 * sign-in.spec.
 */
export async function enterAs(page: Page, login: string, choice: LandingChoice = {}) {
  const { landedOn } = await writeSession(page, login, choice);
  await page.goto(landedOn);
  await expectPath(page, new URL(landedOn, 'http://portal').pathname);
}

/**
 * Opens `url` signed in as `login`, as enterAs() does but without loading the landing screen first: for a
 * test about another screen, the landing's own load (a dashboard, a long summary) is time spent on nothing.
 */
export async function openAs(page: Page, login: string, url: string, choice: LandingChoice = {}) {
  await writeSession(page, login, choice);
  await page.goto(url);
}

/** Writes the worker's saved session of `login` into the page's local storage, on the portal's origin. */
async function writeSession(page: Page, login: string, choice: LandingChoice): Promise<SavedSession> {
  const session = await savedSession(page, login, choice);
  // The smallest page of the portal's origin: local storage belongs to the origin.
  await page.goto('/api/health');
  await page.evaluate((items) => {
    for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
  }, session.storage);
  return session;
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
