import { expect, test, type Page } from '../support/fixtures';
import { atRest, openAs, settle, snap } from '../support/session';

/** The Customer right type when offered (its menu holds these screens), else the first service. */
const CUSTOMER_AREA = { services: ['Customer'] };

/** Customer 3 (Blue Harbor Outfitters Inc.) is an entity 1 customer that the customer user does not own. */
const CUSTOMER = 3;
const NEW_SERVICE = `/1/cusserviceedit/edit-customer-service?customerId=${CUSTOMER}`;
const SERVICES = `/1/cusservicesearch/customer-service-summary?customerId=${CUSTOMER}`;
const NEW_CHECKPOINT = `/1/cuscheckpointedit/edit-customer-checkpoint?customerId=${CUSTOMER}`;
const CHECKPOINTS = `/1/cuscheckpointedit/customer-checkpoint-summary?customerId=${CUSTOMER}`;
const NEW_COMPLAINT = `/1/cuscomplaintedit/edit-customer-complaint?customerId=${CUSTOMER}`;
const COMPLAINTS = '/1/cuscomplaintsummary/customer-complaint-summary';

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

async function inFrench(page: Page, name: string) {
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.reload();
  await settle(page);
  await snap(page, `${name}-fr`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
}

test.describe('customer configuration', { tag: '@masterdata' }, () => {
  test.describe.configure({ mode: 'serial' });
  // A stuck step names itself instead of using up the test's minute.
  test.use({ actionTimeout: 15_000 });

  test('cs adds a service and a checkpoint to a customer, logs a complaint and closes it', async ({
    page,
  }) => {
    await openAs(page, 'cs', NEW_SERVICE, CUSTOMER_AREA);
    await expect(page.getByRole('heading', { name: 'New customer service' })).toBeVisible();
    await expect(page.getByTestId('field-customerId')).toContainText('Blue Harbor Outfitters Inc.');
    await choose(page, 'Service', 'Inspection');
    await choose(page, 'Service type', 'Container loading');
    await choose(page, 'AQL level', 'AQL II');
    await choose(page, 'Price type', 'Per intervention');
    await page
      .getByLabel('Report format notes')
      .fill('Seal number, loading plan and 20 photos per container');
    await snap(page, 'customer-config-service-new-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/1\/cusserviceedit\/edit-customer-service\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit customer service' })).toBeVisible();
    await settle(page);
    await snap(page, 'customer-config-service-edit-en');
    await inFrench(page, 'customer-config-service-edit');

    await page.goto(SERVICES);
    await settle(page);
    await expect(rows(page).filter({ hasText: 'Container loading' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Northwind' })).toHaveCount(0);
    await snap(page, 'customer-config-service-summary-en');
    await inFrench(page, 'customer-config-service-summary');

    await page.goto(NEW_CHECKPOINT);
    await expect(page.getByRole('heading', { name: 'New checkpoint' })).toBeVisible();
    await choose(page, 'Customer service', 'Inspection - Container loading');
    await page.getByLabel('Name', { exact: true }).fill('Seal number check');
    await choose(page, 'Check type', 'Other');
    await page
      .getByLabel('Instructions')
      .fill('Photograph the seal and compare its number with the packing list.');
    await page.getByLabel('Mandatory').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/1\/cuscheckpointedit\/edit-customer-checkpoint\/\d+$/);
    await page.goto(CHECKPOINTS);
    await searchFor(page, 'Seal');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Inspection - Container loading');
    await settle(page);
    await snap(page, 'customer-config-checkpoint-summary-en');

    await page.goto(NEW_COMPLAINT);
    await expect(page.getByRole('heading', { name: 'New complaint' })).toBeVisible();
    await page.getByLabel('Booking / inspection ref.').fill('INS-2026-12345');
    await choose(page, 'Category', 'Report content');
    await choose(page, 'Severity', 'Major');
    await page.getByLabel('Description').fill('The loading report misses the container seal photos.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/1\/cuscomplaintedit\/edit-customer-complaint\/\d+$/);
    await settle(page);

    // Closing without the investigation's outcome is refused with the field messages.
    await choose(page, 'Status', 'Closed');
    await choose(page, 'Owner', 'Mei Lin Chen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('form').getByText('Root cause is required to close the complaint'),
    ).toBeVisible();
    await expect(
      page.getByRole('form').getByText('Corrective action is required to close the complaint'),
    ).toBeVisible();
    await snap(page, 'customer-config-complaint-close-refused-en');
    await page.getByLabel('Root cause').fill('The loading checklist had no seal photo step.');
    await page.getByLabel('Corrective action').fill('Seal number check added as a mandatory checkpoint.');
    await page.getByRole('button', { name: 'Save' }).click();
    // The newest toast: the complaint's first save may still be leaving.
    await expect(toast(page, /Saved|saved/).last()).toBeVisible();
    await page.reload();
    await settle(page);
    await expect(page.getByTestId('field-status')).toContainText('Closed');
    await snap(page, 'customer-config-complaint-closed-en');
    await inFrench(page, 'customer-config-complaint-closed');

    await page.goto(`${COMPLAINTS}?customerId=${CUSTOMER}&statuses=3`);
    await searchFor(page, 'INS-2026-12345');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Mei Lin Chen');
  });

  test('the customer user logs its own complaint and sees only its own', async ({ page }) => {
    await openAs(page, 'customer', COMPLAINTS, CUSTOMER_AREA);
    await expect(page.getByRole('heading', { name: 'Customer complaints' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const cells = (await rows(page).locator('td').allTextContents()).join(' ');
    expect(cells).toContain('Northwind Retail Ltd');
    expect(cells).not.toContain('Blue Harbor');

    await page.getByRole('link', { name: 'New' }).click();
    await expect(page.getByRole('heading', { name: 'New complaint' })).toBeVisible();
    await expect(page.getByTestId('field-customerId')).toContainText('Northwind Retail Ltd');
    await page.getByLabel('Booking / inspection ref.').fill('NW-PO-88412');
    await choose(page, 'Category', 'Product quality');
    await choose(page, 'Severity', 'Critical');
    await page.getByLabel('Description').fill('Broken glass found in two cartons of the candle holders.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/1\/cuscomplaintedit\/edit-customer-complaint\/\d+$/);
    await settle(page);
    await expect(page.getByTestId('field-status')).toContainText('Open');
    await snap(page, 'customer-config-complaint-customer-en');
    await inFrench(page, 'customer-config-complaint-customer');

    await page.goto(COMPLAINTS);
    await searchFor(page, 'NW-PO-88412');
    await expect(rows(page)).toHaveCount(1);
    // The complaint cs closed for another customer is not there, not even by its reference.
    await searchFor(page, 'INS-2026-12345');
    await expect(page.getByText('No records match this search.')).toBeVisible();
    await page.goto(`${COMPLAINTS}?customerId=${CUSTOMER}`);
    await settle(page);
    await expect(rows(page)).toHaveCount(0);
    await snap(page, 'customer-config-complaint-summary-customer-en');
  });
});
