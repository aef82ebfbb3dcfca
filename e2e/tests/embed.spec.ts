import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { embeddingSnippet, foreignPage, serveForeignPage } from '../support/foreign-page';
import { BASE_URL, EMBED_PAGE_ORIGIN, ROOT, STRANGER_PAGE_ORIGIN } from '../support/portal';
import { DEMO_PASSWORD } from '../support/session';

// An integrator's page on another origin holding only the snippet of docs/embedding.md, pointed at the
// test portal; a second origin the portal does not list.
const snippet = embeddingSnippet();
const customerSnippet = snippet
  .replace('remote="hr"', 'remote="masterdata"')
  .replace('path="/1/leavesearch/leave-summary"', 'path="/1/cussearch/customer-summary"');
const PAGES: Record<string, string> = {
  '/plain': foreignPage(null),
  '/hr': foreignPage(snippet),
  '/customers': foreignPage(customerSnippet),
};

let stops: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  stops = [
    await serveForeignPage(Number(new URL(EMBED_PAGE_ORIGIN).port), PAGES),
    await serveForeignPage(Number(new URL(STRANGER_PAGE_ORIGIN).port), PAGES),
  ];
});

test.afterAll(async () => {
  for (const stop of stops) await stop();
});

/** Every portal:* event the page hears, in order. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const events: [string, unknown][] = [];
    (window as unknown as { portalEvents: typeof events }).portalEvents = events;
    for (const name of ['portal:signed-in', 'portal:signed-out', 'portal:navigated', 'portal:error'])
      document.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
  });
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { portalEvents: [string, unknown][] }).portalEvents);

async function signInInside(area: Locator, login: string) {
  await expect(area.getByRole('heading', { name: 'Sign in to the Quality Portal' })).toBeVisible();
  await area.getByLabel('Login').fill(login);
  await area.getByLabel('Password').fill(DEMO_PASSWORD);
  await area.getByRole('button', { name: 'Sign in' }).click();
}

/** The computed styles of the page's own elements. */
function probeStyles(page: Page) {
  return page.evaluate(() => {
    const read = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [
        style.fontFamily,
        style.fontSize,
        style.color,
        style.margin,
        style.display,
        style.borderTop,
        style.padding,
      ];
    };
    const body = getComputedStyle(document.body);
    return {
      probe: read('#probe'),
      flex: read('#probe-flex'),
      body: [body.backgroundColor, body.margin, body.fontFamily],
    };
  });
}

function keepScreenshot(name: string) {
  const dir = path.join(ROOT, 'e2e/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

test('a foreign page shows the hr leave summary after signing in inside the element, its own styles untouched', async ({
  page,
}) => {
  await page.goto(`${EMBED_PAGE_ORIGIN}/plain`);
  const before = await probeStyles(page);

  await recordEvents(page);
  // JavaScript transferred to show the area (compressed bodies as sent, plus headers).
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: response.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
    );
  });
  await page.goto(`${EMBED_PAGE_ORIGIN}/hr`);
  const area = page.locator('portal-area');
  await signInInside(area, 'hr');
  await expect(area.getByRole('heading', { name: 'Leave summary' })).toBeVisible();
  await expect(page).toHaveURL(`${EMBED_PAGE_ORIGIN}/hr`);
  expect(await probeStyles(page)).toEqual(before);
  // The portal's own styles apply inside, Tailwind's @property-based ones included (borders, rings).
  const search = area.getByPlaceholder('Search by name or code');
  expect(await search.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');
  expect(await search.evaluate((input) => getComputedStyle(input).fontFamily)).not.toContain('Georgia');
  expect(await events(page)).toEqual(
    expect.arrayContaining([
      ['portal:signed-in', {}],
      ['portal:navigated', { path: '/1/leavesearch/leave-summary' }],
    ]),
  );
  // Accessible wherever it is embedded: no serious or critical axe finding inside the element.
  await expectAccessible(page, 'embedded hr leave summary', { include: 'portal-area' });
  await area.screenshot({ path: keepScreenshot('embed-hr-leave-summary') });
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  fs.writeFileSync(
    path.join(ROOT, 'test-results/embed-script-bytes.json'),
    JSON.stringify({ total, scripts: loaded }, null, 2),
  );

  // Navigation stays inside the element: the page's address does not move.
  await area.getByRole('link', { name: 'New', exact: true }).click();
  await expect(area.getByRole('heading', { name: 'New leave request' })).toBeVisible();
  await expect(page).toHaveURL(`${EMBED_PAGE_ORIGIN}/hr`);
  await expect
    .poll(() => events(page))
    .toContainEqual(['portal:navigated', { path: '/1/leaverequest/leave-request' }]);

  // The session ends on the server (signed out elsewhere): the next call gets 401, the element signs in again.
  const { token, userId } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: JSON.parse(localStorage.getItem('currentUser') ?? '{}').id as number,
  }));
  const signOut = await page.request.get(`${BASE_URL}/api/User/SignOut/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(signOut.ok()).toBe(true);
  await page.reload();
  await expect(area.getByRole('heading', { name: 'Sign in to the Quality Portal' })).toBeVisible();
  await expect.poll(() => events(page)).toContainEqual(['portal:signed-out', {}]);
  await area.screenshot({ path: keepScreenshot('embed-hr-signed-out') });
  await signInInside(area, 'hr');
  await expect(area.getByRole('heading', { name: 'Leave summary' })).toBeVisible();
});

test('the customer summary of masterdata for a customer service user', async ({ page }) => {
  await page.goto(`${EMBED_PAGE_ORIGIN}/customers`);
  const area = page.locator('portal-area');
  await signInInside(area, 'cs');
  await expect(area.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
  await expect(area.getByText('Blue Harbor Outfitters Inc.')).toBeVisible();
  await expectAccessible(page, 'embedded masterdata customer summary', { include: 'portal-area' });
  await area.screenshot({ path: keepScreenshot('embed-masterdata-customer-summary') });
});

test('a page that signed in on its own server passes the token: the area opens without the sign-in', async ({
  page,
}) => {
  const answer = await page.request.post(`${BASE_URL}/api/User/SignIn`, {
    data: { UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false },
  });
  const { token } = (await answer.json()) as { token: string };
  PAGES['/customers-with-token'] = foreignPage(
    customerSnippet.replace('<portal-area ', `<portal-area token="${token}" `),
  );
  await page.goto(`${EMBED_PAGE_ORIGIN}/customers-with-token`);
  const area = page.locator('portal-area');
  await expect(area.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
  await expect(area.getByText('Blue Harbor Outfitters Inc.')).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Sign in to the Quality Portal' })).toHaveCount(0);
});

test('a page of an origin the portal does not list gets the refusal in the element', async ({ page }) => {
  await recordEvents(page);
  await page.goto(`${STRANGER_PAGE_ORIGIN}/hr`);
  const area = page.locator('portal-area');
  await expect(area.getByRole('alert')).toContainText("not on the portal's list of allowed origins");
  await expect.poll(async () => (await events(page)).map(([name]) => name)).toContain('portal:error');
  await area.screenshot({ path: keepScreenshot('embed-refused') });
});
