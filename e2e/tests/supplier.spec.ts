import { expect, test, type Page } from '../support/fixtures';
import { atRest, openAs, settle, snap } from '../support/session';

const SUMMARY = '/1/suppliersearch/supplier-summary';
const NEW_SUPPLIER = '/1/supplieredit/edit-supplier';
/** Unique: a worker's database holds what its earlier suites created. */
const RUN = Date.now().toString(36);
const SUPPLIER = `Mekong Lacquer E2E ${RUN}`;
const FACTORIES = [`Mekong Lacquer Plant A ${RUN}`, `Mekong Lacquer Plant B ${RUN}`];

async function choose(page: Page, label: string, option: string, typed = option.slice(0, 6)) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');

async function searchFor(page: Page, text: string) {
  await settle(page); // the search form takes the screen's loaded state: typing before would be lost
  await page.getByLabel('Search', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('suppliers', { tag: '@masterdata' }, () => {
  test.describe.configure({ mode: 'serial' });
  // Several sign-ins per test on a shared, busy machine.
  test.setTimeout(120_000);

  let mappingPath = '';
  let supplierPath = '';

  test('cs creates a supplier and sends it the factory-mapping link', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, 'cs', NEW_SUPPLIER);
    await expect(page.getByRole('heading', { name: 'New supplier' })).toBeVisible();
    await settle(page);
    await page.getByLabel('Name', { exact: true }).fill(SUPPLIER);
    await page.getByLabel('Local name', { exact: true }).fill('Công ty Sơn mài Mê Kông');
    await page.getByLabel('Code', { exact: true }).fill(`E2E-${RUN}`);
    await choose(page, 'Country', 'Vietnam', 'Viet');
    await page.getByLabel('Address (1)', { exact: true }).fill('18 Tran Phu, Hoi An');
    await choose(page, 'Country (1)', 'Vietnam', 'Viet');
    await choose(page, 'Province (1)', 'Ho Chi Minh City', 'Ho Chi');
    await page.getByLabel('Contact name (1)', { exact: true }).fill('Tran Thi Thu');
    await page.getByLabel('Email (1)', { exact: true }).fill('thu@mekong-lacquer.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/supplieredit\/edit-supplier\/\d+$/);
    supplierPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Edit supplier' })).toBeVisible();
    await settle(page);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(SUPPLIER);
    await snap(page, 'supplier-edit-en-1366');

    await page.getByLabel('Email the link to (optional)').fill('exports@mekong-lacquer.example.com');
    await page.getByRole('button', { name: 'Create the link' }).click();
    const link = page.getByLabel('Link to send');
    await expect(link).toHaveValue(/\/factory-mapping\?token=/);
    const url = new URL(await link.inputValue());
    mappingPath = `${url.pathname}${url.search}`;
    await expect(
      page.getByText('The link was also emailed to exports@mekong-lacquer.example.com.'),
    ).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Modifier le fournisseur' })).toBeVisible();
    await settle(page);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(SUPPLIER);
    await snap(page, 'supplier-edit-fr-1366');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  test('the supplier lists two factories on the public page, signed out', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(mappingPath);
    await expect(page.getByRole('heading', { name: 'Your factories' })).toBeVisible();
    await expect(page.getByText(`${SUPPLIER}: please list the factories`)).toBeVisible();
    await expect(page.getByText('No factory is known for you yet.')).toBeVisible();
    // An empty row refuses with field messages from the server and changes nothing.
    await page.getByRole('button', { name: 'Send my factories' }).click();
    await expect(page.getByText('New factory 1: the factory name is required')).toBeVisible();

    for (const [index, name] of FACTORIES.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add a factory' }).click();
      const row = index + 1;
      await page.getByLabel(`Factory name (${row})`).fill(name);
      await page.getByLabel(`Address (${row})`).fill(`${row} Nguyen Hue, Thu Dau Mot`);
      await choose(page, `Country (${row})`, 'Vietnam', 'Viet');
      await page.getByLabel(`Contact name (${row})`).fill(`Plant manager ${row}`);
      await page.getByLabel(`Contact email (${row})`).fill(`plant${row}@mekong-lacquer.example.com`);
    }
    await snap(page, 'supplier-factory-mapping-en');
    await page.getByRole('button', { name: 'Send my factories' }).click();
    await expect(page.getByText('Thank you: your factories were sent.')).toBeVisible();

    // The link was for one list: opened again, it says so; a made-up one is refused, in French too.
    await page.goto(mappingPath);
    await expect(page.getByText('Your factory list was already sent with this link.')).toBeVisible();
    await page.goto('/factory-mapping?token=not-a-real-token');
    await expect(page.getByText('This link is not valid. Ask your contact for a new one.')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.reload();
    await expect(page.getByText("Ce lien n'est pas valide.", { exact: false })).toBeVisible();
    await snap(page, 'supplier-factory-mapping-invalid-fr');
  });

  test('cs finds the supplier with its two factories in the summary and on its card', async ({ page }) => {
    await openAs(page, 'cs', SUMMARY);
    await settle(page);
    await searchFor(page, RUN);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: SUPPLIER }).first()).toContainText(FACTORIES[0]!);
    // Sorted by name: the supplier, then its two factories.
    await expect(rows(page).nth(2)).toContainText(FACTORIES[1]!);
    await expect(rows(page).nth(2)).toContainText('Factory');
    await snap(page, 'supplier-summary-en');
    await page.goto(supplierPath);
    await settle(page);
    await expect(page.getByText(FACTORIES[0]!).first()).toBeVisible();
    await expect(page.getByText(FACTORIES[1]!).first()).toBeVisible();
  });

  test('the supplier user sees only its own supplier and factories', async ({ page }) => {
    await openAs(page, 'supplier', SUMMARY);
    await settle(page);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first()).toContainText('Everbright');
    await snap(page, 'supplier-summary-supplier-user');
    await searchFor(page, RUN);
    await expect(page.getByText('No records match this search.')).toBeVisible();
    // Another supplier's card is not found for it.
    await page.goto(supplierPath);
    await expect(page.getByText('The record no longer exists.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  });
});
