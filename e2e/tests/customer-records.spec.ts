import { expect, test, type Page } from '../support/fixtures';
import { atRest, enterAs, openAs, settle, snap } from '../support/session';

/** Customer 3 (Blue Harbor Outfitters Inc.) is an entity 1 customer that the customer user does not own. */
const CUSTOMER = 3;
const NEW_DEPARTMENT = `/1/cusdep/edit-department?customerId=${CUSTOMER}`;
const DEPARTMENTS = `/1/cusdep/department-summary?customerId=${CUSTOMER}`;
const NEW_BUYER = `/1/cusbuyer/edit-buyer?customerId=${CUSTOMER}`;
const BUYERS = `/1/cusbuyer/buyer-summary?customerId=${CUSTOMER}`;
const NEW_CONTACT = `/1/cuscontactedit/edit-customer-contact?customerId=${CUSTOMER}`;
const CONTACTS = '/1/cuscontactsearch/customer-contact-summary';

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function searchFor(page: Page, text: string) {
  await settle(page); // the search form takes the screen's loaded state: typing before would be lost
  await page.getByLabel('Search', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function choose(page: Page, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('customer records', { tag: '@masterdata' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('cs adds a department, a buyer and a contact to a customer and finds them', async ({ page }) => {
    await openAs(page, 'cs', NEW_DEPARTMENT);
    await expect(page.getByRole('heading', { name: 'New department' })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill('OUT');
    await page.getByLabel('Name', { exact: true }).fill('Outdoor & Trail');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/cusdep\/edit-department\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit department' })).toBeVisible();
    await snap(page, 'customer-records-department-edit-en');

    await page.goto(DEPARTMENTS);
    await searchFor(page, 'Outdoor');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'OUT' })).toBeVisible();
    await snap(page, 'customer-records-department-summary-en');

    await page.goto(NEW_BUYER);
    await expect(page.getByRole('heading', { name: 'New buyer' })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill('BH-77');
    await page.getByLabel('Name', { exact: true }).fill('Grace Miller');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/cusbuyer\/edit-buyer\/\d+$/);
    await page.goto(BUYERS);
    await searchFor(page, 'Grace');
    await expect(page.getByRole('link', { name: 'BH-77' })).toBeVisible();

    await page.goto(NEW_CONTACT);
    await expect(page.getByRole('heading', { name: 'New contact' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Jordan Lee');
    await page.getByLabel('Job title').fill('Outdoor QA lead');
    await page.getByLabel('Email').fill('jordan.lee@blueharbor.example.com');
    await choose(page, 'Contact types', 'Inspection');
    await choose(page, 'Contact types', 'Report');
    await choose(page, 'Departments covered', 'Outdoor & Trail');
    await page.getByLabel('Primary contact').check();
    await snap(page, 'customer-records-contact-new-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/1\/cuscontactedit\/edit-customer-contact\/\d+$/);
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('jordan.lee@blueharbor.example.com');
    await expect(page.getByRole('form').getByText('Outdoor & Trail')).toBeVisible();

    // The spec's link shape: the customer id in the path.
    await page.goto(`${CONTACTS}/${CUSTOMER}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('customerId')).toBe(String(CUSTOMER));
    await searchFor(page, 'Jordan');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Inspection, Report');
    await snap(page, 'customer-records-contact-summary-en');
  });

  test('a taken department code answers the translated Exists message and saves nothing', async ({
    page,
  }) => {
    await enterAs(page, 'cs');
    for (const [lang, message] of [
      ['en', 'This customer already has a department with this code or name.'],
      ['fr', 'Ce client a déjà un département avec ce code ou ce nom.'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await page.goto(NEW_DEPARTMENT);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByLabel('Code', { exact: true }).fill('out');
      await page.getByLabel(lang === 'en' ? 'Name' : 'Nom', { exact: true }).fill('Another outdoor');
      await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'Enregistrer' }).click();
      await expect(toast(page, message)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/1/cusdep/edit-department');
      await snap(page, `customer-records-department-exists-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(DEPARTMENTS);
    await searchFor(page, 'outdoor');
    await expect(rows(page)).toHaveCount(1);
  });

  test('the customer user sees only its own contacts', async ({ page }) => {
    await openAs(page, 'customer', CONTACTS);
    await expect(page.getByRole('heading', { name: 'Customer contacts' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const customers = await rows(page).locator('td').allTextContents();
    expect(customers.join(' ')).toContain('Northwind Retail Ltd');
    expect(customers.join(' ')).not.toContain('Blue Harbor');
    // Read only: no New button.
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await searchFor(page, 'Jordan');
    await expect(page.getByText('No records match this search.')).toBeVisible();
    // Another customer's page shows nothing either.
    await page.goto(`${CONTACTS}/${CUSTOMER}`);
    await expect(page.getByText('No records match this search.')).toBeVisible();
    await snap(page, 'customer-records-customer-user-en');
  });

  test('screens in English and French', async ({ page }) => {
    test.setTimeout(120_000);
    await enterAs(page, 'cs');
    const screens: [string, string][] = [
      ['contact-summary', `${CONTACTS}?customerId=1`],
      ['contact-edit', '/1/cuscontactedit/edit-customer-contact/1'],
      ['contact-groups', '/1/cuscontactgroup/contact-group-summary'],
      ['departments', '/1/cusdep/department-summary?customerId=1'],
      ['buyers', '/1/cusbuyer/buyer-summary'],
      ['collections', '/1/cuscollection/collection-summary'],
    ];
    for (const lang of ['en', 'fr']) {
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      for (const [name, url] of screens) {
        await page.goto(url);
        await settle(page);
        await snap(page, `customer-records-${name}-${lang}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
