import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { embeddingSnippet, foreignPage, serveForeignPage } from '../support/foreign-page';
import { BASE_URL, EMBED_PAGE_ORIGIN, portalDataDir, ROOT, STRANGER_PAGE_ORIGIN } from '../support/portal';
import { claimsOf, signHs256 } from '../../server/src/test/jwt';
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

test.describe('embedded areas', { tag: ['@shell', '@hr', '@masterdata'] }, () => {
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
    await page.goto(`${EMBED_PAGE_ORIGIN}/hr`);
    const entries = await page.evaluate(() => history.length);
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

    // Navigation stays inside the element: the page's address does not move, nor does its history grow.
    await area.getByRole('link', { name: 'New', exact: true }).click();
    await expect(area.getByRole('heading', { name: 'New leave request' })).toBeVisible();
    await expect(page).toHaveURL(`${EMBED_PAGE_ORIGIN}/hr`);
    expect(await page.evaluate(() => history.length)).toBe(entries);
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

  /** A token as an integrator's own server gets it: `POST /api/User/SignIn` with the user's password. */
  async function apiToken(page: Page, login: string): Promise<string> {
    const answer = await page.request.post(`${BASE_URL}/api/User/SignIn`, {
      data: { UserName: login, Password: DEMO_PASSWORD, isEncrypt: false },
    });
    return ((await answer.json()) as { token: string }).token;
  }

  /** Serves, at `name`, the customer summary's snippet with the page passing `token`. */
  function customersPassing(name: string, token: string): string {
    PAGES[name] = foreignPage(customerSnippet.replace('<portal-area ', `<portal-area token="${token}" `));
    return `${EMBED_PAGE_ORIGIN}${name}`;
  }

  test('a page that signed in on its own server passes the token: the area opens without the sign-in', async ({
    page,
  }) => {
    await page.goto(customersPassing('/customers-with-token', await apiToken(page, 'cs')));
    const area = page.locator('portal-area');
    await expect(area.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
    await expect(area.getByText('Blue Harbor Outfitters Inc.')).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Sign in to the Quality Portal' })).toHaveCount(0);
  });

  /** A token of a real session whose lifetime is over: signed with the portal's own secret, `exp` an hour ago. */
  async function expiredToken(page: Page, login: string): Promise<string> {
    const token = await apiToken(page, login);
    const now = Math.floor(Date.now() / 1000);
    const secret = fs.readFileSync(path.join(portalDataDir(), 'jwt-secret'), 'utf8');
    return signHs256({ ...claimsOf(token), iat: now - 7200, exp: now - 3600 }, secret);
  }

  test('a token that has expired shows the sign-in in the element, never a blank one, and signing in opens the area', async ({
    page,
  }) => {
    await page.goto(customersPassing('/customers-expired-token', await expiredToken(page, 'cs')));
    const area = page.locator('portal-area');
    await signInInside(area, 'cs');
    await expect(area.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
    await expect(area.getByText('Blue Harbor Outfitters Inc.')).toBeVisible();
  });

  test('a page of an origin the portal does not list gets the refusal in the element', async ({ page }) => {
    await recordEvents(page);
    await page.goto(`${STRANGER_PAGE_ORIGIN}/hr`);
    const area = page.locator('portal-area');
    await expect(area.getByRole('alert')).toContainText("not on the portal's list of allowed origins");
    await expect.poll(async () => (await events(page)).map(([name]) => name)).toContain('portal:error');
    await area.screenshot({ path: keepScreenshot('embed-refused') });
  });

  test('with history="browser" the area’s screens are page addresses below base-path: links push, Back goes back, a reload opens the same screen', async ({
    page,
  }) => {
    // The integrator's page answers at /intranet/leave and at every address below it.
    PAGES['/intranet/leave/*'] = foreignPage(
      snippet.replace('<portal-area ', '<portal-area history="browser" base-path="/intranet/leave" '),
    );
    const at = (path: string) => `${EMBED_PAGE_ORIGIN}/intranet/leave${path}`;
    await recordEvents(page);
    await page.goto(`${EMBED_PAGE_ORIGIN}/intranet/leave`);
    const area = page.locator('portal-area');
    await signInInside(area, 'hr');
    await expect(area.getByRole('heading', { name: 'Leave summary' })).toBeVisible();
    await expect(page).toHaveURL(at('/1/leavesearch/leave-summary'));

    // A mark on the window: it is lost if the page is loaded again instead of the area moving inside it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    const entries = await page.evaluate(() => history.length);
    await area.getByRole('link', { name: 'New', exact: true }).click();
    await expect(area.getByRole('heading', { name: 'New leave request' })).toBeVisible();
    await expect(page).toHaveURL(at('/1/leaverequest/leave-request'));
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await sameDocument()).toBe(true);
    await expect
      .poll(() => events(page))
      .toContainEqual(['portal:navigated', { path: '/1/leaverequest/leave-request' }]);

    // The browser's Back button: the element shows the previous screen, still without a reload.
    await page.goBack();
    await expect(area.getByRole('heading', { name: 'Leave summary' })).toBeVisible();
    await expect(page).toHaveURL(at('/1/leavesearch/leave-summary'));
    expect(await sameDocument()).toBe(true);
    await page.goForward();
    await expect(area.getByRole('heading', { name: 'New leave request' })).toBeVisible();

    // The address copied or reloaded: the page loaded there opens that screen in the element.
    await page.goto(at('/1/leaverequest/leave-request'));
    await expect(area.getByRole('heading', { name: 'New leave request' })).toBeVisible();
    await expect(page).toHaveURL(at('/1/leaverequest/leave-request'));
    expect(await sameDocument()).toBe(false);
  });

  /** The element focus is really on: through the shadow roots, with whether it is inside an open dialog. */
  function deepFocus(page: Page) {
    return page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return {
        name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
        tag: element?.tagName.toLowerCase() ?? '',
        inDialog: Boolean(element?.closest('[role="dialog"]')),
      };
    });
  }

  test('a dialog of the embedded area is modal on the foreign page: focus inside, Tab kept in it, the page inert, Escape gives focus back', async ({
    page,
  }) => {
    // A page with things of its own to Tab to, before and after the element.
    PAGES['/hr-pending'] = foreignPage(
      `<a id="page-link" href="/plain">Intranet home</a>
    ${snippet.replace('path="/1/leavesearch/leave-summary"', 'path="/1/leavesearch/leave-pending"')}
    <button id="page-button" type="button">Contact us</button>`,
    );
    await page.goto(`${EMBED_PAGE_ORIGIN}/hr-pending`);
    const area = page.locator('portal-area');
    await signInInside(area, 'hr');
    // hr decides on the manager's own leave (she has no manager): the request has the Reject button.
    await area.getByRole('link', { name: 'Catherine Dubois' }).first().click();
    // The day count and balance arrive after the panel and push it down: a click while they land can
    // meet the page below the button (seen once in a full run). The screen is settled once both show.
    await expect(area.getByText(/^This request takes \d+ working days\.$/)).toBeVisible();
    await expect(area.getByText(/^Annual leave \d{4}: /)).toBeVisible();
    const reject = area.getByRole('button', { name: 'Reject' });
    await reject.click();
    const dialog = area.getByRole('dialog', { name: 'Reject this leave request' });
    await expect(dialog).toBeVisible();

    // Rendered in the element's shadow root, not in the page.
    expect(
      await page.evaluate(() => ({
        inShadowRoot: Boolean(
          document.querySelector('portal-area')!.shadowRoot!.querySelector('[role="dialog"]'),
        ),
        inPage: Boolean(document.querySelector('[role="dialog"]')),
      })),
    ).toEqual({ inShadowRoot: true, inPage: false });

    // Focus is in the dialog (on the dialog itself, as Headless UI does when no control asks for it), and
    // Tab and Shift+Tab go round the dialog's own controls only.
    await expect.poll(() => deepFocus(page)).toMatchObject({ inDialog: true });
    const visited: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await deepFocus(page);
      expect(focus.inDialog).toBe(true);
      visited.push(focus.name || focus.tag);
    }
    expect(visited).toEqual(['textarea', 'Cancel', 'Reject', 'textarea']);
    await page.keyboard.press('Shift+Tab');
    expect(await deepFocus(page)).toMatchObject({ name: 'Reject', inDialog: true });

    // The page around the element, and the area's screen behind the dialog, are inert and hidden.
    for (const selector of ['#page-link', '#page-button', '#probe'])
      await expect(page.locator(selector)).toHaveAttribute('inert', '');
    await expect(page.locator('#page-link')).toHaveAttribute('aria-hidden', 'true');
    await expect(area).not.toHaveAttribute('inert');
    expect(
      await page.evaluate(() => {
        const container = document
          .querySelector('portal-area')!
          .shadowRoot!.querySelector('[data-portal-area]')!;
        // Not even a script can focus an inert link.
        document.getElementById('page-link')!.focus();
        return {
          areaInert: container.hasAttribute('inert'),
          areaHidden: container.getAttribute('aria-hidden'),
          linkFocused: document.activeElement?.id === 'page-link',
        };
      }),
    ).toEqual({ areaInert: true, areaHidden: 'true', linkFocused: false });
    await dialog.screenshot({ path: '/tmp/embed-dialog-open.png' });
    await page.screenshot({ path: '/tmp/embed-dialog-page.png' });

    // Escape closes it; focus is back on the button that opened it, and the page is live again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(reject).toBeFocused();
    await expect(page.locator('#page-link')).not.toHaveAttribute('inert');
    await expect(page.locator('#page-link')).not.toHaveAttribute('aria-hidden');
    await page.locator('#page-link').focus();
    await expect(page.locator('#page-link')).toBeFocused();
  });
});
