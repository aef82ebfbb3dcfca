import { RIGHTS_API, type PermissionChange, type PermissionMap } from '@portal/domain';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiHeaders } from '../support/bookings';
import { enterAs, openAs, expectPath, signInAndLand, snap } from '../support/session';

const MAP = '/1/permissionmap/permission-map';
const ROLE_RIGHTS = '/1/rolerights/role-rights';
const RIGHTS = '/1/rightsummary/right-summary';
const HOLIDAYS = '/1/holiday/holiday-summary';
const PERMISSION = 'HolidaySummary.View';
const CELL = `Cs: ${PERMISSION}`;

async function newPage(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await enterAs(page, login);
  return page;
}

/** The Cs role's HolidaySummary.View cell of the permission map, narrowed by the text filter. */
async function csCell(page: Page) {
  await page.goto(MAP);
  await expect(page.getByRole('heading', { name: 'Permission map' })).toBeVisible();
  await page.getByLabel('Find a permission').fill(PERMISSION);
  return page.getByRole('checkbox', { name: CELL, exact: true });
}

/**
 * Grants the permission back, through the API as the admin (the worker's later suites share its
 * database): the screen's own grant is tested above.
 */
async function restore(page: Page) {
  const signedIn = await page.evaluate(() => localStorage.getItem('token')).catch(() => null);
  if (!signedIn) await enterAs(page, 'admin');
  const headers = await apiHeaders(page);
  const map = async () => {
    const response = await page.request.get(`/${RIGHTS_API.permissionMap}`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as PermissionMap;
  };
  const before = await map();
  const cs = before.roles.find((role) => role.name === 'Cs');
  if (!cs) throw new Error('no Cs role in the permission map');
  if (!before.grants[String(cs.id)]?.includes(PERMISSION)) {
    const change: PermissionChange = { roleId: cs.id, permission: PERMISSION, granted: true };
    const response = await page.request.post(`/${RIGHTS_API.permissionMap}`, { headers, data: change });
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect((await map()).grants[String(cs.id)]).toContain(PERMISSION);
}

test.describe('rights', { tag: ['@shell', '@masterdata'] }, () => {
  test.describe.configure({ mode: 'serial' });

  test('an admin removes a permission from a role: its users are sent to /forbidden on that screen', async ({
    page,
    browser,
  }) => {
    // Two people, four browsers and two sign-ins through the form: twice a single screen's time.
    test.setTimeout(120_000);
    // cs already signed in, with the holiday summary open.
    const cs = await newPage(browser, 'cs');
    await cs.goto(HOLIDAYS);
    await expect(cs.getByRole('heading', { name: 'Holiday summary' })).toBeVisible();

    try {
      await enterAs(page, 'admin');
      const cell = await csCell(page);
      await expect(cell).toBeChecked();
      // A plain click: the box follows the server's answer, not the click.
      await cell.click();
      await expect(
        page.getByTestId('toast').filter({ hasText: `${PERMISSION} removed from Cs.` }),
      ).toBeVisible();
      await expect(cell).not.toBeChecked();
      // The change is in the trail, newest first.
      const trail = page.getByTestId('rights-audit');
      await expect(trail.locator('tbody tr').first()).toContainText(`${PERMISSION} removed from Cs`);
      await expect(trail.locator('tbody tr').first()).toContainText('admin');
      await snap(page, 'rights-permission-map-en');

      // The signed-in cs: the screen's next call is refused by the server, the shell shows /forbidden.
      await cs.goto(HOLIDAYS);
      await expectPath(cs, '/forbidden');
      // A fresh sign-in: the shell's guard already knows (permissions are read at sign-in).
      await cs.context().close();
      const fresh = await (await browser.newContext()).newPage();
      await signInAndLand(fresh, 'cs');
      await fresh.goto(HOLIDAYS);
      await expectPath(fresh, '/forbidden');
      await snap(fresh, 'rights-cs-forbidden');
      await fresh.context().close();

      // Granting it back lets cs in again.
      await cell.click();
      await expect(
        page.getByTestId('toast').filter({ hasText: `${PERMISSION} granted to Cs.` }),
      ).toBeVisible();
      const again = await newPage(browser, 'cs');
      await again.goto(HOLIDAYS);
      await expect(again.getByRole('heading', { name: 'Holiday summary' })).toBeVisible();
      await again.context().close();
    } finally {
      await restore(page);
    }
  });

  test('an admin cannot remove its own last rights administration permission', async ({ page }) => {
    await openAs(page, 'admin', MAP);
    await page.getByLabel('Find a permission').fill('RightsAdmin.Edit');
    const cell = page.getByRole('checkbox', { name: 'IT_Team: RightsAdmin.Edit', exact: true });
    await expect(cell).toBeChecked();
    // A plain click: the refused change leaves the box ticked.
    await cell.click();
    await expect(page.getByText('it is your own last access to the rights administration')).toBeVisible();
    await snap(page, 'rights-self-lockout-en');
    await expect(cell).toBeChecked();
  });

  test('roles with their rights tree and users, the rights tree, a right edit; EN and FR', async ({
    page,
  }) => {
    await openAs(page, 'admin', ROLE_RIGHTS);
    await page.getByRole('link', { name: 'Regional Quality Manager' }).click();
    await expect(
      page.getByRole('heading', { name: 'Rights granted by Regional Quality Manager' }),
    ).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Regional Quality Manager: Booking Summary' }),
    ).toBeChecked();
    await expect(page.getByTestId('rights-audit').locator('tbody tr').first()).toContainText(
      'Rights of Regional Quality Manager changed',
    );
    await snap(page, 'rights-role-rights-en');

    await page.goto(RIGHTS);
    await expect(page.getByRole('heading', { name: 'Rights', exact: true })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toContainText('Heading');
    await snap(page, 'rights-summary-en');
    await page.goto('/1/rightedit/edit-right/925');
    await expect(page.getByLabel('Menu name')).toHaveValue('Permission Map');
    await snap(page, 'rights-edit-en');

    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    try {
      await page.goto(MAP);
      await expect(page.getByRole('heading', { name: 'Carte des permissions' })).toBeVisible();
      await page.getByLabel('Chercher une permission').fill('RightsAdmin');
      await snap(page, 'rights-permission-map-fr');
      await page.goto(`${ROLE_RIGHTS}`);
      await page.getByRole('link', { name: 'Regional Quality Manager' }).click();
      await expect(
        page.getByRole('heading', { name: 'Droits accordés par Regional Quality Manager' }),
      ).toBeVisible();
      await snap(page, 'rights-role-rights-fr');
      await page.goto(RIGHTS);
      await expect(page.getByRole('heading', { name: 'Droits', exact: true })).toBeVisible();
      await expect(page.locator('tbody tr').first()).toContainText('Rubrique');
      await snap(page, 'rights-summary-fr');
      await page.goto('/1/rightedit/edit-right/925');
      await expect(page.getByLabel('Nom dans le menu')).toHaveValue('Permission Map');
      await snap(page, 'rights-edit-fr');
    } finally {
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
    }
  });
});
