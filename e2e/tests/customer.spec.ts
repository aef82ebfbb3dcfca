import { expect, test, type Page } from '../support/fixtures';
import { enterLive } from '../support/live-session';
import { atRest, enterAs, settle, snap } from '../support/session';

const SUMMARY = '/1/cussearch/customer-summary';
const NEW_CUSTOMER = '/1/cusedit/edit-customer';
/** Unique: a worker's database holds what its earlier suites created. */
const NAME = `Acme Outdoor E2E ${Date.now().toString(36)}`;

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function searchFor(page: Page, text: string) {
  await settle(page); // the search form takes the screen's loaded state: typing before would be lost
  await page.getByLabel('Search', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function choose(page: Page, label: string, option: string, typed = option.slice(0, 6)) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function fillNewCustomer(page: Page) {
  await page.goto(NEW_CUSTOMER);
  await expect(page.getByRole('heading', { name: 'New customer' })).toBeVisible();
  await settle(page);
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await choose(page, 'Country', 'United Kingdom', 'United K');
  await choose(page, 'Status', 'Active');
  await page.getByLabel('Brand', { exact: true }).fill('Acme Trail');
}

/** A new record's screen for the customer of this suite, once its customer picker shows that customer. */
async function openNewRecord(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByTestId('picker-customerId')).toContainText(NAME);
}

/** Saves through the screen and waits for the server's answer, then for the record's own address. */
async function saveNewRecord(page: Page, address: RegExp) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/api/'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBeLessThan(300);
  await expect.poll(() => new URL(page.url()).pathname).toMatch(address);
}

test.describe('customers', { tag: '@masterdata' }, () => {
  test.describe.configure({ mode: 'serial' });

  let customerId = 0;

  test('cs creates a customer with a brand, finds it and exports it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await enterAs(page, 'cs');
    await fillNewCustomer(page);
    await page.getByLabel('Code', { exact: true }).fill('ACE');
    await page.getByLabel('Email', { exact: true }).fill(`qa-${Date.now()}@acme-outdoor.example.com`);
    await choose(page, 'Category', 'Retailer');
    await choose(page, 'Customer group', 'Independent');
    await choose(page, 'Key account managers (first is primary)', 'Mei Lin Chen', 'Mei');
    await page.getByTestId('add-addresses').click();
    await page.getByLabel('Address', { exact: true }).fill('10 Trail Lane, Leeds LS1 4AP');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/cusedit\/edit-customer\/\d+$/);
    customerId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: 'Customer', exact: true })).toBeVisible();
    await settle(page);
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Acme Trail');
    await expect(page.getByRole('link', { name: 'Departments' })).toHaveAttribute(
      'href',
      `/1/cusdep/department-summary?customerId=${customerId}`,
    );
    await snap(page, 'customer-edit-en-1366');
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Client', exact: true })).toBeVisible();
    await settle(page);
    await expect(page.getByLabel('Marque', { exact: true })).toHaveValue('Acme Trail');
    await snap(page, 'customer-edit-fr-1366');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));

    await page.goto(SUMMARY);
    await settle(page);
    await searchFor(page, NAME);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Acme Trail');
    await expect(rows(page).first()).toContainText('United Kingdom');
    await snap(page, 'customer-summary-en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customers-\d{8}\.xlsx$/);
  });

  test('a duplicate name answers the translated message and changes nothing', async ({ page }) => {
    await enterAs(page, 'cs');
    for (const [lang, message] of [
      ['en', 'A customer with this name already exists.'],
      ['fr', 'Un client portant ce nom existe déjà.'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await page.goto(NEW_CUSTOMER);
      await settle(page);
      await page.getByLabel(lang === 'en' ? 'Name' : 'Nom', { exact: true }).fill(NAME.toLowerCase());
      await choose(page, lang === 'en' ? 'Country' : 'Pays', 'United Kingdom', 'United K');
      await choose(page, lang === 'en' ? 'Status' : 'Statut', lang === 'en' ? 'Active' : 'Actif');
      await page.getByLabel(lang === 'en' ? 'Brand' : 'Marque', { exact: true }).fill('Copy');
      await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'Enregistrer' }).click();
      await expect(toast(page, message)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(NEW_CUSTOMER);
      await snap(page, `customer-duplicate-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(SUMMARY);
    await settle(page);
    await searchFor(page, NAME);
    await expect(rows(page)).toHaveCount(1);
  });

  test('the customer user sees only its own customer', async ({ page }) => {
    await enterLive(page, 'customer', 'Inspection');
    await page.goto(SUMMARY);
    await settle(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Northwind Retail Ltd');
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await searchFor(page, 'Blue Harbor');
    await expect(page.getByText('No records match this search.')).toBeVisible();
    await snap(page, 'customer-summary-customer-user-en');
    // Another customer's record answers as not found.
    await page.goto('/1/cusedit/edit-customer/3');
    await expect(page.getByText(/no longer exists/).first()).toBeVisible();
  });

  test('the new customer gets a department, a buyer, a contact and a product on their screens', async ({
    page,
  }) => {
    expect(customerId).toBeGreaterThan(0);
    await enterAs(page, 'cs');

    await openNewRecord(page, `/1/cusdep/edit-department?customerId=${customerId}`, 'New department');
    await page.getByLabel('Code', { exact: true }).fill('HIKE');
    await page.getByLabel('Name', { exact: true }).fill('Hiking');
    await saveNewRecord(page, /^\/1\/cusdep\/edit-department\/\d+$/);

    await openNewRecord(page, `/1/cusbuyer/edit-buyer?customerId=${customerId}`, 'New buyer');
    await page.getByLabel('Code', { exact: true }).fill('AB-1');
    await page.getByLabel('Name', { exact: true }).fill('Alex Brown');
    await saveNewRecord(page, /^\/1\/cusbuyer\/edit-buyer\/\d+$/);

    await openNewRecord(
      page,
      `/1/cuscontactedit/edit-customer-contact?customerId=${customerId}`,
      'New contact',
    );
    await page.getByLabel('Name', { exact: true }).fill('Sam Taylor');
    await page.getByLabel('Email').fill(`sam.taylor.${Date.now()}@acme-outdoor.example.com`);
    await choose(page, 'Contact types', 'Inspection', 'Insp');
    await saveNewRecord(page, /^\/1\/cuscontactedit\/edit-customer-contact\/\d+$/);

    await page.goto('/1/cusproductedit/edit-customer-product');
    await expect(page.getByRole('heading', { name: 'New customer product' })).toBeVisible();
    await choose(page, 'Customer', NAME, NAME.slice(0, 12));
    await page.getByLabel('Product reference').fill('ACE-TENT-2P');
    await page.getByLabel('Description').fill('Two-person trekking tent');
    await choose(page, 'Product category', 'Apparel', 'Appar');
    await choose(page, 'Sub-category', 'Tops', 'Tops');
    await choose(page, 'Sub-category 2', 'T-shirts', 'T-sh');
    await choose(page, 'Sub-category 3', 'Knitted', 'Knit');
    await page.getByRole('combobox', { name: 'Unit', exact: true }).click();
    await page.getByRole('option', { name: 'Pcs', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/edit-customer-product\/\d+$/);

    // The customer's related links lead to the records just made.
    await page.goto(`/1/cusedit/edit-customer/${customerId}`);
    await settle(page);
    await page.getByRole('link', { name: 'Departments' }).click();
    await expect(page.locator('tbody tr:not([aria-hidden])').filter({ hasText: 'HIKE' })).toHaveCount(1);
    await snap(page, 'customer-related-departments-en');
  });
});
