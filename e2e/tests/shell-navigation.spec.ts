import { expect, test, type Page } from '../support/fixtures';
import { atRest, enterAs, expectPath, snap } from '../support/session';

// A menu that closes under a loaded run (see the keyboard test) leaves its trace to read. Recorded here,
// not with `test.use({ trace })`: that option is the worker's, and a file with its own would need a
// worker, and a portal, of its own.
test.beforeEach(async ({ context }) => {
  await context.tracing.start({ screenshots: true, snapshots: true, sources: true });
});
test.afterEach(async ({ context }, testInfo) => {
  const failed = testInfo.status !== testInfo.expectedStatus;
  await context.tracing.stop(failed ? { path: testInfo.outputPath('trace.zip') } : undefined);
  if (failed) await testInfo.attach('trace', { path: testInfo.outputPath('trace.zip') });
});

/** Signs in and, when the user lands on /landing, picks the entity and the service there. */
async function enter(page: Page, login: string, entity = 'Quality Portal Asia', service = 'Inspection') {
  await enterAs(page, login, { entity, services: [service] });
}

const topMenu = (page: Page) => page.getByTestId('top-menu');

/** The headings shown in the header (the overflow entry not counted). */
async function shownHeadings(page: Page): Promise<string[]> {
  const entries = topMenu(page).locator(':scope > div > *:not([data-testid="menu-more"])');
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

// Admin under Inspection: eight headings in the demo menu.
const ADMIN_INSPECTION_HEADINGS = [
  'Inspection',
  'Dashboard',
  'Quotation',
  'Invoice',
  'Scheduling',
  'Purchase Order',
  'Reports',
  'Configuration',
];

test.describe('header menu', { tag: '@shell' }, () => {
  test('shows as many headings as fit, at most 7, the rest under More, at three widths', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await enter(page, 'admin');
    await expectPath(page, '/1/inspsummary/booking-summary');
    const counts: number[] = [];
    for (const width of [1400, 900, 600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(topMenu(page)).toBeVisible();
      // The header measures its room after a resize: at rest, it has laid the headings out.
      await atRest(page);
      const shown = await shownHeadings(page);
      counts.push(shown.length);
      expect(shown).toEqual(ADMIN_INSPECTION_HEADINGS.slice(0, shown.length));
      expect(shown.length).toBeLessThanOrEqual(7);
      // What did not fit is in the overflow menu, in order.
      const more = page.getByTestId('menu-more');
      await expect(more).toBeVisible();
      await more.click();
      const menu = page.getByRole('menu');
      for (const title of ADMIN_INSPECTION_HEADINGS.slice(shown.length))
        await expect(menu.getByRole('group', { name: title, exact: true })).toBeVisible();
      for (const title of shown)
        await expect(menu.getByRole('group', { name: title, exact: true })).toHaveCount(0);
      await snap(page, `menu-overflow-${width}`);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
    expect(counts[0]).toBeGreaterThanOrEqual(counts[1]!);
    expect(counts[1]).toBeGreaterThanOrEqual(counts[2]!);
    expect(counts[0]).toBeGreaterThan(counts[2]!);
  });

  test('opens a heading from the keyboard and reaches a third-level screen', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await enter(page, 'admin');
    // The landing screen's remote must have finished loading: its arrival re-renders the shell and would
    // close a menu opened before it.
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
    // So does any move of its button (the menu closes when its button moves): the header at rest first.
    await atRest(page);
    const dashboard = topMenu(page).getByRole('button', { name: 'Dashboard' });
    await dashboard.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Operations Dashboards' })).toBeVisible();
    await snap(page, 'menu-three-levels');
    await menu.getByRole('menuitem', { name: 'QC Dashboard' }).click();
    await expectPath(page, '/1/qcdashboard');
    await expect(page.getByRole('heading', { name: 'QC dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('activeMenuId'))).toBe('123');
  });

  test('under 450 px a hamburger drawer replaces the top menu', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await enter(page, 'admin');
    await expectPath(page, '/1/inspsummary/booking-summary');
    await expect(topMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Side bar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('service-switcher')).toBeVisible();
    await drawer.getByRole('button', { name: 'Dashboard' }).click();
    await drawer.getByRole('button', { name: 'Operations Dashboards' }).click();
    await snap(page, 'drawer-mobile');
    await drawer.getByRole('link', { name: 'Management Dashboard' }).click();
    await expectPath(page, '/1/managementdashboard/dashboard');
    await expect(drawer).toHaveCount(0);
  });
});

test.describe('side navigation', { tag: '@shell' }, () => {
  const SWITCHERS: [string, string[], string[]][] = [
    [
      'admin',
      [
        'Inspection',
        'Audit',
        'TCF',
        'Lab testing',
        'Customer',
        'Vendor',
        'Human resources',
        'Document',
        'Admin',
      ],
      [],
    ],
    // Every employee has Human resources: leave, expense claims and holidays are self-service.
    // CS keeps customers and supplier cards too.
    ['cs', ['Inspection', 'Customer', 'Vendor', 'Human resources'], ['Audit', 'TCF', 'Lab testing']],
    ['customer', ['Inspection', 'Audit', 'TCF', 'Lab testing', 'Customer'], []],
    ['supplier', ['Inspection', 'Audit'], ['TCF', 'Lab testing']],
    ['hr', ['Inspection', 'Human resources', 'Admin'], ['Audit', 'TCF', 'Lab testing']],
  ];
  for (const [login, accessible, learnMore] of SWITCHERS) {
    test(`${login} sees only the right types they may use`, async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await enter(page, login);
      const sideNav = page.getByTestId('side-nav');
      if (login === 'customer') await expect(sideNav).toBeVisible();
      else {
        // The side bar starts hidden for everyone but customers.
        await expect(sideNav).toHaveCount(0);
        await page.getByRole('button', { name: 'Side bar' }).click();
      }
      const switcher = sideNav.getByTestId('service-switcher');
      await expect(switcher.getByRole('button')).toHaveText(accessible);
      await expect(switcher.getByRole('link')).toHaveText(
        learnMore.map((service) => `Learn more about ${service}`),
      );
      for (const link of await switcher.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', 'https://www.qpa.example.com/services');
        await expect(link).toHaveAttribute('target', '_blank');
      }
      if (login === 'customer' || login === 'cs') await snap(page, `side-nav-${login}`);
    });
  }

  test('choosing a service stores it and opens its destination with its own menu', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await enter(page, 'admin');
    await page.getByRole('button', { name: 'Side bar' }).click();
    const sideNav = page.getByTestId('side-nav');
    await sideNav.getByRole('button', { name: 'Human resources' }).click();
    await expectPath(page, '/1/staffsearch/staff-summary');
    expect(await page.evaluate(() => localStorage.getItem('rightType'))).toBe('7');
    await expect(await shownHeadings(page)).toEqual(['Human Resource', 'Leave', 'Holiday', 'Expense Claim']);
    await sideNav.getByRole('button', { name: 'Admin' }).click();
    await expectPath(page, '/1/usersearch/user-account-summary');
    await expect.poll(() => shownHeadings(page)).toEqual(['Area Management', 'User Management']);
    await snap(page, 'side-nav-admin-right-type');
  });
});

test.describe('entity guard', { tag: '@shell' }, () => {
  test('another entity the user may use, one they may not, and an unknown one each block the page', async ({
    page,
  }) => {
    await enter(page, 'hr');
    await expectPath(page, '/1/managementdashboard/dashboard');

    await page.goto('/2/managementdashboard/dashboard');
    const changed = page.getByRole('dialog', { name: 'The entity has changed' });
    await expect(changed).toContainText('This address belongs to Quality Portal Europe');
    await expect(changed).toContainText('you are working in Quality Portal Asia');
    await expect(page.getByRole('heading', { name: 'Management dashboard' })).toHaveCount(0);
    await snap(page, 'entity-changed');

    await page.goto('/3/managementdashboard/dashboard');
    const noAccess = page.getByRole('dialog', { name: 'No access to this entity' });
    await expect(noAccess).toContainText('Quality Portal Services');
    await snap(page, 'entity-no-access');

    await page.goto('/9/managementdashboard/dashboard');
    const notFound = page.getByRole('dialog', { name: 'Entity not found' });
    await expect(notFound).toContainText('The entity "9" in this address does not exist.');
    // Blocking: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(notFound).toBeVisible();
    await snap(page, 'entity-not-found');
    await notFound.getByRole('button', { name: 'Switch' }).click();
    await expectPath(page, '/landing');
  });

  test('another tab switching the entity blocks this one until it is refreshed', async ({ context }) => {
    const first = await context.newPage();
    await enter(first, 'hr');
    await expectPath(first, '/1/managementdashboard/dashboard');
    const second = await context.newPage();
    await second.goto('/landing');
    await second.getByLabel('Quality Portal Europe').check();
    await second.getByLabel('Inspection').check();
    await second.getByRole('button', { name: 'Continue' }).click();
    await expectPath(second, '/2/managementdashboard/dashboard');

    const modal = first.getByRole('dialog', { name: 'Entity switched' });
    await expect(modal).toContainText('The entity was switched to Quality Portal Europe in another tab.');
    await snap(first, 'entity-switched-elsewhere');
    await modal.getByRole('button', { name: 'Refresh' }).click();
    // After the reload the tab works in entity 2, so its entity-1 address is now the mismatch.
    await expect(first.getByRole('dialog', { name: 'The entity has changed' })).toBeVisible();
  });
});

test('French switches the shell chrome', { tag: '@shell' }, async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByLabel('Identifiant').fill('cs');
  await page.getByLabel('Mot de passe').fill('Portal#2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectPath(page, '/1/inspsummary/booking-summary');
  await expect(page.getByRole('link', { name: 'Portail Qualité' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Barre latérale' }).click();
  const sideNav = page.getByTestId('side-nav');
  await expect(sideNav.getByRole('link', { name: 'En savoir plus sur Audit' })).toBeVisible();
  await expect(
    sideNav.getByTestId('service-switcher').getByRole('button', { name: 'Inspection' }),
  ).toBeVisible();
  await snap(page, 'shell-fr');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});

test('scroll-to-top appears after 200 px of scrolling', { tag: '@shell' }, async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 });
  await enter(page, 'cs');
  await expectPath(page, '/1/inspsummary/booking-summary');
  // The screen must be in place first, or its arrival replaces the page under the filler below.
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
  // Make the page long enough to scroll, as a long summary list would.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '2000px';
    document.querySelector('main')!.appendChild(filler);
  });
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
